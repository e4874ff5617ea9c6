CREATE TABLE "statement_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"months" jsonb NOT NULL,
	"period_from" timestamp (3) with time zone NOT NULL,
	"period_to" timestamp (3) with time zone NOT NULL,
	"participant_usernames" jsonb,
	"note" text,
	"should_send_email_to_participant" boolean DEFAULT false NOT NULL,
	"trigger" text DEFAULT 'staff' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_message" text,
	"participants_total" integer DEFAULT 0 NOT NULL,
	"participants_done" integer DEFAULT 0 NOT NULL,
	"statements_created" integer DEFAULT 0 NOT NULL,
	"pdfs_done" integer DEFAULT 0 NOT NULL,
	"emails_queued" integer DEFAULT 0 NOT NULL,
	"chunks_total" integer DEFAULT 0 NOT NULL,
	"completed_chunks" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "statement_runs_status_check" CHECK ("statement_runs"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "statement_runs_trigger_check" CHECK ("statement_runs"."trigger" in ('staff', 'schedule')),
	CONSTRAINT "statement_runs_period_check" CHECK ("statement_runs"."period_from" <= "statement_runs"."period_to")
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_status_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_template_name_check";--> statement-breakpoint
DROP INDEX "participant_statements_username_month_idx";--> statement-breakpoint
ALTER TABLE "participant_statements" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "carried_into_transaction_id" text;--> statement-breakpoint
CREATE INDEX "statement_runs_created_idx" ON "statement_runs" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "participant_statements" ADD CONSTRAINT "participant_statements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_carried_into_transaction_id_transactions_id_fk" FOREIGN KEY ("carried_into_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_statements_transaction_id_idx" ON "participant_statements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_carried_into_transaction_id_idx" ON "transactions" USING btree ("carried_into_transaction_id");--> statement-breakpoint
CREATE INDEX "trip_adjustments_unbilled_username_idx" ON "trip_adjustments" USING btree ("username","created_at") WHERE "trip_adjustments"."transaction_id" is null;--> statement-breakpoint
CREATE INDEX "trip_segments_unbilled_username_idx" ON "trip_segments" USING btree ("username","ts_start") WHERE "trip_segments"."transaction_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_statements_username_month_idx" ON "participant_statements" USING btree ("username","month");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('created', 'pending', 'processed', 'failed', 'due', 'overdue', 'default', 'carriedOver'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_template_name_check" CHECK ("notifications"."template_name" in ('accountOnboarded', 'accountApproval', 'accountApprovalManualProgram', 'mroInstallationReminder1', 'mroInstallationReminder2', 'accountActive', 'mroMissingHeartbeat', 'mroMissingHeartbeat5Days', 'mileageReportReject', 'mileageReportApproveWithUpdate', 'paymentOverdue', 'paymentDefault', 'accountRestored', 'manualProgramSubmissionReminder', 'accountUpdateName', 'accountUpdateAddress', 'accountUpdatePhoneNumber', 'accountClose', 'accountSuspended', 'statementIssued', 'paymentReminder'));