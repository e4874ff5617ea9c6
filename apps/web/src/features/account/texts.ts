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
    account: typeof accountEn;
  }
}

registerTexts(
  { account: accountEn },
  { es: () => import('./texts.es').then((module) => ({ account: module.accountEs })) },
);
