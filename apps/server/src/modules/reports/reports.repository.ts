import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reportRuns } from '../../db/schema/index.js';

export type ReportRunRow = typeof reportRuns.$inferSelect;

/** The reports module's own table: report_runs (large reports written by a job). */
export class ReportsRepository {
  constructor(readonly db: Database) {}

  async createRun(input: {
    report: string;
    rangeFrom: string;
    rangeTo: string;
    rowsTotal: number;
    createdBy: string;
  }): Promise<ReportRunRow> {
    const [row] = await this.db.insert(reportRuns).values(input).returning();
    if (!row) throw new Error('report run not created');
    return row;
  }

  async getRun(id: string): Promise<ReportRunRow | null> {
    const [row] = await this.db.select().from(reportRuns).where(eq(reportRuns.id, id));
    return row ?? null;
  }

  async startRun(id: string, rowsTotal: number): Promise<void> {
    await this.db
      .update(reportRuns)
      .set({ status: 'running', rowsTotal, rowsDone: 0, statusMessage: null })
      .where(eq(reportRuns.id, id));
  }

  async progress(id: string, rowsDone: number): Promise<void> {
    await this.db.update(reportRuns).set({ rowsDone }).where(eq(reportRuns.id, id));
  }

  async completeRun(id: string, storageKey: string, rowsDone: number): Promise<void> {
    await this.db
      .update(reportRuns)
      .set({ status: 'completed', storageKey, rowsDone, finishedAt: sql`now()` })
      .where(eq(reportRuns.id, id));
  }

  async failRun(id: string, message: string): Promise<void> {
    await this.db
      .update(reportRuns)
      .set({ status: 'failed', statusMessage: message.slice(0, 500), finishedAt: sql`now()` })
      .where(eq(reportRuns.id, id));
  }
}
