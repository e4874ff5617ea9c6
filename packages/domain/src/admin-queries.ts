import { z } from 'zod';
import { GROUPS } from './constants.js';
import { messages } from './messages.js';
import { emailSchema } from './validation.js';

/*
 * The AdminQueries REST API (staff spec section 7): user listing by group, group changes, enable and
 * disable. Shapes follow the identity service the original system used (Users, Attributes, NextToken).
 */

/** Admin user listing: 60 per call by default, and at most (staff spec section 9). */
export const ADMIN_USER_LIST_LIMIT = 60;

export const USER_GROUP_NAMES = [GROUPS.users, GROUPS.admins] as const;

export const groupnameSchema = z.enum(USER_GROUP_NAMES, { error: messages.groupnameInvalid });

/** The identity's stable id (the username on every record). */
export const adminUsernameSchema = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .max(64, messages.usernameRequired);

export const listUsersInGroupSchema = z.object({
  groupname: groupnameSchema,
  limit: z.coerce
    .number({ error: messages.userListLimitInvalid })
    .int(messages.userListLimitInvalid)
    .min(1, messages.userListLimitInvalid)
    .max(ADMIN_USER_LIST_LIMIT, messages.userListLimitInvalid)
    .optional()
    .transform((v) => v ?? ADMIN_USER_LIST_LIMIT),
  token: z.string().trim().max(1000).optional(),
});
export type ListUsersInGroupInput = z.input<typeof listUsersInGroupSchema>;

/** Users in no group ('N/A'): same paging as listUsersInGroup, without a groupname. */
export const listUsersWithoutGroupSchema = listUsersInGroupSchema.omit({ groupname: true });
export type ListUsersWithoutGroupInput = z.input<typeof listUsersWithoutGroupSchema>;

/** A new staff member (group Admins), invited by e-mail to choose their password. */
export const inviteStaffMemberSchema = z.object({ email: emailSchema });
export type InviteStaffMemberInput = z.input<typeof inviteStaffMemberSchema>;

export const userGroupChangeSchema = z.object({ username: adminUsernameSchema, groupname: groupnameSchema });
export type UserGroupChangeInput = z.input<typeof userGroupChangeSchema>;

export const userStatusChangeSchema = z.object({ username: adminUsernameSchema });
export type UserStatusChangeInput = z.input<typeof userStatusChangeSchema>;

/** One user of a listing, like the identity service the original used. */
export interface AdminUser {
  Username: string;
  Attributes: { Name: string; Value: string }[];
  Enabled: boolean;
  UserStatus: 'CONFIRMED' | 'UNCONFIRMED';
  UserCreateDate: string;
  UserLastModifiedDate: string;
  /** The user's groups (empty: none, 'N/A'); not in the original identity service's listing. */
  Groups: ('Users' | 'Admins')[];
  /** When the user's newest session began (the last sign-in while a session is kept); null when unknown. */
  UserLastSignInDate: string | null;
}

export interface AdminUserList {
  Users: AdminUser[];
  NextToken: string | null;
}
