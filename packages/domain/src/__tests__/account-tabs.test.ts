import { describe, expect, it } from 'vitest';
import { visibleAccountTabs } from '../account-tabs.js';

describe('visibleAccountTabs (participant spec section 2)', () => {
  it('shows Trips and Reporting Devices, and hides the mileage tabs, for automated devices', () => {
    for (const preference of ['automatedWithLocation', 'automatedWithoutLocation']) {
      expect(visibleAccountTabs({ mroDevicePreference: preference, paymentsRegistrationAllowed: true })).toEqual([
        'Dashboard',
        'My Info',
        'Vehicles',
        'Trips',
        'Reporting Devices',
        'Billing Info',
        'Statements',
        'Inquiries',
      ]);
    }
  });

  it('shows Create Mileage Report only for manual reporting', () => {
    const tabs = visibleAccountTabs({ mroDevicePreference: 'manual', paymentsRegistrationAllowed: false });
    expect(tabs).toEqual([
      'Dashboard',
      'My Info',
      'Vehicles',
      'Create Mileage Report',
      'Mileage Reports',
      'Statements',
      'Inquiries',
    ]);
  });

  it('shows Connections and Mileage Reports for telematics', () => {
    const tabs = visibleAccountTabs({ mroDevicePreference: 'telematics', paymentsRegistrationAllowed: true });
    expect(tabs).toContain('Connections');
    expect(tabs).toContain('Mileage Reports');
    expect(tabs).not.toContain('Trips');
    expect(tabs).not.toContain('Create Mileage Report');
  });

  it('shows Billing Info only when payments registration is allowed', () => {
    expect(visibleAccountTabs({ mroDevicePreference: null, paymentsRegistrationAllowed: false })).not.toContain(
      'Billing Info',
    );
    expect(visibleAccountTabs({ mroDevicePreference: null, paymentsRegistrationAllowed: true })).toContain(
      'Billing Info',
    );
  });
});
