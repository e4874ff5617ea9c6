import { type AccountTab, isAccountTab } from '@rc/domain';

/** The tab a URL's ?tab= names when the participant may see it, else the Dashboard. */
export function currentAccountTab(requested: string | null, tabs: readonly AccountTab[]): AccountTab {
  return isAccountTab(requested) && tabs.includes(requested) ? requested : 'Dashboard';
}

/** What the account page shows; every case renders something (never an empty page). */
export type AccountPageView =
  | { kind: 'loading' }
  /** Status created: the enrolment wizard comes first (spec section 2), whatever tab was asked for. */
  | { kind: 'enrolling' }
  /** The participant could not be read (a failed call, or a user outside Users): said in words. */
  | { kind: 'unavailable' }
  /** A tab; `unknownTab` when the URL asked for another one (the URL is then set to say the Dashboard). */
  | { kind: 'tab'; tab: AccountTab; unknownTab: boolean };

/**
 * Decides the account page. A participant still enrolling goes to /register before the tab is judged:
 * correcting the URL of a tab they cannot see yet (?tab=Vehicles) raced that redirect and left the page
 * on /my-account with nothing to show.
 */
export function accountPageView(state: {
  isLoading: boolean;
  participant: { status: string } | null;
  requested: string | null;
  tabs: readonly AccountTab[];
}): AccountPageView {
  if (state.isLoading) return { kind: 'loading' };
  if (!state.participant) return { kind: 'unavailable' };
  if (state.participant.status === 'created') return { kind: 'enrolling' };
  const tab = currentAccountTab(state.requested, state.tabs);
  return { kind: 'tab', tab, unknownTab: state.requested !== null && state.requested !== tab };
}
