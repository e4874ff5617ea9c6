-- Decision 027: PostgreSQL's default compression (pglz) was a large part of the database's time per
-- delivered trip. A trip's track (three arrays of 1,800 doubles) shrinks by a sixth for about 2.5 ms;
-- a delivery's JSON by half for about 1.5 ms. Where the server is built with lz4 (Debian's is), both
-- use lz4: as fast as no compression, and nearly as small as pglz. Where it is not (the embedded
-- PostgreSQL), tracks are kept uncompressed and deliveries stay with pglz.
DO $$
BEGIN
  ALTER TABLE "trip_tracks" ALTER COLUMN "lat" SET COMPRESSION lz4,
    ALTER COLUMN "lng" SET COMPRESSION lz4, ALTER COLUMN "t_ms" SET COMPRESSION lz4;
  ALTER TABLE "webhook_events" ALTER COLUMN "payload" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  ALTER TABLE "trip_tracks" ALTER COLUMN "lat" SET STORAGE EXTERNAL,
    ALTER COLUMN "lng" SET STORAGE EXTERNAL, ALTER COLUMN "t_ms" SET STORAGE EXTERNAL;
END $$;
