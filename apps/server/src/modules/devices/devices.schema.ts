import { isAdmin, NO_DEVICE_ID } from '@rc/domain';
import { builder, DateKeyConditionInput, type GraphQLContext, pageArgs } from '../../graphql/builder.js';
import { MAX_LIMIT_EXTENSION } from '../../graphql/cost-limit.js';
import { Participant } from '../participants/participants.schema.js';
import { Vehicle } from '../vehicles/vehicles.schema.js';
import type { DeviceRow } from './devices.repository.js';
import type { BulkImportError, BulkImportResult, MroDeviceImport } from './devices.service.js';
import { STAFF_DEVICE_PAGE_MAX } from './devices.service.js';

const isStaff = (ctx: GraphQLContext) => ctx.actor !== null && isAdmin(ctx.actor.groups);

/** A mileage-reporting device (MRO) associated with a participant's vehicle. */
export const MileageReportingOption = builder.objectRef<DeviceRow>('MileageReportingOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    vehicleId: t.exposeID('vehicleId', { nullable: true }),
    deviceSerialNumber: t.exposeString('deviceSerialNumber'),
    deviceImei: t.exposeString('deviceImei', { nullable: true }),
    manufacturer: t.exposeString('manufacturer'),
    model: t.exposeString('model', { nullable: true }),
    hardwareVersion: t.exposeString('hardwareVersion', { nullable: true }),
    firmwareVersion: t.exposeString('firmwareVersion'),
    gpsEnabled: t.exposeBoolean('gpsEnabled'),
    configurableParameters: t.string({
      nullable: true,
      description: 'Device settings as JSON text',
      resolve: (d) => (d.configurableParameters == null ? null : JSON.stringify(d.configurableParameters)),
    }),
    shippedDate: t.expose('shippedDate', { type: 'DateTime', nullable: true }),
    shippingCarrier: t.exposeString('shippingCarrier', { nullable: true }),
    shippingTrackingNumber: t.exposeString('shippingTrackingNumber', { nullable: true }),
    deliveredDate: t.expose('deliveredDate', { type: 'DateTime', nullable: true }),
    activationDate: t.expose('activationDate', { type: 'DateTime', nullable: true }),
    firstReportedDate: t.expose('firstReportedDate', { type: 'DateTime', nullable: true }),
    lastReportedDate: t.expose('lastReportedDate', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    vehicle: t.field({
      type: Vehicle,
      nullable: true,
      description: 'The vehicle the device reports for',
      resolve: (d) => d.vehicleId,
    }),
    participant: t.loadable({
      type: Participant,
      nullable: true,
      description: "Staff: the device's participant (null for participants, who know who they are)",
      load: async (usernames: string[], ctx) => {
        const rows = await ctx.services.participants.findByUsernames(usernames);
        const byUsername = new Map(rows.map((p) => [p.username, p]));
        return usernames.map((u) => byUsername.get(u) ?? null);
      },
      resolve: (d, _args, ctx) => (isStaff(ctx) ? d.username : null),
    }),
  }),
});

/** The device of a vehicle (the one its mroId names), loaded in batches. */
builder.objectField(Vehicle, 'mro', (t) =>
  t.loadable({
    type: MileageReportingOption,
    nullable: true,
    description: 'The reporting device of the vehicle, if it has one',
    load: (ids: string[], ctx) => ctx.services.devices.findByIds(ids),
    sort: (d) => d.id,
    resolve: (v) => (v.mroId && v.mroId !== NO_DEVICE_ID ? v.mroId : null),
  }),
);

const DeviceConnection = builder
  .objectRef<{ items: DeviceRow[]; nextToken: string | null }>('ModelMileageReportingOptionConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [MileageReportingOption], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const DeviceFilterInput = builder.inputType('ModelMileageReportingOptionFilterInput', {
  fields: (t) => ({
    username: t.string({ description: 'Only in listAllMileageReportingOptions' }),
    vehicleId: t.id(),
    deviceSerialNumber: t.string(),
    gpsEnabled: t.boolean(),
    createdAt: t.field({ type: DateKeyConditionInput }),
  }),
});

builder.queryFields((t) => ({
  listMileageReportingOptions: t.field({
    type: DeviceConnection,
    authScopes: { signedIn: true },
    description: "A participant's reporting devices (own, or any for staff), newest first by default",
    args: { username: t.arg.string({ required: true }), filter: t.arg({ type: DeviceFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => {
      const { username: _ignored, ...filter } = args.filter ?? {};
      return ctx.services.devices.listMileageReportingOptions(ctx.actor, args.username, filter, args);
    },
  }),
  getMileageReportingOption: t.field({
    type: MileageReportingOption,
    authScopes: { signedIn: true },
    args: { username: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.devices.getMileageReportingOption(ctx.actor, args.username, String(args.id)),
  }),
  listAllMileageReportingOptions: t.field({
    type: DeviceConnection,
    authScopes: { admin: true },
    description:
      'Staff: the Devices table (every participant, or one with filter.username), newest first by default; at most 100 a page',
    args: { filter: t.arg({ type: DeviceFilterInput }), ...pageArgs(t) },
    extensions: { [MAX_LIMIT_EXTENSION]: STAFF_DEVICE_PAGE_MAX },
    resolve: (_root, args, ctx) => ctx.services.devices.listAllMileageReportingOptions(ctx.actor, args.filter, args),
  }),
}));

const CreateMileageReportingOptionInput = builder.inputType('CreateMileageReportingOptionInput', {
  fields: (t) => ({
    username: t.string({ description: 'Required' }),
    vehicleId: t.id({ description: 'Required: a vehicle of the participant without a device' }),
    deviceSerialNumber: t.string({ description: 'Required; unique' }),
    deviceImei: t.string({ description: 'Required; 15 digits' }),
    gpsEnabled: t.boolean({ description: 'Required: the device reports location' }),
    manufacturer: t.string({ description: 'Default danlaw' }),
    model: t.string(),
    hardwareVersion: t.string(),
    firmwareVersion: t.string({ description: 'Default: the standard firmware version' }),
    shippedDate: t.field({ type: 'DateTime' }),
    shippingCarrier: t.string(),
    shippingTrackingNumber: t.string(),
    deliveredDate: t.field({ type: 'DateTime' }),
    activationDate: t.field({ type: 'DateTime' }),
  }),
});

const UpdateMileageReportingOptionInput = builder.inputType('UpdateMileageReportingOptionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.string({ required: true }),
    deviceImei: t.string(),
    gpsEnabled: t.boolean(),
    model: t.string(),
    hardwareVersion: t.string(),
    firmwareVersion: t.string(),
    shippedDate: t.field({ type: 'DateTime' }),
    shippingCarrier: t.string(),
    shippingTrackingNumber: t.string(),
    deliveredDate: t.field({ type: 'DateTime' }),
    activationDate: t.field({ type: 'DateTime' }),
  }),
});

const DeleteMileageReportingOptionInput = builder.inputType('DeleteMileageReportingOptionInput', {
  fields: (t) => ({ id: t.id({ required: true }), username: t.string({ required: true }) }),
});

const BulkImportErrorRef = builder.objectRef<BulkImportError>('BulkImportMroDeviceError').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line of the row in the manifest (1-based)' }),
    participant: t.exposeString('participant'),
    serial: t.exposeString('serial'),
    vehicle: t.exposeString('vehicle', { description: 'The VIN of the row' }),
    message: t.exposeString('message'),
    messageKey: t.exposeString('messageKey'),
  }),
});

const BulkImportResultRef = builder.objectRef<BulkImportResult>('BulkImportMroDevicesResult').implement({
  fields: (t) => ({
    registrations: t.exposeInt('registrations', { description: 'Devices registered' }),
    duplicates: t.exposeInt('duplicates', { description: 'Rows whose serial number was already registered' }),
    notifications: t.exposeInt('notifications', { description: 'Participants who got a device' }),
    errors: t.field({ type: [BulkImportErrorRef], resolve: (r) => r.errors }),
  }),
});

const MroDeviceImportStatus = builder.enumType('MroDeviceImportStatus', {
  values: ['queued', 'running', 'completed', 'failed'] as const,
});

const MroDeviceImportRef = builder.objectRef<MroDeviceImport>('MroDeviceImport').implement({
  description:
    'A manifest import worked by a job (startMroDeviceImport or POST /api/staff/mro-device-imports): rows done of total, then the result',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: MroDeviceImportStatus, resolve: (j) => j.status }),
    total: t.exposeInt('total', { description: 'Rows of the manifest' }),
    done: t.exposeInt('done', { description: 'Rows handled so far' }),
    progress: t.float({ description: 'From 0 to 1', resolve: (j) => (j.total ? j.done / j.total : 1) }),
    result: t.field({ type: BulkImportResultRef, nullable: true, resolve: (j) => j.result }),
    error: t.exposeString('error', { nullable: true, description: 'Why the job stopped (status failed)' }),
    createdBy: t.exposeString('createdBy'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  getMroDeviceImport: t.field({
    type: MroDeviceImportRef,
    nullable: true,
    authScopes: { admin: true },
    description:
      'Staff: the progress and, once completed, the result of a device import job; null when there is no such import',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.getMroDeviceImport(ctx.actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  startMroDeviceImport: t.field({
    type: MroDeviceImportRef,
    authScopes: { admin: true },
    description:
      'Starts registering the devices of a shipping manifest (base64 CSV or TXT) as a job, like bulkImportMroDevices; follow it with getMroDeviceImport. A manifest larger than the 1 MiB GraphQL body goes to POST /api/staff/mro-device-imports',
    args: { manifest: t.arg.string({ required: true }), authorUsername: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.startMroDeviceImport(ctx.actor, args),
  }),
  createMileageReportingOption: t.field({
    type: MileageReportingOption,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateMileageReportingOptionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.createMileageReportingOption(ctx.actor, args.input),
  }),
  updateMileageReportingOption: t.field({
    type: MileageReportingOption,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateMileageReportingOptionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.updateMileageReportingOption(ctx.actor, args.input),
  }),
  deleteMileageReportingOption: t.field({
    type: MileageReportingOption,
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteMileageReportingOptionInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.deleteMileageReportingOption(ctx.actor, args.input),
  }),
  bulkImportMroDevices: t.field({
    type: BulkImportResultRef,
    authScopes: { admin: true },
    description: 'Registers the devices of a shipping manifest (base64 CSV or TXT)',
    args: { manifest: t.arg.string({ required: true }), authorUsername: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.devices.bulkImportMroDevices(ctx.actor, args),
  }),
}));
