CREATE TABLE "disputes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"inquiry_id" text NOT NULL,
	"item_type" text NOT NULL,
	"trip_id" text,
	"mileage_report_id" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"deadline_at" timestamp (3) with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"adjustment_id" text,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "disputes_item_type_check" CHECK ("disputes"."item_type" in ('trip', 'mileageReport')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'upheld', 'rejected')),
	CONSTRAINT "disputes_amount_check" CHECK ("disputes"."amount_cents" >= 0 and "disputes"."credit_cents" >= 0),
	CONSTRAINT "disputes_item_check" CHECK (("disputes"."item_type" = 'trip' and "disputes"."trip_id" is not null) or ("disputes"."item_type" = 'mileageReport' and "disputes"."mileage_report_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_inquiry_id_participant_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."participant_inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_mileage_report_id_mileage_reports_id_fk" FOREIGN KEY ("mileage_report_id") REFERENCES "public"."mileage_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_adjustment_id_trip_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."trip_adjustments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_inquiry_id_idx" ON "disputes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "disputes_username_created_idx" ON "disputes" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "disputes_trip_id_idx" ON "disputes" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "disputes_mileage_report_id_idx" ON "disputes" USING btree ("mileage_report_id");--> statement-breakpoint
CREATE INDEX "disputes_adjustment_id_idx" ON "disputes" USING btree ("adjustment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_trip_idx" ON "disputes" USING btree ("trip_id") WHERE "disputes"."status" = 'open' and "disputes"."item_type" = 'trip';--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_mileage_report_idx" ON "disputes" USING btree ("mileage_report_id") WHERE "disputes"."status" = 'open' and "disputes"."item_type" = 'mileageReport';--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("status","created_at") WHERE "disputes"."status" = 'open';--> statement-breakpoint
SELECT audit_enable('disputes');
