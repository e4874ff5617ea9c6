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
    username: 'Participante',
  },
  diff: {
    title: 'Cambios',
    field: 'Campo',
    old: 'Valor anterior',
    new: 'Valor nuevo',
    empty: 'No cambió ningún campo.',
  },
  events: {
    title: 'Registro de auditoría',
    searchLabel: 'Buscar en el registro de auditoría',
    searchBy: 'Buscar por',
    searches: {
      eventName: 'Tipo de evento',
      username: 'Participante',
      key: 'Clave del registro',
      updatedBy: 'Cambiado por',
    },
    value: 'Buscar',
    hints: {
      username: 'El nombre de usuario del participante',
      key: 'Tabla e id, p. ej. participants#…',
      updatedBy: 'El id de un usuario del personal, o system',
    },
    search: 'Buscar',
    valueRequired: 'Indique qué buscar.',
    empty: 'Ningún evento de auditoría coincide con esta búsqueda en este período.',
  },
};
