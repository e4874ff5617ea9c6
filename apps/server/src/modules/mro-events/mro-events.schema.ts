import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import { JSONScalar } from '../webhooks/json.scalar.js';
import type { MroEventRow } from './mro-events.repository.js';

const kmFields = ['odometerReadingStart', 'odometerReading', 'mileage'] as const;
const textFields = ['mroDeviceSerialNumber', 'type', 'description', 'source', 'updatedBy'] as const;

export const MROEvent = builder.objectRef<MroEventRow>('MROEvent').implement({
  description: 'An event from a device or from trip processing (codes in the staff spec, section 8). Odometers km.',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username', { nullable: true }),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    tripId: t.exposeID('tripId', { nullable: true }),
    code: t.exposeInt('code', { nullable: true }),
    ...Object.fromEntries(kmFields.map((f) => [f, t.exposeFloat(f, { nullable: true })])),
    ...Object.fromEntries(textFields.map((f) => [f, t.exposeString(f, { nullable: true })])),
    dateTime: t.expose('dateTime', { type: 'DateTime' }),
    isProcessed: t.exposeBoolean('isProcessed'),
    processLogs: t.field({ type: [JSONScalar], resolve: (e) => e.processLogs }),
    flagged: t.exposeBoolean('flagged'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const MROEventConnection = builder
  .objectRef<{ items: MroEventRow[]; nextToken: string | null }>('ModelMROEventConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [MROEvent], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const MROEventFilterInput = builder.inputType('ModelMROEventFilterInput', {
  fields: (t) => ({
    flagged: t.boolean(),
    code: t.int(),
    type: t.string(),
    dateTime: t.field({ type: DateKeyConditionInput }),
    isProcessed: t.boolean({ description: 'Only in listMroEvents' }),
    mroDeviceSerialNumber: t.string({ description: 'Only in listMroEvents' }),
    username: t.string({ description: 'Only in listMroEvents' }),
  }),
});

builder.queryFields((t) => ({
  getMroEventsByTripId: t.field({
    type: MROEventConnection,
    authScopes: { signedIn: true },
    description: "A trip's events, oldest first (the trip's participant or staff).",
    args: { tripId: t.arg.id({ required: true }), filter: t.arg({ type: MROEventFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.mroEvents.getMroEventsByTripId(ctx.actor, { ...args, tripId: String(args.tripId) }),
  }),
  getMroEventsByIsProcessedByDateTime: t.field({
    type: MROEventConnection,
    authScopes: { admin: true },
    description: 'Processed or unprocessed events, newest first; the last 7 days when dateTime is omitted.',
    args: {
      isProcessed: t.arg.boolean({ required: true }),
      dateTime: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: MROEventFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.mroEvents.getMroEventsByIsProcessedByDateTime(ctx.actor, args),
  }),
  listMroEvents: t.field({
    type: MROEventConnection,
    authScopes: { admin: true },
    description:
      'Staff: every event in a range, newest first; the last 7 days when dateTime is omitted. Filter by isProcessed, device serial, username, code, flagged.',
    args: {
      dateTime: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: MROEventFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.mroEvents.listMroEvents(ctx.actor, args),
  }),
  getMroEventsByMroDeviceSerialNumber: t.field({
    type: MROEventConnection,
    authScopes: { admin: true },
    description: "A device's events, newest first.",
    args: {
      mroDeviceSerialNumber: t.arg.string({ required: true }),
      dateTime: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: MROEventFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.mroEvents.getMroEventsByMroDeviceSerialNumber(ctx.actor, args),
  }),
  getMroEventsByUsername: t.field({
    type: MROEventConnection,
    authScopes: { signedIn: true },
    description: "A participant's events, newest first (filter flagged).",
    args: {
      username: t.arg.id({ required: true }),
      dateTime: t.arg({ type: DateKeyConditionInput }),
      filter: t.arg({ type: MROEventFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.mroEvents.getMroEventsByUsername(ctx.actor, { ...args, username: String(args.username) }),
  }),
}));

const UpdateMroEventInput = builder.inputType('UpdateMroEventInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    flagged: t.boolean(),
    type: t.string(),
    description: t.string(),
  }),
});

builder.mutationFields((t) => ({
  updateMroEvent: t.field({
    type: MROEvent,
    authScopes: { admin: true },
    description: "Staff edit an event's flag, type and description.",
    args: { input: t.arg({ type: UpdateMroEventInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.mroEvents.updateMroEvent(ctx.actor, { ...args.input, id: String(args.input.id) }),
  }),
}));
