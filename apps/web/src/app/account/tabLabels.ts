import type { AccountTab } from '@rc/domain';
import '../../features/account/texts';

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
