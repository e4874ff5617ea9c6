import {
  createCordonSchema,
  createTodSchema,
  isTimeWindow,
  type MroType,
  mroTypeSchema,
  stateCodeSchema,
  TOLL_GANTRY_DIRECTIONS,
  updateCordonSchema,
  updateMroRateSchema,
  updateTodSchema,
  updateTollSchema,
} from '@rc/domain';
import { z } from 'zod';
import { withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireActor, requireAdmin } from '../identity/actor.js';
import type { CordonRow, MroRateRow, RatesRepository, TodRow, TollGantryRow, TollRow } from './rates.repository.js';

const idArg = z.string().trim().min(1).max(100);
const optionalState = z
  .string()
  .nullish()
  .transform((v) => v || undefined)
  .pipe(stateCodeSchema.optional());

const mroRateFilterSchema = z
  .object({
    state: optionalState,
    mroType: mroTypeSchema.nullish().transform((v) => v ?? undefined),
  })
  .nullish()
  .transform((v) => v ?? {});
const stateFilterSchema = z
  .object({ state: optionalState })
  .nullish()
  .transform((v) => v ?? {});
const todFilterSchema = z
  .object({
    day: z
      .number()
      .int()
      .min(1)
      .max(7)
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .nullish()
  .transform((v) => v ?? {});
const gantryFilterSchema = z
  .object({
    direction: z
      .enum(TOLL_GANTRY_DIRECTIONS)
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .nullish()
  .transform((v) => v ?? {});

/**
 * MRO rates, cordons, times of day and tolls. Signed-in users read them (participants see the rates
 * behind their fees); only staff change them (staff spec section 6). Rates are cents per km and per
 * litre; fees are integer cents.
 */
export class RatesService {
  private readonly changeListeners: (() => void)[] = [];

  constructor(private readonly repo: RatesRepository) {}

  /** Called after every committed rate change (the charging service drops its cached rates). */
  onRatesChanged(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed<T>(result: T): T {
    for (const listener of this.changeListeners) listener();
    return result;
  }

  /** Internal (not in GraphQL): every row the charging engine needs, for ChargingService. */
  referenceData() {
    return this.repo.referenceData();
  }

  // --- MRO rates ---

  listMroRates(
    actor: Actor | null,
    filter: { state?: string | null; mroType?: MroType | null } | null | undefined,
    args: PageArgs,
  ): Promise<Page<MroRateRow>> {
    requireActor(actor);
    const f = validate(mroRateFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (r) => [r.state, r.mroType],
      fetch: (q) => this.repo.listMroRates(f, q),
    });
  }

  /** Upsert by (mroType, state). */
  async updateMroRate(actor: Actor | null, input: unknown): Promise<MroRateRow> {
    const admin = requireAdmin(actor);
    const values = validate(updateMroRateSchema, input);
    return this.changed(
      await withActor(this.repo.db, admin.username, (tx) =>
        this.repo.upsertMroRate(tx, { ...values, updatedBy: admin.username }),
      ),
    );
  }

  // --- Cordons ---

  async getCordon(actor: Actor | null, id: string): Promise<CordonRow | null> {
    requireActor(actor);
    return this.repo.findCordon(validate(idArg, id));
  }

  listCordons(actor: Actor | null, filter: { state?: string | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(stateFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (c: CordonRow) => [c.name, c.id],
      fetch: (q) => this.repo.listCordons(f, q),
    });
  }

  async createCordon(actor: Actor | null, input: unknown): Promise<CordonRow> {
    const admin = requireAdmin(actor);
    const values = validate(createCordonSchema, input);
    return this.changed(
      await withActor(this.repo.db, admin.username, (tx) =>
        this.repo.insertCordon(tx, { ...values, updatedBy: admin.username }),
      ),
    );
  }

  /** Changes the given fields; the hours are checked against the stored ones when only one is given. */
  async updateCordon(actor: Actor | null, input: unknown): Promise<CordonRow> {
    const admin = requireAdmin(actor);
    const { id, ...changes } = validate(updateCordonSchema, input);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findCordon(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'cordonNotFound');
      checkWindow(changes, current);
      const updated = await this.repo.updateCordon(tx, id, { ...definedOnly(changes), updatedBy: admin.username });
      if (!updated) throw new AppError('NOT_FOUND', 'cordonNotFound');
      return updated;
    });
    return this.changed(saved);
  }

  // --- Times of day ---

  async getTod(actor: Actor | null, id: string): Promise<TodRow | null> {
    requireActor(actor);
    return this.repo.findTod(validate(idArg, id));
  }

  listTods(actor: Actor | null, filter: { day?: number | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(todFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (t: TodRow) => [t.name, t.id],
      fetch: (q) => this.repo.listTods(f, q),
    });
  }

  async createTod(actor: Actor | null, input: unknown): Promise<TodRow> {
    const admin = requireAdmin(actor);
    const values = validate(createTodSchema, input);
    return this.changed(
      await withActor(this.repo.db, admin.username, (tx) =>
        this.repo.insertTod(tx, { ...values, updatedBy: admin.username }),
      ),
    );
  }

  async updateTod(actor: Actor | null, input: unknown): Promise<TodRow> {
    const admin = requireAdmin(actor);
    const { id, ...changes } = validate(updateTodSchema, input);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findTod(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'todNotFound');
      checkWindow(changes, current);
      const updated = await this.repo.updateTod(tx, id, { ...definedOnly(changes), updatedBy: admin.username });
      if (!updated) throw new AppError('NOT_FOUND', 'todNotFound');
      return updated;
    });
    return this.changed(saved);
  }

  // --- Tolls and gantries ---

  listTolls(actor: Actor | null, filter: { state?: string | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(stateFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (t: TollRow) => [t.name, t.id],
      fetch: (q) => this.repo.listTolls(f, q),
    });
  }

  async updateToll(actor: Actor | null, input: unknown): Promise<TollRow> {
    const admin = requireAdmin(actor);
    const { id, ...changes } = validate(updateTollSchema, input);
    const updated = await withActor(this.repo.db, admin.username, (tx) =>
      this.repo.updateToll(tx, id, { ...definedOnly(changes), updatedBy: admin.username }),
    );
    if (!updated) throw new AppError('NOT_FOUND', 'tollNotFound');
    return this.changed(updated);
  }

  async listTollGantries(
    actor: Actor | null,
    tollId: string,
    filter: { direction?: string | null } | null | undefined,
    args: PageArgs,
  ): Promise<Page<TollGantryRow>> {
    requireActor(actor);
    const id = validate(idArg, tollId);
    const f = validate(gantryFilterSchema, filter);
    return paginate(args, {
      defaultDirection: 'ASC',
      arity: 2,
      keyOf: (g) => [g.assetId, g.id],
      fetch: (q) => this.repo.listTollGantries(id, f, q),
    });
  }

  /** Gantry counts per toll (for the Tolls table); 0 for a toll without gantries. */
  async gantryCounts(tollIds: readonly string[]): Promise<number[]> {
    const counts = await this.repo.countGantries(tollIds);
    return tollIds.map((id) => counts.get(id) ?? 0);
  }
}

/** Only the fields the caller gave (undefined means "leave as is"; null clears a nullable field). */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** 'HH:MM:SS' from the database → 'HH:MM'. */
export const hhmm = (value: string | null): string | null => (value ? value.slice(0, 5) : null);

/** The window after the change must still start before it ends. */
function checkWindow(
  changes: { internalStart?: string; internalEnd?: string },
  current: { internalStart: string | null; internalEnd: string | null },
) {
  const start = changes.internalStart ?? hhmm(current.internalStart);
  const end = changes.internalEnd ?? hhmm(current.internalEnd);
  if (start && end && !isTimeWindow(start, end)) throw new AppError('BAD_USER_INPUT', 'timeOrder');
}
