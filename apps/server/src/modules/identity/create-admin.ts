import { randomBytes } from 'node:crypto';
import { emailSchema, GROUPS, passwordSchema } from '@rc/domain';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users } from '../../db/schema/index.js';
import { createSeedIdentity } from '../../db/seed/seed.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { AuditService } from '../audit/audit.service.js';
import { staffWelcomeEmail } from './staff-welcome.js';
import type { UserAdminService } from './user-admin.service.js';

export { staffWelcomeEmail };

/** Who the audit trail names for changes made from the command line. */
const SYSTEM_STAFF = { username: 'System', email: 'system@localhost', groups: [GROUPS.admins] };

export interface CreateAdminOptions {
  email: string;
  /** The password to set; absent: a new account gets an unguessable one and an e-mail to choose its own. */
  password?: string | null;
  /** The portal's public address, for the e-mail's link. */
  portalUrl: string;
  mailer: Mailer;
  userAdmin: UserAdminService;
  audit: AuditService;
}

export interface CreateAdminResult {
  username: string;
  email: string;
  created: boolean;
  /** An existing account that was not staff before. */
  promoted: boolean;
  passwordSet: boolean;
  /** The new staff member was e-mailed how to choose a password. */
  mailed: boolean;
}

/**
 * The first (or another) staff account, from the command line: creates a confirmed account in the
 * Admins group, or adds an existing account to Admins (confirming and re-enabling it). Writes go through
 * the identity store's tables and the user-admin service, so the audit trail records them as System.
 */
export async function createAdmin(db: Database, options: CreateAdminOptions): Promise<CreateAdminResult> {
  const email = emailSchema.parse(options.email);
  const password = options.password == null ? null : passwordSchema.parse(options.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!existing) {
    // Without a password: 32 random bytes nobody ever sees; the person picks their own through a reset code.
    const hash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
    // The identity store's tables have no audit trigger: the new staff account is recorded here.
    const username = await withActor(db, SYSTEM_STAFF.username, async (tx) => {
      const id = await createSeedIdentity(tx, email, 'admin', hash);
      await options.audit.record(tx, {
        key: `users#${id}`,
        eventName: 'INSERT',
        diff: [{ key: 'role', old: null, new: 'admin' }],
        note: 'create-admin',
        username: id,
        updatedBy: SYSTEM_STAFF.username,
      });
      return id;
    });
    let mailed = false;
    if (!password) {
      await options.mailer.send({ to: email, ...staffWelcomeEmail(email, options.portalUrl) });
      mailed = true;
    }
    return { username, email, created: true, promoted: false, passwordSet: password !== null, mailed };
  }

  const username = existing.id;
  const change = await options.userAdmin.addUserToGroup(SYSTEM_STAFF, { username, groupname: GROUPS.admins });
  if (existing.banned) await options.userAdmin.enableUser(SYSTEM_STAFF, { username });
  await withActor(db, SYSTEM_STAFF.username, async (tx) => {
    if (!existing.emailVerified) {
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, username));
    }
    if (!password) return;
    const hash = await hashPassword(password);
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, username), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: username,
        providerId: 'credential',
        userId: username,
        password: hash,
      });
    }
    // A new password ends the sessions signed in with the old one, as a reset does.
    await tx.delete(sessions).where(eq(sessions.userId, username));
    await options.audit.record(tx, {
      key: `users#${username}`,
      eventName: 'MODIFY',
      diff: [{ key: 'password', old: null, new: '[changed]' }],
      note: 'create-admin',
      username,
      updatedBy: SYSTEM_STAFF.username,
    });
  });
  return {
    username,
    email,
    created: false,
    promoted: change.diff.length > 0,
    passwordSet: password !== null,
    mailed: false,
  };
}
