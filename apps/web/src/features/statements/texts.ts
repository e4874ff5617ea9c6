import { registerTexts } from '../../i18n';

/**
 * The statements texts in English, under `statements` (registerTexts). The Spanish ones
 * are in texts.es.ts, so English readers never download them; the spec's exact messages stay in the
 * domain `messages`.
 */
export const statementsEn = {
  title: 'Statements',
  intro: 'Your monthly statements of the last six months.',
  tableLabel: 'Your monthly statements, newest month first',
  month: 'Month',
  period: 'Period',
  periodRange: '{{from}} to {{to}}',
  mileage: 'Mileage',
  fees: 'Fees',
  fuelTaxCredit: 'Fuel Tax Credit',
  balance: 'Balance',
  paid: 'Paid',
  statement: 'Statement',
  download: 'Download the statement for {{month}} (PDF)',
  lines: {
    title: 'Lines',
    showShort: 'Show lines',
    hideShort: 'Hide lines',
    show: 'Show lines of {{month}}',
    hide: 'Hide lines of {{month}}',
    label: 'What the statement for {{month}} billed, by vehicle and state',
    vehicle: 'Vehicle',
    vehicleUnknown: 'Vehicle not recorded',
    state: 'State',
    charge: 'Charge',
    dispute: 'Dispute',
    none: 'This statement billed no driving.',
    loadFailed: 'The lines could not be loaded. Please try again later.',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    statements: typeof statementsEn;
  }
}

registerTexts(
  { statements: statementsEn },
  { es: () => import('./texts.es').then((module) => ({ statements: module.statementsEs })) },
);
