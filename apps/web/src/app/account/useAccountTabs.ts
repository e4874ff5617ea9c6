import { type AccountTab, GROUPS, visibleAccountTabs } from '@rc/domain';
import { useQuery } from '@tanstack/react-query';
import { AccountParticipantDocument } from '../../gql/graphql';
import type { AccountParticipant } from '../../lib/accountTabs';
import { useConfiguration } from '../../lib/configuration';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import { useSession } from '../../lib/session';

/** Query keys of the account page (its tabs' own are in each feature's api.ts). */
export const accountPageKeys = {
  participant: (username: string) => [...participantKeys.one(username), 'account'] as const,
};

/** The participant the account page shows (its status and reporting choice decide the tabs). */
function useAccountParticipant(username: string, enabled: boolean) {
  return useQuery({
    queryKey: accountPageKeys.participant(username),
    queryFn: async () => (await execute(AccountParticipantDocument, { username })).getParticipant ?? null,
    enabled,
  });
}

export interface AccountTabsState {
  username: string;
  participant: AccountParticipant | null;
  /** The tabs this participant sees, in order (empty until the participant has loaded). */
  tabs: AccountTab[];
  isLoading: boolean;
}

/**
 * The signed-in participant and the account tabs they see (participant spec section 2): shared by the
 * account page and the phone menu so both list the same tabs. Billing Info shows when the payment
 * configuration allows card registration (PAYMENTS_REGISTRATION); the tab itself says when payments are
 * disabled (PAYMENTS_ALLOWED).
 */
export function useAccountTabs(enabled = true): AccountTabsState {
  const { session } = useSession();
  const configuration = useConfiguration();
  const username = session?.username ?? '';
  // Non-members of Users skip loading participant data (spec section 6).
  const isUser = Boolean(session?.groups.includes(GROUPS.users));
  const query = useAccountParticipant(username, enabled && isUser && username !== '');
  const participant = query.data ?? null;
  // A participant still enrolling has no account tabs yet (the account page sends them to /register).
  const tabs =
    participant && participant.status !== 'created' && !configuration.isPending
      ? visibleAccountTabs({
          mroDevicePreference: participant.mroDevicePreference,
          paymentsRegistrationAllowed: configuration.isTrue('PAYMENTS_REGISTRATION'),
        })
      : [];
  return { username, participant, tabs, isLoading: query.isLoading || configuration.isPending };
}

export { currentAccountTab } from './accountPageView';
