import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './auth';
import { loadConfiguration } from './configuration';
import { forgetSession, sessionQuery } from './session';

/** Ends the session: sign out, drop every cached answer, reload the configuration. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error(error);
  }
  queryClient.clear();
  forgetSession(queryClient);
  void loadConfiguration(queryClient);
}

/** The sign-in page signs out any existing session on load (spec section 2). */
export async function endExistingSession(queryClient: QueryClient): Promise<void> {
  // Reuses the answer of the start-up check when it is fresh (the app updates it on sign-in/out).
  const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
  if (session) await endSession(queryClient);
}

/** Sign Out from the user menu: end the session and go to /signin. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession(queryClient);
    await navigate('/signin', { replace: true });
  }, [queryClient, navigate]);
}
