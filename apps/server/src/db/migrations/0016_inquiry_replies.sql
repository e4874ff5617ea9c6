CREATE TABLE "rate_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_at" timestamp (3) with time zone NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "rate_versions_kind_check" CHECK ("rate_versions"."kind" in ('mroRate', 'cordon', 'tod', 'toll'))
);
--> statement-breakpoint
ALTER TABLE "inquiry_comments" ADD COLUMN "email_message_id" text;--> statement-breakpoint
ALTER TABLE "inquiry_comments" ADD COLUMN "email_sent_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "rate_versions_entity_idx" ON "rate_versions" USING btree ("kind","entity_id","effective_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_comments_email_message_id_idx" ON "inquiry_comments" USING btree ("email_message_id");--> statement-breakpoint
CREATE INDEX "inquiry_comments_unread_participant_idx" ON "inquiry_comments" USING btree ("inquiry_id") WHERE "inquiry_comments"."author" = 'participant' and "inquiry_comments"."status" = 'unread';--> statement-breakpoint
CREATE INDEX "participant_inquiries_status_created_idx" ON "participant_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "participant_inquiries_assignee_status_created_idx" ON "participant_inquiries" USING btree ("assignee","status","created_at");