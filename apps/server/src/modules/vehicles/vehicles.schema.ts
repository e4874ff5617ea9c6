import { MRO_TYPES, type MroType, VEHICLE_TYPES, type VehicleType } from '@rc/domain';
import type { VehicleGotoll, VehicleLocation, VehicleReport } from '../../db/schema/index.js';
import { builder, type InputFieldBuilder, pageArgs } from '../../graphql/builder.js';
import { Participant } from '../participants/participants.schema.js';
import type { EpaVehicleRow, VehicleRow } from './vehicles.repository.js';
import type { VinCheckResult } from './vehicles.service.js';

/** GraphQL names cannot hold '/': the value 'N/A' is the enum value NA. */
const enumName = (value: string) => value.replace(/[^_0-9A-Za-z]/g, '');

/** Reporting type of a vehicle (manual, telematics, device with or without location, or N/A). */
export const MroTypeEnum = builder.enumType('MroType', {
  values: Object.fromEntries(MRO_TYPES.map((v) => [enumName(v), { value: v }])) as Record<string, { value: MroType }>,
});

export const VehicleTypeEnum = builder.enumType('VehicleType', { values: VEHICLE_TYPES });

const VehicleReportRef = builder.objectRef<VehicleReport>('VehicleReport').implement({
  fields: (t) => ({
    odometer: t.exposeFloat('odometer', { nullable: true }),
    evCapacity: t.exposeFloat('evCapacity', { nullable: true }),
    engineOilLife: t.exposeFloat('engineOilLife', { nullable: true }),
    tsReportDate: t.exposeString('tsReportDate', { nullable: true }),
  }),
});

const VehicleLocationRef = builder.objectRef<VehicleLocation>('VehicleLocation').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    tsLocationDate: t.exposeString('tsLocationDate', { nullable: true }),
  }),
});

const VehicleGotollRef = builder.objectRef<VehicleGotoll>('VehicleGotoll').implement({
  fields: (t) => ({
    vehicleId: t.exposeString('vehicleId', { nullable: true }),
    action: t.exposeString('action', { nullable: true }),
    status: t.exposeString('status', { nullable: true }),
    createdAt: t.exposeString('createdAt', { nullable: true }),
    actionAt: t.exposeString('actionAt', { nullable: true }),
  }),
});

/** A participant's vehicle. Odometer readings and mileage are km; money is integer cents. */
export const Vehicle = builder.loadableObjectRef<VehicleRow, string>('Vehicle', {
  load: async (ids, ctx) => {
    const rows = await ctx.services.vehicles.findByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? new Error(`Vehicle ${id} not found`));
  },
});

Vehicle.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    vin: t.exposeString('vin', { nullable: true }),
    make: t.exposeString('make'),
    model: t.exposeString('model'),
    year: t.exposeInt('year'),
    type: t.field({ type: VehicleTypeEnum, nullable: true, resolve: (v) => v.type as VehicleType | null }),
    subtype: t.exposeString('subtype', { nullable: true }),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
    registrationState: t.exposeString('registrationState', { nullable: true }),
    isPrimary: t.exposeBoolean('isPrimary'),
    mroType: t.field({ type: MroTypeEnum, resolve: (v) => v.mroType as MroType }),
    mroId: t.exposeString('mroId', { nullable: true }),
    beginningOdometerReading: t.exposeFloat('beginningOdometerReading', { nullable: true }),
    currentOdometerReading: t.exposeFloat('currentOdometerReading', { nullable: true }),
    mileage: t.exposeFloat('mileage'),
    fuelTaxCreditCents: t.exposeInt('fuelTaxCreditCents'),
    mileageUserFeeCents: t.exposeInt('mileageUserFeeCents'),
    epaVehicleId: t.exposeID('epaVehicleId', { nullable: true }),
    epaVehicleCombinedMpg: t.exposeFloat('epaVehicleCombinedMpg', { nullable: true }),
    epaVehicleCombinedKpl: t.exposeFloat('epaVehicleCombinedKpl', { nullable: true }),
    lastReportedVinDate: t.expose('lastReportedVinDate', { type: 'DateTime', nullable: true }),
    firstDataReceivedDate: t.expose('firstDataReceivedDate', { type: 'DateTime', nullable: true }),
    participantConnectionId: t.exposeID('participantConnectionId', { nullable: true }),
    logs: t.stringList({
      description: 'Processing log lines (JSON text for structured entries)',
      resolve: (v) => v.logs.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))),
    }),
    reports: t.field({ type: [VehicleReportRef], resolve: (v) => v.reports }),
    locations: t.field({ type: [VehicleLocationRef], resolve: (v) => v.locations }),
    gotoll: t.field({ type: VehicleGotollRef, nullable: true, resolve: (v) => v.gotoll ?? null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
  }),
});

const VehicleConnection = builder
  .objectRef<{ items: VehicleRow[]; nextToken: string | null }>('ModelVehicleConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Vehicle], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

/** A row of the EPA fuel-economy list (fueleconomy.gov); kpl values are computed from mpg. */
export const EPAVehicle = builder.objectRef<EpaVehicleRow>('EPAVehicle').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    make: t.exposeString('make'),
    model: t.exposeString('model'),
    year: t.exposeInt('year'),
    cylinders: t.exposeInt('cylinders', { nullable: true }),
    displacement: t.exposeFloat('displacement', { nullable: true }),
    trany: t.exposeString('trany', { nullable: true }),
    fuelType: t.exposeString('fuelType', { nullable: true }),
    fuelType1: t.exposeString('fuelType1', { nullable: true }),
    fuelType2: t.exposeString('fuelType2', { nullable: true }),
    atvType: t.exposeString('atvType', { nullable: true }),
    vehicleClass: t.exposeString('vehicleClass', { nullable: true }),
    mpgCity: t.exposeFloat('mpgCity', { nullable: true }),
    mpgHighway: t.exposeFloat('mpgHighway', { nullable: true }),
    mpgCombined: t.exposeFloat('mpgCombined', { nullable: true }),
    kplCity: t.exposeFloat('kplCity', { nullable: true }),
    kplHighway: t.exposeFloat('kplHighway', { nullable: true }),
    kplCombined: t.exposeFloat('kplCombined', { nullable: true }),
  }),
});

const EPAVehicleConnection = builder
  .objectRef<{ items: EpaVehicleRow[]; nextToken: string | null }>('ModelEPAVehicleConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [EPAVehicle], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const VinCheckResultRef = builder.objectRef<VinCheckResult>('VinCheckResult').implement({
  fields: (t) => ({
    vin: t.exposeString('vin'),
    vinExists: t.exposeBoolean('vinExists', { description: 'Another vehicle is registered with this VIN' }),
    smartcarCompatible: t.exposeBoolean('smartcarCompatible', {
      description: 'The make and model year can report through the telematics provider',
    }),
    make: t.exposeString('make', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    year: t.exposeInt('year', { nullable: true }),
  }),
});

const VehicleFilterInput = builder.inputType('ModelVehicleFilterInput', {
  fields: (t) => ({ isPrimary: t.boolean() }),
});

builder.queryFields((t) => ({
  listVehicles: t.field({
    type: VehicleConnection,
    authScopes: { signedIn: true },
    description: "A participant's vehicles (own, or any for staff), newest first by default",
    args: {
      username: t.arg.string({ required: true }),
      filter: t.arg({ type: VehicleFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.vehicles.listVehicles(ctx.actor, args.username, args.filter, args),
  }),
  getEPAVehiclesByMakeByYear: t.field({
    type: EPAVehicleConnection,
    authScopes: { signedIn: true },
    description: 'EPA vehicles of a make (any case) and model year, by model',
    args: { make: t.arg.string({ required: true }), year: t.arg.int({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.vehicles.getEPAVehiclesByMakeByYear(ctx.actor, args.make, args.year, args),
  }),
  listEPAMakes: t.stringList({
    authScopes: { signedIn: true },
    description: 'The makes of the EPA list for a model year, sorted (the enrolment form make list)',
    args: { year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.listEPAMakes(ctx.actor, args.year),
  }),
  listEPAModels: t.stringList({
    authScopes: { signedIn: true },
    description: 'The models of the EPA list for a make (any case) and model year, sorted',
    args: { make: t.arg.string({ required: true }), year: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.listEPAModels(ctx.actor, args.make, args.year),
  }),
}));

/** The editable vehicle fields, shared by the create and update inputs. */
const vehicleInputFields = (t: InputFieldBuilder) => ({
  vin: t.string(),
  make: t.string(),
  model: t.string(),
  otherModel: t.string({ description: "The model text when model is 'Other'" }),
  year: t.int(),
  type: t.field({ type: VehicleTypeEnum }),
  subtype: t.string(),
  licensePlate: t.string(),
  registrationState: t.string(),
  isPrimary: t.boolean({ description: 'Staff only' }),
  mroType: t.field({ type: MroTypeEnum, description: 'Staff only' }),
  mroId: t.string({ description: "Staff only: a device or connection id of the participant, or 'N/A'" }),
  beginningOdometerReading: t.float({ description: 'Staff only; km' }),
  currentOdometerReading: t.float({ description: 'Staff only; km' }),
});

const CreateVehicleInput = builder.inputType('CreateVehicleInput', {
  fields: (t) => ({ username: t.string({ required: true }), ...vehicleInputFields(t) }),
});

const UpdateVehicleInput = builder.inputType('UpdateVehicleInput', {
  fields: (t) => ({ id: t.id({ required: true }), username: t.string({ required: true }), ...vehicleInputFields(t) }),
});

const DeleteVehicleInput = builder.inputType('DeleteVehicleInput', {
  fields: (t) => ({ id: t.id({ required: true }), username: t.string({ required: true }) }),
});

const VinCheckInput = builder.inputType('VinCheckInput', {
  fields: (t) => ({
    vin: t.string({ required: true }),
    source: t.string({ description: 'Where the check comes from (e.g. registration)' }),
    vehicleId: t.id({ description: 'The vehicle being edited: it does not count as another vehicle with this VIN' }),
  }),
});

builder.mutationFields((t) => ({
  createVehicle: t.field({
    type: Vehicle,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateVehicleInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.createVehicle(ctx.actor, args.input),
  }),
  updateVehicle: t.field({
    type: Vehicle,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateVehicleInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.updateVehicle(ctx.actor, args.input),
  }),
  deleteVehicle: t.field({
    type: Vehicle,
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteVehicleInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.deleteVehicle(ctx.actor, args.input),
  }),
  vinCheck: t.field({
    type: VinCheckResultRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: VinCheckInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.vehicles.vinCheck(ctx.actor, args.input),
  }),
}));

// A participant's vehicles (spec entity field Participant.vehicles). Whoever may see the participant
// may see their vehicles; one query serves every participant of a list.
builder.objectField(Participant, 'vehicles', (t) =>
  t.loadableGroup({
    type: Vehicle,
    load: (usernames: string[], ctx) => ctx.services.vehicles.listByUsernames(usernames),
    // A loadable object may be given by key (string) or as a row; the loader returns rows.
    group: (vehicle) => (typeof vehicle === 'string' ? vehicle : vehicle.username),
    resolve: (participant) => participant.username,
  }),
);
