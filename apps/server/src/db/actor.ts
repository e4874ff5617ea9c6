import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** A transaction of the application database (it can run everything a Database can). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction on it: what repositories need to run their SQL. */
export type Executor = Database | Transaction;

export interface ActorOptions {
  /** Recorded as the audit events' note (e.g. the reason for closing an account). */
  note?: string | null;
}

/**
 * Runs `fn` in a transaction whose writes the audit trail records as done by `actorUsername`
 * (the audit trigger reads the transaction-local setting app.actor; without it, writes are 'system').
 * The setting ends with the transaction, so a pooled connection never carries it to another request.
 */
export async function withActor<T>(
  db: Executor,
  actorUsername: string,
  fn: (tx: Transaction) => Promise<T>,
  options: ActorOptions = {},
): Promise<T> {
  if (!actorUsername) throw new Error('withActor needs the acting username');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.actor', ${actorUsername}, true)`);
    if (options.note) await tx.execute(sql`select set_config('app.audit_note', ${options.note}, true)`);
    return fn(tx);
  });
}
