import {
  INQUIRY_COMMENT_AUTHORS,
  INQUIRY_COMMENT_STATUSES,
  INQUIRY_COMMENT_TYPES,
  INQUIRY_STATUSES,
  type InquiryCommentAuthor,
  type InquiryCommentStatus,
  type InquiryCommentType,
  type InquiryStatus,
  isAdmin,
  PARTICIPANT_INQUIRY_STATUSES,
  participantInquiryStatus,
} from '@rc/domain';
import type { InquiryEmailAttachment, InquiryEmailPayload } from '../../db/schema/index.js';
import { builder, DateKeyConditionInput, type GraphQLContext, pageArgs } from '../../graphql/builder.js';
import { Participant } from '../participants/participants.schema.js';
import type { InquiryCommentRow, InquiryRow } from './inquiries.repository.js';

export const InquiryStatusEnum = builder.enumType('InquiryStatus', { values: INQUIRY_STATUSES });
const ParticipantInquiryStatusEnum = builder.enumType('ParticipantInquiryStatus', {
  values: PARTICIPANT_INQUIRY_STATUSES,
  description: 'What a participant sees: closed when the status is close, closed, done or completed; else open',
});
const InquiryCommentAuthorEnum = builder.enumType('InquiryCommentAuthor', { values: INQUIRY_COMMENT_AUTHORS });
const InquiryCommentTypeEnum = builder.enumType('InquiryCommentType', { values: INQUIRY_COMMENT_TYPES });
const InquiryCommentStatusEnum = builder.enumType('InquiryCommentStatus', { values: INQUIRY_COMMENT_STATUSES });

const InquiryEmailPayloadRef = builder.objectRef<InquiryEmailPayload>('InquiryEmailPayload').implement({
  fields: (t) => ({
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text', { nullable: true }),
    inReplyTo: t.exposeString('inReplyTo', { nullable: true }),
    html: t.exposeString('html', { nullable: true }),
  }),
});

const InquiryEmailAttachmentRef = builder.objectRef<InquiryEmailAttachment>('InquiryEmailAttachment').implement({
  fields: (t) => ({
    s3Key: t.exposeString('s3Key'),
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({
      nullable: true,
      description: 'A signed download link for the signed-in viewer (15 minutes)',
      resolve: (a, _args, ctx) =>
        ctx.actor ? ctx.services.storageLinks.url(ctx.actor.username, a.s3Key, { downloadName: a.filename }).url : null,
    }),
  }),
});

/** Storage keys of the raw e-mail are for staff tools only. */
const staffOnly = <T>(value: T, ctx: GraphQLContext): T | null =>
  ctx.services.inquiries.seesNotes(ctx.actor) ? value : null;

export const InquiryComment = builder.objectRef<InquiryCommentRow>('InquiryComment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    inquiryId: t.exposeID('inquiryId'),
    username: t.exposeString('username', { nullable: true }),
    author: t.field({ type: InquiryCommentAuthorEnum, resolve: (c) => c.author as InquiryCommentAuthor }),
    body: t.exposeString('body', { nullable: true }),
    bodyHtml: t.exposeString('bodyHtml', { nullable: true, description: 'Sanitised HTML' }),
    type: t.field({ type: InquiryCommentTypeEnum, resolve: (c) => c.type as InquiryCommentType }),
    status: t.field({ type: InquiryCommentStatusEnum, resolve: (c) => c.status as InquiryCommentStatus }),
    emailPayload: t.field({ type: InquiryEmailPayloadRef, nullable: true, resolve: (c) => c.emailPayload }),
    emailS3Key: t.string({ nullable: true, resolve: (c, _a, ctx) => staffOnly(c.emailS3Key, ctx) }),
    emailAttachments: t.field({ type: [InquiryEmailAttachmentRef], resolve: (c) => c.emailAttachments }),
    emailSentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Staff: when a staff message was handed to the mail server',
      resolve: (c, _a, ctx) => staffOnly(c.emailSentAt, ctx),
    }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

type CommentPage = { items: InquiryCommentRow[]; nextToken: string | null };
const InquiryCommentConnection = builder.objectRef<CommentPage>('ModelInquiryCommentConnection').implement({
  fields: (t) => ({
    items: t.field({ type: [InquiryComment], resolve: (p) => p.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
  }),
});

export const ParticipantInquiry = builder.objectRef<InquiryRow>('ParticipantInquiry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username', { nullable: true }),
    assignee: t.exposeString('assignee'),
    category: t.exposeString('category', {
      nullable: true,
      description: 'Policy Question, Tech Support, Account Question, Incentives, Mileage Reporting or Other',
    }),
    subject: t.exposeString('subject', { nullable: true }),
    body: t.exposeString('body', { nullable: true }),
    bodyHtml: t.exposeString('bodyHtml', { nullable: true, description: 'Sanitised HTML' }),
    status: t.field({ type: InquiryStatusEnum, resolve: (i) => i.status as InquiryStatus }),
    participantStatus: t.field({
      type: ParticipantInquiryStatusEnum,
      resolve: (i) => participantInquiryStatus(i.status),
    }),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    emailOriginalMessageId: t.string({
      nullable: true,
      resolve: (i, _a, ctx) => staffOnly(i.emailOriginalMessageId, ctx),
    }),
    emailS3Key: t.string({ nullable: true, resolve: (i, _a, ctx) => staffOnly(i.emailS3Key, ctx) }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    updatedBy: t.exposeString('updatedBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    participant: t.loadable({
      type: Participant,
      nullable: true,
      load: async (usernames: string[], ctx) => {
        const rows = await ctx.services.participants.findByUsernames(usernames);
        const byUsername = new Map(rows.map((p) => [p.username, p]));
        return usernames.map((u) => byUsername.get(u) ?? null);
      },
      resolve: (i) => i.username,
    }),
    unreadCount: t.loadable({
      type: 'Int',
      nullable: true,
      description: 'Staff: participant messages not yet read by staff (null for participants)',
      load: async (ids: string[], ctx) =>
        ctx.services.inquiries.seesNotes(ctx.actor)
          ? ctx.services.inquiries.unreadCountsOf(ctx.actor, ids)
          : ids.map(() => null),
      resolve: (i) => i.id,
    }),
    comments: t.loadable({
      type: InquiryCommentConnection,
      description: 'Every comment, oldest first (participants never receive notes); nextToken is always null',
      load: async (ids: string[], ctx) => {
        const rows = await ctx.services.inquiries.commentsOf(ctx.actor, ids);
        return ids.map((id) => ({ items: rows.filter((c) => c.inquiryId === id), nextToken: null }));
      },
      resolve: (i) => i.id,
    }),
  }),
});

const InquiryConnection = builder
  .objectRef<{ items: InquiryRow[]; nextToken: string | null }>('ModelParticipantInquiryConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ParticipantInquiry], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const InquiryFilterInput = builder.inputType('ModelParticipantInquiryFilterInput', {
  fields: (t) => ({
    createdAt: t.field({ type: DateKeyConditionInput }),
    status: t.field({ type: InquiryStatusEnum }),
    username: t.string(),
    category: t.string({ description: 'Staff: one category' }),
    assignee: t.string({ description: "Staff: one assignee ('unassigned' for none)" }),
  }),
});

const InquiryUnreadTotal = builder.objectRef<{ comments: number; inquiries: number }>('InquiryUnreadTotal').implement({
  fields: (t) => ({
    comments: t.exposeInt('comments', { description: 'Participant messages staff have not read' }),
    inquiries: t.exposeInt('inquiries', { description: 'Inquiries with such messages' }),
  }),
});

builder.queryFields((t) => ({
  getInquiriesByUsernameByStatus: t.field({
    type: InquiryConnection,
    authScopes: { signedIn: true },
    description: "One participant's inquiries (own or staff), newest first by default; status narrows to one status",
    args: {
      username: t.arg.string({ required: true }),
      status: t.arg({ type: InquiryStatusEnum }),
      filter: t.arg({ type: InquiryFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.inquiries.getInquiriesByUsernameByStatus(ctx.actor, args),
  }),
  getParticipantInquiry: t.field({
    type: ParticipantInquiry,
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.inquiries.getInquiry(ctx.actor, String(args.id)),
  }),
  listParticipantInquirys: t.field({
    type: InquiryConnection,
    authScopes: { admin: true },
    description: 'Staff: every inquiry, newest first by default (filter by createdAt range, status, username)',
    args: { filter: t.arg({ type: InquiryFilterInput }), ...pageArgs(t) },
    resolve: (_root, args, ctx) => ctx.services.inquiries.listInquiries(ctx.actor, args),
  }),
  inquiryUnreadTotal: t.field({
    type: InquiryUnreadTotal,
    authScopes: { admin: true },
    description: "Staff: unread participant messages over all inquiries (the console's top bar)",
    resolve: (_root, _args, ctx) => ctx.services.inquiries.unreadTotal(ctx.actor),
  }),
  listParticipantInquiryComments: t.field({
    type: InquiryCommentConnection,
    authScopes: { signedIn: true },
    description: "An inquiry's comments, oldest first by default; participants never receive notes",
    args: { inquiryId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, ctx) =>
      ctx.services.inquiries.listComments(ctx.actor, { ...args, inquiryId: String(args.inquiryId) }),
  }),
}));

const CreateParticipantInquiryInput = builder.inputType('CreateParticipantInquiryInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    category: t.string({ required: true, description: 'One of the inquiry categories' }),
    subject: t.string({ required: true }),
    body: t.string({ required: true, description: 'Participants: at least 25 characters' }),
    bodyHtml: t.string({ description: 'Sanitised before storage (p, br, b, strong, i, em, ul, ol, li, a)' }),
    name: t.string({ description: "Staff only; defaults to (and for participants always is) the participant's name" }),
    email: t.string({
      description: "Staff only; defaults to (and for participants always is) the participant's e-mail",
    }),
  }),
});

const InquiryEmailPayloadInput = builder.inputType('InquiryEmailPayloadInput', {
  fields: (t) => ({
    from: t.string(),
    to: t.string(),
    subject: t.string(),
    text: t.string(),
    inReplyTo: t.string(),
    html: t.string(),
  }),
});

const CreateInquiryCommentInput = builder.inputType('CreateParticipantInquiryCommentInput', {
  description:
    'author and status are decided by the server (the caller; new comments are unread), and so is the e-mail payload of a message; only staff may write notes.',
  fields: (t) => ({
    inquiryId: t.id({ required: true }),
    username: t.string(),
    author: t.field({ type: InquiryCommentAuthorEnum, description: 'Ignored: decided from the caller' }),
    body: t.string({ required: true }),
    bodyHtml: t.string(),
    type: t.field({ type: InquiryCommentTypeEnum, description: 'Staff: message (default) or note' }),
    status: t.field({ type: InquiryCommentStatusEnum, description: 'Ignored: new comments are unread' }),
    emailPayload: t.field({ type: InquiryEmailPayloadInput, description: 'Ignored: built by the server' }),
  }),
});

const UpdateParticipantInquiryInput = builder.inputType('UpdateParticipantInquiryInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    status: t.field({ type: InquiryStatusEnum }),
    assignee: t.string(),
    category: t.string(),
    updatedBy: t.string({ description: 'Ignored: the server records the signed-in staff member' }),
  }),
});

/** Participants' messages reach staff's mailboxes: limited per account and address (staff are not). */
export async function limitSupportMessages(ctx: GraphQLContext): Promise<void> {
  if (!ctx.actor || isAdmin(ctx.actor.groups)) return;
  await ctx.services.rateLimits.consume('supportMessage', { address: ctx.clientAddress, email: ctx.actor.email });
}

builder.mutationFields((t) => ({
  createParticipantInquiry: t.field({
    type: ParticipantInquiry,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateParticipantInquiryInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitSupportMessages(ctx);
      return ctx.services.inquiries.createInquiry(ctx.actor, args.input);
    },
  }),
  createParticipantInquiryComment: t.field({
    type: InquiryComment,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateInquiryCommentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await limitSupportMessages(ctx);
      return ctx.services.inquiries.createComment(ctx.actor, args.input);
    },
  }),
  markParticipantInquiryRead: t.field({
    type: ParticipantInquiry,
    authScopes: { admin: true },
    description: 'Staff opened the inquiry: its participant messages are marked read',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.inquiries.markRead(ctx.actor, String(args.id)),
  }),
  updateParticipantInquiry: t.field({
    type: ParticipantInquiry,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateParticipantInquiryInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.inquiries.updateInquiry(ctx.actor, args.input),
  }),
}));
