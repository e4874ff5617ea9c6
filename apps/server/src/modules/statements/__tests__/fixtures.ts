import type { Database } from '../../../db/client.js';
import { tripAdjustments, tripSegments, trips, vehicles } from '../../../db/schema/index.js';

/**
 * Test data for statements, written straight to the tables (the trip engine is not needed to bill):
 * trips with segments whose fees are given, and adjustments.
 */
export interface SegmentInput {
  tsStart: Date;
  type?: 'public' | 'private' | 'state';
  stateCode?: string | null;
  mileage?: number;
  fuel?: number;
  mileageFeeCents?: number;
  fuelFeeCents?: number;
  cordonFeeCents?: number;
  todFeeCents?: number;
  tollFeeCents?: number;
}

export async function addVehicle(db: Database, username: string, extra: Partial<typeof vehicles.$inferInsert> = {}) {
  const [vehicle] = await db
    .insert(vehicles)
    .values({ username, make: 'Toyota', model: 'Prius', year: 2021, type: 'hybrid', licensePlate: '8ABC123', ...extra })
    .returning();
  if (!vehicle) throw new Error('vehicle not inserted');
  return vehicle.id;
}

/** The row of a segment of `tripId` (10 minutes from its start; CA unless another state is given). */
export function segmentRow(
  tripId: string,
  username: string,
  s: SegmentInput,
  vehicleId: string | null = null,
): typeof tripSegments.$inferInsert {
  return {
    tripId,
    username,
    vehicleId,
    tsStart: s.tsStart,
    tsEnd: new Date(s.tsStart.getTime() + 10 * 60 * 1000),
    type: s.type ?? 'public',
    stateCode: s.stateCode === undefined ? 'CA' : s.stateCode,
    mileage: s.mileage ?? 0,
    fuel: s.fuel ?? 0,
    mileageFeeCents: s.mileageFeeCents ?? 0,
    fuelFeeCents: s.fuelFeeCents ?? 0,
    cordonFeeCents: s.cordonFeeCents ?? 0,
    todFeeCents: s.todFeeCents ?? 0,
    tollFeeCents: s.tollFeeCents ?? 0,
  };
}

export async function addTrip(
  db: Database,
  input: { username: string; vehicleId?: string | null; invalid?: boolean; segments: SegmentInput[] },
): Promise<{ tripId: string; segmentIds: string[] }> {
  const first = input.segments[0]?.tsStart ?? new Date();
  const [trip] = await db
    .insert(trips)
    .values({
      username: input.username,
      vehicleId: input.vehicleId ?? null,
      tsStart: first,
      tsEnd: new Date(first.getTime() + 30 * 60 * 1000),
      processStatus: 'processed',
      invalid: input.invalid ?? false,
    })
    .returning();
  if (!trip) throw new Error('trip not inserted');
  const rows = input.segments.length
    ? await db
        .insert(tripSegments)
        .values(input.segments.map((s) => segmentRow(trip.id, input.username, s, input.vehicleId)))
        .returning({ id: tripSegments.id })
    : [];
  return { tripId: trip.id, segmentIds: rows.map((r) => r.id) };
}

export async function addAdjustment(
  db: Database,
  input: {
    username: string;
    tripId: string;
    createdAt: Date;
    vehicleId?: string | null;
    adjMileage?: number;
    adjFuel?: number;
    adjMileageFeeCents?: number;
    adjFuelFeeCents?: number;
    adjCordonFeeCents?: number;
    adjTodFeeCents?: number;
    adjTollFeeCents?: number;
    note?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(tripAdjustments)
    .values({
      tripId: input.tripId,
      username: input.username,
      vehicleId: input.vehicleId ?? null,
      stateCode: 'CA',
      type: 'public',
      adjMileage: input.adjMileage ?? 0,
      adjFuel: input.adjFuel ?? 0,
      adjMileageFeeCents: input.adjMileageFeeCents ?? 0,
      adjFuelFeeCents: input.adjFuelFeeCents ?? 0,
      adjCordonFeeCents: input.adjCordonFeeCents ?? 0,
      adjTodFeeCents: input.adjTodFeeCents ?? 0,
      adjTollFeeCents: input.adjTollFeeCents ?? 0,
      note: input.note ?? 'Correction',
      createdAt: input.createdAt,
      createdBy: 'admin',
    })
    .returning({ id: tripAdjustments.id });
  if (!row) throw new Error('adjustment not inserted');
  return row.id;
}

/** A moment inside a month, Pacific time (noon on the given day, which is never near a DST change). */
export const pacific = (month: string, day: number) => new Date(`${month}-${String(day).padStart(2, '0')}T19:00:00Z`);
