CREATE TABLE "report_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"report" text NOT NULL,
	"range_from" text NOT NULL,
	"range_to" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_message" text,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "report_runs_status_check" CHECK ("report_runs"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "report_runs_created_idx" ON "report_runs" USING btree ("created_at","id");