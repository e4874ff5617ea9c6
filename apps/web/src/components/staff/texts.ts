import { registerTexts } from '../../i18n';

/**
 * Texts of the staff console's shared pieces (the data table, the date range, dialogs, the console's
 * frame), under `staff`; registered when the staff console loads, so participants never download them.
 * Spanish: texts.es.ts.
 */
export const staffEn = {
  dispute: {
    open: 'Disputed: open',
    upheld: 'Dispute upheld',
    rejected: 'Dispute rejected',
    link: '{{status}} (open the inquiry)',
  },
  table: {
    columns: 'Columns',
    columnsMenu: 'Show or hide columns',
    download: 'Download CSV',
    print: 'Print',
    filters: 'Filters',
    expand: 'Show details',
    collapse: 'Hide details',
    selectRow: 'Select row',
    selectPage: 'Select every row on this page',
    actions: 'Actions',
    edit: 'Edit',
    remove: 'Remove',
    save: 'Save',
    cancel: 'Cancel',
    refreshing: 'Refreshing',
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
  },
  picker: {
    noOptions: 'No participant matches',
    loading: 'Searching…',
    hint: 'Type a name, e-mail or account number',
  },
  confirm: {
    title: 'Please confirm',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  range: {
    label: 'Date range',
    from: 'From',
    to: 'To',
    presets: 'Presets',
    today: 'Today',
    last3: 'Last 3 days',
    last7: 'Last 7',
    last30: 'Last 30',
    previous: 'Previous {{unit}}',
    next: 'Next {{unit}}',
    unit: { day: 'day', week: 'week', month: 'month' },
    timeZone: 'Time zone',
    zones: { eastern: 'Eastern', central: 'Central', mountain: 'Mountain', pacific: 'Pacific' },
    invalid: 'The start date must be on or before the end date.',
  },
  nav: {
    participants: 'Participants',
    invitations: 'Invitations',
    permission: 'Users',
    configurations: 'Configurations',
    devices: 'Devices',
    mroEvents: 'MRO Events',
    webhookEvents: 'Webhook Events',
    locationRetention: 'Location Retention',
    accountErasure: 'Account Erasure',
    events: 'Audit Trail',
    mileageAudit: 'Mileage Audit',
    trips: 'Trips',
    tripsReview: 'Trips Review',
    transactions: 'Transactions',
    inquiries: 'Inquiries',
    statements: 'Statements',
    notifications: 'Notifications',
    reports: 'Reports',
    pilotProgramsAndRates: 'Programs and Rates',
  },
  inquiryUnread_one: '{{count}} unread participant message',
  inquiryUnread_other: '{{count}} unread participant messages',
  shell: {
    pilotSettings: 'Pilot Settings',
    openMenu: 'Open the console menu',
    closeMenu: 'Close the console menu',
    menu: 'Console menu',
    search: 'Search participants, trips, devices, transactions',
    searchLabel: 'Global search',
    searchHint: 'Name, e-mail, account number, phone, VIN, device serial, trip or transaction id',
    noMatches: 'No matches',
    searching: 'Searching…',
    kinds: { participant: 'Participant', trip: 'Trip', device: 'Device', transaction: 'Transaction' },
  },
  /** How reporting types are named (staff spec section 9). */
  mroType: {
    manual: 'Manual Odometer Reporting',
    automatedWithoutLocation: 'Plug-In Device (PID) without GPS',
    automatedWithLocation: 'Plug-In Device (PID) with GPS',
    telematics: 'In-Vehicle Telematics',
    NA: 'N/A',
  },
  yes: 'Yes',
  no: 'No',
  saved: 'Saved.',
  weekdays: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  weekdaysLong: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  /** Dated rates (decision 011): shared by the pilot settings tabs and the cordon page. */
  rates: {
    close: 'Close',
    inForceSince: 'since {{date}}',
    changesOn: 'changes on {{date}}',
    history: {
      title: 'Rate history: {{name}}',
      empty: 'No changes recorded yet.',
      baseline: 'Before dated changes',
      columns: {
        effectiveFrom: 'Takes effect',
        values: 'Values',
        createdBy: 'Changed by',
        createdAt: 'Changed at',
      },
      values: {
        perMileage: '{{value}} ¢/{{unit}}',
        perFuel: '{{value}} ¢/{{unit}} fuel',
        fee: 'fee {{value}}',
        entryFee: 'entry {{value}}',
        exitFee: 'exit {{value}}',
        window: '{{days}} {{start}}–{{end}}',
        zones: '{{count}} zone(s)',
      },
    },
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staff: typeof staffEn;
  }
}

registerTexts({ staff: staffEn }, { es: () => import('./texts.es').then((module) => ({ staff: module.staffEs })) });
