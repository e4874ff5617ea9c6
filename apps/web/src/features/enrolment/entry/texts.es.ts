import type { Translation } from '../../../i18n';

/** The enrolment entry pages' texts in Spanish, under `entry`, a chunk loaded when Spanish is chosen. */
export const entryEs: Translation<'entry'> = {
  backToSignIn: '¿Ya tiene una cuenta? Inicie sesión',
  contact: '¿Preguntas? Escríbanos a {{email}}',
  oops: {
    title: 'Enlace no válido',
    heading: 'Este enlace de inscripción no es válido',
    body: 'El enlace que siguió no corresponde a ningún piloto conocido. Use el enlace de su correo electrónico de invitación para inscribirse.',
    invitation: 'Cómo funciona la inscripción',
  },
  closed: {
    title: 'Inscripción cerrada',
    heading: 'La inscripción está cerrada',
    body: 'La inscripción en el {{program}} está cerrada. Gracias por su interés.',
    signInNote: '¿Ya está inscrito? Puede seguir iniciando sesión en su cuenta.',
  },
  invitation: {
    title: 'Inscripción por invitación',
    heading: 'La inscripción es por invitación',
    body: 'Los participantes del {{program}} reciben una invitación por correo electrónico. Si recibió una invitación, use el enlace de ese correo para crear su cuenta.',
    surveyIntro:
      '¿Aún no tiene invitación? Cuéntenos sobre usted y su vehículo en una breve encuesta de elegibilidad y nos comunicaremos con usted si se abre un lugar.',
    survey: 'Responder la encuesta de elegibilidad',
  },
  agreement: {
    tetcTitle: 'Acuerdo del participante',
    tutcTitle: 'Acuerdo del participante: estudio de la coalición del este',
    tutcIntro: 'El acuerdo del participante del estudio de la coalición del este.',
    frameTitle: 'Acuerdo del participante (documento PDF)',
    download: 'Descargar el Acuerdo del participante (PDF)',
  },
};
