/**
 * Read model: the staff participant list and its search box (staff spec section 2, the Participants
 * table; the console's global search; the participants CSV export).
 *
 * Reads `participants` (this module's), `vehicles` (owned by vehicles: a participant is found by the
 * prefix of a vehicle's VIN) and `mileage_reporting_options` (owned by devices: by the prefix of a
 * device serial number). One set-based query per page: the search box must answer within 100 ms on
 * 100,000 participants, which a service call per participant, vehicle or device could not.
 *
 * Every match is a case-insensitive prefix (LIKE 'abc%' on lower(...)), each served by a btree
 * expression index with text_pattern_ops (migration 0013_staff_participant_search), so it works under
 * any database collation and needs no extension (pg_trgm would allow infix matches, but prefixes are
 * what the box needs). The participant's own kinds are one OR of index-served conditions, read as one
 * bitmap of the matching rows (see `candidates`); the page is then filtered and sorted by a
 * (key, username) keyset. Without a search, the page is one range scan of the sort key's index (the
 * *_sort_idx indexes).
 */
import type { ParticipantStatus, StaffParticipantFlag, StaffParticipantSortField } from '@rc/domain';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mileageReportingOptions, participants, vehicles } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import type { ParticipantRow } from './participants.repository.js';

/** What one search text is matched against (see searchTerms). */
export interface SearchTerms {
  /** LIKE pattern of the text's prefix (wildcards escaped); lowered in SQL like the indexed columns. */
  prefix: string;
  /** The text has a space: it is also matched against "first last". */
  fullName: boolean;
  /** LIKE pattern of an account number prefix, when the text is 3 digits or more (optionally after '#'). */
  accountNo: string | null;
  /** LIKE patterns of phone-number digit prefixes, when the text is phone characters with 3 digits or more. */
  phoneDigits: string[];
}

/** Fewest digits an account number or phone search needs: "1" or "55" would match most of the list. */
const MIN_DIGITS = 3;
const ACCOUNT_NO = new RegExp(`^#?\\s?(\\d{${MIN_DIGITS},})$`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The search text as patterns: surrounding spaces are ignored and inner runs of spaces count as one.
 * Null when nothing is left to search for.
 */
export function searchTerms(text: string | null | undefined): SearchTerms | null {
  const q = (text ?? '').trim().replace(/\s+/g, ' ');
  if (!q) return null;
  const account = q.match(ACCOUNT_NO)?.[1] ?? null;
  const phoneDigits: string[] = [];
  if (/^[\d\s().+-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (digits.length >= MIN_DIGITS) phoneDigits.push(`${digits}%`);
    // "+1 916 555": the country code is not stored.
    if (q.startsWith('+1') && digits.length > MIN_DIGITS) phoneDigits.push(`${digits.slice(1)}%`);
  }
  return {
    prefix: `${escapeLike(q)}%`,
    fullName: q.includes(' '),
    accountNo: account ? `${account}%` : null,
    phoneDigits,
  };
}

/** The sort key of each sort field: the expression (as the *_sort_idx indexes have it) and its SQL type. */
const SORT_KEYS: Record<StaffParticipantSortField, { expr: SQL; type: SQL }> = {
  createdAt: { expr: sql`${participants.createdAt}`, type: sql.raw('timestamptz') },
  accountNo: { expr: sql`${participants.accountNo}`, type: sql.raw('bigint') },
  lastName: { expr: sql`lower(coalesce(${participants.lastName}, ''))`, type: sql.raw('text') },
  email: { expr: sql`lower(${participants.email})`, type: sql.raw('text') },
  status: { expr: sql`${participants.status}`, type: sql.raw('text') },
  onboardedDate: {
    expr: sql`coalesce(${participants.onboardedDate}, '-infinity'::timestamptz)`,
    type: sql.raw('timestamptz'),
  },
};

export interface ParticipantSearchPage {
  terms: SearchTerms | null;
  status?: readonly ParticipantStatus[] | null;
  pilotProgramId?: string | null;
  flags?: readonly StaffParticipantFlag[] | null;
  onboardedDate?: DateKeyCondition | null;
  sortField: StaffParticipantSortField;
  direction: SortDirection;
  /** The sort key (as text) and username of the last row of the previous page. */
  after: { key: string; username: string } | null;
  limit: number;
}

export interface ParticipantSearchRow {
  row: ParticipantRow;
  /** The row's sort key as text, for the next page's cursor. */
  key: string;
}

export class ParticipantSearchReadModel {
  constructor(private readonly db: Database) {}

  /**
   * The usernames of the first `limit` matching participants in page order (after the keyset, with the
   * filters), as two capped sets that may overlap: those whose own name, e-mail, account number or
   * phone matches, and those whose vehicle or device matches.
   *
   * The first set is found by its indexes (one bitmap over the participant's *_search_idx indexes, or
   * one pass over the table when the text is so common that most rows match) and then sorted. It is
   * fenced (LIMIT in a subquery) because, left to itself, the planner may read the sort index in order
   * and test every row until a page is full: quick for a common text, but the whole table for a rare
   * one whose frequency it misjudges. The second set is the union of the VIN and serial number index
   * range scans, joined by username. Neither ever tests rows against a list of usernames one by one.
   */
  private candidates(terms: SearchTerms, key: SQL, direction: SQL, filters: SQL | undefined, limit: number): SQL {
    const p = participants;
    const like = sql`lower(${terms.prefix})`;
    const own: SQL[] = [
      sql`lower(${p.firstName}) like ${like}`,
      sql`lower(${p.lastName}) like ${like}`,
      sql`lower(${p.email}) like ${like}`,
    ];
    if (terms.fullName) {
      own.push(sql`lower(coalesce(${p.firstName}, '') || ' ' || coalesce(${p.lastName}, '')) like ${like}`);
    }
    if (terms.accountNo) own.push(sql`(${p.accountNo}::text) like ${terms.accountNo}`);
    for (const digits of terms.phoneDigits) {
      own.push(sql`regexp_replace(${p.phoneNumber}, '[^0-9]', '', 'g') like ${digits}`);
    }
    const where = (match: SQL) => (filters ? sql`${match} and ${filters}` : match);
    return sql`(select own.username from (
        select ${p.username} as username, ${key} as sort_key from ${p}
        where ${where(sql`(${sql.join(own, sql` or `)})`)}
        limit ${Number.MAX_SAFE_INTEGER}) own
      order by own.sort_key ${direction}, own.username ${direction} limit ${limit})
    union all
    (select ${p.username} from ${p}
      where ${where(sql`${p.username} in (
        select ${vehicles.username} from ${vehicles} where lower(${vehicles.vin}) like ${like}
        union select ${mileageReportingOptions.username} from ${mileageReportingOptions}
              where lower(${mileageReportingOptions.deviceSerialNumber}) like ${like})`)}
      order by ${key} ${direction}, ${p.username} ${direction} limit ${limit})`;
  }

  /** One page in (key, username) order after the given key; `limit` rows at most. */
  async page(q: ParticipantSearchPage): Promise<ParticipantSearchRow[]> {
    const key = SORT_KEYS[q.sortField];
    const order = q.direction === 'ASC' ? asc : desc;
    const filters = and(
      q.status?.length ? inArray(participants.status, [...q.status]) : undefined,
      q.pilotProgramId ? eq(participants.participantPilotProgramId, q.pilotProgramId) : undefined,
      ...(q.flags ?? []).map((flag) => eq(participants[flag], true)),
      dateCondition(participants.onboardedDate, q.onboardedDate),
      q.after
        ? sql`(${key.expr}, ${participants.username}) ${sql.raw(q.direction === 'ASC' ? '>' : '<')}
              (cast(${q.after.key} as ${key.type}), ${q.after.username})`
        : undefined,
    );
    // With a search: the page's participants are among at most twice `limit` candidates, read by key.
    const where = q.terms
      ? sql`${participants.username} = any(array(${this.candidates(q.terms, key.expr, sql.raw(q.direction), filters, q.limit)}))`
      : filters;
    const rows = await this.db
      .select({ ...getTableColumns(participants), sortKey: sql<string>`(${key.expr})::text` })
      .from(participants)
      .where(where)
      .orderBy(order(key.expr), order(participants.username))
      .limit(q.limit);
    return rows.map(({ sortKey, ...row }) => ({ row, key: sortKey }));
  }
}
