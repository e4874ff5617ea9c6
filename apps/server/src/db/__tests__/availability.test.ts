import { DrizzleQueryError } from 'drizzle-orm/errors';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseReady, isDatabaseUnavailable } from '../availability.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, however the error is wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')]),
      new DrizzleQueryError('select 1', [], withCode('57P01')),
      new GraphQLError('wrapped', { originalError: new DrizzleQueryError('select 1', [], withCode('ECONNRESET')) }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('does not take refusals, bugs or other services for an outage', () => {
    for (const error of [
      withCode('23505', 'duplicate key value'),
      withCode('22P02', 'invalid input syntax'),
      new TypeError('x is undefined'),
      // fetch to another service (payments, addresses) failing: not the database.
      new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('databaseReady', () => {
  it('says not ready within its timeout when nothing listens', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', () => {});
    const started = Date.now();
    expect(await databaseReady(pool, 1_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    await pool.end();
  });
});
