import type { Translation } from '../../i18n';

/** The staff audit screens' texts in Spanish, under `staffAudit`. */
export const staffAuditEs: Translation<'staffAudit'> = {
  participantTitle: 'Registro de auditoría',
  empty: 'No hay eventos de auditoría en este período.',
  eventName: 'Evento',
  allEvents: 'Todos los eventos',
  eventNames: { INSERT: 'INSERT', MODIFY: 'MODIFY', REMOVE: 'REMOVE' },
  columns: {
    timestamp: 'Hora',
    eventName: 'Evento',
    record: 'Registro',
    recordId: 'Id del registro',
    changes: 'Campos cambiados',
    updatedBy: 'Cambiado por',
    note: 'Nota',
    key: 'Clave',
  },
  diff: {
    title: 'Cambios',
    field: 'Campo',
    old: 'Valor anterior',
    new: 'Valor nuevo',
    empty: 'No cambió ningún campo.',
  },
};
