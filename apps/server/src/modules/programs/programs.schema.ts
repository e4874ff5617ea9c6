import { PILOT_PROGRAM_DETAIL_KEYS } from '@rc/domain';
import type { PilotProgramDetails } from '../../db/schema/index.js';
import { builder, pageArgs } from '../../graphql/builder.js';
import type { PilotProgramRow } from './programs.repository.js';

export const PilotProgram = builder.loadableObjectRef<PilotProgramRow, string>('PilotProgram', {
  load: async (ids, ctx) => {
    const rows = await ctx.services.programs.findByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? new Error(`Pilot program ${id} not found`));
  },
});

const PilotProgramDetailsRef = builder.objectRef<PilotProgramDetails>('PilotProgramDetails').implement({
  description: 'The descriptive sections of a pilot program',
  fields: (t) =>
    Object.fromEntries(
      PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, t.string({ nullable: true, resolve: (d) => d[k] ?? null })]),
    ),
});

PilotProgram.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.exposeString('category', { nullable: true }),
    name: t.exposeString('name'),
    shortName: t.exposeString('shortName'),
    description: t.exposeString('description', { nullable: true }),
    isDeviceRequired: t.exposeBoolean('isDeviceRequired'),
    isGpsRequired: t.exposeBoolean('isGpsRequired'),
    details: t.field({ type: PilotProgramDetailsRef, resolve: (p) => p.details ?? {} }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PilotProgramConnection = builder
  .objectRef<{ items: PilotProgramRow[]; nextToken: string | null }>('ModelPilotProgramConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [PilotProgram], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const PilotProgramFilterInput = builder.inputType('ModelPilotProgramFilterInput', {
  fields: (t) => ({ category: t.string() }),
});

builder.queryFields((t) => ({
  listPilotPrograms: t.field({
    type: PilotProgramConnection,
    authScopes: { public: true },
    args: { filter: t.arg({ type: PilotProgramFilterInput }), ...pageArgs(t) },
    resolve: (_root, { filter, ...page }, ctx) => ctx.services.programs.listPilotPrograms(filter, page),
  }),
  getPilotProgram: t.field({
    type: PilotProgram,
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.programs.getPilotProgram(String(args.id)),
  }),
}));

const PilotProgramDetailsInput = builder.inputType('PilotProgramDetailsInput', {
  fields: (t) => Object.fromEntries(PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, t.string()])),
});

const UpdatePilotProgramInput = builder.inputType('UpdatePilotProgramInput', {
  description: 'The short name is fixed and cannot be changed',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    category: t.string(),
    description: t.string(),
    isDeviceRequired: t.boolean(),
    isGpsRequired: t.boolean(),
    details: t.field({ type: PilotProgramDetailsInput }),
  }),
});

builder.mutationFields((t) => ({
  updatePilotProgram: t.field({
    type: PilotProgram,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdatePilotProgramInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.programs.updatePilotProgram(ctx.actor, args.input),
  }),
}));
