import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import { ERASED_TEXT, erasedEmail } from '../../lib/erasure.js';

export class IdentityRepository {
  constructor(private readonly db: Database) {}

  /**
   * Account erasure (decision 020): the account can no longer sign in (its sessions, password and
   * pending verifications are deleted), and its name and e-mail address are replaced.
   */
  async erasePersonalData(tx: Executor, username: string): Promise<number> {
    const user = (await tx.select({ email: users.email }).from(users).where(eq(users.id, username)))[0];
    if (!user) return 0;
    await tx.delete(sessions).where(eq(sessions.userId, username));
    await tx.delete(accounts).where(eq(accounts.userId, username));
    await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    const rows = await tx
      .update(users)
      .set({
        name: ERASED_TEXT,
        email: erasedEmail(username),
        emailVerified: false,
        image: null,
        banned: true,
        banReason: 'Account erased',
        updatedAt: new Date(),
      })
      .where(eq(users.id, username))
      .returning({ id: users.id });
    return rows.length;
  }

  async findUserByEmail(email: string) {
    const rows = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return rows[0] ?? null;
  }
}
