import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { cordons, mroRates, tods, tollGantries, tolls } from '../../db/schema/index.js';
import { afterKey, orderByKey, type PageQuery } from '../../lib/pagination.js';

export type MroRateRow = typeof mroRates.$inferSelect;
export type CordonRow = typeof cordons.$inferSelect;
export type NewCordonRow = typeof cordons.$inferInsert;
export type TodRow = typeof tods.$inferSelect;
export type NewTodRow = typeof tods.$inferInsert;
export type TollRow = typeof tolls.$inferSelect;
export type TollGantryRow = typeof tollGantries.$inferSelect;

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

  async findToll(id: string): Promise<TollRow | null> {
    const rows = await this.db.select().from(tolls).where(eq(tolls.id, id)).limit(1);
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
    values: Partial<Pick<TollRow, 'name' | 'state' | 'updatedBy'>>,
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
  }> {
    const [mroRateRows, cordonRows, todRows, tollRows, gantryRows] = await Promise.all([
      this.db.select().from(mroRates),
      this.db.select().from(cordons).orderBy(cordons.name, cordons.id),
      this.db.select().from(tods).orderBy(tods.name, tods.id),
      this.db.select().from(tolls).orderBy(tolls.name, tolls.id),
      this.db.select().from(tollGantries).orderBy(tollGantries.assetId, tollGantries.id),
    ]);
    return { mroRates: mroRateRows, cordons: cordonRows, tods: todRows, tolls: tollRows, gantries: gantryRows };
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
