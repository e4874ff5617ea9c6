import { AUDIT_EVENT_NAMES, type AuditEventName } from '@rc/domain';
import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import type { AuditEventRow } from './audit.repository.js';
import { type ApiDiffEntry, apiDiff } from './field-names.js';

const AuditEventNameEnum = builder.enumType('AuditEventName', { values: AUDIT_EVENT_NAMES });

const AuditDiff = builder.objectRef<ApiDiffEntry>('AuditDiff').implement({
  description: 'One changed field: its API name, and the old and new values as JSON text',
  fields: (t) => ({
    key: t.exposeString('key'),
    old: t.exposeString('old', { nullable: true, description: 'JSON; null on INSERT' }),
    new: t.exposeString('new', { nullable: true, description: 'JSON; null on REMOVE' }),
  }),
});

const AuditEvent = builder.objectRef<AuditEventRow>('AuditEvent').implement({
  description: 'A recorded insert, change or removal of a record, with who did it',
  fields: (t) => ({
    key: t.exposeString('key', { description: "'<table>#<id>', e.g. 'participants#<username>'" }),
    timestamp: t.expose('timestamp', { type: 'DateTime' }),
    eventId: t.exposeID('eventId'),
    eventName: t.field({ type: AuditEventNameEnum, resolve: (e) => e.eventName as AuditEventName }),
    diff: t.field({ type: [AuditDiff], resolve: (e) => apiDiff(e.key, e.diff) }),
    note: t.exposeString('note', { nullable: true }),
    username: t.exposeString('username', { nullable: true, description: 'The participant the record belongs to' }),
    updatedBy: t.exposeString('updatedBy', { description: "Who made the change ('system' for automatic work)" }),
  }),
});

const AuditEventConnection = builder
  .objectRef<{ items: AuditEventRow[]; nextToken: string | null }>('ModelAuditEventConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AuditEvent], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const AuditEventKeyFilterInput = builder.inputType('ModelAuditEventKeyInput', {
  fields: (t) => ({
    eq: t.string(),
    beginsWith: t.string({ description: "e.g. 'participants#' for one table's events" }),
  }),
});

const AuditEventFilterInput = builder.inputType('ModelAuditEventFilterInput', {
  fields: (t) => ({
    key: t.field({ type: AuditEventKeyFilterInput }),
    eventName: t.field({ type: AuditEventNameEnum }),
    username: t.string(),
    updatedBy: t.string(),
  }),
});

type Args = Parameters<Parameters<typeof builder.queryField>[1]>[0];
const listArgs = (t: Args) => ({
  timestamp: t.arg({ type: DateKeyConditionInput }),
  filter: t.arg({ type: AuditEventFilterInput }),
  ...pageArgs(t),
});

builder.queryFields((t) => ({
  getEventsByEventNameByTimestamp: t.field({
    type: AuditEventConnection,
    authScopes: { admin: true },
    args: { eventName: t.arg({ type: AuditEventNameEnum, required: true }), ...listArgs(t) },
    resolve: (_root, { eventName, ...args }, ctx) =>
      ctx.services.audit.getEventsByEventName(ctx.actor, eventName, args),
  }),
  getEventsByUsernameByTimestamp: t.field({
    type: AuditEventConnection,
    authScopes: { admin: true },
    args: { username: t.arg.string({ required: true }), ...listArgs(t) },
    resolve: (_root, { username, ...args }, ctx) => ctx.services.audit.getEventsByUsername(ctx.actor, username, args),
  }),
  getEventsByKeyByTimestamp: t.field({
    type: AuditEventConnection,
    authScopes: { admin: true },
    args: { key: t.arg.string({ required: true }), ...listArgs(t) },
    resolve: (_root, { key, ...args }, ctx) => ctx.services.audit.getEventsByKey(ctx.actor, key, args),
  }),
  getEventsByUpdatedByByTimestamp: t.field({
    type: AuditEventConnection,
    authScopes: { admin: true },
    args: { updatedBy: t.arg.string({ required: true }), ...listArgs(t) },
    resolve: (_root, { updatedBy, ...args }, ctx) =>
      ctx.services.audit.getEventsByUpdatedBy(ctx.actor, updatedBy, args),
  }),
}));
