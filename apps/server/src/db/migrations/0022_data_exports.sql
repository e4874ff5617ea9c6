CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_message" text,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"expires_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"deleted_at" timestamp (3) with time zone,
	"requested_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('queued', 'running', 'ready', 'failed', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_template_name_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_username_created_idx" ON "data_exports" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_status_expires_idx" ON "data_exports" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_template_name_check" CHECK ("notifications"."template_name" in ('accountOnboarded', 'accountApproval', 'accountApprovalManualProgram', 'mroInstallationReminder1', 'mroInstallationReminder2', 'accountActive', 'mroMissingHeartbeat', 'mroMissingHeartbeat5Days', 'mileageReportReject', 'mileageReportApproveWithUpdate', 'paymentOverdue', 'paymentDefault', 'accountRestored', 'manualProgramSubmissionReminder', 'accountUpdateName', 'accountUpdateAddress', 'accountUpdatePhoneNumber', 'accountClose', 'accountSuspended', 'statementIssued', 'paymentReminder', 'dataExportReady'));