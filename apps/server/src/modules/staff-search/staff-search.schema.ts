import { STAFF_SEARCH_KINDS } from '@rc/domain';
import { builder } from '../../graphql/builder.js';
import type { StaffSearchHit as Hit } from './staff-search.service.js';

const StaffSearchKind = builder.enumType('StaffSearchKind', { values: STAFF_SEARCH_KINDS });

const StaffSearchHit = builder.objectRef<Hit>('StaffSearchHit').implement({
  description: 'One thing the console search found; username is the participant it belongs to',
  fields: (t) => ({
    kind: t.field({ type: StaffSearchKind, resolve: (h) => h.kind }),
    id: t.exposeID('id'),
    username: t.exposeString('username', { nullable: true }),
    label: t.exposeString('label'),
  }),
});

builder.queryFields((t) => ({
  staffSearch: t.field({
    type: [StaffSearchHit],
    authScopes: { admin: true },
    description:
      'Staff: the console search box. The trip, device (serial number) and transaction whose id is exactly the query, then up to 8 participants as searchParticipants(search:) finds them.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.staffSearch.search(ctx.actor, args.query),
  }),
}));
