import { type Group, groupsForRole } from '@rc/domain';
import { ApiError, apiErrorFromBody } from './errors';

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

export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) throw apiErrorFromBody(json, response.status);
  return json as T;
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
