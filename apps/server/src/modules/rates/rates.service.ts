import {
  createCordonSchema,
  createTodSchema,
  isEffectiveFromAllowed,
  isTimeWindow,
  type MroType,
  mroTypeSchema,
  type RateKind,
  rateKindSchema,
  ratesDateKey,
  stateCodeSchema,
  TOLL_GANTRY_DIRECTIONS,
  updateCordonSchema,
  updateMroRateSchema,
  updateTodSchema,
  updateTollSchema,
} from '@rc/domain';
import { z } from 'zod';
import { type Executor, withActor } from '../../db/actor.js';
import type { RateVersionValues } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Page } from '../../lib/cursor.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import { type Actor, requireActor, requireAdmin } from '../identity/actor.js';
import type {
  CordonRow,
  MroRateRow,
  RatesRepository,
  RateVersionRow,
  TodRow,
  TollGantryRow,
  TollRow,
} from './rates.repository.js';

/** A rate row as in force now, with the day that version took effect and the next scheduled change. */
export type Dated<Row> = Row & { effectiveFrom: string | null; nextChangeFrom: string | null };

/** The priced fields of each kind: a change of any of them is dated (decision 011). */
export const PRICED_FIELDS: Record<RateKind, readonly (keyof RateVersionValues)[]> = {
  mroRate: ['centsPerMileageUnit', 'centsPerFuelUnit'],
  cordon: [
    'zones',
    'days',
    'internalStart',
    'internalEnd',
    'entryFeeCents',
    'exitFeeCents',
    'centsPerMileageUnit',
    'minimumDistanceInMileageUnit',
    'minimumTotalDistanceInMileageUnit',
  ],
  tod: ['days', 'internalStart', 'internalEnd', 'centsPerMileageUnit'],
  toll: ['feeCents'],
};

/** The first version of an entity holds the values it had before dated changes began. */
const BASELINE_FROM = '1970-01-01';

/** The priced fields of a row or a change (times as HH:MM, rates as numbers). */
export function pricedValues(kind: RateKind, source: Record<string, unknown>): RateVersionValues {
  const values: Record<string, unknown> = {};
  for (const field of PRICED_FIELDS[kind]) {
    const value = source[field];
    if (value === undefined) continue;
    if (field === 'internalStart' || field === 'internalEnd') values[field] = hhmm(value as string | null);
    else if (field === 'centsPerMileageUnit' || field === 'centsPerFuelUnit') values[field] = Number(value);
    else values[field] = value;
  }
  return values as RateVersionValues;
}

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

  constructor(
    private readonly repo: RatesRepository,
    private readonly now: () => number = Date.now,
  ) {}

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
  ): Promise<Page<Dated<MroRateRow>>> {
    requireActor(actor);
    const f = validate(mroRateFilterSchema, filter);
    return this.datedPage(
      'mroRate',
      paginate(args, {
        defaultDirection: 'ASC',
        arity: 2,
        keyOf: (r) => [r.state, r.mroType],
        fetch: (q) => this.repo.listMroRates(f, q),
      }),
    );
  }

  /**
   * Upsert by (mroType, state). With effectiveFrom (a later day) the new rates apply to trips from that
   * day on; a new pair is created with zero rates until then.
   */
  async updateMroRate(actor: Actor | null, input: unknown): Promise<Dated<MroRateRow>> {
    const admin = requireAdmin(actor);
    const { effectiveFrom, ...values } = validate(updateMroRateSchema, input);
    const when = this.effectiveDay(effectiveFrom);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const existing = await this.repo.findMroRate(tx, values.mroType, values.state);
      const current =
        existing ??
        (await this.repo.upsertMroRate(tx, {
          mroType: values.mroType,
          state: values.state,
          ...(when === null && values),
          updatedBy: admin.username,
        }));
      if (!existing && when === null) return current;
      return this.versioned(tx, 'mroRate', current, values, when, admin.username, (changes) =>
        this.repo.updateMroRate(tx, current.id, { ...changes, updatedBy: admin.username }),
      );
    });
    return this.changed((await this.dated('mroRate', [saved]))[0] as Dated<MroRateRow>);
  }

  // --- Cordons ---

  async getCordon(actor: Actor | null, id: string): Promise<Dated<CordonRow> | null> {
    requireActor(actor);
    const row = await this.repo.findCordon(validate(idArg, id));
    return row ? ((await this.dated('cordon', [row]))[0] ?? null) : null;
  }

  listCordons(actor: Actor | null, filter: { state?: string | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(stateFilterSchema, filter);
    return this.datedPage(
      'cordon',
      paginate(args, {
        defaultDirection: 'ASC',
        arity: 2,
        keyOf: (c: CordonRow) => [c.name, c.id],
        fetch: (q) => this.repo.listCordons(f, q),
      }),
    );
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
  async updateCordon(actor: Actor | null, input: unknown): Promise<Dated<CordonRow>> {
    const admin = requireAdmin(actor);
    const { id, effectiveFrom, ...changes } = validate(updateCordonSchema, input);
    const when = this.effectiveDay(effectiveFrom);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findCordon(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'cordonNotFound');
      return this.versioned(tx, 'cordon', current, definedOnly(changes), when, admin.username, (values) =>
        this.repo.updateCordon(tx, id, { ...values, updatedBy: admin.username }),
      );
    });
    return this.changed((await this.dated('cordon', [saved]))[0] as Dated<CordonRow>);
  }

  // --- Times of day ---

  async getTod(actor: Actor | null, id: string): Promise<Dated<TodRow> | null> {
    requireActor(actor);
    const row = await this.repo.findTod(validate(idArg, id));
    return row ? ((await this.dated('tod', [row]))[0] ?? null) : null;
  }

  listTods(actor: Actor | null, filter: { day?: number | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(todFilterSchema, filter);
    return this.datedPage(
      'tod',
      paginate(args, {
        defaultDirection: 'ASC',
        arity: 2,
        keyOf: (t: TodRow) => [t.name, t.id],
        fetch: (q) => this.repo.listTods(f, q),
      }),
    );
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

  async updateTod(actor: Actor | null, input: unknown): Promise<Dated<TodRow>> {
    const admin = requireAdmin(actor);
    const { id, effectiveFrom, ...changes } = validate(updateTodSchema, input);
    const when = this.effectiveDay(effectiveFrom);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findTod(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'todNotFound');
      return this.versioned(tx, 'tod', current, definedOnly(changes), when, admin.username, (values) =>
        this.repo.updateTod(tx, id, { ...values, updatedBy: admin.username }),
      );
    });
    return this.changed((await this.dated('tod', [saved]))[0] as Dated<TodRow>);
  }

  // --- Tolls and gantries ---

  listTolls(actor: Actor | null, filter: { state?: string | null } | null | undefined, args: PageArgs) {
    requireActor(actor);
    const f = validate(stateFilterSchema, filter);
    return this.datedPage(
      'toll',
      paginate(args, {
        defaultDirection: 'ASC',
        arity: 2,
        keyOf: (t: TollRow) => [t.name, t.id],
        fetch: (q) => this.repo.listTolls(f, q),
      }),
    );
  }

  async updateToll(actor: Actor | null, input: unknown): Promise<Dated<TollRow>> {
    const admin = requireAdmin(actor);
    const { id, effectiveFrom, ...changes } = validate(updateTollSchema, input);
    const when = this.effectiveDay(effectiveFrom);
    const saved = await withActor(this.repo.db, admin.username, async (tx) => {
      const current = await this.repo.findToll(id, tx);
      if (!current) throw new AppError('NOT_FOUND', 'tollNotFound');
      return this.versioned(tx, 'toll', current, definedOnly(changes), when, admin.username, (values) =>
        this.repo.updateToll(tx, id, { ...values, updatedBy: admin.username }),
      );
    });
    return this.changed((await this.dated('toll', [saved]))[0] as Dated<TollRow>);
  }

  // --- Dated rates (decision 011) ---

  /** A later California day, or null for "now" (left out, or today). A past day is refused. */
  private effectiveDay(effectiveFrom: string | undefined): string | null {
    if (effectiveFrom === undefined) return null;
    if (!isEffectiveFromAllowed(effectiveFrom, new Date(this.now()))) {
      throw new AppError('BAD_USER_INPUT', 'effectiveFromInvalid');
    }
    return effectiveFrom === ratesDateKey(new Date(this.now())) ? null : effectiveFrom;
  }

  /**
   * Applies a change: identity fields (name, state, description) at once; priced fields as a new
   * version from `when` (null: now), built on the version in force then. The live row carries the
   * values in force now, so it changes only when the version takes effect now. The first dated change
   * of an entity first records its previous values as the baseline version.
   */
  private async versioned<Row extends { id: string; updatedBy: string | null; updatedAt: Date }>(
    tx: Executor,
    kind: RateKind,
    current: Row,
    changes: Record<string, unknown>,
    when: string | null,
    actor: string,
    applyLive: (values: Record<string, unknown>) => Promise<Row | null>,
  ): Promise<Row> {
    const priced = pricedValues(kind, changes);
    const identity = Object.fromEntries(
      Object.entries(changes).filter(([field]) => !(PRICED_FIELDS[kind] as readonly string[]).includes(field)),
    );
    if (Object.keys(priced).length === 0) {
      const updated = await applyLive(identity);
      if (!updated) throw notFound(kind);
      return updated;
    }
    const versions = await this.repo.listVersions(kind, current.id, tx);
    if (versions.length === 0) {
      versions.push(
        await this.repo.insertVersion(tx, {
          kind,
          entityId: current.id,
          effectiveFrom: BASELINE_FROM,
          effectiveAt: new Date(0),
          values: pricedValues(kind, current),
          createdBy: current.updatedBy ?? 'system',
          createdAt: current.updatedAt,
        }),
      );
    }
    const now = new Date(this.now());
    const inForce = versions.filter((v) => (when === null ? v.effectiveAt <= now : v.effectiveFrom <= when)).at(-1);
    const values = { ...(inForce?.values ?? pricedValues(kind, current)), ...priced };
    if (values.internalStart && values.internalEnd && !isTimeWindow(values.internalStart, values.internalEnd)) {
      throw new AppError('BAD_USER_INPUT', 'timeOrder');
    }
    await this.repo.insertVersion(tx, { kind, entityId: current.id, effectiveFrom: when, values, createdBy: actor });
    const updated = await applyLive(when === null ? { ...identity, ...values } : identity);
    if (!updated) throw notFound(kind);
    return updated;
  }

  /** Rows with the priced values in force now, the day they took effect and the next scheduled change. */
  private async dated<Row extends { id: string }>(kind: RateKind, rows: Row[]): Promise<Dated<Row>[]> {
    const ids = rows.map((r) => r.id);
    const now = new Date(this.now());
    const [inForce, next] = await Promise.all([
      this.repo.versionsInForce(kind, ids, now),
      this.repo.nextVersions(kind, ids, now),
    ]);
    return rows.map((row) => {
      const version = inForce.get(row.id);
      return {
        ...row,
        ...(version?.values ?? {}),
        effectiveFrom: version && version.effectiveFrom !== BASELINE_FROM ? version.effectiveFrom : null,
        nextChangeFrom: next.get(row.id)?.effectiveFrom ?? null,
      };
    });
  }

  private async datedPage<Row extends { id: string }>(kind: RateKind, page: Promise<Page<Row>>) {
    const { items, nextToken } = await page;
    return { items: await this.dated(kind, items), nextToken };
  }

  /** Staff: the versions of one rate, newest effective first, with who made each change and when. */
  listRateHistory(actor: Actor | null, kind: unknown, id: string, args: PageArgs): Promise<Page<RateVersionRow>> {
    requireAdmin(actor);
    const k = validate(rateKindSchema, kind);
    const entityId = validate(idArg, id);
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (v: RateVersionRow) => [timeKey(v.effectiveAt), v.id],
      fetch: (q) => this.repo.listVersionsPage(k, entityId, q),
    });
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

const notFound = (kind: RateKind) =>
  new AppError(
    'NOT_FOUND',
    ({ mroRate: 'mroRateNotFound', cordon: 'cordonNotFound', tod: 'todNotFound', toll: 'tollNotFound' } as const)[kind],
  );

/** Only the fields the caller gave (undefined means "leave as is"; null clears a nullable field). */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** 'HH:MM:SS' from the database → 'HH:MM'. */
export const hhmm = (value: string | null): string | null => (value ? value.slice(0, 5) : null);
