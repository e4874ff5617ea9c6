CREATE TABLE "location_retention_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"ran_at" timestamp (3) with time zone NOT NULL,
	"retention_days" integer NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"bins" integer DEFAULT 0 NOT NULL,
	"polylines" integer DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"delivery_points" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_retention_trips" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"run_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"username" text NOT NULL,
	"bins" integer DEFAULT 0 NOT NULL,
	"polylines" integer DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"delivery_points" integer DEFAULT 0 NOT NULL,
	"destroyed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "location_destroyed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "location_retention_trips" ADD CONSTRAINT "location_retention_trips_run_id_location_retention_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."location_retention_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_retention_runs_created_idx" ON "location_retention_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "location_retention_trips_run_idx" ON "location_retention_trips" USING btree ("run_id","username","trip_id");--> statement-breakpoint
CREATE INDEX "location_retention_trips_trip_idx" ON "location_retention_trips" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_location_kept_idx" ON "trips" USING btree ("processed_at","id") WHERE "trips"."location_destroyed_at" is null;