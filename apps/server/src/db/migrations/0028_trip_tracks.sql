CREATE TABLE "trip_tracks" (
	"trip_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"time_zone" text,
	"lat" double precision[] NOT NULL,
	"lng" double precision[] NOT NULL,
	"t_ms" double precision[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_tracks_arrays_match" CHECK (cardinality("trip_tracks"."lat") = cardinality("trip_tracks"."lng") and cardinality("trip_tracks"."lat") = cardinality("trip_tracks"."t_ms"))
);
--> statement-breakpoint
ALTER TABLE "trip_tracks" ADD CONSTRAINT "trip_tracks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_tracks" ADD CONSTRAINT "trip_tracks_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_tracks_username_idx" ON "trip_tracks" USING btree ("username");--> statement-breakpoint
-- The points kept so far, one row per trip in time order; a segment's first and last point ids become
-- the derived ids `${tripId}:${index}` of the same points.
INSERT INTO "trip_tracks" ("trip_id", "username", "time_zone", "lat", "lng", "t_ms")
SELECT "trip_id", min("username"), min("time_zone"),
       array_agg("lat" ORDER BY "timestamp", "id"), array_agg("lng" ORDER BY "timestamp", "id"),
       array_agg(extract(epoch FROM "timestamp") * 1000 ORDER BY "timestamp", "id")
  FROM "trip_bins" GROUP BY "trip_id";
--> statement-breakpoint
WITH "ordered" AS (
  SELECT "id", "trip_id" || ':' || (row_number() OVER (PARTITION BY "trip_id" ORDER BY "timestamp", "id") - 1) AS "derived"
    FROM "trip_bins"
)
UPDATE "trip_segments" s
   SET "trip_bin_ids" = coalesce((SELECT jsonb_agg(o."derived" ORDER BY e.n)
                                    FROM jsonb_array_elements_text(s."trip_bin_ids") WITH ORDINALITY AS e(v, n)
                                    JOIN "ordered" o ON o."id" = e.v), '[]'::jsonb)
 WHERE s."trip_bin_ids" <> '[]'::jsonb;
