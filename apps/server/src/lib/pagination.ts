import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { clampLimit, decodeCursor, encodeCursor, type Page, type SortDirection } from './cursor.js';

/** The arguments every list query takes besides its own filters. */
export interface PageArgs {
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: SortDirection | null;
}

export type CursorValue = string | number;

/** What a repository's list method receives from `paginate`. */
export interface PageQuery {
  limit: number;
  after: CursorValue[] | null;
  direction: SortDirection;
}

/**
 * Keyset pagination: the cursor is the sort key of the last item (opaque to clients), so pages stay
 * stable while rows are added, and each page is one index range scan. The repository fetches
 * `limit` rows after the key; one extra row tells whether there is a next page.
 */
export async function paginate<Row>(
  args: PageArgs,
  options: {
    defaultDirection: SortDirection;
    /** The sort key of a row, in the order of the ORDER BY columns; its last part must be unique. */
    keyOf: (row: Row) => CursorValue[];
    arity: number;
    fetch: (query: { after: CursorValue[] | null; limit: number; direction: SortDirection }) => Promise<Row[]>;
  },
): Promise<Page<Row>> {
  const limit = clampLimit(args.limit);
  const after = decodeCursor(args.nextToken, options.arity);
  const direction = args.sortDirection ?? options.defaultDirection;
  const rows = await options.fetch({ after, limit: limit + 1, direction });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextToken: rows.length > limit && last ? encodeCursor(options.keyOf(last)) : null };
}

/** `(a, b, …) > (x, y, …)` (or `<` when descending) for the columns of the sort key; undefined on page 1. */
export function afterKey(columns: AnyColumn[], after: CursorValue[] | null, direction: SortDirection): SQL | undefined {
  if (!after) return undefined;
  const cols = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const values = sql.join(
    after.map((v) => sql`${v}`),
    sql`, `,
  );
  return direction === 'ASC' ? sql`(${cols}) > (${values})` : sql`(${cols}) < (${values})`;
}

export function orderByKey(columns: AnyColumn[], direction: SortDirection): SQL[] {
  return columns.map((c) => (direction === 'ASC' ? asc(c) : desc(c)));
}

/** Cursor part for a timestamp: ISO text keeps the millisecond precision the columns store. */
export const timeKey = (value: Date | null): string => (value ? value.toISOString() : '');
