import { registerTexts } from '../../i18n';

/**
 * The staff statement screens' texts in English, under `staffStatements`; registered when the staff
 * console loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffStatementsEn = {
  participant: {
    title: 'Statements',
    intro: 'Every statement of this participant, newest month first. Dates are in Pacific time.',
    empty: 'This participant has no statements.',
  },
  columns: {
    month: 'Month',
    period: 'Period',
    trips: 'Trips',
    mileage: 'Mileage (km)',
    fuel: 'Fuel (L)',
    mbufFee: 'Mileage fee',
    cordonFee: 'Cordon fee',
    todFee: 'ToD fee',
    tollFee: 'Toll fee',
    fuelTaxCredit: 'Fuel tax credit',
    totalNewMileageFee: 'New mileage fees',
    totalNewAdjCharges: 'New adjustments',
    totalNewChages: 'New charges',
    carryoverBalance: 'Carryover',
    balance: 'Balance',
    paidAmount: 'Paid',
    paidAt: 'Paid at',
    isProcessed: 'Processed',
    standing: 'Standing',
    dueDate: 'Due',
    createdBy: 'Created by',
    createdAt: 'Created',
    emailed: 'E-mailed',
    note: 'Note',
    pdf: 'PDF',
    id: 'Statement id',
  },
  periodRange: '{{from}} – {{to}}',
  pdfLink: 'PDF',
  pdfLabel: 'PDF of the statement of {{month}}',
  noPdf: 'Not yet',
  standing: { current: 'current', due: 'due', overdue: 'overdue', default: 'default' },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffStatements: typeof staffStatementsEn;
  }
}

registerTexts(
  { staffStatements: staffStatementsEn },
  { es: () => import('./texts.es').then((module) => ({ staffStatements: module.staffStatementsEs })) },
);
