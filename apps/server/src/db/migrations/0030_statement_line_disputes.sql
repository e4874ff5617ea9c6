ALTER TABLE "disputes" DROP CONSTRAINT "disputes_item_type_check";--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_item_check";--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "statement_id" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "vehicle_id" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_statement_id_participant_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."participant_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_statement_id_idx" ON "disputes" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_statement_line_idx" ON "disputes" USING btree ("statement_id","state_code",coalesce("vehicle_id", '')) WHERE "disputes"."status" = 'open' and "disputes"."item_type" = 'statementLine';--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_item_type_check" CHECK ("disputes"."item_type" in ('trip', 'mileageReport', 'statementLine'));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_item_check" CHECK (("disputes"."item_type" = 'trip' and "disputes"."trip_id" is not null) or ("disputes"."item_type" = 'mileageReport' and "disputes"."mileage_report_id" is not null) or ("disputes"."item_type" = 'statementLine' and "disputes"."statement_id" is not null and "disputes"."state_code" is not null));