DROP INDEX "participant_statements_period_from_idx";--> statement-breakpoint
DROP INDEX "transactions_created_idx";--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_created_idx" ON "mileage_reporting_options" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "participant_statements_period_from_idx" ON "participant_statements" USING btree ("period_from","id");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at","id");