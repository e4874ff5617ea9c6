import { randomBytes } from 'node:crypto';
import {
  type AdminUser,
  type AdminUserList,
  GROUPS,
  type Group,
  groupsForRole,
  inviteStaffMemberSchema,
  listUsersInGroupSchema,
  listUsersWithoutGroupSchema,
  roleForGroup,
  userGroupChangeSchema,
  userStatusChangeSchema,
} from '@rc/domain';
import { hashPassword } from 'better-auth/crypto';
import { type Transaction, withActor } from '../../db/actor.js';
import type { AuditDiffEntry } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { AuditService } from '../audit/audit.service.js';
import { type Actor, requireAdmin } from './actor.js';
import { staffWelcomeEmail } from './staff-welcome.js';
import type { ListedUserRow, UserAdminRepository, UserRow } from './user-admin.repository.js';

/** The result of a change: what changed (empty when the user already was as asked) and the user after it. */
export interface UserChange {
  action: 'addUserToGroup' | 'removeUserFromGroup' | 'enableUser' | 'disableUser' | 'inviteStaffMember';
  username: string;
  groupname?: Group;
  diff: AuditDiffEntry[];
  sessionsEnded: number;
  user: AdminUser;
  message: string;
}

const DISABLED_REASON = 'Disabled by an administrator';

/** A role list ('admin,user') as a set of role names, in order. */
const rolesOf = (role: string | null | undefined): string[] =>
  (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

const isEnabled = (u: UserRow): boolean => !u.banned || (!!u.banExpires && u.banExpires.getTime() < Date.now());

/** A user as the identity service the original system used lists them, with their groups and last sign-in. */
export function toAdminUser(u: UserRow | ListedUserRow): AdminUser {
  return {
    Username: u.id,
    Attributes: [
      { Name: 'sub', Value: u.id },
      { Name: 'email', Value: u.email },
      { Name: 'email_verified', Value: String(u.emailVerified) },
    ],
    Enabled: isEnabled(u),
    UserStatus: u.emailVerified ? 'CONFIRMED' : 'UNCONFIRMED',
    UserCreateDate: u.createdAt.toISOString(),
    UserLastModifiedDate: u.updatedAt.toISOString(),
    Groups: groupsForRole(u.role),
    UserLastSignInDate: 'lastSignInAt' in u && u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
  };
}

/** What inviting a staff member needs besides the tables: the mail transport and the portal's address. */
export interface StaffInviteDeps {
  mailer?: Mailer;
  portalUrl: string;
  /** A user's role, ban or sessions changed: signed-in users kept by this process are read again. */
  sessionsChanged?: () => void;
}

/**
 * User administration behind the AdminQueries routes (staff spec sections 6 and 7): listing by group,
 * group changes and enable/disable, for staff only. Groups are the identity store's roles ('admin' is
 * Admins, 'user' is Users; no role is N/A); disabling is the store's ban and ends the user's sessions.
 * The users table is not audited by trigger, so each change writes its own audit event
 * ('users#<id>', MODIFY, the role or banned change, by the admin) in the same transaction.
 */
export class UserAdminService {
  constructor(
    private readonly repo: UserAdminRepository,
    private readonly audit: AuditService,
    private readonly invites: StaffInviteDeps = { portalUrl: 'http://localhost:3000' },
  ) {}

  async listUsersInGroup(actor: Actor | null, query: unknown): Promise<AdminUserList> {
    requireAdmin(actor);
    const { groupname, limit, token } = validate(listUsersInGroupSchema, query ?? {});
    return this.listByRole(roleForGroup(groupname), limit, token);
  }

  /** Users in neither group ('N/A'), paged like listUsersInGroup. */
  async listUsersWithoutGroup(actor: Actor | null, query: unknown): Promise<AdminUserList> {
    requireAdmin(actor);
    const { limit, token } = validate(listUsersWithoutGroupSchema, query ?? {});
    return this.listByRole(null, limit, token);
  }

  private async listByRole(role: 'admin' | 'user' | null, limit: number, token?: string): Promise<AdminUserList> {
    const page = await paginate(
      { limit, nextToken: token, sortDirection: 'ASC' },
      {
        defaultDirection: 'ASC',
        arity: 1,
        keyOf: (u: ListedUserRow) => [u.email],
        fetch: (q) => this.repo.listByRole(role, q),
      },
    );
    return { Users: page.items.map(toAdminUser), NextToken: page.nextToken };
  }

  /**
   * A new staff member: a confirmed account in Admins with an unguessable password nobody sees, and an
   * e-mail telling them to choose their own through the password reset (as `npm run create-admin`
   * without a password). The account, its audit event (INSERT users#id, by the admin) and the e-mail go
   * together: when the e-mail cannot be sent, nothing is created. An address that already has an
   * account is refused; staff add that account to Admins from the list instead.
   */
  async inviteStaffMember(actor: Actor | null, body: unknown): Promise<UserChange> {
    const admin = requireAdmin(actor);
    const { email } = validate(inviteStaffMemberSchema, body ?? {});
    if (await this.repo.findByEmail(email)) throw new AppError('CONFLICT', 'staffInviteExists');
    const hash = await hashPassword(randomBytes(32).toString('base64url'));
    return withActor(this.repo.db, admin.username, async (tx) => {
      const user = await this.repo.createStaffUser(tx, email, hash).catch((error: unknown) => {
        // Two invitations of one address at once: the second meets the unique e-mail.
        if ((error as { cause?: { code?: string }; code?: string })?.cause?.code === '23505') {
          throw new AppError('CONFLICT', 'staffInviteExists');
        }
        throw error;
      });
      const diff = [{ key: 'role', old: null, new: 'admin' }];
      await this.audit.record(tx, {
        key: `users#${user.id}`,
        eventName: 'INSERT',
        diff,
        note: `inviteStaffMember ${email}`,
        username: user.id,
        updatedBy: admin.username,
      });
      if (!this.invites.mailer) throw new AppError('SERVICE_UNAVAILABLE', 'staffInviteMailFailed');
      try {
        await this.invites.mailer.send({ to: email, ...staffWelcomeEmail(email, this.invites.portalUrl) });
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'staffInviteMailFailed');
      }
      return {
        action: 'inviteStaffMember',
        username: user.id,
        groupname: GROUPS.admins,
        diff,
        sessionsEnded: 0,
        user: toAdminUser(user),
        message: `Invited ${email} to ${GROUPS.admins}`,
      };
    });
  }

  async addUserToGroup(actor: Actor | null, body: unknown): Promise<UserChange> {
    const admin = requireAdmin(actor);
    const { username, groupname } = validate(userGroupChangeSchema, body ?? {});
    return this.changeRole(admin, 'addUserToGroup', username, groupname, (roles) =>
      roles.includes(roleForGroup(groupname)) ? roles : [...roles, roleForGroup(groupname)],
    );
  }

  async removeUserFromGroup(actor: Actor | null, body: unknown): Promise<UserChange> {
    const admin = requireAdmin(actor);
    const { username, groupname } = validate(userGroupChangeSchema, body ?? {});
    if (username === admin.username && groupname === GROUPS.admins) {
      throw new AppError('FORBIDDEN', 'cannotLeaveAdmins');
    }
    return this.changeRole(admin, 'removeUserFromGroup', username, groupname, (roles) =>
      roles.filter((r) => r !== roleForGroup(groupname)),
    );
  }

  async enableUser(actor: Actor | null, body: unknown): Promise<UserChange> {
    const admin = requireAdmin(actor);
    const { username } = validate(userStatusChangeSchema, body ?? {});
    return this.changeBan(admin, 'enableUser', username, false);
  }

  async disableUser(actor: Actor | null, body: unknown): Promise<UserChange> {
    const admin = requireAdmin(actor);
    const { username } = validate(userStatusChangeSchema, body ?? {});
    if (username === admin.username) throw new AppError('FORBIDDEN', 'cannotDisableSelf');
    return this.changeBan(admin, 'disableUser', username, true);
  }

  private changeRole(
    admin: Actor,
    action: 'addUserToGroup' | 'removeUserFromGroup',
    username: string,
    groupname: Group,
    next: (roles: string[]) => string[],
  ): Promise<UserChange> {
    return this.forgettingSessions(admin, async (tx) => {
      const user = await this.repo.findById(username, tx);
      if (!user) throw new AppError('NOT_FOUND', 'userNotFound');
      const roles = next(rolesOf(user.role));
      const role = roles.length ? roles.join(',') : null;
      const verb = action === 'addUserToGroup' ? 'adding' : 'removing';
      const preposition = action === 'addUserToGroup' ? 'to' : 'from';
      const message = `Success ${verb} ${username} ${preposition} ${groupname}`;
      if (role === (user.role || null)) {
        return { action, username, groupname, diff: [], sessionsEnded: 0, user: toAdminUser(user), message };
      }
      const updated = (await this.repo.setRole(tx, username, role)) ?? user;
      const diff = [{ key: 'role', old: user.role ?? null, new: role }];
      await this.audit.record(tx, {
        key: `users#${username}`,
        eventName: 'MODIFY',
        diff,
        note: `${action} ${groupname}`,
        username,
        updatedBy: admin.username,
      });
      return { action, username, groupname, diff, sessionsEnded: 0, user: toAdminUser(updated), message };
    });
  }

  private changeBan(
    admin: Actor,
    action: 'enableUser' | 'disableUser',
    username: string,
    banned: boolean,
  ): Promise<UserChange> {
    return this.forgettingSessions(admin, async (tx) => {
      const user = await this.repo.findById(username, tx);
      if (!user) throw new AppError('NOT_FOUND', 'userNotFound');
      const message = `${banned ? 'Disabled' : 'Enabled'} ${username}`;
      const was = Boolean(user.banned);
      // Sessions end on every disable, even a repeated one: a disabled user never keeps a session.
      const sessionsEnded = banned ? await this.repo.deleteSessions(tx, username) : 0;
      if (was === banned) {
        return { action, username, diff: [], sessionsEnded, user: toAdminUser(user), message };
      }
      const updated = (await this.repo.setBanned(tx, username, banned, DISABLED_REASON)) ?? user;
      const diff = [{ key: 'banned', old: was, new: banned }];
      await this.audit.record(tx, {
        key: `users#${username}`,
        eventName: 'MODIFY',
        diff,
        note: action,
        username,
        updatedBy: admin.username,
      });
      return { action, username, diff, sessionsEnded, user: toAdminUser(updated), message };
    });
  }

  /** A change of a user's role, ban or sessions, committed before the signed-in users kept are forgotten. */
  private async forgettingSessions(
    admin: Actor,
    change: (tx: Transaction) => Promise<UserChange>,
  ): Promise<UserChange> {
    const result = await withActor(this.repo.db, admin.username, change);
    this.invites.sessionsChanged?.();
    return result;
  }
}
