import { registerTexts } from '../../i18n';

/**
 * The dashboard texts in English, under `dashboard` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const dashboardEn = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  loadFailed: 'Your dashboard could not be loaded. Please try again later.',
  connectionWarning: 'A vehicle needs its telematics connection before it can report mileage.',
  connectionLink: 'Go to Connections',
  balance: {
    heading: 'Account balance',
    owed: 'Amount due',
    pay: 'Pay',
    payLabel: 'Pay {{amount}}',
    nothingOwed: 'You have nothing to pay right now.',
    pending: 'Payment in progress: {{amount}}',
  },
  totals: {
    heading: 'Pilot totals',
    miles: 'Total pilot miles',
    kilometres: 'Total pilot kilometres',
    roadCharge: 'Road charge',
    fees: 'Of which area, time-of-day and toll fees: {{amount}}',
    trips_one: '{{count}} trip recorded',
    trips_other: '{{count}} trips recorded',
    note: 'Everything recorded so far, including trips not billed yet.',
  },
  gasTax: {
    heading: 'Road charge vs. gas tax',
    intro: 'What you pay per {{unit}} in road charge, and the gas tax credited back to you per {{unit}}.',
    perUnit: '{{amount}} per {{unit}}',
    roadCharge: 'Road charge',
    fuelTaxCredit: 'Gas tax credit',
    difference: 'Difference',
    differenceMore: 'You paid {{amount}} more in road charge than the gas tax credited.',
    differenceLess: 'The gas tax credited was {{amount}} more than your road charge.',
    differenceEqual: 'Your road charge and the gas tax credited are the same.',
    perUnitColumn: 'Per {{unit}}',
    totalColumn: 'Total so far',
    projectedColumn: 'By {{date}}',
    finalColumn: 'Final ({{date}})',
    projectionNote:
      'The projection assumes you keep driving as you have for the last {{count}} days until the pilot ends on {{date}} ({{remaining}} days left).',
    endedNote: 'The pilot ended on {{date}}; these are your final figures.',
    noData: 'The comparison appears once your vehicle has reported mileage.',
    tableLabel: 'Road charge compared with the gas tax credit',
    unavailable: '—',
  },
  chart: {
    heading: 'Billed per month',
    description: 'Billed amount of your statements over the last six months. Choose a month to see its transactions.',
    billedSuffix: 'billed',
    creditSuffix: 'credit',
    none: 'No statement',
    noneShort: 'None',
  },
  transactions: {
    heading: 'Transactions for {{month}}',
    noStatement: 'There is no statement for {{month}}.',
    empty: 'There are no transactions for {{month}}.',
    tableLabel: 'Transactions for {{month}}',
  },
  vehicles: {
    heading: 'My vehicles',
    vin: 'VIN',
    vinMissing: 'Not reported yet',
    economy: 'Fuel economy',
    kpl: '{{value}} KPL',
    mpg: '{{value}} MPG',
    electric: '{{mpge}} MPGe, {{kwh}} kWh/100 {{unit}}',
    economyUnknown: 'Not available',
    none: 'No vehicle is registered yet.',
  },
  devices: {
    heading: 'Reporting devices',
    serial: 'Device {{serial}}',
    vehicle: 'Vehicle',
    lastReport: 'Last report',
    never: 'No report yet',
    reporting: 'Reporting',
    silent: 'No data for 72 hours or more',
    silentDetail:
      'This device has not reported since {{date}}. Check that it is plugged in firmly; if it stays silent, contact support.',
    waiting: 'Waiting for the first report',
  },
  links: {
    heading: 'Helpful links',
    faq: 'Questions and answers',
    agreement: 'Participant agreement',
    privacy: 'Privacy policy',
    privacyCentre: 'Privacy centre: your data',
  },
  units: {
    km: 'km',
    mi: 'mile',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    dashboard: typeof dashboardEn;
  }
}

registerTexts(
  { dashboard: dashboardEn },
  { es: () => import('./texts.es').then((module) => ({ dashboard: module.dashboardEs })) },
);
