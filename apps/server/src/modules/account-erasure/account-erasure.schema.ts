import { builder, pageArgs } from '../../graphql/builder.js';
import type { AccountErasureRow, AccountErasureRunRow } from './account-erasure.repository.js';

const OutcomeEnum = builder.enumType('AccountErasureOutcome', { values: ['erased', 'held'] as const });

const CountRef = builder.objectRef<{ category: string; count: number }>('AccountErasureCount').implement({
  description: 'Rows changed or removed in one category (files: files deleted)',
  fields: (t) => ({ category: t.exposeString('category'), count: t.exposeInt('count') }),
});

const AccountRef = builder.objectRef<AccountErasureRow>('AccountErasure').implement({
  description: 'What one run did with one closed account: erased, or held back with the reason (staff)',
  fields: (t) => ({
    username: t.exposeID('username', { description: "The account's id: the pseudonym its money records keep" }),
    accountNo: t.exposeInt('accountNo', { nullable: true }),
    closedDate: t.expose('closedDate', { type: 'DateTime' }),
    outcome: t.field({ type: OutcomeEnum, resolve: (r) => r.outcome as 'erased' | 'held' }),
    heldReason: t.exposeString('heldReason', { nullable: true }),
    erasedAt: t.expose('erasedAt', { type: 'DateTime', nullable: true }),
    counts: t.field({
      type: [CountRef],
      description: 'By category',
      resolve: (r) => Object.entries(r.counts).map(([category, count]) => ({ category, count })),
    }),
  }),
});

const RunRef = builder.objectRef<AccountErasureRunRow>('AccountErasureRun').implement({
  description: 'One run of the daily account erasure job (decision 020; staff)',
  fields: (t) => ({
    id: t.exposeID('id'),
    ranAt: t.expose('ranAt', { type: 'DateTime', description: 'The instant the run judged closing dates by' }),
    retentionDays: t.exposeInt('retentionDays', { description: 'ACCOUNT_ERASURE_DAYS when it ran' }),
    erased: t.exposeInt('erased'),
    held: t.exposeInt('held'),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    accounts: t.field({
      type: [AccountRef],
      description: 'The accounts it judged (at most `limit`, 500 by default), by account number',
      args: { limit: t.arg.int() },
      resolve: (r, args, ctx) => ctx.services.accountErasure.runAccounts(ctx.actor, r.id, args.limit ?? undefined),
    }),
  }),
});

const RunConnection = builder
  .objectRef<{ items: AccountErasureRunRow[]; nextToken: string | null }>('AccountErasureRunConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [RunRef], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  listAccountErasureRuns: t.field({
    type: RunConnection,
    authScopes: { admin: true },
    description: 'Staff: the runs of the account erasure job, newest first',
    args: { ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.accountErasure.listRuns(ctx.actor, args),
  }),
  getAccountErasureRun: t.field({
    type: RunRef,
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accountErasure.getRun(ctx.actor, String(args.id)),
  }),
}));
