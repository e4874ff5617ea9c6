import type { AccountTab } from '@rc/domain';

const LABEL_KEYS = {
  Dashboard: 'account.tabs.dashboard',
  'My Info': 'account.tabs.myInfo',
  Vehicles: 'account.tabs.vehicles',
  Trips: 'account.tabs.trips',
  'Create Mileage Report': 'account.tabs.createMileageReport',
  'Mileage Reports': 'account.tabs.mileageReports',
  'Reporting Devices': 'account.tabs.reportingDevices',
  Connections: 'account.tabs.connections',
  'Billing Info': 'account.tabs.billingInfo',
  Statements: 'account.tabs.statements',
  Inquiries: 'account.tabs.inquiries',
} as const satisfies Record<AccountTab, string>;

/** The translation key of a tab's label (the URL keeps the English label). */
export function accountTabLabelKey(tab: AccountTab) {
  return LABEL_KEYS[tab];
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
