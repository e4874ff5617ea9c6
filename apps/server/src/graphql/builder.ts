import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { isAdmin } from '@rc/domain';
import { GraphQLError } from 'graphql';
import { AppError } from '../errors.js';
import type { Actor } from '../modules/identity/actor.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  actor: Actor | null;
  services: Services;
  /** The caller's address as the HTTP layer resolved it (TRUST_PROXY), for the rate limits. */
  clientAddress?: string;
}

/**
 * Scopes are the first gate (every root field names one); the services then apply the record rules
 * (own username or admin). Anything without a scope is refused.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { public: boolean; signedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.actor !== null,
      admin: ctx.actor !== null && isAdmin(ctx.actor.groups),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.actor === null ? new AppError('UNAUTHENTICATED', 'notAuthenticated') : new AppError('FORBIDDEN', 'adminOnly'),
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date and time in UTC',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

export const SortDirectionEnum = builder.enumType('ModelSortDirection', { values: ['ASC', 'DESC'] as const });

builder.queryType({});
builder.mutationType({});

/** A condition on a date key (the specs' "createdAt between …"): any of eq, ge, gt, le, lt, between. */
export const DateKeyConditionInput = builder.inputType('ModelDateKeyConditionInput', {
  fields: (t) => ({
    eq: t.field({ type: 'DateTime' }),
    ge: t.field({ type: 'DateTime' }),
    gt: t.field({ type: 'DateTime' }),
    le: t.field({ type: 'DateTime' }),
    lt: t.field({ type: 'DateTime' }),
    between: t.field({ type: ['DateTime'], description: 'Two dates: from and to, both included' }),
  }),
});

/** Arguments every list query takes (filter is added per list). */
export const pageArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  limit: t.arg.int(),
  nextToken: t.arg.string(),
  sortDirection: t.arg({ type: SortDirectionEnum }),
});

/** The field builder an input type's `fields` receives, for field lists shared by several inputs. */
export type InputFieldBuilder = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];
