import type { Translation } from '../../i18n';

/** The staff Participant View's texts in Spanish, under `staffParticipantView`. */
export const staffParticipantViewEs: Translation<'staffParticipantView'> = {
  title: 'Vista del participante',
  readOnly:
    'Lo que {{name}} ve en su cuenta, en solo lectura: las acciones que cambiarían algo están ocultas o desactivadas.',
  tabsLabel: 'Las pestañas de la cuenta del participante',
  notFound: 'No existe el participante {{username}}.',
  enrolling: 'Este participante aún se está inscribiendo: ve el asistente de inscripción, no su cuenta.',
  inquiries: {
    participantName: 'Nombre del participante',
    author: 'Autor',
    rawStatus: 'Estado (sin traducir)',
  },
};
