import { GROUPS, type Group, NO_GROUP } from './constants.js';

/** The identity store keeps one role per user; the specs speak of groups. */
export function groupsForRole(role: string | null | undefined): Group[] {
  if (!role) return [];
  return role
    .split(',')
    .map((r) => r.trim())
    .flatMap((r): Group[] => (r === 'admin' ? [GROUPS.admins] : r === 'user' ? [GROUPS.users] : []));
}

export function roleForGroup(group: Group): 'admin' | 'user' {
  return group === GROUPS.admins ? 'admin' : 'user';
}

export function isAdmin(groups: readonly string[]): boolean {
  return groups.includes(GROUPS.admins);
}

/** Participant routes need Users or no group at all ('N/A'). */
export function isParticipant(groups: readonly string[]): boolean {
  return groups.length === 0 || groups.includes(GROUPS.users);
}

export function groupLabel(groups: readonly string[]): string {
  return groups.length ? groups.join(', ') : NO_GROUP;
}
