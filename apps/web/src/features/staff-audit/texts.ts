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
  },
  diff: {
    title: 'Changes',
    field: 'Field',
    old: 'Old value',
    new: 'New value',
    empty: 'No field changed.',
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
