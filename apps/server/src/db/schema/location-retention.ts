import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from './columns.js';

/**
 * One run of the location retention job (decision 015): the instant it judged by, the retention period
 * it applied and what it destroyed in total. Proof of destruction, never location data itself. Not
 * audited: the run is its own record, and the trips it cleared are audited (their routes redacted).
 */
export const locationRetentionRuns = pgTable(
  'location_retention_runs',
  {
    id: idColumn(),
    /** The run's "now": trips whose period ended by then were cleared. */
    ranAt: ts('ran_at').notNull(),
    retentionDays: integer('retention_days').notNull(),
    participants: integer('participants').notNull().default(0),
    trips: integer('trips').notNull().default(0),
    bins: integer('bins').notNull().default(0),
    /** Route versions of trips plus segment routes. */
    polylines: integer('polylines').notNull().default(0),
    segments: integer('segments').notNull().default(0),
    deliveryPoints: integer('delivery_points').notNull().default(0),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [index('location_retention_runs_created_idx').on(t.createdAt, t.id)],
);

/**
 * What one run destroyed of one trip (counts only). tripId and username are plain text: the proof
 * stays when a trip or participant is later removed.
 */
export const locationRetentionTrips = pgTable(
  'location_retention_trips',
  {
    id: idColumn(),
    runId: text('run_id')
      .notNull()
      .references(() => locationRetentionRuns.id, { onDelete: 'cascade' }),
    tripId: text('trip_id').notNull(),
    username: text('username').notNull(),
    bins: integer('bins').notNull().default(0),
    polylines: integer('polylines').notNull().default(0),
    segments: integer('segments').notNull().default(0),
    deliveryPoints: integer('delivery_points').notNull().default(0),
    destroyedAt: ts('destroyed_at').notNull(),
  },
  (t) => [
    index('location_retention_trips_run_idx').on(t.runId, t.username, t.tripId),
    index('location_retention_trips_trip_idx').on(t.tripId),
  ],
);
