import { and, asc, desc, eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { mileageReports } from '../../db/schema/index.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type MileageReportRow = typeof mileageReports.$inferSelect;
export type NewMileageReportRow = typeof mileageReports.$inferInsert;

export interface MileageReportFilter {
  vehicleId?: string | null;
  auditStatus?: string | null;
}

export class MileageReportsRepository {
  constructor(readonly db: Database) {}

  /**
   * Account erasure (decision 020): the photos' records and the reviewers' reasons removed (the files
   * are deleted with the participant's folder); readings and dates stay, they are what was billed.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(mileageReports)
      .set({ photos: [], reason: null, updatedAt: new Date() })
      .where(eq(mileageReports.username, username))
      .returning({ id: mileageReports.id });
    return rows.length;
  }

  async lockById(tx: Executor, id: string): Promise<MileageReportRow | null> {
    const rows = await tx.select().from(mileageReports).where(eq(mileageReports.id, id)).limit(1).for('update');
    return rows[0] ?? null;
  }

  private filterConditions(f: MileageReportFilter | null | undefined): (SQL | undefined)[] {
    return [
      f?.vehicleId ? eq(mileageReports.vehicleId, f.vehicleId) : undefined,
      f?.auditStatus ? eq(mileageReports.auditStatus, f.auditStatus) : undefined,
    ];
  }

  /** A participant's reports by (tsReportDate, id). */
  async listByUsername(
    options: PageQuery & {
      username: string;
      tsReportDate?: DateKeyCondition | null;
      filter?: MileageReportFilter | null;
    },
  ): Promise<MileageReportRow[]> {
    const orderKey = [mileageReports.tsReportDate, mileageReports.id];
    return this.db
      .select()
      .from(mileageReports)
      .where(
        and(
          eq(mileageReports.username, options.username),
          dateCondition(mileageReports.tsReportDate, options.tsReportDate),
          ...this.filterConditions(options.filter),
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  /** Reports with an audit status by (createdAt, id): the audit queue. */
  async listByAuditStatus(
    options: PageQuery & { auditStatus: string; filter?: MileageReportFilter | null },
  ): Promise<MileageReportRow[]> {
    const orderKey = [mileageReports.createdAt, mileageReports.id];
    return this.db
      .select()
      .from(mileageReports)
      .where(
        and(
          eq(mileageReports.auditStatus, options.auditStatus),
          options.filter?.vehicleId ? eq(mileageReports.vehicleId, options.filter.vehicleId) : undefined,
          afterKey(orderKey, options.after, options.direction),
        ),
      )
      .orderBy(...orderByKey(orderKey, options.direction))
      .limit(options.limit);
  }

  async countByAuditStatus(auditStatus: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mileageReports)
      .where(eq(mileageReports.auditStatus, auditStatus));
    return row?.n ?? 0;
  }

  /** The latest report of the vehicle on or before `date` that was not rejected (other than `exceptId`). */
  previousReport(tx: Executor, vehicleId: string, date: Date, exceptId?: string) {
    return this.firstReport(
      tx,
      vehicleId,
      and(lte(mileageReports.tsReportDate, date), ne(mileageReports.auditStatus, 'rejected')),
      [desc(mileageReports.tsReportDate), desc(mileageReports.odoMileage)],
      exceptId,
    );
  }

  /** The earliest report of the vehicle after `date` that was not rejected (other than `exceptId`). */
  nextReport(tx: Executor, vehicleId: string, date: Date, exceptId?: string) {
    return this.firstReport(
      tx,
      vehicleId,
      and(gt(mileageReports.tsReportDate, date), ne(mileageReports.auditStatus, 'rejected')),
      [asc(mileageReports.tsReportDate), asc(mileageReports.odoMileage)],
      exceptId,
    );
  }

  /**
   * The vehicle's approved report with the highest reading (other than `exceptId`): the distance up to
   * it has been charged. Readings rise with dates, so this is also the latest approved one.
   */
  highestApproved(tx: Executor, vehicleId: string, exceptId?: string): Promise<MileageReportRow | null> {
    return this.firstReport(
      tx,
      vehicleId,
      eq(mileageReports.auditStatus, 'approved'),
      [desc(mileageReports.odoMileage), desc(mileageReports.tsReportDate)],
      exceptId,
    );
  }

  /** The vehicle's first report in `order` that meets `condition`, other than `exceptId`. */
  private async firstReport(
    tx: Executor,
    vehicleId: string,
    condition: SQL | undefined,
    order: SQL[],
    exceptId?: string,
  ): Promise<MileageReportRow | null> {
    const rows = await tx
      .select()
      .from(mileageReports)
      .where(
        and(eq(mileageReports.vehicleId, vehicleId), condition, exceptId ? ne(mileageReports.id, exceptId) : undefined),
      )
      .orderBy(...order)
      .limit(1);
    return rows[0] ?? null;
  }

  async insert(tx: Executor, row: NewMileageReportRow): Promise<MileageReportRow> {
    const [created] = await tx.insert(mileageReports).values(row).returning();
    if (!created) throw new Error('mileage report insert returned no row');
    return created;
  }

  /**
   * Decides a report only while it is still pending (the conditional update that keeps two staff
   * members from deciding one report twice); null when it is no longer pending.
   */
  async decidePending(
    tx: Executor,
    id: string,
    values: Pick<MileageReportRow, 'auditStatus'> &
      Partial<Pick<MileageReportRow, 'odoMileage' | 'reason' | 'tsReportDate'>> & { updatedBy: string },
  ): Promise<MileageReportRow | null> {
    const [row] = await tx
      .update(mileageReports)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(mileageReports.id, id), eq(mileageReports.auditStatus, 'pending')))
      .returning();
    return row ?? null;
  }

  /** Other reports whose first photo has these bytes (by SHA-256), oldest first. */
  findByPhotoSha256(sha256: string, exceptId: string, limit = 10): Promise<MileageReportRow[]> {
    return this.db
      .select()
      .from(mileageReports)
      .where(and(eq(mileageReports.photoSha256, sha256), ne(mileageReports.id, exceptId)))
      .orderBy(asc(mileageReports.createdAt), asc(mileageReports.id))
      .limit(limit);
  }

  /** Other reports that carry one of these stored photo files, oldest first. */
  findByPhotoStorageKeys(storageKeys: readonly string[], exceptId: string, limit = 10): Promise<MileageReportRow[]> {
    if (storageKeys.length === 0) return Promise.resolve([]);
    const contains = storageKeys.map(
      (storageKey) => sql`${mileageReports.photos} @> ${JSON.stringify([{ storageKey }])}::jsonb`,
    );
    return this.db
      .select()
      .from(mileageReports)
      .where(and(ne(mileageReports.id, exceptId), sql`(${sql.join(contains, sql` or `)})`))
      .orderBy(asc(mileageReports.createdAt), asc(mileageReports.id))
      .limit(limit);
  }

  /** Which of these storage keys a report's photos name (any report, any status). */
  async photoKeysInReports(storageKeys: readonly string[]): Promise<Set<string>> {
    if (storageKeys.length === 0) return new Set();
    const result = await this.db.execute<{ key: string }>(sql`
      select distinct p->>'storageKey' as key
        from ${mileageReports} cross join lateral jsonb_array_elements(${mileageReports.photos}) as p
       where p->>'storageKey' = any(${sql.param([...storageKeys])}::text[])`);
    return new Set(result.rows.map((r) => r.key));
  }

  async update(
    tx: Executor,
    id: string,
    values: Partial<Pick<MileageReportRow, 'auditStatus' | 'odoMileage' | 'reason' | 'tsReportDate'>> & {
      updatedBy: string;
    },
  ): Promise<MileageReportRow> {
    const [row] = await tx
      .update(mileageReports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mileageReports.id, id))
      .returning();
    if (!row) throw new Error(`mileage report ${id} vanished during update`);
    return row;
  }
}
