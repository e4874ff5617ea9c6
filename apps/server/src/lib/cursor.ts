import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.js';

// Cursors are signed so a forged one is refused as bad input instead of reaching SQL as a wrong type.
let cursorKey = randomBytes(32);

/** Every server process signs with the same secret, so any process accepts another's cursors. */
export function configureCursorSecret(secret: string): void {
  cursorKey = createHmac('sha256', 'list-cursor').update(secret).digest();
}

const sign = (payload: string) => createHmac('sha256', cursorKey).update(payload).digest().subarray(0, 16);

/** Opaque, stable list cursors: the sort key of the last item, base64url-encoded and signed. */
export function encodeCursor(values: readonly (string | number)[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${payload}.${sign(payload).toString('base64url')}`;
}

export function decodeCursor(token: string | null | undefined, arity: number): (string | number)[] | null {
  if (!token) return null;
  try {
    const [payload = '', signature = ''] = token.split('.');
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
    const values = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
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
