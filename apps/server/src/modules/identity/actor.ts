import { type Group, groupsForRole, isAdmin } from '@rc/domain';
import { AppError } from '../../errors.js';

/** Who is calling: the signed-in user's username (identity id), e-mail and groups; null when anonymous. */
export interface Actor {
  username: string;
  email: string;
  groups: Group[];
}

export function actorFromUser(user: { id: string; email: string; role?: string | null }): Actor {
  return { username: user.id, email: user.email, groups: groupsForRole(user.role) };
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'notAuthenticated');
  return actor;
}

export function requireAdmin(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!isAdmin(a.groups)) throw new AppError('FORBIDDEN', 'adminOnly');
  return a;
}

/** A participant reaches only records of their own username; admins reach all. */
export function requireSelfOrAdmin(actor: Actor | null, username: string): Actor {
  const a = requireActor(actor);
  if (a.username !== username && !isAdmin(a.groups)) throw new AppError('FORBIDDEN', 'notAuthorized');
  return a;
}
