import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { invitations, surveys } from '../../db/schema/index.js';
import type { SortDirection } from '../../lib/cursor.js';
import { afterKey, type CursorValue, orderByKey } from '../../lib/pagination.js';

export type InvitationRow = typeof invitations.$inferSelect;
export type SurveyRow = typeof surveys.$inferSelect;

/** Rows per INSERT statement of an import (keeps each statement's parameters well under PostgreSQL's limit). */
const INSERT_CHUNK = 1000;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export class EnrolmentRepository {
  constructor(readonly db: Database) {}

  /** Account erasure (decision 020): the invitations sent to the participant's address deleted; their ids. */
  async eraseInvitations(tx: Executor, email: string): Promise<string[]> {
    const rows = await tx
      .delete(invitations)
      .where(eq(invitations.email, email.trim().toLowerCase()))
      .returning({ id: invitations.id });
    return rows.map((r) => r.id);
  }

  /** Whether the (normalised) address is on any pilot's invitation list. */
  async isInvited(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql<number>`1` })
      .from(invitations)
      .where(eq(invitations.email, email.trim().toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  /** Inserts the invitations that are not there yet; returns how many were added. */
  async insertInvitations(
    tx: Executor,
    rows: { email: string; pilotShortName: string; createdBy: string }[],
  ): Promise<number> {
    let added = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const inserted = await tx
        .insert(invitations)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: [invitations.email, invitations.pilotShortName] })
        .returning({ id: invitations.id });
      added += inserted.length;
    }
    return added;
  }

  /** Keyset page by (createdAt, id); emailContains matches part of the address, case-insensitively. */
  async listInvitations(options: {
    limit: number;
    after: CursorValue[] | null;
    direction: SortDirection;
    emailContains?: string | null;
  }): Promise<InvitationRow[]> {
    const key = [invitations.createdAt, invitations.id];
    const conditions: (SQL | undefined)[] = [
      options.emailContains ? ilike(invitations.email, `%${escapeLike(options.emailContains)}%`) : undefined,
      afterKey(key, options.after, options.direction),
    ];
    return this.db
      .select()
      .from(invitations)
      .where(and(...conditions))
      .orderBy(...orderByKey(key, options.direction))
      .limit(options.limit);
  }

  async insertSurvey(tx: Executor, row: { surveyId: string; questions: SurveyRow['questions'] }): Promise<SurveyRow> {
    const [created] = await tx.insert(surveys).values(row).returning();
    if (!created) throw new Error('survey insert returned no row');
    return created;
  }
}
