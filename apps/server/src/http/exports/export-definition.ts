import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import type { Actor } from '../../modules/identity/actor.js';

/** A query string as fastify parses it: a repeated parameter is a list. */
export type QueryValues = Record<string, string | string[] | undefined>;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/**
 * A staff CSV export (GET /api/staff/exports/{name}.csv): the parameters it reads from the query string,
 * its columns, and its page function. A staff screen adds an export by declaring one of these and
 * listing it in staffExports (http/staff-exports.ts); the route authenticates, streams every page and
 * records who exported what.
 */
export interface StaffExport<Params, Row> {
  /** The URL's and the file's name: participants → participants-2026-11-27.csv. */
  name: string;
  /** The query-string parameters it takes; any other is refused with 400. */
  parameters: readonly string[];
  /** Reads the query string; a bad value throws AppError BAD_USER_INPUT with the reason. */
  parse: (query: QueryValues) => Params;
  columns: readonly CsvColumn<Row>[];
  /**
   * The page after `nextToken` (null: the first) and the next page's token (null: the last). The page
   * function authorises the actor and validates the parameters (it runs before the first byte is sent).
   * Pages of 1000 rows read by keyset, so an export never holds all its rows.
   */
  page: (actor: Actor, params: Params, nextToken: string | null) => Promise<Page<Row>>;
}

/** An export with its types erased, as the route uses it. */
export interface RegisteredExport {
  name: string;
  parameters: readonly string[];
  headers: string[];
  /** Reads the query string (400 on a bad value) and returns the pages of cell values, and what was asked. */
  open(actor: Actor, query: QueryValues): { asked: Record<string, unknown>; pages: AsyncIterable<unknown[][]> };
}

export function defineExport<Params, Row>(spec: StaffExport<Params, Row>): RegisteredExport {
  return {
    name: spec.name,
    parameters: spec.parameters,
    headers: spec.columns.map((c) => c.header),
    open(actor, query) {
      const unknown = Object.keys(query).filter((k) => !spec.parameters.includes(k));
      if (unknown.length) {
        throw badParameter(
          `Unknown parameter ${unknown.map((k) => `"${k}"`).join(', ')}: the ${spec.name} export takes ${spec.parameters.join(', ')}.`,
        );
      }
      const params = spec.parse(query);
      async function* pages(): AsyncGenerator<unknown[][]> {
        let token: string | null = null;
        do {
          const page: Page<Row> = await spec.page(actor, params, token);
          yield page.items.map((row) => spec.columns.map((c) => c.value(row)));
          token = page.nextToken;
        } while (token);
      }
      return { asked: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)), pages: pages() };
    },
  };
}

export const badParameter = (message: string) => new AppError('BAD_USER_INPUT', 'invalidInput', message);

/** A parameter given at most once; undefined when absent or empty. */
export function single(query: QueryValues, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw badParameter(`${name} may be given only once.`);
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** A parameter given at most once that must be one of `values`; undefined when absent or empty. */
export function oneOf<T extends string>(query: QueryValues, name: string, values: readonly T[]): T | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!values.includes(value as T)) {
    throw badParameter(`${name} must be one of ${values.join(', ')}, not "${value.slice(0, 40)}".`);
  }
  return value as T;
}

/** A repeatable parameter that also takes a comma-separated list (status=a&status=b or status=a,b). */
export function list(query: QueryValues, name: string): string[] | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const items = [value]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A date parameter: YYYY-MM-DD (a UTC day: its first millisecond, or with `endOfDay` its last, so a
 * "to" date includes its whole day) or an ISO 8601 date and time with its offset.
 */
export function date(query: QueryValues, name: string, endOfDay = false): Date | undefined {
  const value = single(query, name)?.trim();
  if (value === undefined) return undefined;
  const day = value.match(DATE);
  if (day) {
    const [, y, m, d] = day.map(Number);
    const start = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    if (start.getUTCFullYear() === y && start.getUTCMonth() + 1 === m && start.getUTCDate() === d) {
      return endOfDay ? new Date(start.getTime() + 86_400_000 - 1) : start;
    }
  } else if (DATE_TIME.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return at;
  }
  throw badParameter(`${name} must be a date (YYYY-MM-DD) or an ISO 8601 date and time, not "${value.slice(0, 40)}".`);
}
