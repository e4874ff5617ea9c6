import {
  estimatedDeliveryAt,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEMPLATE_NAMES,
  NOTIFICATION_TYPES,
  type NotificationStatus,
  type NotificationTemplateName,
  type NotificationType,
} from '@rc/domain';
import { builder, DateKeyConditionInput, pageArgs } from '../../graphql/builder.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import type { NotificationRow } from './notifications.repository.js';
import type { NotificationPreview as NotificationPreviewShape } from './notifications.service.js';

export const NotificationStatusEnum = builder.enumType('NotificationStatus', { values: NOTIFICATION_STATUSES });
export const NotificationTypeEnum = builder.enumType('NotificationType', { values: NOTIFICATION_TYPES });
export const NotificationTemplateNameEnum = builder.enumType('NotificationTemplateName', {
  values: NOTIFICATION_TEMPLATE_NAMES,
});

export const Notification = builder.objectRef<NotificationRow>('Notification').implement({
  description: 'An e-mail to a participant: pending until the worker sends it at shouldBeSentAt',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeID('username', { nullable: true }),
    type: t.field({ type: NotificationTypeEnum, resolve: (n) => n.type as NotificationType }),
    templateName: t.field({
      type: NotificationTemplateNameEnum,
      nullable: true,
      resolve: (n) => n.templateName as NotificationTemplateName | null,
    }),
    email: t.exposeString('email'),
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text', { nullable: true }),
    html: t.exposeString('html', { nullable: true }),
    safeHtml: t.string({
      nullable: true,
      description: 'The HTML sanitised for display (only paragraphs, emphasis, lists and http(s)/mailto links)',
      resolve: (n) => (n.html ? sanitizeHtml(n.html) : null),
    }),
    shouldBeSentAt: t.expose('shouldBeSentAt', { type: 'DateTime' }),
    estimatedDeliveryAt: t.field({
      type: 'DateTime',
      description: 'shouldBeSentAt plus 5 minutes',
      resolve: (n) => estimatedDeliveryAt(n.shouldBeSentAt),
    }),
    retries: t.exposeInt('retries'),
    status: t.field({ type: NotificationStatusEnum, resolve: (n) => n.status as NotificationStatus }),
    statusMsg: t.exposeString('statusMsg', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    logs: t.stringList({
      description: 'Log entries as JSON text',
      resolve: (n) => n.logs.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))),
    }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const NotificationConnection = builder
  .objectRef<{ items: NotificationRow[]; nextToken: string | null }>('ModelNotificationConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Notification], resolve: (p) => p.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const NotificationFilterInput = builder.inputType('ModelNotificationFilterInput', {
  fields: (t) => ({ status: t.field({ type: NotificationStatusEnum }) }),
});

builder.queryFields((t) => ({
  getNotificationsByUsername: t.field({
    type: NotificationConnection,
    authScopes: { admin: true },
    args: {
      username: t.arg.id({ required: true }),
      filter: t.arg({ type: NotificationFilterInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.notifications.getNotificationsByUsername(ctx.actor, { ...args, username: String(args.username) }),
  }),
  getNotificationsByStatusByShouldBeSentAt: t.field({
    type: NotificationConnection,
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: NotificationStatusEnum, required: true }),
      shouldBeSentAt: t.arg({ type: DateKeyConditionInput }),
      ...pageArgs(t),
    },
    resolve: (_root, args, ctx) => ctx.services.notifications.getNotificationsByStatusByShouldBeSentAt(ctx.actor, args),
  }),
}));

const CreateNotificationInput = builder.inputType('CreateNotificationInput', {
  description: 'An e-mail to a participant; subject and text are required unless a template is chosen',
  fields: (t) => ({
    username: t.id({ required: true }),
    templateName: t.field({ type: NotificationTemplateNameEnum }),
    subject: t.string(),
    text: t.string(),
    html: t.string(),
    shouldBeSentAt: t.field({ type: 'DateTime', description: 'Default now' }),
  }),
});

const UpdateNotificationInput = builder.inputType('UpdateNotificationInput', {
  description: 'Cancels a pending notification (status cancelled)',
  fields: (t) => ({
    id: t.id({ required: true }),
    status: t.field({ type: NotificationStatusEnum, required: true }),
  }),
});

builder.mutationFields((t) => ({
  createNotification: t.field({
    type: Notification,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateNotificationInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notifications.createNotification(ctx.actor, args.input),
  }),
  updateNotification: t.field({
    type: Notification,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateNotificationInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notifications.updateNotification(ctx.actor, args.input),
  }),
}));

const NotificationPreview = builder.objectRef<NotificationPreviewShape>('NotificationPreview').implement({
  description: 'A notification as it would be sent to a participant (nothing is stored)',
  fields: (t) => ({
    language: t.exposeString('language', { description: "The participant's language: 'en' or 'es'" }),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true, description: 'Sanitised for display' }),
  }),
});

const PreviewNotificationInput = builder.inputType('PreviewNotificationInput', {
  description: 'What createNotification would send to this participant',
  fields: (t) => ({
    username: t.id({ required: true }),
    templateName: t.field({ type: NotificationTemplateNameEnum }),
    subject: t.string(),
    text: t.string(),
    html: t.string(),
  }),
});

const CreateNotificationsInput = builder.inputType('CreateNotificationsInput', {
  description: 'The same e-mail to each chosen participant (at most 100); subject and text unless a template is chosen',
  fields: (t) => ({
    usernames: t.idList({ required: true }),
    templateName: t.field({ type: NotificationTemplateNameEnum }),
    subject: t.string(),
    text: t.string(),
    html: t.string(),
    shouldBeSentAt: t.field({ type: 'DateTime', description: 'Default now' }),
  }),
});

builder.queryFields((t) => ({
  previewNotification: t.field({
    type: NotificationPreview,
    authScopes: { admin: true },
    args: { input: t.arg({ type: PreviewNotificationInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notifications.previewNotification(ctx.actor, args.input),
  }),
}));

builder.mutationFields((t) => ({
  createNotifications: t.field({
    type: [Notification],
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateNotificationsInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.notifications.createNotifications(ctx.actor, args.input),
  }),
}));
