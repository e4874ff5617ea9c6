import { isAdmin, isParticipant } from '@rc/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getSession, type Session } from './auth';
import { rememberAccountName } from './storage';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session | null> => {
    try {
      const session = await getSession();
      rememberAccountName(session?.username ?? null);
      return session;
    } catch {
      // 'not authenticated' or an unreachable identity service both mean signed out (spec section 8).
      return null;
    }
  },
  retry: false,
  staleTime: 60_000,
});

export interface SessionState {
  /** The signed-in user, null when signed out, undefined while the first check runs. */
  session: Session | null | undefined;
  isPending: boolean;
  isAdmin: boolean;
  isParticipant: boolean;
}

/** The signed-in user `{ username, email, groups }` from GET /api/auth/get-session. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery);
  return {
    session: data,
    isPending,
    isAdmin: data ? isAdmin(data.groups) : false,
    isParticipant: data ? isParticipant(data.groups) : false,
  };
}

/** Marks the browser as signed out without another request. */
export function forgetSession(queryClient: QueryClient): void {
  rememberAccountName(null);
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Reads the session afresh (after sign-in) and returns it. */
export async function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Where a user lands after signing in: staff to the participant list, everyone else to the dashboard. */
export function homePathFor(session: Session | null): string {
  return session && isAdmin(session.groups) ? '/participants' : '/dashboard';
}
