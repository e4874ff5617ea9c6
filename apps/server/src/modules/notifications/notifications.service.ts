import {
  AUDIT_SYSTEM_ACTOR,
  createNotificationSchema,
  type NotificationTemplateName,
  updateNotificationSchema,
} from '@rc/domain';
import { type Executor, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ParticipantsService } from '../participants/participants.service.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

/**
 * E-mail notifications as rows (DOMAIN.md "Support and notifications"): staff list them, create one
 * for a participant (pending, retries 0, sent at shouldBeSentAt) and cancel a pending one. Sending
 * belongs to the notification worker. Participants do not list notifications.
 */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly participants: ParticipantsService,
  ) {}

  getNotificationsByUsername(
    actor: Actor | null,
    args: PageArgs & { username: string; filter?: { status?: string | null } | null },
  ): Promise<Page<NotificationRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (n) => [timeKey(n.createdAt), n.id],
      fetch: (q) => this.repo.listByUsername({ ...q, username: args.username, status: args.filter?.status }),
    });
  }

  getNotificationsByStatusByShouldBeSentAt(
    actor: Actor | null,
    args: PageArgs & { status: string; shouldBeSentAt?: DateKeyCondition | null },
  ): Promise<Page<NotificationRow>> {
    requireAdmin(actor);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (n) => [timeKey(n.shouldBeSentAt), n.id],
      fetch: (q) => this.repo.listByStatus({ ...q, status: args.status, shouldBeSentAt: args.shouldBeSentAt }),
    });
  }

  /** An e-mail to the participant's address: pending, retries 0, at shouldBeSentAt (default now). */
  async createNotification(actor: Actor | null, raw: unknown): Promise<NotificationRow> {
    const admin = requireAdmin(actor);
    const input = validate(createNotificationSchema, raw);
    const participant = await this.participants.getParticipant(admin, input.username);
    return withActor(this.repo.db, admin.username, (tx) =>
      this.repo.insert(tx, {
        username: participant.username,
        type: 'email',
        templateName: input.templateName,
        email: participant.email,
        subject: input.subject,
        text: input.text,
        html: input.html,
        shouldBeSentAt: input.shouldBeSentAt ?? new Date(),
        retries: 0,
        status: 'pending',
        logs: [],
        createdBy: admin.username,
      }),
    );
  }

  /**
   * Queues a template notice to a participant inside the caller's transaction (it commits or rolls
   * back with the change that caused it); the mail worker renders and sends it.
   */
  queueTemplate(
    tx: Executor,
    participant: { username: string; email: string },
    templateName: NotificationTemplateName,
  ): Promise<NotificationRow> {
    return this.repo.insert(tx, {
      username: participant.username,
      type: 'email',
      templateName,
      email: participant.email,
      shouldBeSentAt: new Date(),
      retries: 0,
      status: 'pending',
      logs: [],
      createdBy: AUDIT_SYSTEM_ACTOR,
    });
  }

  /** Staff cancel a pending notification; any other status is refused and nothing changes. */
  async updateNotification(actor: Actor | null, raw: unknown): Promise<NotificationRow> {
    const admin = requireAdmin(actor);
    const input = validate(updateNotificationSchema, raw);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const cancelled = await this.repo.cancelPending(tx, input.id, {
        at: new Date().toISOString(),
        event: 'cancelled',
        by: admin.username,
      });
      if (cancelled) return cancelled;
      const existing = await this.repo.findById(input.id);
      if (!existing) throw new AppError('NOT_FOUND', 'notificationNotFound');
      throw new AppError('BAD_USER_INPUT', 'notificationNotPending');
    });
  }
}
