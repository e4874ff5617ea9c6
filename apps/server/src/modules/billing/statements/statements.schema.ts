import { STATEMENT_RUN_STATUSES, type StatementRunStatus } from '../../../db/schema/index.js';
import { builder, pageArgs } from '../../../graphql/builder.js';
import { AdjustmentSummary, ParticipantStatement, TripsSummary } from '../billing.schema.js';
import type { StatementRunView } from './statements.service.js';

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
