-- Tamper signals on the mileage audit screen (/audit): the SHA-256 of a report's first photo (the
-- same photo sent in another report) and the capture date its EXIF gives (against the report date).
-- Both are taken when the report is created; reports from before stay null ("not checked").
ALTER TABLE "mileage_reports" ADD COLUMN "photo_sha256" text;--> statement-breakpoint
ALTER TABLE "mileage_reports" ADD COLUMN "photo_taken_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "mileage_reports_photo_sha256_idx" ON "mileage_reports" USING btree ("photo_sha256");
