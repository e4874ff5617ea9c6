import type { AccountTab } from '@rc/domain';
import type { AccountParticipantQuery } from '../gql/graphql';

// The contract between the account page (app/account) and the features that provide its tabs: the
// features import it from here, since they may import neither the app nor each other.

/** The participant whose account is shown (the signed-in participant on /my-account). */
export type AccountParticipant = NonNullable<AccountParticipantQuery['getParticipant']>;

/** What every /my-account tab receives: it loads its own data for this participant. */
export interface AccountTabProps {
  username: string;
  participant: AccountParticipant;
}

/** The address of an account tab. */
export function accountTabPath(tab: AccountTab): string {
  return tab === 'Dashboard' ? '/my-account' : `/my-account?tab=${encodeURIComponent(tab)}`;
}

/** The element id of a tab in the tab list (ids cannot hold spaces). */
export function accountTabId(tab: AccountTab): string {
  return `account-tab-${tab.toLowerCase().replace(/\s+/g, '-')}`;
}

/** The element id of the tab panel: the phone menu moves focus there after it navigates. */
export const ACCOUNT_TAB_PANEL_ID = 'account-tabpanel';
