import {
  isAdmin,
  PAYMENT_STATUSES,
  TRIP_PAYMENT_STATUSES,
  TRIP_PROCESS_STATUSES,
  TRIP_REVIEW_REASONS,
  TRIP_REVIEW_STATUSES,
  TRIP_SEGMENT_TYPES,
} from '@rc/domain';
import DataLoader from 'dataloader';
import type { TripPolylineVersion } from '../../db/schema/index.js';
import { builder, DateKeyConditionInput, type GraphQLContext, pageArgs } from '../../graphql/builder.js';
import { MAX_LIMIT_EXTENSION } from '../../graphql/cost-limit.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { Participant } from '../participants/participants.schema.js';
import { PilotProgram } from '../programs/programs.schema.js';
import { JSONScalar } from '../webhooks/json.scalar.js';
import type { TripAdjustmentRow, TripBinRow, TripRow, TripSegmentRow } from './trips.repository.js';
import { TRIP_SEARCH_MAX_LIMIT, type TripRatesInForce, type TripSummary } from './trips.service.js';

export const TripProcessStatus = builder.enumType('TripProcessStatus', { values: TRIP_PROCESS_STATUSES });
export const TripReviewStatus = builder.enumType('TripReviewStatus', { values: TRIP_REVIEW_STATUSES });
export const TripReviewReason = builder.enumType('TripReviewReason', { values: TRIP_REVIEW_REASONS });
export const TripSegmentType = builder.enumType('TripSegmentType', { values: TRIP_SEGMENT_TYPES });
export const TripSegmentPaymentStatus = builder.enumType('TripSegmentPaymentStatus', { values: PAYMENT_STATUSES });

type ProcessStatus = (typeof TRIP_PROCESS_STATUSES)[number];
type ReviewStatus = (typeof TRIP_REVIEW_STATUSES)[number];
type ReviewReason = (typeof TRIP_REVIEW_REASONS)[number];
type SegmentType = (typeof TRIP_SEGMENT_TYPES)[number];
type SegmentPaymentStatus = (typeof PAYMENT_STATUSES)[number];

const isStaff = (ctx: GraphQLContext) => ctx.actor !== null && isAdmin(ctx.actor.groups);

/** Derived trip values, loaded once per page of trips (one query for all their segments). */
const summaryLoaders = new WeakMap<GraphQLContext, DataLoader<string, TripSummary>>();
function tripSummary(ctx: GraphQLContext, tripId: string): Promise<TripSummary> {
  let loader = summaryLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => ctx.services.trips.summaries(ids));
    summaryLoaders.set(ctx, loader);
  }
  return loader.load(tripId);
}

const TripPolylineVersionRef = builder.objectRef<TripPolylineVersion>('TripPolylineVersion').implement({
  fields: (t) => ({
    polyline: t.exposeString('polyline'),
    description: t.exposeString('description', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.createdAt ?? null }),
  }),
});

const tripKm = [
  'distMro',
  'odoMro',
  'distGps',
  'distRoute',
  'odoGps',
  'odoMroStart',
  'odoMroEnd',
  'fuel',
  'fuelStart',
  'fuelEnd',
  'fuelAdded',
] as const;
const tripText = [
  'recordId',
  'recordTripId',
  'mroDeviceSerialNumber',
  'vehicleVin',
  'mroId',
  'polyline',
  'processMsg',
  'routeEngine',
  'routeEngineVersion',
  'updatedBy',
] as const;
const tripCents = ['mileageFeeCents', 'fuelFeeCents', 'cordonFeeCents', 'todFeeCents', 'tollFeeCents'] as const;

const MroRateInForce = builder.objectRef<TripRatesInForce['mroRates'][number]>('TripMroRateInForce').implement({
  fields: (t) => ({
    mroType: t.exposeString('mroType'),
    state: t.exposeString('state', { description: 'Two-letter state code' }),
    centsPerMileageUnit: t.exposeFloat('centsPerMileageUnit'),
    centsPerFuelUnit: t.exposeFloat('centsPerFuelUnit'),
  }),
});

const RateInForce = builder.objectRef<TripRatesInForce['tods'][number]>('TripRateInForce').implement({
  fields: (t) => ({ id: t.exposeID('id'), centsPerMileageUnit: t.exposeFloat('centsPerMileageUnit') }),
});

const TripRatesInForceRef = builder.objectRef<TripRatesInForce>('TripRatesInForce').implement({
  description: 'The priced figures of the rates in force when the trip started (decision 011)',
  fields: (t) => ({
    mroRates: t.field({ type: [MroRateInForce], resolve: (r) => [...r.mroRates] }),
    tods: t.field({ type: [RateInForce], description: 'Time-of-day windows by id', resolve: (r) => [...r.tods] }),
    cordons: t.field({ type: [RateInForce], description: 'Cordons by id', resolve: (r) => [...r.cordons] }),
  }),
});

export const Trip = builder.objectRef<TripRow>('Trip').implement({
  description:
    'A trip. Distances and odometers are km, fuel litres, fees integer cents. logs, notes, polylines, reviewStatus and reviewReason are staff-only (null for participants).',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    pilotProgramId: t.exposeID('pilotProgramId', { nullable: true }),
    pilotProgram: t.field({ type: PilotProgram, nullable: true, resolve: (trip) => trip.pilotProgramId }),
    participant: t.loadable({
      type: Participant,
      nullable: true,
      description: "Staff: the trip's participant (null for participants, who know who they are)",
      load: async (usernames: string[], ctx) => {
        const rows = await ctx.services.participants.findByUsernames(usernames);
        const byUsername = new Map(rows.map((p) => [p.username, p]));
        return usernames.map((u) => byUsername.get(u) ?? null);
      },
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? trip.username : null),
    }),
    ...Object.fromEntries(tripText.map((f) => [f, t.exposeString(f, { nullable: true })])),
    ...Object.fromEntries(tripKm.map((f) => [f, t.exposeFloat(f, { nullable: true })])),
    ...Object.fromEntries(tripCents.map((f) => [f, t.exposeInt(f)])),
    tsStart: t.expose('tsStart', { type: 'DateTime', nullable: true }),
    tsEnd: t.expose('tsEnd', { type: 'DateTime', nullable: true }),
    processStatus: t.field({ type: TripProcessStatus, resolve: (trip) => trip.processStatus as ProcessStatus }),
    processedAt: t.expose('processedAt', { type: 'DateTime', nullable: true }),
    invalid: t.exposeBoolean('invalid'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    polylines: t.field({
      type: [TripPolylineVersionRef],
      nullable: true,
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? trip.polylines : null),
    }),
    logs: t.field({
      type: [JSONScalar],
      nullable: true,
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? trip.logs : null),
    }),
    notes: t.string({ nullable: true, resolve: (trip, _args, ctx) => (isStaff(ctx) ? trip.notes : null) }),
    ratesInForce: t.field({
      type: TripRatesInForceRef,
      nullable: true,
      description: 'Staff: the rates the trip was priced with, in force at its start (null for participants)',
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? ctx.services.trips.ratesInForce(ctx.actor, trip) : null),
    }),
    reviewStatus: t.field({
      type: TripReviewStatus,
      nullable: true,
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? (trip.reviewStatus as ReviewStatus | null) : null),
    }),
    reviewReason: t.field({
      type: TripReviewReason,
      nullable: true,
      resolve: (trip, _args, ctx) => (isStaff(ctx) ? (trip.reviewReason as ReviewReason | null) : null),
    }),
    totalDistance: t.float({
      description: 'Public plus private segment mileage (km)',
      resolve: async (trip, _args, ctx) => (await tripSummary(ctx, trip.id)).totalDistance,
    }),
    billableDistance: t.float({
      description: 'Mileage of public segments in CA (km)',
      resolve: async (trip, _args, ctx) => (await tripSummary(ctx, trip.id)).billableDistance,
    }),
    totalFuel: t.float({
      description: 'Fuel of public plus private segments (litres)',
      resolve: async (trip, _args, ctx) => (await tripSummary(ctx, trip.id)).totalFuel,
    }),
    paymentStatus: t.string({
      description: `From the public segments: one of ${TRIP_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')}`,
      resolve: async (trip, _args, ctx) => (await tripSummary(ctx, trip.id)).paymentStatus,
    }),
  }),
});

const segmentText = ['state', 'stateCode', 'cordonName', 'cordonEnterTimeZone', 'tollTxId'] as const;
const segmentIds = ['transactionId', 'vehicleId', 'todId', 'cordonId', 'tollId', 'tollEntryId', 'tollExitId'] as const;
const segmentCents = [
  'cordonEnterFeeCents',
  'mileageFeeCents',
  'fuelFeeCents',
  'cordonFeeCents',
  'todFeeCents',
  'tollFeeCents',
] as const;
const segmentTimes = ['tsStart', 'tsEnd', 'cordonEnterTime', 'tollEntryTime', 'tollExitTime'] as const;

export const TripSegment = builder.objectRef<TripSegmentRow>('TripSegment').implement({
  description: 'A part of a trip in one state and road type. Mileage km, fuel litres, fees integer cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    tripId: t.exposeID('tripId'),
    username: t.exposeID('username'),
    ...Object.fromEntries(segmentIds.map((f) => [f, t.exposeID(f, { nullable: true })])),
    ...Object.fromEntries(segmentText.map((f) => [f, t.exposeString(f, { nullable: true })])),
    ...Object.fromEntries(segmentCents.map((f) => [f, t.exposeInt(f)])),
    ...Object.fromEntries(segmentTimes.map((f) => [f, t.expose(f, { type: 'DateTime', nullable: true })])),
    type: t.field({ type: TripSegmentType, resolve: (s) => s.type as SegmentType }),
    percentage: t.exposeFloat('percentage', { nullable: true }),
    percentageState: t.exposeFloat('percentageState', { nullable: true }),
    mileage: t.exposeFloat('mileage'),
    calculatedMileage: t.exposeFloat('calculatedMileage', { nullable: true }),
    fuel: t.exposeFloat('fuel'),
    polylines: t.exposeStringList('polylines'),
    tripBinIds: t.exposeIDList('tripBinIds'),
    paymentStatus: t.field({
      type: TripSegmentPaymentStatus,
      resolve: (s) => s.paymentStatus as SegmentPaymentStatus,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const TripBin = builder.objectRef<TripBinRow>('TripBin').implement({
  description: 'A GPS point of a trip (visible only to its participant and staff).',
  fields: (t) => ({
    id: t.exposeID('id'),
    tripId: t.exposeID('tripId'),
    username: t.exposeID('username'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone', { nullable: true }),
  }),
});

const adjustmentCents = [
  'adjMileageFeeCents',
  'adjFuelFeeCents',
  'adjCordonFeeCents',
  'adjTodFeeCents',
  'adjTollFeeCents',
] as const;

export const TripAdjustment = builder.objectRef<TripAdjustmentRow>('TripAdjustment').implement({
  description: 'A correction of a trip’s charges (deltas: km, litres, integer cents), billed on the next statement.',
  fields: (t) => ({
    id: t.exposeID('id'),
    tripId: t.exposeID('tripId'),
    username: t.exposeID('username'),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    tripSegmentId: t.exposeID('tripSegmentId', { nullable: true }),
    tripSegmentDate: t.expose('tripSegmentDate', { type: 'DateTime', nullable: true }),
    type: t.field({ type: TripSegmentType, nullable: true, resolve: (a) => a.type as SegmentType | null }),
    state: t.exposeString('state', { nullable: true }),
    stateCode: t.exposeString('stateCode', { nullable: true }),
    cordonId: t.exposeID('cordonId', { nullable: true }),
    cordonName: t.exposeString('cordonName', { nullable: true }),
    todId: t.exposeID('todId', { nullable: true }),
    todName: t.exposeString('todName', { nullable: true }),
    tollId: t.exposeID('tollId', { nullable: true }),
    adjMileage: t.exposeFloat('adjMileage'),
    adjFuel: t.exposeFloat('adjFuel'),
    ...Object.fromEntries(adjustmentCents.map((f) => [f, t.exposeInt(f)])),
    note: t.exposeString('note'),
    content: t.field({ type: JSONScalar, nullable: true, resolve: (a) => a.content ?? null }),
    transactionId: t.exposeID('transactionId', { nullable: true }),
    paymentStatus: t.field({
      type: TripSegmentPaymentStatus,
      resolve: (a) => a.paymentStatus as SegmentPaymentStatus,
    }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TripConnection = builder
  .objectRef<{ items: TripRow[]; nextToken: string | null }>('ModelTripConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Trip], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });
const TripSegmentConnection = builder
  .objectRef<{ items: TripSegmentRow[]; nextToken: string | null }>('ModelTripSegmentConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TripSegment], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });
const TripBinConnection = builder
  .objectRef<{ items: TripBinRow[]; nextToken: string | null }>('ModelTripBinConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TripBin], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });
const TripAdjustmentConnection = builder
  .objectRef<{ items: TripAdjustmentRow[]; nextToken: string | null }>('ModelTripAdjustmentConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TripAdjustment], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const TripFilterInput = builder.inputType('ModelTripFilterInput', {
  fields: (t) => ({
    createdAt: t.field({ type: DateKeyConditionInput }),
    processStatus: t.field({ type: TripProcessStatus }),
    reviewStatus: t.field({ type: TripReviewStatus }),
    invalid: t.boolean(),
    vehicleId: t.id(),
  }),
});

type TripFilterArg = {
  createdAt?: DateKeyCondition | null;
  processStatus?: string | null;
  reviewStatus?: string | null;
  invalid?: boolean | null;
  vehicleId?: string | number | null;
} | null;
const tripFilter = (f: TripFilterArg | undefined) =>
  f ? { ...f, vehicleId: f.vehicleId == null ? null : String(f.vehicleId) } : null;

const StaffTripSearchFilterInput = builder.inputType('StaffTripSearchFilterInput', {
  description: 'What the staff trip search filters by besides its createdAt range; every given condition applies.',
  fields: (t) => ({
    processStatus: t.field({ type: TripProcessStatus }),
    reviewStatus: t.field({ type: TripReviewStatus }),
    invalid: t.boolean(),
    username: t.id({ description: "The trip's participant" }),
    pilotProgramId: t.id({ description: "The trip's pilot program" }),
    vehicleId: t.id(),
  }),
});

const idText = (v: string | number | null | undefined) => (v == null || v === '' ? null : String(v));

builder.queryFields((t) => ({
  getTrip: t.field({
    type: Trip,
    nullable: true,
    authScopes: { signedIn: true },
    description: 'One trip: own (processed, at least 0.06 km) for a participant, any for staff.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.trips.getTrip(ctx.actor, String(args.id)),
  }),
  getTripsByUsernameByCreatedAt: t.field({
    type: TripConnection,
    authScopes: { signedIn: true },
    description: "A participant's trips, newest first; participants see only processed trips of 0.06 km or more.",
    args: {
      username: t.arg.id({ required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: TripFilterInput }),
      participantView: t.arg.boolean({
        description: "Staff: only the trips the participant sees (the staff console's Participant View)",
      }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.getTripsByUsernameByCreatedAt(ctx.actor, {
        ...args,
        username: String(args.username),
        filter: tripFilter(args.filter),
        participantView: args.participantView === true,
      }),
  }),
  getTripsByUsernameByTsStart: t.field({
    type: TripConnection,
    authScopes: { signedIn: true },
    description:
      "The trips a participant sees (processed, 0.06 km or more) by when they were driven (tsStart), newest first: the participant's Trips tab. Staff get the same view.",
    args: { username: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.getTripsByUsernameByTsStart(ctx.actor, { ...args, username: String(args.username) }),
  }),
  listTrips: t.field({
    type: TripConnection,
    authScopes: { admin: true },
    description: 'All trips, newest first (filter createdAt range).',
    args: { filter: t.arg({ type: TripFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.listTrips(ctx.actor, { ...args, filter: tripFilter(args.filter) }),
  }),
  searchTrips: t.field({
    type: TripConnection,
    authScopes: { admin: true },
    description:
      'Staff: trips created in a range (both ends required, at most 366 days), every process status and invalid ones too, filtered by process status, review status, validity, participant, pilot program and vehicle together; newest first. limit: 100 by default and at most.',
    args: {
      createdAt: t.arg({ type: DateKeyConditionInput, required: true }),
      filter: t.arg({ type: StaffTripSearchFilterInput }),
      ...pageArgs(t),
    },
    // The cost limit counts its pages at their real maximum.
    extensions: { [MAX_LIMIT_EXTENSION]: TRIP_SEARCH_MAX_LIMIT },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.searchTrips(ctx.actor, {
        ...args,
        filter: args.filter
          ? {
              processStatus: args.filter.processStatus ?? null,
              reviewStatus: args.filter.reviewStatus ?? null,
              invalid: args.filter.invalid ?? null,
              username: idText(args.filter.username),
              pilotProgramId: idText(args.filter.pilotProgramId),
              vehicleId: idText(args.filter.vehicleId),
            }
          : null,
      }),
  }),
  getTripsByReviewStatusByCreatedAt: t.field({
    type: TripConnection,
    authScopes: { admin: true },
    args: {
      reviewStatus: t.arg({ type: TripReviewStatus, required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: TripFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.getTripsByReviewStatusByCreatedAt(ctx.actor, { ...args, filter: tripFilter(args.filter) }),
  }),
  getTripsByProcessStatusByCreatedAt: t.field({
    type: TripConnection,
    authScopes: { admin: true },
    args: {
      processStatus: t.arg({ type: TripProcessStatus, required: true }),
      createdAt: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: TripFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.getTripsByProcessStatusByCreatedAt(ctx.actor, { ...args, filter: tripFilter(args.filter) }),
  }),
  listTripSegments: t.field({
    type: TripSegmentConnection,
    authScopes: { signedIn: true },
    description: 'Segments of a trip; participants do not see state segments in CA nor public/private ones outside CA.',
    args: { tripId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.listTripSegments(ctx.actor, { ...args, tripId: String(args.tripId) }),
  }),
  listTripBins: t.field({
    type: TripBinConnection,
    authScopes: { signedIn: true },
    description: 'GPS points of a trip (its participant and staff); empty for devices without location.',
    args: { tripId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.trips.listTripBins(ctx.actor, { ...args, tripId: String(args.tripId) }),
  }),
  listTripAdjustments: t.field({
    type: TripAdjustmentConnection,
    authScopes: { signedIn: true },
    args: { tripId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.listTripAdjustments(ctx.actor, { ...args, tripId: String(args.tripId) }),
  }),
}));

const UpdateTripInput = builder.inputType('UpdateTripInput', {
  description:
    'Flag (reviewStatus, reviewReason), invalidate (invalid, notes) or request re-processing (processStatus pending, polyline, distGps, logs).',
  fields: (t) => ({
    id: t.id({ required: true }),
    reviewStatus: t.field({ type: TripReviewStatus }),
    reviewReason: t.field({ type: TripReviewReason }),
    invalid: t.boolean(),
    notes: t.string(),
    processStatus: t.field({ type: TripProcessStatus }),
    polyline: t.string(),
    distGps: t.float(),
    logs: t.stringList({ description: 'Log lines to append' }),
  }),
});

const CreateTripAdjustmentInput = builder.inputType('CreateTripAdjustmentInput', {
  fields: (t) => ({
    tripId: t.id({ required: true }),
    username: t.id(),
    vehicleId: t.id(),
    tripSegmentId: t.id(),
    tripSegmentDate: t.field({ type: 'DateTime' }),
    type: t.field({ type: TripSegmentType }),
    state: t.string(),
    stateCode: t.string(),
    cordonId: t.id(),
    cordonName: t.string(),
    todId: t.id(),
    todName: t.string(),
    tollId: t.id(),
    adjMileage: t.float(),
    adjMileageFeeCents: t.int(),
    adjFuel: t.float(),
    adjFuelFeeCents: t.int(),
    adjCordonFeeCents: t.int(),
    adjTodFeeCents: t.int(),
    adjTollFeeCents: t.int(),
    note: t.string({ required: true }),
    content: t.field({ type: JSONScalar }),
  }),
});

const DeleteTripSegmentInput = builder.inputType('DeleteTripSegmentInput', {
  fields: (t) => ({ tripId: t.id({ required: true }), id: t.id({ required: true }) }),
});

const ids = <T extends Record<string, unknown>>(input: T, keys: (keyof T)[]): T => {
  const out: Record<string, unknown> = { ...input };
  for (const k of keys) if (out[k as string] != null) out[k as string] = String(out[k as string]);
  return out as T;
};

builder.mutationFields((t) => ({
  updateTrip: t.field({
    type: Trip,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateTripInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.trips.updateTrip(ctx.actor, ids(args.input, ['id'])),
  }),
  createTripAdjustment: t.field({
    type: TripAdjustment,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateTripAdjustmentInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.trips.createTripAdjustment(
        ctx.actor,
        ids(args.input, ['tripId', 'username', 'vehicleId', 'tripSegmentId', 'cordonId', 'todId', 'tollId']),
      ),
  }),
  deleteTripSegment: t.field({
    type: TripSegment,
    authScopes: { admin: true },
    description: 'Deletes a segment that is not on a transaction or statement (those are corrected with adjustments).',
    args: { input: t.arg({ type: DeleteTripSegmentInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.trips.deleteTripSegment(ctx.actor, ids(args.input, ['tripId', 'id'])),
  }),
  tripAssociate: t.field({
    type: [Trip],
    authScopes: { admin: true },
    description: "Assigns trips to a participant's vehicle (the vehicle must be that participant's).",
    args: {
      trips: t.arg.idList({ required: true }),
      username: t.arg.id({ required: true }),
      vehicle_id: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => ctx.services.trips.tripAssociate(ctx.actor, args),
  }),
}));
