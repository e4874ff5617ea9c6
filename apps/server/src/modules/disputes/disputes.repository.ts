import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { disputes } from '../../db/schema/index.js';
import { ERASED_TEXT } from '../../lib/erasure.js';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDisputeRow = typeof disputes.$inferInsert;
export type DisputeResolution = Pick<
  DisputeRow,
  'status' | 'resolutionNote' | 'creditCents' | 'adjustmentId' | 'resolvedAt' | 'resolvedBy' | 'updatedBy'
>;

export class DisputesRepository {
  constructor(readonly db: Database) {}

  async insert(tx: Executor, row: NewDisputeRow): Promise<DisputeRow> {
    const [created] = await tx.insert(disputes).values(row).returning();
    if (!created) throw new Error('dispute insert returned no row');
    return created;
  }

  async findById(id: string): Promise<DisputeRow | null> {
    const [row] = await this.db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
    return row ?? null;
  }

  async lockById(tx: Executor, id: string): Promise<DisputeRow | null> {
    const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).limit(1).for('update');
    return row ?? null;
  }

  /** The open dispute of an item, if any (one at most: a unique index says so). */
  async findOpen(
    executor: Executor,
    item: {
      itemType: string;
      tripId: string | null;
      mileageReportId: string | null;
      statementId: string | null;
      stateCode: string | null;
      vehicleId: string | null;
    },
  ): Promise<DisputeRow | null> {
    const byItem =
      item.itemType === 'trip'
        ? eq(disputes.tripId, item.tripId ?? '')
        : item.itemType === 'statementLine'
          ? and(
              eq(disputes.statementId, item.statementId ?? ''),
              eq(disputes.stateCode, item.stateCode ?? ''),
              item.vehicleId ? eq(disputes.vehicleId, item.vehicleId) : isNull(disputes.vehicleId),
            )
          : eq(disputes.mileageReportId, item.mileageReportId ?? '');
    const [row] = await executor
      .select()
      .from(disputes)
      .where(and(eq(disputes.status, 'open'), eq(disputes.itemType, item.itemType), byItem))
      .limit(1);
    return row ?? null;
  }

  async resolve(tx: Executor, id: string, resolution: DisputeResolution): Promise<DisputeRow> {
    const [row] = await tx
      .update(disputes)
      .set({ ...resolution, updatedAt: new Date() })
      .where(eq(disputes.id, id))
      .returning();
    if (!row) throw new Error(`dispute ${id} vanished during update`);
    return row;
  }

  /** Adds files to a dispute (locked by the caller), after those it has. */
  async setFiles(tx: Executor, id: string, files: DisputeRow['files'], updatedBy: string): Promise<DisputeRow> {
    const [row] = await tx
      .update(disputes)
      .set({ files, updatedBy, updatedAt: new Date() })
      .where(eq(disputes.id, id))
      .returning();
    if (!row) throw new Error(`dispute ${id} vanished during update`);
    return row;
  }

  /** The newest dispute of each trip (as itself, or as a mileage report's charge), newest first. */
  async latestByTrips(tripIds: readonly string[]): Promise<DisputeRow[]> {
    if (tripIds.length === 0) return [];
    return this.db
      .selectDistinctOn([disputes.tripId])
      .from(disputes)
      .where(and(inArray(disputes.tripId, [...tripIds]), eq(disputes.itemType, 'trip')))
      .orderBy(disputes.tripId, desc(disputes.createdAt));
  }

  async latestByMileageReports(reportIds: readonly string[]): Promise<DisputeRow[]> {
    if (reportIds.length === 0) return [];
    return this.db
      .selectDistinctOn([disputes.mileageReportId])
      .from(disputes)
      .where(inArray(disputes.mileageReportId, [...reportIds]))
      .orderBy(disputes.mileageReportId, desc(disputes.createdAt));
  }

  /** The newest dispute of each line of the statements, newest first. */
  async latestByStatementLines(statementIds: readonly string[]): Promise<DisputeRow[]> {
    if (statementIds.length === 0) return [];
    return this.db
      .selectDistinctOn([disputes.statementId, disputes.stateCode, disputes.vehicleId])
      .from(disputes)
      .where(and(inArray(disputes.statementId, [...statementIds]), eq(disputes.itemType, 'statementLine')))
      .orderBy(disputes.statementId, disputes.stateCode, disputes.vehicleId, desc(disputes.createdAt));
  }

  async byInquiries(inquiryIds: readonly string[]): Promise<DisputeRow[]> {
    if (inquiryIds.length === 0) return [];
    return this.db
      .select()
      .from(disputes)
      .where(inArray(disputes.inquiryId, [...inquiryIds]));
  }

  async byAdjustments(adjustmentIds: readonly string[]): Promise<DisputeRow[]> {
    if (adjustmentIds.length === 0) return [];
    return this.db
      .select()
      .from(disputes)
      .where(inArray(disputes.adjustmentId, [...adjustmentIds]));
  }

  /** Account erasure (decision 020): the reasons and decisions' words; amounts, outcomes and dates stay. */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const rows = await tx
      .update(disputes)
      .set({
        reason: ERASED_TEXT,
        // The files themselves go with the participant's folder.
        files: [],
        resolutionNote: sql`case when ${disputes.resolutionNote} is null then null else ${ERASED_TEXT} end`,
        updatedAt: new Date(),
      })
      .where(eq(disputes.username, username))
      .returning({ id: disputes.id });
    return rows.length;
  }
}
