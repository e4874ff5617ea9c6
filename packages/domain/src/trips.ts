import { z } from 'zod';
import {
  LIMITS,
  type PaymentStatus,
  TRIP_REVIEW_REASONS,
  TRIP_REVIEW_STATUSES,
  TRIP_SEGMENT_TYPES,
  type TripReviewReason,
} from './constants.js';
import { messages } from './messages.js';

/**
 * Trips, trip segments and trip adjustments: the rules both apps share (participant spec sections 2
 * and 9, staff spec sections 3 and 4) and the zod schemas of the staff actions on trips.
 */

/** The state whose roads the pilot charges: a segment is "in CA" when its stateCode is CA. */
export const BILLING_STATE_CODE = 'CA';

export interface SegmentPlace {
  type: string;
  stateCode?: string | null;
}

export function isInBillingState(segment: Pick<SegmentPlace, 'stateCode'>): boolean {
  return segment.stateCode === BILLING_STATE_CODE;
}

/**
 * Participants do not see segments of type state in CA, nor public/private segments outside CA
 * (a segment with no state code is not in CA). Staff see every segment.
 */
export function isSegmentVisibleToParticipant(segment: SegmentPlace): boolean {
  if (segment.type === 'state') return !isInBillingState(segment);
  if (segment.type === 'public' || segment.type === 'private') return isInBillingState(segment);
  return false;
}

/** Participants see only processed trips with distMro >= 0.06 (km); staff see all. */
export function isTripVisibleToParticipant(trip: { processStatus: string; distMro: number | null }): boolean {
  return (
    trip.processStatus === 'processed' && trip.distMro !== null && trip.distMro >= LIMITS.participantTripMinDistMro
  );
}

/** Which pilot-specific fees a trip list or trip page shows (the mileage fee and fuel credit always show). */
export interface TripFeeColumns {
  cordon: boolean;
  tod: boolean;
  toll: boolean;
}

/** The cordon fee shows only for MBUF+C, the time-of-day fee only for MBUF+ToD, the toll fee only for MBUF+TF. */
export function tripFeeColumns(pilotShortName: string | null | undefined): TripFeeColumns {
  const pilot = (pilotShortName ?? '').trim().toUpperCase();
  return { cordon: pilot === 'MBUF+C', tod: pilot === 'MBUF+TOD', toll: pilot === 'MBUF+TF' };
}

/** Trip-level payment status, derived from the payment status of the trip's public segments. */
export const TRIP_PAYMENT_STATUSES = ['N/A', 'failed', 'paid in full', 'paid in part', 'pending'] as const;
export type TripPaymentStatus = (typeof TRIP_PAYMENT_STATUSES)[number];

/**
 * N/A if the trip has no public segment; failed if any public segment failed; paid in full if all
 * are paid; paid in part if there is more than one and some are paid; otherwise pending.
 * A trip with no segments at all is pending.
 */
export function tripPaymentStatus(segments: readonly { type: string; paymentStatus: string }[]): TripPaymentStatus {
  if (segments.length === 0) return 'pending';
  const statuses = segments.filter((s) => s.type === 'public').map((s) => s.paymentStatus as PaymentStatus);
  if (statuses.length === 0) return 'N/A';
  if (statuses.includes('failed')) return 'failed';
  const paid = statuses.filter((s) => s === 'paid').length;
  if (paid === statuses.length) return 'paid in full';
  if (statuses.length > 1 && paid > 0) return 'paid in part';
  return 'pending';
}

export interface TripTotals {
  /** Public plus private segment mileage (km). */
  totalDistance: number;
  /** Public segments in CA (km). */
  billableDistance: number;
  /** Public plus private segment fuel (litres). */
  totalFuel: number;
}

export function tripTotals(
  segments: readonly { type: string; stateCode?: string | null; mileage: number; fuel: number }[],
): TripTotals {
  let totalDistance = 0;
  let billableDistance = 0;
  let totalFuel = 0;
  for (const s of segments) {
    if (s.type !== 'public' && s.type !== 'private') continue;
    totalDistance += s.mileage;
    totalFuel += s.fuel;
    if (s.type === 'public' && isInBillingState(s)) billableDistance += s.mileage;
  }
  return { totalDistance, billableDistance, totalFuel };
}

/** A flag without a reason is an administrator's flag. */
export function flagReason(reason: TripReviewReason | null | undefined): TripReviewReason {
  return reason ?? 'admin';
}

/** One line of a trip's processing log. */
export interface TripLogEntry {
  timestamp: string;
  username: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------------
// Input schemas (staff actions)

const recordId = z.string({ error: messages.invalidInput }).trim().min(1, messages.invalidInput).max(100);
const optionalId = recordId.nullish().transform((v) => v ?? null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** Dates arrive as Date objects from GraphQL and as ISO strings from forms. */
const optionalDate = z
  .preprocess((v) => (typeof v === 'string' && v ? new Date(v) : v), z.date({ error: messages.invalidInput }))
  .nullish()
  .transform((v) => v ?? null);
/** Money deltas: integer cents, positive or negative, at most $1,000,000. */
const centsDelta = z
  .number({ error: messages.invalidInput })
  .int(messages.invalidInput)
  .min(-100_000_000, messages.invalidInput)
  .max(100_000_000, messages.invalidInput)
  .nullish()
  .transform((v) => v ?? 0);
/** Distance (km) and fuel (litres) deltas. */
const quantityDelta = z
  .number({ error: messages.invalidInput })
  .min(-100_000, messages.invalidInput)
  .max(100_000, messages.invalidInput)
  .nullish()
  .transform((v) => v ?? 0);

/** Characters of an encoded polyline (Google's format: ASCII 63 to 126). */
export const ENCODED_POLYLINE_PATTERN = /^[\x3f-\x7e]*$/;

export const updateTripSchema = z
  .object({
    id: recordId,
    reviewStatus: z.enum(TRIP_REVIEW_STATUSES, { error: messages.invalidInput }).nullish(),
    reviewReason: z.enum(TRIP_REVIEW_REASONS, { error: messages.invalidInput }).nullish(),
    invalid: z.boolean({ error: messages.invalidInput }).nullish(),
    notes: optionalText(5000),
    processStatus: z
      .string({ error: messages.tripReprocessOnlyPending })
      .refine((v) => v === 'pending', messages.tripReprocessOnlyPending)
      .nullish(),
    polyline: z
      .string({ error: messages.tripPolylineInvalid })
      .max(2_000_000, messages.tripPolylineInvalid)
      .regex(ENCODED_POLYLINE_PATTERN, messages.tripPolylineInvalid)
      .nullish(),
    distGps: z
      .number({ error: messages.invalidInput })
      .min(0, messages.invalidInput)
      .max(100_000, messages.invalidInput)
      .nullish(),
    logs: z.array(z.string().trim().min(1).max(2000)).max(20).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.invalid === true && !input.notes) {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: messages.tripInvalidateNoteRequired });
    }
    const reprocessFields = input.polyline != null || input.distGps != null;
    if (reprocessFields && input.processStatus !== 'pending') {
      ctx.addIssue({ code: 'custom', path: ['processStatus'], message: messages.tripReprocessFieldsNeedPending });
    }
  });
export type UpdateTripInput = z.infer<typeof updateTripSchema>;

export const deleteTripSegmentSchema = z.object({ tripId: recordId, id: recordId });

export const tripAssociateSchema = z.object({
  trips: z
    .array(recordId, { error: messages.tripAssociateTripsRequired })
    .min(1, messages.tripAssociateTripsRequired)
    .max(LIMITS.listAllPageSize, messages.invalidInput),
  username: recordId,
  vehicle_id: recordId,
});

/** The amounts of an adjustment: at least one must change. */
export const TRIP_ADJUSTMENT_AMOUNTS = [
  'adjMileage',
  'adjMileageFeeCents',
  'adjFuel',
  'adjFuelFeeCents',
  'adjCordonFeeCents',
  'adjTodFeeCents',
  'adjTollFeeCents',
] as const;

export const createTripAdjustmentSchema = z
  .object({
    tripId: recordId,
    username: optionalId,
    vehicleId: optionalId,
    tripSegmentId: optionalId,
    tripSegmentDate: optionalDate,
    type: z
      .enum(TRIP_SEGMENT_TYPES, { error: messages.invalidInput })
      .nullish()
      .transform((v) => v ?? null),
    state: optionalText(100),
    stateCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, messages.invalidInput)
      .nullish()
      .transform((v) => v ?? null),
    cordonId: optionalId,
    cordonName: optionalText(200),
    todId: optionalId,
    todName: optionalText(200),
    tollId: optionalId,
    adjMileage: quantityDelta,
    adjMileageFeeCents: centsDelta,
    adjFuel: quantityDelta,
    adjFuelFeeCents: centsDelta,
    adjCordonFeeCents: centsDelta,
    adjTodFeeCents: centsDelta,
    adjTollFeeCents: centsDelta,
    note: z
      .string({ error: messages.tripAdjustmentNoteRequired })
      .trim()
      .min(1, messages.tripAdjustmentNoteRequired)
      .max(2000, messages.invalidInput),
    content: z
      .unknown()
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((input, ctx) => {
    if (TRIP_ADJUSTMENT_AMOUNTS.every((k) => input[k] === 0)) {
      ctx.addIssue({ code: 'custom', path: ['adjMileage'], message: messages.tripAdjustmentChangeRequired });
    }
  });
export type CreateTripAdjustmentInput = z.infer<typeof createTripAdjustmentSchema>;
