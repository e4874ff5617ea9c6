import { registerTexts } from '../../i18n';

/**
 * The staff audit screens' texts in English, under `staffAudit`; registered when the staff console
 * loads, so participants never download them. Spanish: texts.es.ts.
 */
export const staffAuditEn = {
  participantTitle: 'Audit Trail',
  empty: 'No audit events in this range.',
  eventName: 'Event',
  allEvents: 'All events',
  eventNames: { INSERT: 'INSERT', MODIFY: 'MODIFY', REMOVE: 'REMOVE' },
  columns: {
    timestamp: 'Time',
    eventName: 'Event',
    record: 'Record',
    recordId: 'Record id',
    changes: 'Changed fields',
    updatedBy: 'Changed by',
    note: 'Note',
    key: 'Key',
    username: 'Participant',
  },
  diff: {
    title: 'Changes',
    field: 'Field',
    old: 'Old value',
    new: 'New value',
    empty: 'No field changed.',
  },
  events: {
    title: 'Audit Trail',
    searchLabel: 'Search the audit trail',
    searchBy: 'Search by',
    searches: {
      eventName: 'Event name',
      username: 'Participant',
      key: 'Record key',
      updatedBy: 'Changed by',
    },
    value: 'Search for',
    hints: {
      username: "The participant's username",
      key: 'Table and id, e.g. participants#…',
      updatedBy: "A staff user's id, or system",
    },
    search: 'Search',
    valueRequired: 'Enter what to search for.',
    empty: 'No audit events match this search in this range.',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    staffAudit: typeof staffAuditEn;
  }
}

registerTexts(
  { staffAudit: staffAuditEn },
  { es: () => import('./texts.es').then((module) => ({ staffAudit: module.staffAuditEs })) },
);
