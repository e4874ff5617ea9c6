import { type Group, groupsForRole } from '@rc/domain';
import { jsonRequest } from './jsonRequest';

/**
 * Client of the identity routes (better-auth behind the server, same origin, cookies): the session
 * read and sign-out. Sign-in, sign-up, codes and reset are in lib/identity.
 */
const AUTH_BASE = '/api/auth';

/** The signed-in user as the app sees it. `username` is the identity's stable id. */
export interface Session {
  username: string;
  email: string;
  groups: Group[];
}

interface SessionBody {
  session?: unknown;
  user?: { id?: unknown; email?: unknown; role?: unknown } | null;
}

export function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return jsonRequest<T>(method, `${AUTH_BASE}${path}`, body);
}

/** Current session, or null when signed out. */
export async function getSession(): Promise<Session | null> {
  const body = await request<SessionBody | null>('GET', '/get-session');
  const user = body?.user;
  if (!user || typeof user.id !== 'string') return null;
  return {
    username: user.id,
    email: typeof user.email === 'string' ? user.email : '',
    groups: groupsForRole(typeof user.role === 'string' ? user.role : null),
  };
}

export async function signOut(): Promise<void> {
  await request('POST', '/sign-out', {});
}
