import { AUDIT_EVENT_NAMES, type AuditEventFilterInput, auditEventFilterSchema, auditKeySchema } from '@rc/domain';
import { z } from 'zod';
import type { Executor } from '../../db/actor.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { AuditEventRow, AuditIndex, AuditRepository, NewAuditEvent } from './audit.repository.js';

const eventNameSchema = z.enum(AUDIT_EVENT_NAMES);

export interface AuditQueryArgs extends PageArgs {
  timestamp?: DateKeyCondition | null;
  filter?: AuditEventFilterInput | null;
}

/**
 * The audit trail (staff spec section 2 "Audit trail"): every insert, change and removal of business
 * data, with who did it. Staff only. Lists are newest first unless sortDirection says ASC.
 */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  /** Account erasure (decision 020): the erased values taken out of the trail, in the caller's transaction. */
  erasePersonalData(tx: Executor, target: Parameters<AuditRepository['erasePersonalData']>[1]): Promise<number> {
    return this.repo.erasePersonalData(tx, target);
  }

  getEventsByEventName(actor: Actor | null, eventName: string, args: AuditQueryArgs) {
    return this.list(actor, 'eventName', validate(eventNameSchema, eventName), args);
  }

  getEventsByUsername(actor: Actor | null, username: string, args: AuditQueryArgs) {
    return this.list(actor, 'username', validate(auditKeySchema, username), args);
  }

  getEventsByKey(actor: Actor | null, key: string, args: AuditQueryArgs) {
    return this.list(actor, 'key', validate(auditKeySchema, key), args);
  }

  getEventsByUpdatedBy(actor: Actor | null, updatedBy: string, args: AuditQueryArgs) {
    return this.list(actor, 'updatedBy', validate(auditKeySchema, updatedBy), args);
  }

  /** One page of the events searched by any of the four indexes (the /events page's CSV export). */
  search(actor: Actor | null, by: AuditIndex, value: string, args: AuditQueryArgs): Promise<Page<AuditEventRow>> {
    return by === 'eventName'
      ? this.getEventsByEventName(actor, value, args)
      : this.list(actor, by, validate(auditKeySchema, value), args);
  }

  private list(actor: Actor | null, by: AuditIndex, value: string, args: AuditQueryArgs): Promise<Page<AuditEventRow>> {
    requireAdmin(actor);
    const filter = validate(auditEventFilterSchema, args.filter);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (e) => [timeKey(e.timestamp), e.eventId],
      fetch: (q) =>
        this.repo.list({
          by,
          value,
          timestamp: args.timestamp,
          filter: {
            keyEq: filter.key?.eq ?? undefined,
            keyBeginsWith: filter.key?.beginsWith ?? undefined,
            eventName: filter.eventName ?? undefined,
            username: filter.username ?? undefined,
            updatedBy: filter.updatedBy ?? undefined,
          },
          ...q,
        }),
    });
  }

  /**
   * Writes an event for a change the audit trigger does not see (the identity store is not audited
   * by trigger), in the caller's transaction so the change and its record commit together.
   */
  record(tx: Executor, event: NewAuditEvent): Promise<AuditEventRow> {
    return this.repo.insertEvent(tx, event);
  }
}
