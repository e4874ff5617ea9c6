import { builder } from '../../graphql/builder.js';
import type { PilotProgramRow } from './programs.repository.js';

export const PilotProgram = builder.loadableObjectRef<PilotProgramRow, string>('PilotProgram', {
  load: async (ids, ctx) => {
    const rows = await ctx.services.programs.findByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? new Error(`Pilot program ${id} not found`));
  },
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
  }),
});
