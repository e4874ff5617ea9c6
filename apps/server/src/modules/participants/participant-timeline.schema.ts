import { builder, pageArgs } from '../../graphql/builder.js';
import { TIMELINE_KINDS, type TimelineRow } from './participant-timeline.read-model.js';

const ParticipantTimelineKind = builder.enumType('ParticipantTimelineKind', {
  description: 'What a timeline item is',
  values: TIMELINE_KINDS,
});

const ParticipantTimelineItem = builder.objectRef<TimelineRow>('ParticipantTimelineItem').implement({
  description: "One thing that happened to a participant's account",
  fields: (t) => ({
    kind: t.field({ type: ParticipantTimelineKind, resolve: (r) => r.kind }),
    at: t.expose('at', { type: 'DateTime', description: 'When (payment: when paid; others: when created)' }),
    id: t.exposeID('id', {
      description: 'The record: audit eventId, notification, inquiry, comment, statement or transaction id',
    }),
    title: t.exposeString('title', {
      nullable: true,
      description:
        'audit: INSERT/MODIFY/REMOVE; notification: subject or template; inquiry: subject; inquiryComment: message or note; statement: month; transaction and payment: description',
    }),
    summary: t.exposeString('summary', {
      nullable: true,
      description:
        'audit: the changed fields, comma-separated; notification: template; inquiry and inquiryComment: the start of the body; statement: file name; transaction and payment: type',
    }),
    status: t.exposeString('status', { nullable: true }),
    actor: t.exposeString('actor', { nullable: true, description: 'Who did it (username, System or system)' }),
    amountCents: t.exposeInt('amountCents', { nullable: true }),
    refId: t.exposeString('refId', {
      nullable: true,
      description:
        'The record to open: the inquiry (inquiry, comment), statement (statement, transaction, payment) or template (notification)',
    }),
    note: t.exposeString('note', {
      nullable: true,
      description:
        'audit: the note (e.g. closing reason); notification: status message; inquiry: category; comment: author',
    }),
  }),
});

const ParticipantTimelineConnection = builder
  .objectRef<{ items: TimelineRow[]; nextToken: string | null }>('ParticipantTimelineConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ParticipantTimelineItem], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  getParticipantTimeline: t.field({
    type: ParticipantTimelineConnection,
    authScopes: { admin: true },
    description:
      "Staff: a participant's timeline — changes of the account record (audit), notifications, inquiries and comments, statements, transactions and payments — newest first by default",
    args: { username: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, { username, ...args }, ctx) =>
      ctx.services.participantTimeline.getParticipantTimeline(ctx.actor, { ...args, username: String(username) }),
  }),
}));
