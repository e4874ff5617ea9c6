import {
  type AdminUser,
  type AdminUserList,
  GROUPS,
  type Group,
  listUsersInGroupSchema,
  roleForGroup,
  userGroupChangeSchema,
  userStatusChangeSchema,
} from '@rc/domain';
import { withActor } from '../../db/actor.js';
import type { AuditDiffEntry } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { paginate } from '../../lib/pagination.js';
import { validate } from '../../lib/validation.js';
import type { AuditService } from '../audit/audit.service.js';
import { type Actor, requireAdmin } from './actor.js';
import type { UserAdminRepository, UserRow } from './user-admin.repository.js';

/** The result of a change: what changed (empty when the user already was as asked) and the user after it. */
export interface UserChange {
  action: 'addUserToGroup' | 'removeUserFromGroup' | 'enableUser' | 'disableUser';
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

/** A user as the identity service the original system used lists them. */
export function toAdminUser(u: UserRow): AdminUser {
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
  };
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
  ) {}

  async listUsersInGroup(actor: Actor | null, query: unknown): Promise<AdminUserList> {
    requireAdmin(actor);
    const { groupname, limit, token } = validate(listUsersInGroupSchema, query ?? {});
    const page = await paginate(
      { limit, nextToken: token, sortDirection: 'ASC' },
      {
        defaultDirection: 'ASC',
        arity: 1,
        keyOf: (u: UserRow) => [u.email],
        fetch: (q) => this.repo.listByRole(roleForGroup(groupname), q),
      },
    );
    return { Users: page.items.map(toAdminUser), NextToken: page.nextToken };
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
    return withActor(this.repo.db, admin.username, async (tx) => {
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
    return withActor(this.repo.db, admin.username, async (tx) => {
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
}
