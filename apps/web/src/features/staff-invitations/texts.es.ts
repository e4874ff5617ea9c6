import type { Translation } from '../../i18n';

/** The staff invitation page's texts in Spanish, under `invitations`, a chunk loaded when Spanish is chosen. */
export const invitationsEs: Translation<'invitations'> = {
  title: 'Invitaciones',
  importHeading: 'Importar invitaciones',
  importIntro:
    'La inscripción es por invitación. Agregue direcciones desde un archivo CSV con las columnas correo electrónico y nombre corto del piloto (la fila de encabezado es opcional), o pegue las filas abajo.',
  chooseFile: 'Elegir archivo CSV',
  noFile: 'Ningún archivo elegido',
  fileChosen: 'Archivo: {{name}}',
  csvText: 'Filas CSV',
  csvHint:
    'Una invitación por línea: correo electrónico, nombre corto del piloto (por ejemplo driver@example.com,MBUF).',
  defaultPilot: 'Piloto para las filas que no indican uno',
  defaultPilotHint: 'Se usa cuando una fila no indica piloto.',
  import: 'Importar',
  result: 'Importación terminada. Agregadas: {{added}}. Duplicadas: {{duplicates}}. Rechazadas: {{rejected}}.',
  rejectedLabel: 'Filas rechazadas',
  line: 'Línea',
  email: 'Correo electrónico',
  reason: 'Motivo',
  listHeading: 'Lista de invitaciones',
  search: 'Buscar por correo electrónico',
  pilot: 'Piloto',
  invited: 'Invitado',
  empty: 'No se encontraron invitaciones.',
};
