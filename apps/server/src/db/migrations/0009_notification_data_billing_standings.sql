CREATE TABLE "billing_standings" (
	"username" text PRIMARY KEY NOT NULL,
	"standing" text DEFAULT 'current' NOT NULL,
	"oldest_unpaid_issued_at" timestamp (3) with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"overdue_notified_at" timestamp (3) with time zone,
	"default_notified_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_standings_standing_check" CHECK ("billing_standings"."standing" in ('current', 'due', 'overdue', 'default')),
	CONSTRAINT "billing_standings_reminders_check" CHECK ("billing_standings"."reminders_sent" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_standings" ADD CONSTRAINT "billing_standings_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_standings_standing_idx" ON "billing_standings" USING btree ("standing");