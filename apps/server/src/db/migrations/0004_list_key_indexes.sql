DROP INDEX "mileage_reports_username_report_date_idx";--> statement-breakpoint
DROP INDEX "mileage_reports_audit_status_created_idx";--> statement-breakpoint
DROP INDEX "mro_events_trip_id_idx";--> statement-breakpoint
DROP INDEX "mro_events_is_processed_date_time_idx";--> statement-breakpoint
DROP INDEX "mro_events_mro_device_serial_number_date_time_idx";--> statement-breakpoint
DROP INDEX "mro_events_username_flagged_date_time_idx";--> statement-breakpoint
DROP INDEX "trip_adjustments_trip_id_idx";--> statement-breakpoint
DROP INDEX "trip_bins_trip_id_timestamp_idx";--> statement-breakpoint
DROP INDEX "trip_segments_trip_id_idx";--> statement-breakpoint
DROP INDEX "trips_username_created_idx";--> statement-breakpoint
DROP INDEX "trips_created_idx";--> statement-breakpoint
DROP INDEX "trips_process_status_created_idx";--> statement-breakpoint
DROP INDEX "trips_review_status_created_idx";--> statement-breakpoint
DROP INDEX "webhook_events_status_created_idx";--> statement-breakpoint
CREATE INDEX "mro_events_username_date_time_idx" ON "mro_events" USING btree ("username","date_time","id");--> statement-breakpoint
CREATE INDEX "trips_username_visible_created_idx" ON "trips" USING btree ("username","created_at","id") WHERE "trips"."process_status" = 'processed' and "trips"."dist_mro" >= 0.06;--> statement-breakpoint
CREATE INDEX "mileage_reports_username_report_date_idx" ON "mileage_reports" USING btree ("username","ts_report_date","id");--> statement-breakpoint
CREATE INDEX "mileage_reports_audit_status_created_idx" ON "mileage_reports" USING btree ("audit_status","created_at","id");--> statement-breakpoint
CREATE INDEX "mro_events_trip_id_idx" ON "mro_events" USING btree ("trip_id","date_time","id");--> statement-breakpoint
CREATE INDEX "mro_events_is_processed_date_time_idx" ON "mro_events" USING btree ("is_processed","date_time","id");--> statement-breakpoint
CREATE INDEX "mro_events_mro_device_serial_number_date_time_idx" ON "mro_events" USING btree ("mro_device_serial_number","date_time","id");--> statement-breakpoint
CREATE INDEX "mro_events_username_flagged_date_time_idx" ON "mro_events" USING btree ("username","flagged","date_time","id");--> statement-breakpoint
CREATE INDEX "trip_adjustments_trip_id_idx" ON "trip_adjustments" USING btree ("trip_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trip_bins_trip_id_timestamp_idx" ON "trip_bins" USING btree ("trip_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "trip_segments_trip_id_idx" ON "trip_segments" USING btree ("trip_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trips_username_created_idx" ON "trips" USING btree ("username","created_at","id");--> statement-breakpoint
CREATE INDEX "trips_created_idx" ON "trips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trips_process_status_created_idx" ON "trips" USING btree ("process_status","created_at","id");--> statement-breakpoint
CREATE INDEX "trips_review_status_created_idx" ON "trips" USING btree ("review_status","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_events_status_created_idx" ON "webhook_events" USING btree ("status","created_at","id");