import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The privacy module's own table: data_exports (own-data exports built by a job). */
export class PrivacyRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): the export requests deleted (their files go with the participant's folder). */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .delete(dataExports)
      .where(eq(dataExports.username, username))
      .returning({ id: dataExports.id });
    return rows.length;
  }

  async create(tx: Executor, input: { username: string; requestedBy: string }): Promise<DataExportRow> {
    const [row] = await tx.insert(dataExports).values(input).returning();
    if (!row) throw new Error('data export not created');
    return row;
  }

  async get(id: string): Promise<DataExportRow | null> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, id));
    return row ?? null;
  }

  /** The participant's latest export, if any. */
  async latest(username: string): Promise<DataExportRow | null> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.username, username))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(1);
    return row ?? null;
  }

  /** An export of the participant still queued or being built (a second request reuses it). */
  async inProgress(username: string): Promise<DataExportRow | null> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.username, username), inArray(dataExports.status, ['queued', 'running'])))
      .limit(1);
    return row ?? null;
  }

  async start(id: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'running', stepsTotal: 0, stepsDone: 0, statusMessage: null })
      .where(eq(dataExports.id, id));
  }

  async progress(id: string, stepsDone: number, stepsTotal: number): Promise<void> {
    await this.db.update(dataExports).set({ stepsDone, stepsTotal }).where(eq(dataExports.id, id));
  }

  async complete(
    id: string,
    input: { storageKey: string; sizeBytes: number; expiresAt: Date; finishedAt: Date },
    tx: Executor = this.db,
  ): Promise<void> {
    await tx
      .update(dataExports)
      .set({ status: 'ready', ...input, stepsDone: sql`${dataExports.stepsTotal}` })
      .where(eq(dataExports.id, id));
  }

  async fail(id: string, message: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'failed', statusMessage: message.slice(0, 500), finishedAt: sql`now()` })
      .where(eq(dataExports.id, id));
  }

  /** Ready exports whose link has ended at `now`. */
  expired(now: Date): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  }

  async markDeleted(id: string, now: Date, tx: Executor = this.db): Promise<void> {
    await tx.update(dataExports).set({ status: 'deleted', deletedAt: now }).where(eq(dataExports.id, id));
  }
}
