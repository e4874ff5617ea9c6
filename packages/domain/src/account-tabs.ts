import type { MroType } from './constants.js';

/**
 * The /my-account tabs (participant spec section 2), in order. The English label is the tab's value
 * in the URL (`/my-account?tab=My%20Info`), whatever the page's language.
 */
export const ACCOUNT_TABS = [
  'Dashboard',
  'My Info',
  'Vehicles',
  'Trips',
  'Create Mileage Report',
  'Mileage Reports',
  'Reporting Devices',
  'Connections',
  'Billing Info',
  'Statements',
  'Inquiries',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

export interface AccountTabContext {
  /** The participant's reporting option (null while none is chosen). */
  mroDevicePreference: MroType | string | null | undefined;
  /**
   * The payment configuration allows card registration (PAYMENTS_REGISTRATION 'true'). With
   * PAYMENTS_ALLOWED off the tab still shows, saying payment methods are disabled (spec 'Billing Info').
   */
  paymentsRegistrationAllowed: boolean;
}

const AUTOMATED = new Set(['automatedWithLocation', 'automatedWithoutLocation']);

/**
 * Which tabs a participant sees: Trips and Reporting Devices only for automated devices; Create
 * Mileage Report only for manual reporting; Mileage Reports hidden for automated devices; Connections
 * only for telematics; Billing Info only when the payment configuration allows registration.
 */
export function visibleAccountTabs(context: AccountTabContext): AccountTab[] {
  const preference = context.mroDevicePreference ?? null;
  const automated = preference !== null && AUTOMATED.has(preference);
  return ACCOUNT_TABS.filter((tab) => {
    switch (tab) {
      case 'Trips':
      case 'Reporting Devices':
        return automated;
      case 'Create Mileage Report':
        return preference === 'manual';
      case 'Mileage Reports':
        return !automated;
      case 'Connections':
        return preference === 'telematics';
      case 'Billing Info':
        return context.paymentsRegistrationAllowed;
      default:
        return true;
    }
  });
}
