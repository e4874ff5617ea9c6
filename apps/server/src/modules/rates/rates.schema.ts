import { type MroType, RATE_KINDS, TOLL_GANTRY_DIRECTIONS } from '@rc/domain';
import type { CordonZone } from '../../db/schema/index.js';
import { builder, pageArgs } from '../../graphql/builder.js';
import { MroTypeEnum } from '../vehicles/vehicles.schema.js';
import type { CordonRow, MroRateRow, RateVersionRow, TodRow, TollGantryRow, TollRow } from './rates.repository.js';
import { hhmm } from './rates.service.js';

export const TollGantryDirectionEnum = builder.enumType('TollGantryDirection', { values: TOLL_GANTRY_DIRECTIONS });

const rateDescription = 'Cents per km (the stored mileage unit); 1.8 cents a mile is 1.118468 cents a km';

/** Rows from the list and update calls carry the day their values took effect (decision 011). */
type DatedInfo = { effectiveFrom?: string | null; nextChangeFrom?: string | null };
const effectiveFromOf = (row: object) => (row as DatedInfo).effectiveFrom ?? null;
const nextChangeFromOf = (row: object) => (row as DatedInfo).nextChangeFrom ?? null;
const effectiveFromDescription =
  'The California day the values shown took effect (null: unchanged since dated rates began)';
const nextChangeDescription = 'The California day of the next scheduled change (see listRateHistory), if any';
const effectiveFromArgDescription =
  'YYYY-MM-DD, today or later (America/Los_Angeles): the first day the new prices apply; left out means now. Trips priced before keep their prices.';

export const RateKindEnum = builder.enumType('RateKind', { values: RATE_KINDS });

export const MRORate = builder.objectRef<MroRateRow>('MRORate').implement({
  description: 'Mileage fee and fuel-tax credit rates of a reporting type in a state',
  fields: (t) => ({
    id: t.exposeID('id'),
    mroType: t.field({ type: MroTypeEnum, resolve: (r) => r.mroType as MroType }),
    state: t.exposeString('state'),
    centsPerMileageUnit: t.exposeFloat('centsPerMileageUnit', { description: rateDescription }),
    centsPerFuelUnit: t.exposeFloat('centsPerFuelUnit', { description: 'Cents per litre (the stored fuel unit)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    effectiveFrom: t.string({ nullable: true, description: effectiveFromDescription, resolve: effectiveFromOf }),
    nextChangeFrom: t.string({ nullable: true, description: nextChangeDescription, resolve: nextChangeFromOf }),
  }),
});

export const CordonZoneRef = builder.objectRef<CordonZone>('CordonZone').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.string({ nullable: true, resolve: (z) => z.description ?? null }),
    color: t.string({ nullable: true, resolve: (z) => z.color ?? null }),
    polyline: t.exposeString('polyline', { description: 'The zone outline as a Google encoded polyline' }),
  }),
});

export const Cordon = builder.objectRef<CordonRow>('Cordon').implement({
  description: 'An area charge: an entry fee once per day plus cents per km inside the zones on its days and hours',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    zones: t.field({ type: [CordonZoneRef], resolve: (c) => c.zones }),
    days: t.exposeIntList('days', { description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ nullable: true, description: 'Local time HH:MM', resolve: (c) => hhmm(c.internalStart) }),
    internalEnd: t.string({ nullable: true, description: 'Local time HH:MM', resolve: (c) => hhmm(c.internalEnd) }),
    entryFeeCents: t.exposeInt('entryFeeCents'),
    exitFeeCents: t.exposeInt('exitFeeCents'),
    centsPerMileageUnit: t.exposeFloat('centsPerMileageUnit', { description: rateDescription }),
    minimumDistanceInMileageUnit: t.exposeFloat('minimumDistanceInMileageUnit', { nullable: true }),
    minimumTotalDistanceInMileageUnit: t.exposeFloat('minimumTotalDistanceInMileageUnit', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    effectiveFrom: t.string({ nullable: true, description: effectiveFromDescription, resolve: effectiveFromOf }),
    nextChangeFrom: t.string({ nullable: true, description: nextChangeDescription, resolve: nextChangeFromOf }),
  }),
});

export const Tod = builder.objectRef<TodRow>('Tod').implement({
  description: 'A time-of-day rate: cents per km driven inside the window on its days',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    days: t.exposeIntList('days', { description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ nullable: true, description: 'Local time HH:MM', resolve: (r) => hhmm(r.internalStart) }),
    internalEnd: t.string({ nullable: true, description: 'Local time HH:MM', resolve: (r) => hhmm(r.internalEnd) }),
    centsPerMileageUnit: t.exposeFloat('centsPerMileageUnit', { description: rateDescription }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    effectiveFrom: t.string({ nullable: true, description: effectiveFromDescription, resolve: effectiveFromOf }),
    nextChangeFrom: t.string({ nullable: true, description: nextChangeDescription, resolve: nextChangeFromOf }),
  }),
});

export const Toll = builder.objectRef<TollRow>('Toll').implement({
  description: 'A toll facility (bridge or toll road)',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state'),
    name: t.exposeString('name'),
    feeCents: t.exposeInt('feeCents', { description: 'Charged once per passage of one of its gantries' }),
    gantryCount: t.loadable({
      type: 'Int',
      description: 'Number of toll points (gantries) of the facility',
      load: (ids: string[], ctx) => ctx.services.rates.gantryCounts(ids),
      resolve: (toll) => toll.id,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    effectiveFrom: t.string({ nullable: true, description: effectiveFromDescription, resolve: effectiveFromOf }),
    nextChangeFrom: t.string({ nullable: true, description: nextChangeDescription, resolve: nextChangeFromOf }),
  }),
});

export const TollGantry = builder.objectRef<TollGantryRow>('TollGantry').implement({
  description: 'A toll point of a toll facility, charged when a route passes it in its direction',
  fields: (t) => ({
    id: t.exposeID('id'),
    assetId: t.exposeString('assetId'),
    tollId: t.exposeID('tollId', { nullable: true }),
    lat: t.exposeFloat('lat'),
    lon: t.exposeFloat('lon'),
    direction: t.field({
      type: TollGantryDirectionEnum,
      nullable: true,
      resolve: (g) => g.direction as (typeof TOLL_GANTRY_DIRECTIONS)[number] | null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MRORateConnection = builder
  .objectRef<{ items: MroRateRow[]; nextToken: string | null }>('ModelMRORateConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [MRORate], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const CordonConnection = builder
  .objectRef<{ items: CordonRow[]; nextToken: string | null }>('ModelCordonConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Cordon], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const TodConnection = builder.objectRef<{ items: TodRow[]; nextToken: string | null }>('ModelTodConnection').implement({
  fields: (t) => ({
    items: t.field({ type: [Tod], resolve: (p) => p.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
  }),
});

const TollConnection = builder
  .objectRef<{ items: TollRow[]; nextToken: string | null }>('ModelTollConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Toll], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const TollGantryConnection = builder
  .objectRef<{ items: TollGantryRow[]; nextToken: string | null }>('ModelTollGantryConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TollGantry], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

export const RateVersion = builder.objectRef<RateVersionRow>('RateVersion').implement({
  description:
    'One dated version of a rate’s priced fields: in force from effectiveAt until the next version (decision 011)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: RateKindEnum, resolve: (v) => v.kind as (typeof RATE_KINDS)[number] }),
    entityId: t.exposeID('entityId'),
    effectiveFrom: t.exposeString('effectiveFrom', {
      description: 'YYYY-MM-DD (America/Los_Angeles); 1970-01-01 marks the values before dated changes began',
    }),
    effectiveAt: t.expose('effectiveAt', { type: 'DateTime', description: 'The instant the version takes effect' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy'),
    centsPerMileageUnit: t.float({ nullable: true, resolve: (v) => v.values.centsPerMileageUnit ?? null }),
    centsPerFuelUnit: t.float({ nullable: true, resolve: (v) => v.values.centsPerFuelUnit ?? null }),
    feeCents: t.int({ nullable: true, resolve: (v) => v.values.feeCents ?? null }),
    entryFeeCents: t.int({ nullable: true, resolve: (v) => v.values.entryFeeCents ?? null }),
    exitFeeCents: t.int({ nullable: true, resolve: (v) => v.values.exitFeeCents ?? null }),
    days: t.intList({ nullable: true, resolve: (v) => v.values.days ?? null }),
    internalStart: t.string({ nullable: true, resolve: (v) => v.values.internalStart ?? null }),
    internalEnd: t.string({ nullable: true, resolve: (v) => v.values.internalEnd ?? null }),
    zones: t.field({ type: [CordonZoneRef], nullable: true, resolve: (v) => v.values.zones ?? null }),
    minimumDistanceInMileageUnit: t.float({
      nullable: true,
      resolve: (v) => v.values.minimumDistanceInMileageUnit ?? null,
    }),
    minimumTotalDistanceInMileageUnit: t.float({
      nullable: true,
      resolve: (v) => v.values.minimumTotalDistanceInMileageUnit ?? null,
    }),
  }),
});

const RateVersionConnection = builder
  .objectRef<{ items: RateVersionRow[]; nextToken: string | null }>('ModelRateVersionConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [RateVersion], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

// --- Filters ---

const MRORateFilterInput = builder.inputType('ModelMRORateFilterInput', {
  fields: (t) => ({
    state: t.string({ description: 'Two-letter state code' }),
    mroType: t.field({ type: MroTypeEnum }),
  }),
});

const CordonFilterInput = builder.inputType('ModelCordonFilterInput', {
  fields: (t) => ({ state: t.string({ description: 'Two-letter state code' }) }),
});

const TollFilterInput = builder.inputType('ModelTollFilterInput', {
  fields: (t) => ({ state: t.string({ description: 'Two-letter state code' }) }),
});

const TodFilterInput = builder.inputType('ModelTodFilterInput', {
  fields: (t) => ({
    day: t.int({ description: 'Only windows that apply on this ISO weekday (1 Monday to 7 Sunday)' }),
  }),
});

const TollGantryFilterInput = builder.inputType('ModelTollGantryFilterInput', {
  fields: (t) => ({ direction: t.field({ type: TollGantryDirectionEnum }) }),
});

// --- Queries ---

builder.queryFields((t) => ({
  listMRORates: t.field({
    type: MRORateConnection,
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: MRORateFilterInput }), ...pageArgs(t) },
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.rates.listMroRates(ctx.actor, filter, page),
  }),
  getCordon: t.field({
    type: Cordon,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.getCordon(ctx.actor, String(args.id)),
  }),
  listCordons: t.field({
    type: CordonConnection,
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: CordonFilterInput }), ...pageArgs(t) },
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.rates.listCordons(ctx.actor, filter, page),
  }),
  getTod: t.field({
    type: Tod,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.getTod(ctx.actor, String(args.id)),
  }),
  listTods: t.field({
    type: TodConnection,
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: TodFilterInput }), ...pageArgs(t) },
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.rates.listTods(ctx.actor, filter, page),
  }),
  listTolls: t.field({
    type: TollConnection,
    authScopes: { signedIn: true },
    args: { filter: t.arg({ type: TollFilterInput }), ...pageArgs(t) },
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.rates.listTolls(ctx.actor, filter, page),
  }),
  listRateHistory: t.field({
    type: RateVersionConnection,
    authScopes: { admin: true },
    description: 'Staff: the dated versions of one rate (MRO rate, cordon, time of day or toll), newest first',
    args: { kind: t.arg({ type: RateKindEnum, required: true }), id: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, { kind, id, ...page }, ctx) =>
      ctx.services.rates.listRateHistory(ctx.actor, kind, String(id), page),
  }),
  listTollGantries: t.field({
    type: TollGantryConnection,
    authScopes: { signedIn: true },
    args: { tollId: t.arg.id({ required: true }), filter: t.arg({ type: TollGantryFilterInput }), ...pageArgs(t) },
    resolve: (_root, { tollId, filter, ...page }, ctx) =>
      ctx.services.rates.listTollGantries(ctx.actor, String(tollId), filter, page),
  }),
}));

// --- Inputs and mutations ---

const UpdateMRORateInput = builder.inputType('UpdateMRORateInput', {
  fields: (t) => ({
    mroType: t.field({ type: MroTypeEnum, required: true }),
    state: t.string({ required: true }),
    centsPerMileageUnit: t.float({ description: rateDescription }),
    centsPerFuelUnit: t.float({ description: 'Cents per litre' }),
    effectiveFrom: t.string({ description: effectiveFromArgDescription }),
  }),
});

const CordonZoneInput = builder.inputType('CordonZoneInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    color: t.string({ description: 'A hex colour (#1976d2) or a colour name' }),
    polyline: t.string({ required: true, description: 'Google encoded polyline of at least 3 points' }),
  }),
});

const CreateCordonInput = builder.inputType('CreateCordonInput', {
  fields: (t) => ({
    state: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    zones: t.field({ type: [CordonZoneInput], required: true }),
    days: t.intList({ required: true, description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ required: true, description: 'HH:MM' }),
    internalEnd: t.string({ required: true, description: 'HH:MM, after internalStart' }),
    entryFeeCents: t.int({ required: true }),
    exitFeeCents: t.int(),
    centsPerMileageUnit: t.float({ required: true, description: rateDescription }),
    minimumDistanceInMileageUnit: t.float(),
    minimumTotalDistanceInMileageUnit: t.float(),
  }),
});

const UpdateCordonInput = builder.inputType('UpdateCordonInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    state: t.string(),
    name: t.string(),
    description: t.string(),
    zones: t.field({ type: [CordonZoneInput] }),
    days: t.intList({ description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ description: 'HH:MM' }),
    internalEnd: t.string({ description: 'HH:MM, after internalStart' }),
    entryFeeCents: t.int(),
    exitFeeCents: t.int(),
    centsPerMileageUnit: t.float({ description: rateDescription }),
    minimumDistanceInMileageUnit: t.float(),
    minimumTotalDistanceInMileageUnit: t.float(),
    effectiveFrom: t.string({
      description: `${effectiveFromArgDescription} Applies to the priced fields: zones, days, hours, fees, rate and minimums.`,
    }),
  }),
});

const CreateTodInput = builder.inputType('CreateTodInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    days: t.intList({ required: true, description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ required: true, description: 'HH:MM' }),
    internalEnd: t.string({ required: true, description: 'HH:MM, after internalStart' }),
    centsPerMileageUnit: t.float({ required: true, description: rateDescription }),
  }),
});

const UpdateTodInput = builder.inputType('UpdateTodInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    days: t.intList({ description: 'ISO weekdays, Monday 1 to Sunday 7' }),
    internalStart: t.string({ description: 'HH:MM' }),
    internalEnd: t.string({ description: 'HH:MM, after internalStart' }),
    centsPerMileageUnit: t.float({ description: rateDescription }),
    effectiveFrom: t.string({ description: effectiveFromArgDescription }),
  }),
});

const UpdateTollInput = builder.inputType('UpdateTollInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    state: t.string(),
    feeCents: t.int({ description: 'Cents per passage' }),
    effectiveFrom: t.string({ description: effectiveFromArgDescription }),
  }),
});

builder.mutationFields((t) => ({
  updateMRORate: t.field({
    type: MRORate,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateMRORateInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.updateMroRate(ctx.actor, args.input),
  }),
  createCordon: t.field({
    type: Cordon,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateCordonInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.createCordon(ctx.actor, args.input),
  }),
  updateCordon: t.field({
    type: Cordon,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateCordonInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.updateCordon(ctx.actor, args.input),
  }),
  createTod: t.field({
    type: Tod,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateTodInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.createTod(ctx.actor, args.input),
  }),
  updateTod: t.field({
    type: Tod,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateTodInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.updateTod(ctx.actor, args.input),
  }),
  updateToll: t.field({
    type: Toll,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateTollInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.rates.updateToll(ctx.actor, args.input),
  }),
}));
