import { RATES_TIME_ZONE } from '@rc/domain';
import { and, arrayContains, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import type { RateVersionValues } from '../../db/schema/index.js';
import { cordons, mroRates, rateVersions, tods, tollGantries, tolls } from '../../db/schema/index.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type MroRateRow = typeof mroRates.$inferSelect;
export type CordonRow = typeof cordons.$inferSelect;
export type NewCordonRow = typeof cordons.$inferInsert;
export type TodRow = typeof tods.$inferSelect;
export type NewTodRow = typeof tods.$inferInsert;
export type TollRow = typeof tolls.$inferSelect;
export type TollGantryRow = typeof tollGantries.$inferSelect;
export type RateVersionRow = typeof rateVersions.$inferSelect;

const RATES_ZONE = RATES_TIME_ZONE;

/** SQL only: MRO rates, cordons, times of day, tolls and their gantries. */
export class RatesRepository {
  constructor(readonly db: Database) {}

  // --- MRO rates (ordered by state, then reporting type: the pair is unique) ---

  listMroRates(filter: { state?: string; mroType?: string }, page: PageQuery): Promise<MroRateRow[]> {
    const key = [mroRates.state, mroRates.mroType];
    return this.db
      .select()
      .from(mroRates)
      .where(
        and(
          filter.state ? eq(mroRates.state, filter.state) : undefined,
          filter.mroType ? eq(mroRates.mroType, filter.mroType) : undefined,
          afterKey(key, page.after, page.direction),
        ),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  /** Insert or update the rate of (mroType, state); values left undefined keep the row's (or the default). */
  async upsertMroRate(
    tx: Executor,
    row: { mroType: string; state: string; centsPerMileageUnit?: number; centsPerFuelUnit?: number; updatedBy: string },
  ): Promise<MroRateRow> {
    const changes = {
      ...(row.centsPerMileageUnit !== undefined && { centsPerMileageUnit: row.centsPerMileageUnit }),
      ...(row.centsPerFuelUnit !== undefined && { centsPerFuelUnit: row.centsPerFuelUnit }),
      updatedBy: row.updatedBy,
    };
    const [saved] = await tx
      .insert(mroRates)
      .values({ mroType: row.mroType, state: row.state, ...changes })
      .onConflictDoUpdate({ target: [mroRates.mroType, mroRates.state], set: { ...changes, updatedAt: new Date() } })
      .returning();
    if (!saved) throw new Error('mro rate upsert returned nothing');
    return saved;
  }

  async findMroRate(ex: Executor, mroType: string, state: string): Promise<MroRateRow | null> {
    const rows = await ex
      .select()
      .from(mroRates)
      .where(and(eq(mroRates.mroType, mroType), eq(mroRates.state, state)))
      .limit(1);
    return rows[0] ?? null;
  }

  async updateMroRate(
    tx: Executor,
    id: string,
    values: Partial<Pick<MroRateRow, 'centsPerMileageUnit' | 'centsPerFuelUnit' | 'updatedBy'>>,
  ): Promise<MroRateRow | null> {
    const [row] = await tx.update(mroRates).set(values).where(eq(mroRates.id, id)).returning();
    return row ?? null;
  }

  // --- Rate versions (decision 011) ---

  /** The versions of one entity, oldest first (in force from effective_at; later rows win ties). */
  listVersions(kind: string, entityId: string, ex: Executor = this.db): Promise<RateVersionRow[]> {
    return ex
      .select()
      .from(rateVersions)
      .where(and(eq(rateVersions.kind, kind), eq(rateVersions.entityId, entityId)))
      .orderBy(asc(rateVersions.effectiveAt), asc(rateVersions.createdAt), asc(rateVersions.id));
  }

  /** A page of one entity's versions, newest effective first. */
  listVersionsPage(kind: string, entityId: string, page: PageQuery): Promise<RateVersionRow[]> {
    const key = [rateVersions.effectiveAt, rateVersions.id];
    return this.db
      .select()
      .from(rateVersions)
      .where(
        and(
          eq(rateVersions.kind, kind),
          eq(rateVersions.entityId, entityId),
          afterKey(key, page.after, page.direction),
        ),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  /**
   * Inserts a version. effectiveFrom null: in force from now (the transaction's clock); otherwise from
   * midnight of that California day, computed by PostgreSQL's time-zone rules.
   */
  async insertVersion(
    tx: Executor,
    row: {
      kind: string;
      entityId: string;
      effectiveFrom: string | null;
      values: RateVersionValues;
      createdBy: string;
      createdAt?: Date;
      effectiveAt?: Date;
    },
  ): Promise<RateVersionRow> {
    const effectiveAt = row.effectiveAt
      ? sql`${row.effectiveAt.toISOString()}::timestamptz`
      : row.effectiveFrom
        ? sql`(${row.effectiveFrom}::date::timestamp at time zone ${RATES_ZONE})`
        : sql`now()`;
    const effectiveFrom = row.effectiveFrom
      ? sql`${row.effectiveFrom}::date`
      : sql`(now() at time zone ${RATES_ZONE})::date`;
    const [created] = await tx
      .insert(rateVersions)
      .values({
        kind: row.kind,
        entityId: row.entityId,
        effectiveFrom,
        effectiveAt,
        values: row.values,
        createdBy: row.createdBy,
        ...(row.createdAt && { createdAt: row.createdAt }),
      })
      .returning();
    if (!created) throw new Error('rate version insert returned nothing');
    return created;
  }

  /** Per entity of a kind, the latest version in force at an instant (entities without versions are absent). */
  async versionsInForce(kind: string, entityIds: readonly string[], at: Date): Promise<Map<string, RateVersionRow>> {
    if (entityIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([rateVersions.entityId])
      .from(rateVersions)
      .where(
        and(
          eq(rateVersions.kind, kind),
          inArray(rateVersions.entityId, [...entityIds]),
          lte(rateVersions.effectiveAt, at),
        ),
      )
      .orderBy(
        rateVersions.entityId,
        desc(rateVersions.effectiveAt),
        desc(rateVersions.createdAt),
        desc(rateVersions.id),
      );
    return new Map(rows.map((r) => [r.entityId, r]));
  }

  /** Per entity of a kind, the first version that takes effect after an instant (a scheduled change). */
  async nextVersions(kind: string, entityIds: readonly string[], after: Date): Promise<Map<string, RateVersionRow>> {
    if (entityIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([rateVersions.entityId])
      .from(rateVersions)
      .where(
        and(
          eq(rateVersions.kind, kind),
          inArray(rateVersions.entityId, [...entityIds]),
          sql`${rateVersions.effectiveAt} > ${after.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(rateVersions.entityId, asc(rateVersions.effectiveAt), desc(rateVersions.createdAt));
    return new Map(rows.map((r) => [r.entityId, r]));
  }

  // --- Cordons (ordered by name, then id) ---

  async findCordon(id: string, ex: Executor = this.db): Promise<CordonRow | null> {
    const rows = await ex.select().from(cordons).where(eq(cordons.id, id)).limit(1);
    return rows[0] ?? null;
  }

  listCordons(filter: { state?: string }, page: PageQuery): Promise<CordonRow[]> {
    const key = [cordons.name, cordons.id];
    return this.db
      .select()
      .from(cordons)
      .where(and(filter.state ? eq(cordons.state, filter.state) : undefined, afterKey(key, page.after, page.direction)))
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  async insertCordon(tx: Executor, row: NewCordonRow): Promise<CordonRow> {
    const [created] = await tx.insert(cordons).values(row).returning();
    if (!created) throw new Error('cordon insert returned nothing');
    return created;
  }

  async updateCordon(tx: Executor, id: string, values: Partial<NewCordonRow>): Promise<CordonRow | null> {
    const [row] = await tx.update(cordons).set(values).where(eq(cordons.id, id)).returning();
    return row ?? null;
  }

  // --- Times of day (ordered by name, then id) ---

  async findTod(id: string, ex: Executor = this.db): Promise<TodRow | null> {
    const rows = await ex.select().from(tods).where(eq(tods.id, id)).limit(1);
    return rows[0] ?? null;
  }

  listTods(filter: { day?: number }, page: PageQuery): Promise<TodRow[]> {
    const key = [tods.name, tods.id];
    return this.db
      .select()
      .from(tods)
      .where(
        and(filter.day ? arrayContains(tods.days, [filter.day]) : undefined, afterKey(key, page.after, page.direction)),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  async insertTod(tx: Executor, row: NewTodRow): Promise<TodRow> {
    const [created] = await tx.insert(tods).values(row).returning();
    if (!created) throw new Error('tod insert returned nothing');
    return created;
  }

  async updateTod(tx: Executor, id: string, values: Partial<NewTodRow>): Promise<TodRow | null> {
    const [row] = await tx.update(tods).set(values).where(eq(tods.id, id)).returning();
    return row ?? null;
  }

  // --- Tolls (ordered by name, then id) and their gantries (by asset id, then id) ---

  async findToll(id: string, ex: Executor = this.db): Promise<TollRow | null> {
    const rows = await ex.select().from(tolls).where(eq(tolls.id, id)).limit(1);
    return rows[0] ?? null;
  }

  listTolls(filter: { state?: string }, page: PageQuery): Promise<TollRow[]> {
    const key = [tolls.name, tolls.id];
    return this.db
      .select()
      .from(tolls)
      .where(and(filter.state ? eq(tolls.state, filter.state) : undefined, afterKey(key, page.after, page.direction)))
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  async updateToll(
    tx: Executor,
    id: string,
    values: Partial<Pick<TollRow, 'name' | 'state' | 'feeCents' | 'updatedBy'>>,
  ): Promise<TollRow | null> {
    const [row] = await tx.update(tolls).set(values).where(eq(tolls.id, id)).returning();
    return row ?? null;
  }

  listTollGantries(tollId: string, filter: { direction?: string }, page: PageQuery): Promise<TollGantryRow[]> {
    const key = [tollGantries.assetId, tollGantries.id];
    return this.db
      .select()
      .from(tollGantries)
      .where(
        and(
          eq(tollGantries.tollId, tollId),
          filter.direction ? eq(tollGantries.direction, filter.direction) : undefined,
          afterKey(key, page.after, page.direction),
        ),
      )
      .orderBy(...orderByKey(key, page.direction))
      .limit(page.limit);
  }

  /** Every rate row the charging engine needs, in one round of reads (a few dozen rows). */
  async referenceData(): Promise<{
    mroRates: MroRateRow[];
    cordons: CordonRow[];
    tods: TodRow[];
    tolls: TollRow[];
    gantries: TollGantryRow[];
    versions: RateVersionRow[];
  }> {
    const [mroRateRows, cordonRows, todRows, tollRows, gantryRows, versionRows] = await Promise.all([
      this.db.select().from(mroRates),
      this.db.select().from(cordons).orderBy(cordons.name, cordons.id),
      this.db.select().from(tods).orderBy(tods.name, tods.id),
      this.db.select().from(tolls).orderBy(tolls.name, tolls.id),
      this.db.select().from(tollGantries).orderBy(tollGantries.assetId, tollGantries.id),
      this.db
        .select()
        .from(rateVersions)
        .orderBy(asc(rateVersions.effectiveAt), asc(rateVersions.createdAt), asc(rateVersions.id)),
    ]);
    return {
      mroRates: mroRateRows,
      cordons: cordonRows,
      tods: todRows,
      tolls: tollRows,
      gantries: gantryRows,
      versions: versionRows,
    };
  }

  /** Number of gantries per toll, for the given tolls (tolls without gantries are absent). */
  async countGantries(tollIds: readonly string[]): Promise<Map<string, number>> {
    if (tollIds.length === 0) return new Map();
    const rows = await this.db
      .select({ tollId: tollGantries.tollId, n: sql<number>`count(*)::int` })
      .from(tollGantries)
      .where(inArray(tollGantries.tollId, [...tollIds]))
      .groupBy(tollGantries.tollId);
    return new Map(rows.map((r) => [r.tollId ?? '', r.n]));
  }
}
