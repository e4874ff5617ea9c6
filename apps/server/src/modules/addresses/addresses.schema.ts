import { builder } from '../../graphql/builder.js';
import type { ZipPlace } from '../../integrations/address/index.js';

const ZipPlaceRef = builder.objectRef<ZipPlace>('ZipPlace').implement({
  description: 'The city and state of a ZIP code',
  fields: (t) => ({
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'Two-letter state code' }),
  }),
});

builder.queryFields((t) => ({
  lookupZip: t.field({
    type: ZipPlaceRef,
    nullable: true,
    description: 'The city and state of a five-digit ZIP code (null when unknown); the address forms fill them in',
    authScopes: { public: true },
    args: { zip: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.addresses.lookupZip(args.zip),
  }),
}));
