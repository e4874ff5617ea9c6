import { registerTexts } from '../../i18n';

/**
 * The texts of the account page's tabs other than the dashboard, in English, under `accountTabs`
 * (registerTexts): they load with those tabs, not with the shell's account menu (texts.ts). The Spanish
 * ones are in tabTexts.es.ts.
 */
export const accountTabsEn = {
  myInfo: {
    heading: 'My Info',
    formLabel: 'Update Profile',
    intro: 'Keep your name, phone number and address up to date.',
    accountNo: 'Account Number',
    email: 'Email',
    emailHint: 'To change your e-mail address, please contact support.',
    update: 'Update',
    updatedTitle: 'Profile updated',
    ok: 'OK',
  },
  vehicles: {
    heading: 'Vehicles',
    tableLabel: 'My vehicles',
    year: 'Year',
    make: 'Make',
    model: 'Model',
    vin: 'VIN',
    licensePlate: 'License Plate',
    registrationState: 'State',
    fuelType: 'Fuel Type',
    reporting: 'Reporting',
    fuelEconomy: 'Fuel Economy',
    mpg: '{{value}} MPG',
    kpl: '{{value}} KPL',
    electric: '{{mpge}} MPGe, {{kwh}} kWh/100 {{unit}}',
    empty: 'You have no registered vehicles.',
    fuelTypes: { gas: 'Gas', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric' },
  },
  devices: {
    tableHeading: 'My Reporting Devices',
    serialNumber: 'Serial Number',
    vehicle: 'Vehicle',
    gps: 'GPS',
    gpsEnabled: 'Enabled',
    gpsDisabled: 'Disabled',
    shipped: 'Shipped',
    delivered: 'Delivered',
    activated: 'Activated',
    lastReported: 'Last Reported',
    empty: 'No reporting device has been sent to you yet.',
  },
  connections: {
    heading: 'Connections',
    intro:
      "Your vehicle maker's connected-car service reports your odometer to the pilot. Connect each vehicle once; reconnect when we ask you to.",
    pending: 'Pending Connections',
    active: 'Active Connections',
    vehicle: 'Vehicle',
    licensePlate: 'License Plate',
    provider: 'Provider',
    since: 'Connected Since',
    status: 'Status',
    action: 'Action',
    connect: 'Connect',
    reconnect: 'Reconnect',
    statusConnected: 'Connected',
    statusRestore: 'Reconnection needed',
    pendingEmpty: 'No vehicle is waiting for a connection.',
    activeEmpty: 'You have no active connections.',
    connected: 'Your vehicle is connected.',
    failed: 'We could not connect to your vehicle maker. Please try again.',
    opening: "Opening your vehicle maker's page…",
    providers: { sandbox: 'Sandbox Motors' },
  },
  billing: {
    heading: 'Billing Info',
    cardsHeading: 'Payment Methods',
    noCards: 'You have no saved cards.',
    endingIn: 'ending in',
    expiresOn: 'Expires on {{month}}/{{year}}',
    default: 'Default',
    delete: 'Delete',
    deleteLabel: 'Delete the card ending in {{last4}}',
    deleteTitle: 'Delete this card?',
    deleteBody: 'The card ending in {{last4}} will be removed from your account.',
    deleteConfirm: 'Delete card',
    cancel: 'Cancel',
    deleted: 'The card ending in {{last4}} has been deleted.',
    addHeading: 'Add payment method',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    accountTabs: typeof accountTabsEn;
  }
}

registerTexts(
  { accountTabs: accountTabsEn },
  { es: () => import('./tabTexts.es').then((module) => ({ accountTabs: module.accountTabsEs })) },
);
