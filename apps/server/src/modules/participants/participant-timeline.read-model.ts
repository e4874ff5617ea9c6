/**
 * Read model: one participant's timeline for staff (the participant detail's Timeline tab): what
 * happened to the account, newest first, in one list.
 *
 * Reads `audit_events` (owned by audit: the changes of the participant record itself, key
 * 'participants#<username>', except changes of the running fee totals alone), `notifications` (notifications), `participant_inquiries` and
 * `inquiry_comments` (inquiries), `participant_statements` and `transactions` (statements, billing: a
 * transaction when issued, and again as a payment when paid), and `users` (identity: who acted is shown
 * by e-mail address rather than by account id). A merged, keyset-paged list across six
 * owners cannot be built from service calls page by page (each page needs the next rows of every
 * source in one order), so it is one UNION ALL query: each source contributes at most `limit` rows
 * after the cursor from its (username, created) index, and the union is cut to `limit`.
 *
 * The page key is (at, kind, id), unique because an id is unique within its kind.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SortDirection } from '../../lib/cursor.js';

export const TIMELINE_KINDS = [
  'audit',
  'notification',
  'inquiry',
  'inquiryComment',
  'statement',
  'transaction',
  'payment',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineRow {
  kind: TimelineKind;
  at: Date;
  id: string;
  /** Audit: the event name; notification: subject or template; inquiry: subject; statement: month; transaction/payment: description. */
  title: string | null;
  /** Audit: changed column names (comma-separated); comment/inquiry: the start of the body; transaction: its type. */
  summary: string | null;
  status: string | null;
  /** Who did it, by e-mail when it is a user (audit updatedBy, createdBy of the others); else as recorded ('System'). */
  actor: string | null;
  amountCents: number | null;
  /** The record to open: the inquiry of a comment, the statement of a transaction, the template of a notification. */
  refId: string | null;
  note: string | null;
}

/** The cursor of a page: the last row's key. */
export type TimelineKey = [at: string, kind: string, id: string];

const SUMMARY_CHARS = 120;

/**
 * Columns whose change alone is not an event of the account: every processed trip moves the running fee
 * totals (the trips and statements tell that story), so an audit event changing only these is left out.
 */
const TOTALS_ONLY = ['sum_mileage_user_fee_cents', 'sum_fuel_tax_credit_cents', 'updated_by'];

export class ParticipantTimelineReadModel {
  constructor(private readonly db: Database) {}

  async page(username: string, options: { limit: number; after: TimelineKey | null; direction: SortDirection }) {
    const { limit, after, direction } = options;
    const desc = direction === 'DESC';
    const order = desc ? sql.raw('desc') : sql.raw('asc');
    /** Rows after the cursor for one source (its time column and its kind). */
    const afterCursor = (at: ReturnType<typeof sql.raw>, kind: TimelineKind, id: ReturnType<typeof sql.raw>) => {
      if (!after) return sql``;
      const [cursorAt, cursorKind, cursorId] = after;
      const cmp = desc ? sql.raw('<') : sql.raw('>');
      return sql`and (${at}, ${kind}::text, ${id}) ${cmp} (${cursorAt}::timestamptz, ${cursorKind}::text, ${cursorId}::text)`;
    };
    const raw = sql.raw;
    const result = await this.db.execute<{
      kind: TimelineKind;
      at: string | Date;
      id: string;
      title: string | null;
      summary: string | null;
      status: string | null;
      actor: string | null;
      amount_cents: string | number | null;
      ref_id: string | null;
      note: string | null;
    }>(sql`
      select timeline.kind, timeline.at, timeline.id, timeline.title, timeline.summary, timeline.status,
             coalesce(u.email, timeline.actor) as actor, timeline.amount_cents, timeline.ref_id, timeline.note
      from (
        (select 'audit'::text as kind, e.timestamp as at, e.event_id as id, e.event_name as title,
                (select string_agg(d ->> 'key', ',' order by d ->> 'key') from jsonb_array_elements(e.diff) d) as summary,
                null::text as status, e.updated_by as actor, null::bigint as amount_cents, null::text as ref_id, e.note as note
           from audit_events e
          where e.key = ${`participants#${username}`}
            and exists (select 1 from jsonb_array_elements(e.diff) d where d ->> 'key' <> all (${sql.param(TOTALS_ONLY)}::text[]))
            ${afterCursor(raw('e.timestamp'), 'audit', raw('e.event_id'))}
          order by e.timestamp ${order}, e.event_id ${order} limit ${limit})
        union all
        (select 'notification', n.created_at, n.id, coalesce(n.subject, n.template_name), n.template_name,
                n.status, n.created_by, null::bigint, n.template_name, n.status_msg
           from notifications n
          where n.username = ${username} ${afterCursor(raw('n.created_at'), 'notification', raw('n.id'))}
          order by n.created_at ${order}, n.id ${order} limit ${limit})
        union all
        (select 'inquiry', i.created_at, i.id, i.subject, left(i.body, ${SUMMARY_CHARS}),
                i.status, i.created_by, null::bigint, i.id, i.category
           from participant_inquiries i
          where i.username = ${username} ${afterCursor(raw('i.created_at'), 'inquiry', raw('i.id'))}
          order by i.created_at ${order}, i.id ${order} limit ${limit})
        union all
        (select 'inquiryComment', c.created_at, c.id, c.type, left(c.body, ${SUMMARY_CHARS}),
                c.status, coalesce(c.created_by, c.author), null::bigint, c.inquiry_id, c.author
           from inquiry_comments c
          where c.username = ${username} ${afterCursor(raw('c.created_at'), 'inquiryComment', raw('c.id'))}
          order by c.created_at ${order}, c.id ${order} limit ${limit})
        union all
        (select 'statement', s.created_at, s.id, s.month, s.filename,
                case when s.is_processed then 'processed' else 'unprocessed' end, s.created_by, s.balance, s.id, s.note
           from participant_statements s
          where s.username = ${username} ${afterCursor(raw('s.created_at'), 'statement', raw('s.id'))}
          order by s.created_at ${order}, s.id ${order} limit ${limit})
        union all
        (select 'transaction', t.created_at, t.id, t.description, t.type,
                t.status, t.created_by, t.amount_cents, t.statement_id, t.status_message
           from transactions t
          where t.username = ${username} ${afterCursor(raw('t.created_at'), 'transaction', raw('t.id'))}
          order by t.created_at ${order}, t.id ${order} limit ${limit})
        union all
        (select 'payment', t.paid_at, t.id, t.description, t.type,
                t.status, t.updated_by, t.amount_cents, t.statement_id, null::text
           from transactions t
          where t.username = ${username} and t.paid_at is not null
                ${afterCursor(raw('t.paid_at'), 'payment', raw('t.id'))}
          order by t.paid_at ${order}, t.id ${order} limit ${limit})
      ) timeline
      left join users u on u.id = timeline.actor
      order by timeline.at ${order}, timeline.kind ${order}, timeline.id ${order}
      limit ${limit}
    `);
    return result.rows.map(
      (r): TimelineRow => ({
        kind: r.kind,
        at: r.at instanceof Date ? r.at : new Date(r.at),
        id: r.id,
        title: r.title,
        summary: r.summary,
        status: r.status,
        actor: r.actor,
        amountCents: r.amount_cents == null ? null : Number(r.amount_cents),
        refId: r.ref_id,
        note: r.note,
      }),
    );
  }
}
