ALTER TABLE "statement_runs" ADD COLUMN "already_billed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "participants_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "pdfs_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "failed_chunks" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_runs_status_idx" ON "statement_runs" USING btree ("status");