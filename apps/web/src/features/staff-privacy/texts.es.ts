import type { Translation } from '../../i18n';

/** The staff Location Retention page's texts in Spanish, under `staffPrivacy`. */
export const staffPrivacyEs: Translation<'staffPrivacy'> = {
  title: 'Conservación de ubicaciones',
  intro:
    'Cada día, el proceso de conservación destruye los datos de ubicación (puntos GPS, rutas, los puntos de los envíos de los dispositivos) de los viajes cuyo plazo de conservación ha terminado. Cada ejecución aparece con lo que destruyó.',
  empty: 'El proceso de conservación aún no se ha ejecutado.',
  columns: {
    ranAt: 'Ejecución',
    retentionDays: 'Conservación (días)',
    participants: 'Participantes',
    trips: 'Viajes',
    bins: 'Puntos GPS',
    polylines: 'Rutas',
    segments: 'Segmentos',
    deliveryPoints: 'Puntos de envíos',
    finishedAt: 'Terminada',
    username: 'Participante',
  },
  running: 'En curso',
  participantsTitle: 'Por participante',
  participantsLabel: 'Lo que destruyó por participante la ejecución del {{date}}',
  noParticipants: 'Nada vencía en esta ejecución.',
  loadFailed: 'No se pudieron cargar los recuentos.',
};
