CREATE INDEX "participants_first_name_search_idx" ON "participants" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_last_name_search_idx" ON "participants" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_full_name_search_idx" ON "participants" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_email_search_idx" ON "participants" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_account_no_search_idx" ON "participants" USING btree (("account_no"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_phone_digits_search_idx" ON "participants" USING btree (regexp_replace("phone_number", '[^0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_last_name_sort_idx" ON "participants" USING btree (lower(coalesce("last_name", '')),"username");--> statement-breakpoint
CREATE INDEX "participants_email_sort_idx" ON "participants" USING btree (lower("email"),"username");--> statement-breakpoint
CREATE INDEX "participants_status_sort_idx" ON "participants" USING btree ("status","username");--> statement-breakpoint
CREATE INDEX "participants_onboarded_sort_idx" ON "participants" USING btree (coalesce("onboarded_date", '-infinity'::timestamptz),"username");--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_serial_search_idx" ON "mileage_reporting_options" USING btree (lower("device_serial_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_vin_search_idx" ON "vehicles" USING btree (lower("vin") text_pattern_ops);