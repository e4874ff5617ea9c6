import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { mroDeviceImportErrors, mroDeviceImports, type StoredManifestRow } from '../../db/schema/index.js';

export type DeviceImportRow = typeof mroDeviceImports.$inferSelect;
export type DeviceImportErrorRow = typeof mroDeviceImportErrors.$inferSelect;

/** Where an import stands after some rows: saved together, so a resumed job starts from exactly there. */
export interface DeviceImportCheckpoint {
  done: number;
  registrations: number;
  duplicates: number;
  notified: string[];
}

export class DeviceImportsRepository {
  constructor(readonly db: Database) {}

  async insert(tx: Executor, values: { createdBy: string; rows: StoredManifestRow[] }): Promise<DeviceImportRow> {
    const [row] = await tx
      .insert(mroDeviceImports)
      .values({ createdBy: values.createdBy, rows: values.rows, total: values.rows.length })
      .returning();
    if (!row) throw new Error('the import was not stored');
    return row;
  }

  async findById(id: string, executor: Executor = this.db): Promise<DeviceImportRow | null> {
    const rows = await executor.select().from(mroDeviceImports).where(eq(mroDeviceImports.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** queued → running (or running again after a crash); the start time is the first one. */
  async markRunning(id: string, at: Date): Promise<DeviceImportRow | null> {
    const current = await this.findById(id);
    if (!current || (current.status !== 'queued' && current.status !== 'running')) return current;
    const [row] = await this.db
      .update(mroDeviceImports)
      .set({ status: 'running', startedAt: current.startedAt ?? at })
      .where(and(eq(mroDeviceImports.id, id), inArray(mroDeviceImports.status, ['queued', 'running'])))
      .returning();
    return row ?? null;
  }

  async saveCheckpoint(executor: Executor, id: string, checkpoint: DeviceImportCheckpoint): Promise<void> {
    await executor.update(mroDeviceImports).set(checkpoint).where(eq(mroDeviceImports.id, id));
  }

  /** A row's reason; a row redone after a crash keeps its first reason. */
  async addError(executor: Executor, error: DeviceImportErrorRow): Promise<void> {
    await executor.insert(mroDeviceImportErrors).values(error).onConflictDoNothing();
  }

  async errors(id: string): Promise<DeviceImportErrorRow[]> {
    return this.db
      .select()
      .from(mroDeviceImportErrors)
      .where(eq(mroDeviceImportErrors.importId, id))
      .orderBy(asc(mroDeviceImportErrors.line));
  }

  async finish(id: string, values: { status: 'completed' | 'failed'; error?: string | null; at: Date }): Promise<void> {
    await this.db
      .update(mroDeviceImports)
      .set({ status: values.status, error: values.error ?? null, finishedAt: values.at })
      .where(eq(mroDeviceImports.id, id));
  }
}
