import type { ParticipantStatus } from '@rc/domain';
import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { participants } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { erasedEmail } from '../../lib/erasure.js';
import { type DateKeyCondition, dateCondition } from '../../lib/filters.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type ParticipantRow = typeof participants.$inferSelect;
export type NewParticipantRow = typeof participants.$inferInsert;
/** The columns an update may set (the key, account number and creation time never change). */
export type ParticipantPatch = Partial<Omit<ParticipantRow, 'username' | 'accountNo' | 'email' | 'createdAt'>>;

export interface ParticipantListFilter {
  status?: ParticipantStatus | null;
  onboardedDate?: DateKeyCondition | null;
  createdAt?: DateKeyCondition | null;
}

/** A closed account the erasure job considers. */
export interface ErasureCandidate {
  username: string;
  accountNo: number;
  email: string;
  closedDate: Date | null;
}

const ERASURE_CANDIDATE = {
  username: participants.username,
  accountNo: participants.accountNo,
  email: participants.email,
  closedDate: participants.closedDate,
};

function prepareByUsername(db: Database) {
  return db
    .select()
    .from(participants)
    .where(eq(participants.username, sql.placeholder('username')))
    .limit(1)
    .prepare('participant_by_username');
}

/** How one trip moves its participant's running totals. */
export interface ParticipantTripTotals {
  username: string;
  mileageFeeCents: number;
  fuelFeeCents: number;
  at: Date;
  vinMismatch?: boolean;
  /** From a device's report: the inactivity flag (missing device data) is cleared too. */
  reported?: boolean;
}

export class ParticipantsRepository {
  constructor(readonly db: Database) {}

  /** Closed accounts not yet erased whose closing is at or before `cutoff`, oldest first. */
  async dueForErasure(cutoff: Date, limit: number): Promise<ErasureCandidate[]> {
    return this.db
      .select(ERASURE_CANDIDATE)
      .from(participants)
      .where(
        and(eq(participants.status, 'closed'), isNull(participants.erasedAt), lte(participants.closedDate, cutoff)),
      )
      .orderBy(participants.closedDate, participants.username)
      .limit(limit);
  }

  /** The account locked for its erasure, when it is still closed, not erased and due. */
  async lockForErasure(tx: Executor, username: string, cutoff: Date): Promise<ErasureCandidate | null> {
    const rows = await tx
      .select(ERASURE_CANDIDATE)
      .from(participants)
      .where(
        and(
          eq(participants.username, username),
          eq(participants.status, 'closed'),
          isNull(participants.erasedAt),
          lte(participants.closedDate, cutoff),
        ),
      )
      .for('update');
    return rows[0] ?? null;
  }

  /**
   * Account erasure (decision 020): names, contact details, address, demographics and affiliations
   * blanked; status, dates, totals and the account number (the money records' reference) stay.
   */
  async erasePersonalData(tx: Executor, username: string, at: Date): Promise<number> {
    const rows = await tx
      .update(participants)
      .set({
        email: erasedEmail(username),
        firstName: null,
        middleName: null,
        lastName: null,
        phoneNumber: null,
        address1: null,
        address2: null,
        city: null,
        postalCode: null,
        extendedPostalCode: null,
        preferredContactType: null,
        gender: null,
        ageGroup: null,
        statusMessage: null,
        governmentAffiliation: null,
        isLegislator: false,
        isVIP: false,
        isGovernmentEmployee: false,
        isCaliforniaElected: false,
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(participants.username, username))
      .returning({ username: participants.username });
    return rows.length;
  }

  /** Prepared once per process and planned once per connection: every signed-in request reads it. */
  private byUsername: ReturnType<typeof prepareByUsername> | undefined;

  async findByUsername(username: string): Promise<ParticipantRow | null> {
    this.byUsername ??= prepareByUsername(this.db);
    const rows = await this.byUsername.execute({ username });
    return rows[0] ?? null;
  }

  async findByUsernames(usernames: readonly string[]): Promise<ParticipantRow[]> {
    if (usernames.length === 0) return [];
    return this.db
      .select()
      .from(participants)
      .where(inArray(participants.username, [...usernames]));
  }

  /** The row, locked until the transaction ends (read-modify-write of one participant). */
  async lockByUsername(tx: Executor, username: string): Promise<ParticipantRow | null> {
    const rows = await tx.select().from(participants).where(eq(participants.username, username)).limit(1).for('update');
    return rows[0] ?? null;
  }

  async update(tx: Executor, username: string, patch: ParticipantPatch): Promise<ParticipantRow> {
    const [row] = await tx
      .update(participants)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(participants.username, username))
      .returning();
    if (!row) throw new Error(`participant ${username} vanished during update`);
    return row;
  }

  /**
   * Participants' running totals move by their trips' amounts, in one statement; several entries of
   * one participant (their trips processed together) add up. `reported` also clears the inactivity
   * flag (a device report ends a silence).
   */
  async addTripTotals(tx: Executor, items: readonly ParticipantTripTotals[]): Promise<void> {
    if (items.length === 0) return;
    await tx.execute(sql`
      update participants p
         set sum_mileage_user_fee_cents = p.sum_mileage_user_fee_cents + t.mileage_fee_cents,
             sum_fuel_tax_credit_cents = p.sum_fuel_tax_credit_cents + t.fuel_fee_cents,
             first_data_received_date = coalesce(p.first_data_received_date, t.first_at),
             is_vin_mismatch = p.is_vin_mismatch or t.vin_mismatch,
             is_inactive = p.is_inactive and not t.reported,
             updated_at = now(), updated_by = 'System'
        from (select username, sum(mileage_fee_cents) as mileage_fee_cents, sum(fuel_fee_cents) as fuel_fee_cents,
                     min(at) as first_at, bool_or(vin_mismatch) as vin_mismatch, bool_or(reported) as reported
                from unnest(${sql.param(items.map((i) => i.username))}::text[],
                            ${sql.param(items.map((i) => i.mileageFeeCents))}::bigint[],
                            ${sql.param(items.map((i) => i.fuelFeeCents))}::bigint[],
                            ${sql.param(items.map((i) => i.at.toISOString()))}::timestamptz[],
                            ${sql.param(items.map((i) => !!i.vinMismatch))}::boolean[],
                            ${sql.param(items.map((i) => !!i.reported))}::boolean[])
                     as i(username, mileage_fee_cents, fuel_fee_cents, at, vin_mismatch, reported)
               group by username) as t
       where p.username = t.username`);
  }

  /** Sets the inactivity flag when it differs (no write, so no audit entry, when it is already so). */
  async setInactive(tx: Executor, username: string, isInactive: boolean, updatedBy: string): Promise<boolean> {
    const rows = await tx
      .update(participants)
      .set({ isInactive, updatedBy, updatedAt: new Date() })
      .where(and(eq(participants.username, username), sql`${participants.isInactive} is distinct from ${isInactive}`))
      .returning({ username: participants.username });
    return rows.length > 0;
  }

  async insert(row: NewParticipantRow): Promise<ParticipantRow> {
    const [created] = await this.db.insert(participants).values(row).onConflictDoNothing().returning();
    return created ?? (await this.findByUsername(row.username)) ?? Promise.reject(new Error('participant insert'));
  }

  /** Keyset page ordered by (createdAt, username), optionally filtered by status and date conditions. */
  async list(options: {
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
    filter?: ParticipantListFilter | null;
  }): Promise<ParticipantRow[]> {
    const key = [participants.createdAt, participants.username];
    const f = options.filter ?? {};
    const conditions: (SQL | undefined)[] = [
      f.status ? eq(participants.status, f.status) : undefined,
      dateCondition(participants.onboardedDate, f.onboardedDate),
      dateCondition(participants.createdAt, f.createdAt),
      afterKey(key, options.after, options.direction),
    ];
    return this.db
      .select()
      .from(participants)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, options.direction))
      .limit(options.limit);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(participants);
    return row?.n ?? 0;
  }
}
