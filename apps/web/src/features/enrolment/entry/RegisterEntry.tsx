import { isParticipant } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useConfiguration } from '../../../lib/configuration';
import { sessionQueryKey, useSession } from '../../../lib/session';
import { applyChosenPilot, hasChosenPilot, pilotFromSearch, rememberPilot } from '../pilot';
import RegisterPage from '../RegisterPage';

/**
 * After sign-up, puts the new account into the pilot chosen by ?pilot (once per user and page load),
 * then refreshes what the wizard read. Failures are only logged (spec section 8): the account stays in
 * the default pilot.
 */
function useApplyChosenPilot(username: string | null) {
  const queryClient = useQueryClient();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!username || applied.current === username || !hasChosenPilot()) return;
    applied.current = username;
    applyChosenPilot(username)
      .then((changed) =>
        changed ? queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] }) : undefined,
      )
      .catch((error: unknown) => console.warn('Could not set the pilot program', error));
  }, [username, queryClient]);
}

/**
 * /register?pilot=…: an unknown pilot goes to /oops, closed enrolment (configuration REGISTRATION_CLOSED)
 * to /closed; otherwise the chosen pilot (any case; none keeps an earlier choice, else MBUF) is kept in
 * sessionStorage for the wizard and the wizard opens.
 */
export default function RegisterEntry() {
  const [search] = useSearchParams();
  const configuration = useConfiguration();
  const { session } = useSession();
  const pilot = pilotFromSearch(search);
  // Idempotent, and needed before the wizard's first render reads it.
  if (pilot && pilot !== 'invalid') rememberPilot(pilot);
  useApplyChosenPilot(session && isParticipant(session.groups) ? session.username : null);

  if (pilot === 'invalid') return <Navigate to="/oops" replace />;
  if (configuration.isPending) return <PageLoader />;
  if (configuration.isTrue('REGISTRATION_CLOSED')) return <Navigate to="/closed" replace />;
  return <RegisterPage />;
}
