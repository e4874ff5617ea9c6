import { STATEMENT_RUN_STATUSES, type StatementRunStatus } from '../../db/schema/index.js';
import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import { BillingStandingEnum } from '../billing/billing.schema.js';
import type { StatementRunView, StatementView } from './statements.service.js';

export const TripsSummary = builder
  .objectRef<StatementView['tripsSummary'][number]>('ParticipantStatementTripsSummary')
  .implement({
    description: 'Per vehicle and state: fuel in litres, mileage in km, fees in cents',
    fields: (t) => ({
      vehicleId: t.id({ nullable: true, resolve: (s) => s.vehicleId ?? null }),
      stateCode: t.exposeString('stateCode'),
      privateFuel: t.float({ nullable: true, resolve: (s) => s.privateFuel ?? null }),
      publicFuel: t.float({ nullable: true, resolve: (s) => s.publicFuel ?? null }),
      fuel: t.float({ nullable: true, resolve: (s) => s.fuel ?? null }),
      fuelFee: t.exposeInt('fuelFee'),
      mileage: t.exposeFloat('mileage'),
      mileageFee: t.exposeInt('mileageFee'),
      taxDifference: t.exposeInt('taxDifference'),
      net: t.exposeInt('net'),
    }),
  });

export const AdjustmentSummary = builder
  .objectRef<StatementView['adjustmentSummary'][number]>('ParticipantStatementAdjustmentSummary')
  .implement({
    fields: (t) => ({
      adjMileage: t.exposeFloat('adjMileage'),
      adjMileageFee: t.exposeInt('adjMileageFee'),
      adjFuel: t.exposeFloat('adjFuel'),
      adjFuelFee: t.exposeInt('adjFuelFee'),
      shortDate: t.exposeString('shortDate'),
    }),
  });

const VehiclesSummary = builder
  .objectRef<StatementView['vehiclesSummary'][number]>('ParticipantStatementVehiclesSummary')
  .implement({
    fields: (t) => ({
      vehicleId: t.id({ nullable: true, resolve: (s) => s.vehicleId ?? null }),
      fuel: t.exposeFloat('fuel'),
      fuelFee: t.exposeInt('fuelFee'),
      mileage: t.exposeFloat('mileage'),
      mileageFee: t.exposeInt('mileageFee'),
      taxDifference: t.exposeInt('taxDifference'),
    }),
  });

const centsFields = [
  'rifFee',
  'mbufFee',
  'cordonFee',
  'todFee',
  'tollFee',
  'fuelTaxCredit',
  'totalNewMileageFee',
  'totalNewAdjCharges',
  'totalNewChages',
  'carryoverBalance',
  'paidAmount',
] as const;

export const ParticipantStatement = builder.objectRef<StatementView>('ParticipantStatement').implement({
  description: 'A monthly statement; money in integer cents, mileage in km, fuel in litres',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username'),
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    periodFrom: t.expose('periodFrom', { type: 'DateTime' }),
    periodTo: t.expose('periodTo', { type: 'DateTime' }),
    filename: t.exposeString('filename', { nullable: true }),
    mileageUnit: t.exposeString('mileageUnit', { nullable: true }),
    fuelUnit: t.exposeString('fuelUnit', { nullable: true }),
    tripDynamicRateBasis: t.exposeString('tripDynamicRateBasis', { nullable: true }),
    tripDieselFuelRateMetric: t.exposeFloat('tripDieselFuelRateMetric', { nullable: true }),
    mileage: t.exposeFloat('mileage'),
    fuel: t.exposeFloat('fuel'),
    trips: t.exposeInt('trips'),
    ...Object.fromEntries(centsFields.map((f) => [f, t.exposeInt(f)])),
    balance: t.exposeInt('balance', { nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    isProcessed: t.exposeBoolean('isProcessed'),
    shouldSendEmailToParticipant: t.exposeBoolean('shouldSendEmailToParticipant'),
    standing: t.field({ type: BillingStandingEnum, resolve: (s) => s.standing }),
    tripsSummary: t.field({ type: [TripsSummary], resolve: (s) => s.tripsSummary }),
    adjustmentSummary: t.field({ type: [AdjustmentSummary], resolve: (s) => s.adjustmentSummary }),
    vehiclesSummary: t.field({ type: [VehiclesSummary], resolve: (s) => s.vehiclesSummary }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const StatementConnection = builder
  .objectRef<{ items: StatementView[]; nextToken: string | null }>('ModelParticipantStatementConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ParticipantStatement], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const StatementFilterInput = builder.inputType('ModelParticipantStatementFilterInput', {
  fields: (t) => ({
    shouldSendEmailToParticipant: t.boolean(),
    createdBy: t.string({ description: "'System' for generated statements" }),
    createdByStaff: t.boolean({
      description: "true: statements of staff runs (createdBy a staff member); false: createdBy 'System'",
    }),
    periodFrom: t.field({ type: DateKeyConditionInput }),
  }),
});

builder.queryFields((t) => ({
  getParticipantStatementsByUsername: t.field({
    type: StatementConnection,
    authScopes: { signedIn: true },
    args: { username: t.arg.id({ required: true }), filter: t.arg({ type: StatementFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.statements.getParticipantStatementsByUsername(ctx.actor, {
        ...args,
        username: String(args.username),
      }),
  }),
  listParticipantStatements: t.field({
    type: StatementConnection,
    authScopes: { admin: true },
    args: { filter: t.arg({ type: StatementFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.statements.listParticipantStatements(ctx.actor, args),
  }),
  getParticipantStatement: t.field({
    type: ParticipantStatement,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.statements.getParticipantStatement(ctx.actor, String(args.id)),
  }),
}));

const StatementRunStatusEnum = builder.enumType('StatementRunStatus', { values: STATEMENT_RUN_STATUSES });

const StatementRun = builder.objectRef<StatementRunView>('StatementRun').implement({
  description:
    'One statement generation (generateStatements or the monthly schedule) and its progress: participants done of total, PDFs done of statements created',
  fields: (t) => ({
    id: t.exposeID('id'),
    months: t.exposeStringList('months', { description: 'YYYY-MM, America/Los_Angeles, oldest first' }),
    periodFrom: t.expose('periodFrom', { type: 'DateTime' }),
    periodTo: t.expose('periodTo', { type: 'DateTime' }),
    participantUsernames: t.stringList({ nullable: true, resolve: (r) => r.participantUsernames ?? null }),
    note: t.exposeString('note', { nullable: true }),
    shouldSendEmailToParticipant: t.exposeBoolean('shouldSendEmailToParticipant'),
    trigger: t.exposeString('trigger', { description: "'staff' or 'schedule'" }),
    status: t.field({ type: StatementRunStatusEnum, resolve: (r) => r.status as StatementRunStatus }),
    statusMessage: t.exposeString('statusMessage', { nullable: true }),
    participantsTotal: t.exposeInt('participantsTotal'),
    participantsDone: t.exposeInt('participantsDone'),
    statementsCreated: t.exposeInt('statementsCreated'),
    pdfsDone: t.exposeInt('pdfsDone'),
    emailsQueued: t.exposeInt('emailsQueued'),
    alreadyBilled: t.exposeInt('alreadyBilled', {
      description:
        'Participant-months left alone because the participant already had a statement for that month (never billed twice)',
    }),
    participantsFailed: t.exposeInt('participantsFailed', {
      description: 'Participants whose billing job failed for good (see statusMessage)',
    }),
    pdfsFailed: t.exposeInt('pdfsFailed', { description: 'Statements whose PDF could not be rendered or stored' }),
    progress: t.exposeFloat('progress', { description: 'From 0 to 1' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdBy'),
  }),
});

const StatementRunConnection = builder
  .objectRef<{ items: StatementRunView[]; nextToken: string | null }>('ModelStatementRunConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [StatementRun], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.objectFields(ParticipantStatement, (t) => ({
  pdfUrl: t.string({
    nullable: true,
    description:
      "A signed link to the statement's PDF for the caller, valid 15 minutes; null until the PDF has been stored",
    resolve: (s, _args, ctx) => ctx.services.statements.pdfUrl(ctx.actor, s),
  }),
  dueDate: t.field({
    type: 'DateTime',
    description: 'Issue date plus BILLING_BALANCE_OVERDUE_DAYS',
    resolve: (s, _args, ctx) => ctx.services.statements.dueDate(s),
  }),
  transactionId: t.exposeID('transactionId', {
    nullable: true,
    description: 'The transaction this statement issued for its balance (a refund when negative)',
  }),
}));

builder.objectFields(TripsSummary, (t) => ({
  publicMileage: t.float({ nullable: true, resolve: (s) => s.publicMileage ?? null }),
  privateMileage: t.float({ nullable: true, resolve: (s) => s.privateMileage ?? null }),
  cordonFee: t.int({ nullable: true, resolve: (s) => s.cordonFee ?? null }),
  todFee: t.int({ nullable: true, resolve: (s) => s.todFee ?? null }),
  tollFee: t.int({ nullable: true, resolve: (s) => s.tollFee ?? null }),
}));

builder.objectFields(AdjustmentSummary, (t) => ({
  adjCordonFee: t.int({ nullable: true, resolve: (a) => a.adjCordonFee ?? null }),
  adjTodFee: t.int({ nullable: true, resolve: (a) => a.adjTodFee ?? null }),
  adjTollFee: t.int({ nullable: true, resolve: (a) => a.adjTollFee ?? null }),
  net: t.int({
    nullable: true,
    description: 'Mileage + cordon + time-of-day + toll fee deltas − fuel credit delta (cents)',
    resolve: (a) => a.net ?? null,
  }),
  stateCode: t.string({ nullable: true, resolve: (a) => a.stateCode ?? null }),
  vehicleId: t.id({ nullable: true, resolve: (a) => a.vehicleId ?? null }),
  note: t.string({ nullable: true, resolve: (a) => a.note ?? null }),
}));

builder.queryFields((t) => ({
  getStatementRun: t.field({
    type: StatementRun,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.statements.getStatementRun(ctx.actor, String(args.id)),
  }),
  listStatementRuns: t.field({
    type: StatementRunConnection,
    authScopes: { admin: true },
    args: { ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.statements.listStatementRuns(ctx.actor, args),
  }),
}));

builder.mutationFields((t) => ({
  generateStatements: t.field({
    type: StatementRun,
    description:
      'Queues statement generation for the months from `from` to `to` (America/Los_Angeles) for the given participants, or everyone with something to bill; follow it with getStatementRun',
    authScopes: { admin: true },
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      participantUsernames: t.arg.stringList(),
      note: t.arg.string(),
      shouldSendEmailToParticipant: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => ctx.services.statements.generateStatements(ctx.actor, args),
  }),
}));
