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
  page: {
    title: 'Statements',
    listTitle: 'Statements by period',
    rangeLabel: 'Statement periods starting',
    empty: 'No statement has a period starting in these days.',
    createdBy: 'Created by',
    createdByAny: 'Anyone',
    createdBySystem: 'System (monthly schedule)',
    createdByStaff: 'Staff',
  },
  generate: {
    open: 'Generate statements',
    title: 'Generate statements',
    intro:
      'Bills each month from From to To (Pacific time) for the chosen participants. A participant who already has a statement for a month is left alone: nothing is billed twice.',
    from: 'From month',
    to: 'To month',
    participants: 'Participants',
    all: 'Everyone with something to bill',
    chosen: 'Chosen participants',
    addParticipant: 'Add a participant',
    chosenList: 'Chosen participants',
    participantsRequired: 'Choose at least one participant, or everyone',
    note: 'Note (shown on the statements)',
    email: 'E-mail the participants their statements',
    submit: 'Generate',
    existing:
      'Statements for {{months}} already exist. Participants who have one for a month are left alone and are not billed again; only those without one get a statement.',
    started: 'Statement generation started.',
  },
  run: {
    heading: 'Statement run for {{months}}',
    started: 'Started by {{by}} on {{at}} for {{who}}.',
    everyone: 'everyone',
    chosen_one: '{{count}} chosen participant',
    chosen_other: '{{count}} chosen participants',
    progressLabel: 'Progress of the statement run',
    percent: '{{percent}} percent',
    ofTotal: '{{done}} of {{total}}',
    fields: {
      participants: 'Participants done',
      statements: 'Statements created',
      pdfs: 'PDFs',
      alreadyBilled: 'Already billed, left alone',
      failures: 'Failures',
    },
    status: {
      queued: 'Waiting to start…',
      running: 'Running: {{percent}} percent done.',
      completed: 'Finished.',
      failed: 'Failed.',
    },
    result: 'Finished: {{statements}} and {{pdfs}} for {{participants}}.',
    statementsCreated_one: '{{count}} statement created',
    statementsCreated_other: '{{count}} statements created',
    pdfsStored_one: '{{count}} PDF stored',
    pdfsStored_other: '{{count}} PDFs stored',
    participantsCount_one: '{{count}} participant',
    participantsCount_other: '{{count}} participants',
    alreadyBilledNote_one:
      '{{count}} participant already had a statement for a month of this run and was left alone: nothing was billed twice.',
    alreadyBilledNote_other:
      '{{count}} participant-months already had a statement and were left alone: nothing was billed twice.',
    failuresNote: 'Failed: {{participants}} participants and {{pdfs}} PDFs. {{message}}',
    failed: 'The run failed: {{message}}',
  },
  runs: {
    title: 'Statement runs',
    empty: 'No statements have been generated yet.',
    show: 'Show',
    showLabel: 'Show the run for {{months}} started {{at}}',
    columns: {
      createdAt: 'Started',
      months: 'Months',
      createdBy: 'Started by',
      participants: 'Participants',
      status: 'Status',
      emails: 'E-mails queued',
      statusMessage: 'Status message',
    },
    status: { queued: 'queued', running: 'running', completed: 'completed', failed: 'failed' },
  },
  columns: {
    month: 'Month',
    participant: 'Participant',
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
