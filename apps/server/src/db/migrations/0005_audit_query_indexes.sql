DROP INDEX "audit_events_event_name_timestamp_idx";--> statement-breakpoint
DROP INDEX "audit_events_username_timestamp_idx";--> statement-breakpoint
DROP INDEX "audit_events_key_timestamp_idx";--> statement-breakpoint
CREATE INDEX "audit_events_updated_by_timestamp_idx" ON "audit_events" USING btree ("updated_by","timestamp","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_event_name_timestamp_idx" ON "audit_events" USING btree ("event_name","timestamp","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_username_timestamp_idx" ON "audit_events" USING btree ("username","timestamp","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_key_timestamp_idx" ON "audit_events" USING btree ("key","timestamp","event_id");