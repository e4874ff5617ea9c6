import { AppError } from '../errors.js';

/** Opaque, stable list cursors: the sort key of the last item, base64url-encoded. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(token: string | null | undefined, arity: number): (string | number)[] | null {
  if (!token) return null;
  try {
    const values = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === 'string' || typeof v === 'number')
    ) {
      return values;
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('BAD_USER_INPUT', 'invalidInput', 'The nextToken is not valid.');
}

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

export function clampLimit(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new AppError('BAD_USER_INPUT', 'invalidInput', `limit must be between 1 and ${MAX_LIMIT}.`);
  }
  return limit;
}

export type SortDirection = 'ASC' | 'DESC';
