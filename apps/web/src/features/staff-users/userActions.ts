import { type AdminUser, GROUPS } from '@rc/domain';
import type { UserAction } from './api';

/** The actions a row offers, by their text key; `own` is the signed-in admin's row. */
export type ActionKey = 'enableUser' | 'disableUser' | 'addAdmins' | 'removeAdmins' | 'addUsers' | 'removeUsers';

export function actionsFor(user: AdminUser, own: boolean): ActionKey[] {
  const keys: ActionKey[] = [];
  // An admin never disables themselves nor leaves Admins (the server refuses it too).
  if (!user.Enabled) keys.push('enableUser');
  else if (!own) keys.push('disableUser');
  if (!user.Groups.includes(GROUPS.admins)) keys.push('addAdmins');
  else if (!own) keys.push('removeAdmins');
  keys.push(user.Groups.includes(GROUPS.users) ? 'removeUsers' : 'addUsers');
  return keys;
}

export function toAction(key: ActionKey, username: string): UserAction {
  switch (key) {
    case 'enableUser':
    case 'disableUser':
      return { kind: key, username };
    case 'addAdmins':
      return { kind: 'addUserToGroup', username, groupname: GROUPS.admins };
    case 'removeAdmins':
      return { kind: 'removeUserFromGroup', username, groupname: GROUPS.admins };
    case 'addUsers':
      return { kind: 'addUserToGroup', username, groupname: GROUPS.users };
    case 'removeUsers':
      return { kind: 'removeUserFromGroup', username, groupname: GROUPS.users };
  }
}
