import { snakeToCamel, usernameSchema } from '@rc/domain';
import { getTableColumns } from 'drizzle-orm';
import { participants } from '../../db/schema/index.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ParticipantTimelineReadModel, TimelineKey, TimelineRow } from './participant-timeline.read-model.js';

/** The participants table's column names → the API's field names (is_vip → isVIP). */
const PARTICIPANT_FIELDS = new Map(
  Object.entries(getTableColumns(participants)).map(([field, column]) => [column.name, field] as const),
);
const fieldName = (column: string) => PARTICIPANT_FIELDS.get(column) ?? snakeToCamel(column);

/**
 * Staff: one participant's timeline (the participant detail's Timeline tab): changes of the account,
 * notifications, inquiries and their comments, statements, transactions and payments in one list,
 * newest first by default, keyset paged (limit 100 by default, at most 1000).
 */
export class ParticipantTimelineService {
  constructor(private readonly readModel: ParticipantTimelineReadModel) {}

  async getParticipantTimeline(actor: Actor | null, args: PageArgs & { username: string }): Promise<Page<TimelineRow>> {
    requireAdmin(actor);
    const username = validate(usernameSchema, args.username);
    const page = await paginate(args, {
      defaultDirection: 'DESC',
      arity: 3,
      keyOf: (row: TimelineRow) => [timeKey(row.at), row.kind, row.id],
      fetch: (q) => this.readModel.page(username, { ...q, after: q.after as TimelineKey | null }),
    });
    // The audit trail stores column names; the API speaks field names (status, closedReason, …).
    return {
      ...page,
      items: page.items.map((row) =>
        row.kind === 'audit' && row.summary
          ? { ...row, summary: row.summary.split(',').map(fieldName).join(',') }
          : row,
      ),
    };
  }
}
