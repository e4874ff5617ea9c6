CREATE TABLE "participant_totals" (
	"username" text PRIMARY KEY NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"adjustments" integer DEFAULT 0 NOT NULL,
	"mileage" numeric DEFAULT 0 NOT NULL,
	"fuel" numeric DEFAULT 0 NOT NULL,
	"mileage_fee_cents" bigint DEFAULT 0 NOT NULL,
	"fuel_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cordon_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tod_fee_cents" bigint DEFAULT 0 NOT NULL,
	"toll_fee_cents" bigint DEFAULT 0 NOT NULL,
	"first_data_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "participant_totals" ADD CONSTRAINT "participant_totals_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The running totals are kept by the triggers below, in the transaction of each change (decision 014).
-- A segment counts when its trip is valid; a trip counts once per participant with a segment of it.
CREATE FUNCTION participant_totals_segments_apply(
  removed trip_segments[], added trip_segments[], removed_from_valid boolean DEFAULT false
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN
    RETURN;
  END IF;
  WITH valid_now AS (
    SELECT t.id FROM trips t
     WHERE t.id IN (SELECT r.trip_id FROM unnest(removed) r UNION SELECT a.trip_id FROM unnest(added) a)
       AND NOT t.invalid
  ), counted AS (
    -- Removed rows counted while their trip was valid (still valid, or valid until this change); added
    -- rows count when their trip is valid now.
    SELECT r.*, -1 AS direction FROM unnest(removed) r
     WHERE removed_from_valid OR r.trip_id IN (SELECT id FROM valid_now)
    UNION ALL
    SELECT a.*, 1 AS direction FROM unnest(added) a WHERE a.trip_id IN (SELECT id FROM valid_now)
  ), sums AS (
    SELECT username, sum(direction) AS segments, sum(direction * mileage::numeric) AS mileage,
           sum(direction * fuel::numeric) AS fuel, sum(direction * mileage_fee_cents) AS mileage_fee,
           sum(direction * fuel_fee_cents) AS fuel_fee, sum(direction * cordon_fee_cents) AS cordon_fee,
           sum(direction * tod_fee_cents) AS tod_fee, sum(direction * toll_fee_cents) AS toll_fee,
           min(coalesce(ts_start, created_at)) FILTER (WHERE direction > 0) AS first_at
      FROM counted GROUP BY username
  ), pairs AS (
    -- A trip counts for a participant with a segment of it while the trip is valid: compare the pair's
    -- segments before this change (now, less what was added, plus what was removed) with now.
    SELECT c.username,
           (SELECT count(*) FROM trip_segments s
             WHERE s.trip_id = c.trip_id AND s.username = c.username AND s.trip_id IN (SELECT id FROM valid_now)) AS now_n,
           sum(c.direction) AS delta_n
      FROM counted c GROUP BY c.trip_id, c.username
  ), trip_counts AS (
    SELECT username,
           sum((now_n > 0)::int - (now_n - delta_n > 0)::int) AS trips
      FROM pairs GROUP BY username
  )
  INSERT INTO participant_totals AS pt (username, trips, segments, mileage, fuel, mileage_fee_cents, fuel_fee_cents,
                                        cordon_fee_cents, tod_fee_cents, toll_fee_cents, first_data_at)
  SELECT s.username, coalesce(c.trips, 0), s.segments, s.mileage, s.fuel, s.mileage_fee, s.fuel_fee, s.cordon_fee,
         s.tod_fee, s.toll_fee, s.first_at
    FROM sums s LEFT JOIN trip_counts c USING (username)
  ON CONFLICT (username) DO UPDATE SET
    trips = pt.trips + excluded.trips, segments = pt.segments + excluded.segments,
    mileage = pt.mileage + excluded.mileage, fuel = pt.fuel + excluded.fuel,
    mileage_fee_cents = pt.mileage_fee_cents + excluded.mileage_fee_cents,
    fuel_fee_cents = pt.fuel_fee_cents + excluded.fuel_fee_cents,
    cordon_fee_cents = pt.cordon_fee_cents + excluded.cordon_fee_cents,
    tod_fee_cents = pt.tod_fee_cents + excluded.tod_fee_cents,
    toll_fee_cents = pt.toll_fee_cents + excluded.toll_fee_cents,
    first_data_at = least(pt.first_data_at, excluded.first_data_at);
  -- Removing may take away the earliest segment: read it again (rare: re-processing, deletion, invalidation).
  IF cardinality(removed) > 0 THEN
    UPDATE participant_totals pt
       SET first_data_at = (SELECT min(coalesce(s.ts_start, s.created_at))
                              FROM trip_segments s JOIN trips t ON t.id = s.trip_id
                             WHERE s.username = pt.username AND NOT t.invalid)
     WHERE pt.username IN (SELECT DISTINCT r.username FROM unnest(removed) r);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION participant_totals_segments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM participant_totals_segments_apply('{}', ARRAY(SELECT ROW(n.*)::trip_segments FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM participant_totals_segments_apply(ARRAY(SELECT ROW(o.*)::trip_segments FROM old_rows o), '{}');
  ELSE
    -- Only changes of what the totals read: billing a segment (transaction, payment status) is not one.
    PERFORM participant_totals_segments_apply(
      ARRAY(SELECT ROW(o.*)::trip_segments FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.username, o.trip_id, o.mileage, o.fuel, o.mileage_fee_cents, o.fuel_fee_cents,
                    o.cordon_fee_cents, o.tod_fee_cents, o.toll_fee_cents, o.ts_start, o.created_at)
                   IS DISTINCT FROM
                   (n.username, n.trip_id, n.mileage, n.fuel, n.mileage_fee_cents, n.fuel_fee_cents,
                    n.cordon_fee_cents, n.tod_fee_cents, n.toll_fee_cents, n.ts_start, n.created_at)),
      ARRAY(SELECT ROW(n.*)::trip_segments FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.username, o.trip_id, o.mileage, o.fuel, o.mileage_fee_cents, o.fuel_fee_cents,
                    o.cordon_fee_cents, o.tod_fee_cents, o.toll_fee_cents, o.ts_start, o.created_at)
                   IS DISTINCT FROM
                   (n.username, n.trip_id, n.mileage, n.fuel, n.mileage_fee_cents, n.fuel_fee_cents,
                    n.cordon_fee_cents, n.tod_fee_cents, n.toll_fee_cents, n.ts_start, n.created_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER participant_totals_segments_insert AFTER INSERT ON trip_segments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION participant_totals_segments_trigger();
--> statement-breakpoint
CREATE TRIGGER participant_totals_segments_delete AFTER DELETE ON trip_segments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION participant_totals_segments_trigger();
--> statement-breakpoint
CREATE TRIGGER participant_totals_segments_update AFTER UPDATE ON trip_segments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION participant_totals_segments_trigger();
--> statement-breakpoint
-- A trip made invalid takes its segments out of the totals; made valid again, puts them back.
CREATE FUNCTION participant_totals_trips_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM participant_totals_segments_apply(
    ARRAY(SELECT s FROM trip_segments s
           WHERE s.trip_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                                WHERE n.invalid AND NOT o.invalid)),
    '{}', true);
  PERFORM participant_totals_segments_apply(
    '{}',
    ARRAY(SELECT s FROM trip_segments s
           WHERE s.trip_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                                WHERE o.invalid AND NOT n.invalid)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER participant_totals_trips_update AFTER UPDATE ON trips
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION participant_totals_trips_trigger();
--> statement-breakpoint
CREATE FUNCTION participant_totals_adjustments_apply(changed trip_adjustments[], direction integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO participant_totals AS pt (username, adjustments, mileage, fuel, mileage_fee_cents, fuel_fee_cents,
                                        cordon_fee_cents, tod_fee_cents, toll_fee_cents)
  SELECT username, direction * count(*), direction * sum(adj_mileage::numeric), direction * sum(adj_fuel::numeric),
         direction * sum(adj_mileage_fee_cents), direction * sum(adj_fuel_fee_cents),
         direction * sum(adj_cordon_fee_cents), direction * sum(adj_tod_fee_cents), direction * sum(adj_toll_fee_cents)
    FROM unnest(changed) GROUP BY username
  ON CONFLICT (username) DO UPDATE SET
    adjustments = pt.adjustments + excluded.adjustments,
    mileage = pt.mileage + excluded.mileage, fuel = pt.fuel + excluded.fuel,
    mileage_fee_cents = pt.mileage_fee_cents + excluded.mileage_fee_cents,
    fuel_fee_cents = pt.fuel_fee_cents + excluded.fuel_fee_cents,
    cordon_fee_cents = pt.cordon_fee_cents + excluded.cordon_fee_cents,
    tod_fee_cents = pt.tod_fee_cents + excluded.tod_fee_cents,
    toll_fee_cents = pt.toll_fee_cents + excluded.toll_fee_cents
$$;
--> statement-breakpoint
CREATE FUNCTION participant_totals_adjustments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM participant_totals_adjustments_apply(ARRAY(SELECT ROW(n.*)::trip_adjustments FROM new_rows n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM participant_totals_adjustments_apply(ARRAY(SELECT ROW(o.*)::trip_adjustments FROM old_rows o), -1);
  ELSE
    PERFORM participant_totals_adjustments_apply(ARRAY(
      SELECT ROW(o.*)::trip_adjustments FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.username, o.adj_mileage, o.adj_fuel, o.adj_mileage_fee_cents, o.adj_fuel_fee_cents,
              o.adj_cordon_fee_cents, o.adj_tod_fee_cents, o.adj_toll_fee_cents)
             IS DISTINCT FROM
             (n.username, n.adj_mileage, n.adj_fuel, n.adj_mileage_fee_cents, n.adj_fuel_fee_cents,
              n.adj_cordon_fee_cents, n.adj_tod_fee_cents, n.adj_toll_fee_cents)), -1);
    PERFORM participant_totals_adjustments_apply(ARRAY(
      SELECT ROW(n.*)::trip_adjustments FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.username, o.adj_mileage, o.adj_fuel, o.adj_mileage_fee_cents, o.adj_fuel_fee_cents,
              o.adj_cordon_fee_cents, o.adj_tod_fee_cents, o.adj_toll_fee_cents)
             IS DISTINCT FROM
             (n.username, n.adj_mileage, n.adj_fuel, n.adj_mileage_fee_cents, n.adj_fuel_fee_cents,
              n.adj_cordon_fee_cents, n.adj_tod_fee_cents, n.adj_toll_fee_cents)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER participant_totals_adjustments_insert AFTER INSERT ON trip_adjustments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION participant_totals_adjustments_trigger();
--> statement-breakpoint
CREATE TRIGGER participant_totals_adjustments_delete AFTER DELETE ON trip_adjustments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION participant_totals_adjustments_trigger();
--> statement-breakpoint
CREATE TRIGGER participant_totals_adjustments_update AFTER UPDATE ON trip_adjustments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION participant_totals_adjustments_trigger();
--> statement-breakpoint
-- Every participant's totals recomputed from the rows the triggers add up: what the rebuild writes and what
-- `npm run reconcile` compares the kept rows with.
CREATE VIEW participant_totals_recomputed AS
SELECT p.username, coalesce(s.trips, 0)::integer AS trips, coalesce(s.segments, 0)::integer AS segments,
       coalesce(a.adjustments, 0)::integer AS adjustments,
       coalesce(s.mileage, 0) + coalesce(a.mileage, 0) AS mileage, coalesce(s.fuel, 0) + coalesce(a.fuel, 0) AS fuel,
       coalesce(s.mileage_fee, 0) + coalesce(a.mileage_fee, 0) AS mileage_fee_cents,
       coalesce(s.fuel_fee, 0) + coalesce(a.fuel_fee, 0) AS fuel_fee_cents,
       coalesce(s.cordon_fee, 0) + coalesce(a.cordon_fee, 0) AS cordon_fee_cents,
       coalesce(s.tod_fee, 0) + coalesce(a.tod_fee, 0) AS tod_fee_cents,
       coalesce(s.toll_fee, 0) + coalesce(a.toll_fee, 0) AS toll_fee_cents, s.first_at AS first_data_at
  FROM (SELECT username FROM trip_segments UNION SELECT username FROM trip_adjustments) p
  LEFT JOIN (
    SELECT s.username, count(DISTINCT s.trip_id) AS trips, count(*) AS segments, sum(s.mileage::numeric) AS mileage,
           sum(s.fuel::numeric) AS fuel, sum(s.mileage_fee_cents) AS mileage_fee, sum(s.fuel_fee_cents) AS fuel_fee,
           sum(s.cordon_fee_cents) AS cordon_fee, sum(s.tod_fee_cents) AS tod_fee, sum(s.toll_fee_cents) AS toll_fee,
           min(coalesce(s.ts_start, s.created_at)) AS first_at
      FROM trip_segments s JOIN trips t ON t.id = s.trip_id
     WHERE NOT t.invalid
     GROUP BY s.username
  ) s ON s.username = p.username
  LEFT JOIN (
    SELECT username, count(*) AS adjustments, sum(adj_mileage::numeric) AS mileage, sum(adj_fuel::numeric) AS fuel,
           sum(adj_mileage_fee_cents) AS mileage_fee, sum(adj_fuel_fee_cents) AS fuel_fee,
           sum(adj_cordon_fee_cents) AS cordon_fee, sum(adj_tod_fee_cents) AS tod_fee,
           sum(adj_toll_fee_cents) AS toll_fee
      FROM trip_adjustments GROUP BY username
  ) a ON a.username = p.username;
--> statement-breakpoint
-- Rebuilds every participant's totals from their rows: the history when the triggers arrive, and data
-- loaded with triggers off (bulk loads under session_replication_role = replica).
CREATE FUNCTION participant_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM participant_totals;
  INSERT INTO participant_totals (username, trips, segments, adjustments, mileage, fuel, mileage_fee_cents,
                                  fuel_fee_cents, cordon_fee_cents, tod_fee_cents, toll_fee_cents, first_data_at)
  SELECT username, trips, segments, adjustments, mileage, fuel, mileage_fee_cents, fuel_fee_cents, cordon_fee_cents,
         tod_fee_cents, toll_fee_cents, first_data_at
    FROM participant_totals_recomputed;
$$;
--> statement-breakpoint
SELECT participant_totals_rebuild();
