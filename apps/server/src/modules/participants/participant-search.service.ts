import {
  STAFF_PARTICIPANT_PAGE,
  STAFF_SEARCH_MAX_PARTICIPANTS,
  type StaffParticipantFlag,
  type StaffParticipantSortField,
  staffParticipantQuerySchema,
  staffSearchTextSchema,
} from '@rc/domain';
import { AppError } from '../../errors.js';
import { decodeCursor, encodeCursor, type Page, type SortDirection } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type { ProgramsService } from '../programs/programs.service.js';
import {
  type ParticipantSearchPage,
  type ParticipantSearchReadModel,
  type ParticipantSearchRow,
  searchTerms,
} from './participant-search.read-model.js';
import type { ParticipantRow } from './participants.repository.js';

/** searchParticipants' arguments; the participants CSV export reads the same from its query string. */
export interface SearchParticipantsArgs {
  search?: string | null;
  filter?: {
    status?: readonly string[] | null;
    participantPilotProgramId?: string | number | null;
    flags?: readonly string[] | null;
    onboardedDate?: DateKeyCondition | null;
  } | null;
  sortField?: string | null;
  sortDirection?: string | null;
  limit?: number | null;
  nextToken?: string | null;
}

/** A row of the participants export: the participant and its pilot program's short name. */
export interface ParticipantExportRow extends ParticipantRow {
  pilotShortName: string | null;
}

/** Rows per database page of an export: every row is streamed, 1000 at a time. */
export const EXPORT_PAGE_SIZE = 1000;

type Query = Omit<ParticipantSearchPage, 'after' | 'limit'>;

/**
 * The staff participant list (searchParticipants), the participant part of the console's global
 * search, and the pages of the participants export. Admins only; the SQL is the search read model's.
 */
export class ParticipantSearchService {
  constructor(
    private readonly readModel: ParticipantSearchReadModel,
    private readonly programs: ProgramsService,
  ) {}

  /** Admin: one page of participants matching the search box and the filters, in the chosen order. */
  async searchParticipants(actor: Actor | null, args: SearchParticipantsArgs): Promise<Page<ParticipantRow>> {
    requireAdmin(actor);
    const query = this.query(args);
    const page = await this.page(query, pageLimit(args.limit), args.nextToken);
    return { items: page.items.map((r) => r.row), nextToken: page.nextToken };
  }

  /**
   * Admin, for the CSV export: the page of up to 1000 rows after `nextToken` (null: the first), with
   * each participant's pilot program short name. Validates like searchParticipants.
   */
  async exportPage(
    actor: Actor | null,
    args: Omit<SearchParticipantsArgs, 'limit' | 'nextToken'>,
    nextToken: string | null,
  ): Promise<Page<ParticipantExportRow>> {
    requireAdmin(actor);
    const page = await this.page(this.query(args), EXPORT_PAGE_SIZE, nextToken);
    const ids = [
      ...new Set(page.items.flatMap((r) => (r.row.participantPilotProgramId ? [r.row.participantPilotProgramId] : []))),
    ];
    const programs = new Map((await this.programs.findByIds(ids)).map((p) => [p.id, p.shortName]));
    return {
      items: page.items.map(({ row }) => ({
        ...row,
        pilotShortName: row.participantPilotProgramId ? (programs.get(row.participantPilotProgramId) ?? null) : null,
      })),
      nextToken: page.nextToken,
    };
  }

  /** Admin: the first participants (by last name) the search box finds for `text`, for the global search. */
  async quickHits(actor: Actor | null, text: string): Promise<ParticipantRow[]> {
    requireAdmin(actor);
    const terms = searchTerms(validate(staffSearchTextSchema, text));
    if (!terms) return [];
    const rows = await this.readModel.page({
      terms,
      sortField: 'lastName',
      direction: 'ASC',
      after: null,
      limit: STAFF_SEARCH_MAX_PARTICIPANTS,
    });
    return rows.map((r) => r.row);
  }

  /** Validates and normalises the search, filters and order (BAD_USER_INPUT with the reason otherwise). */
  private query(args: SearchParticipantsArgs): Query {
    const input = validate(staffParticipantQuerySchema, {
      search: args.search,
      filter: args.filter
        ? {
            ...args.filter,
            participantPilotProgramId:
              args.filter.participantPilotProgramId == null ? null : String(args.filter.participantPilotProgramId),
          }
        : args.filter,
      sortField: args.sortField,
      sortDirection: args.sortDirection,
    });
    const f = input.filter ?? {};
    return {
      terms: searchTerms(input.search),
      status: f.status ? [...new Set(f.status)] : null,
      pilotProgramId: f.participantPilotProgramId ?? null,
      flags: f.flags ? [...new Set<StaffParticipantFlag>(f.flags)] : null,
      onboardedDate: f.onboardedDate ?? null,
      sortField: input.sortField ?? 'createdAt',
      direction: input.sortDirection ?? 'DESC',
    };
  }

  /** Keyset paging: the cursor is the sort order and the last row's (key, username), signed. */
  private async page(
    query: Query,
    limit: number,
    nextToken: string | null | undefined,
  ): Promise<{ items: ParticipantSearchRow[]; nextToken: string | null }> {
    const after = decodeSearchCursor(nextToken, query.sortField, query.direction);
    const rows = await this.readModel.page({ ...query, after, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const more = rows.length > limit && last;
    return {
      items,
      nextToken: more ? encodeCursor([query.sortField, query.direction, last.key, last.row.username]) : null,
    };
  }
}

/** 20 rows unless asked; more than 100 is refused (like the other lists refuse more than theirs). */
function pageLimit(limit: number | null | undefined): number {
  const { defaultLimit, maxLimit } = STAFF_PARTICIPANT_PAGE;
  if (limit == null) return defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    throw new AppError('BAD_USER_INPUT', 'invalidInput', `limit must be between 1 and ${maxLimit}.`);
  }
  return limit;
}

function decodeSearchCursor(
  token: string | null | undefined,
  sortField: StaffParticipantSortField,
  direction: SortDirection,
): { key: string; username: string } | null {
  const values = decodeCursor(token, 4);
  if (!values) return null;
  const [field, dir, key, username] = values;
  if (field !== sortField || dir !== direction) {
    throw new AppError(
      'BAD_USER_INPUT',
      'invalidInput',
      'The nextToken belongs to another sort order: ask for the first page again.',
    );
  }
  if (typeof key !== 'string' || typeof username !== 'string') {
    throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The nextToken is not valid.');
  }
  return { key, username };
}
