CREATE TABLE "account_erasure_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"ran_at" timestamp (3) with time zone NOT NULL,
	"retention_days" integer NOT NULL,
	"erased" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_erasures" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"run_id" text NOT NULL,
	"username" text NOT NULL,
	"account_no" bigint,
	"closed_date" timestamp (3) with time zone NOT NULL,
	"outcome" text NOT NULL,
	"held_reason" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erased_at" timestamp (3) with time zone,
	CONSTRAINT "account_erasures_outcome_check" CHECK ("account_erasures"."outcome" in ('erased', 'held'))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "erased_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_run_id_account_erasure_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."account_erasure_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasure_runs_created_idx" ON "account_erasure_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "account_erasures_run_idx" ON "account_erasures" USING btree ("run_id","username");--> statement-breakpoint
CREATE INDEX "account_erasures_username_idx" ON "account_erasures" USING btree ("username");--> statement-breakpoint
CREATE INDEX "participants_erasure_due_idx" ON "participants" USING btree ("closed_date") WHERE "participants"."status" = 'closed' and "participants"."erased_at" is null;--> statement-breakpoint
-- Account erasure (decision 020) is the one change the trail allows: in a transaction that has set
-- app.audit_erasure to 'on', an UPDATE may rewrite an event's diff and key (the erased values, and a
-- key that is personal data itself); who, when, what kind of change and whose stay as they were.
-- Deletes are refused as before.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_erasure', true) = 'on'
     AND NEW.event_id = OLD.event_id AND NEW.timestamp = OLD.timestamp AND NEW.event_name = OLD.event_name
     AND NEW.updated_by = OLD.updated_by AND NEW.username IS NOT DISTINCT FROM OLD.username
     AND NEW.note IS NOT DISTINCT FROM OLD.note THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END
$$;
