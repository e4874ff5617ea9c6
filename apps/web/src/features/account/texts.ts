import { registerTexts } from '../../i18n';

/**
 * The account texts in English, under `account` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const accountEn = {
  tabsLabel: 'Account sections',
  tabs: {
    dashboard: 'Dashboard',
    myInfo: 'My Info',
    vehicles: 'Vehicles',
    trips: 'Trips',
    createMileageReport: 'Create Mileage Report',
    mileageReports: 'Mileage Reports',
    reportingDevices: 'Reporting Devices',
    connections: 'Connections',
    billingInfo: 'Billing Info',
    statements: 'Statements',
    inquiries: 'Inquiries',
  },
  /** The participant's top bar and the phone menu (drawer). */
  nav: {
    support: 'Support',
    faq: 'FAQ',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menu: 'Menu',
    myAccount: 'My account',
    help: 'Help',
  },
  loadFailed: 'This information could not be loaded. Please reload the page to try again.',
  notAvailable: 'N/A',
};

declare module '../../i18n' {
  interface FeatureTexts {
    account: typeof accountEn;
  }
}

registerTexts(
  { account: accountEn },
  { es: () => import('./texts.es').then((module) => ({ account: module.accountEs })) },
);
