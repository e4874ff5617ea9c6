import '../features/account/texts';

/** The participant's pages besides the account tabs (the top bar's route buttons on wide screens). */
export const HELP_ROUTES = [
  { to: '/support', label: 'account.nav.support' },
  { to: '/q+and+a', label: 'account.nav.faq' },
] as const;
