import type { Translation } from '../../i18n';

/** The eligibility survey's texts in Spanish, under `survey`, a chunk loaded when Spanish is chosen. */
// Widened: the English questions are the domain's SURVEY_TEXT, whose texts are literal types.
export const surveyEs: Translation<'survey'> = {
  title: 'Encuesta de elegibilidad',
  heading: 'Encuesta de elegibilidad',
  intro:
    'Responda algunas preguntas para saber si puede participar en el {{program}}. Todas las preguntas son obligatorias.',
  email: 'Correo electrónico',
  zip: 'Código postal de su domicilio',
  submit: 'Enviar',
  eligibleHeading: '¡Gracias!',
  eligibleBody:
    'Según sus respuestas, puede participar en el piloto. Le enviaremos una invitación por correo electrónico cuando haya un lugar disponible.',
  ineligibleHeading: 'Gracias por su interés',
  ineligibleBody: 'Según sus respuestas, no puede participar en este piloto:',
  reasons: {
    motorcycle: 'Las motocicletas no son elegibles.',
    doesNotDrive: 'Los participantes deben conducir un vehículo.',
    commercialVehicle: 'Las camionetas y camiones comerciales no son elegibles.',
    noLicense: 'Los participantes deben tener una licencia de conducir válida.',
    noManual:
      'Los participantes deben estar dispuestos a informar el millaje manualmente si no se puede usar un dispositivo.',
  },
  startOver: 'Empezar de nuevo',
  saveFailed: 'No se pudieron guardar sus respuestas. Inténtelo de nuevo.',
  questions: {
    vehicleType: {
      question: '¿Qué tipo de vehículo conduce con más frecuencia?',
      options: {
        sedan: 'Sedán/Compacto',
        suv: 'SUV/Crossover',
        pickup: 'Camioneta pick-up',
        van: 'Furgoneta/Familiar/Minivan',
        coupe: 'Cupé/Convertible/Deportivo',
        luxury: 'Automóvil de lujo',
        commercial: 'Furgoneta/camión comercial',
        motorcycle: 'Motocicleta',
        noDrive: 'No conduzco',
      },
    },
    vehicleAge: {
      question: '¿De qué año es el modelo de ese vehículo?',
      options: { upTo2005: 'Hasta 2005', from2006: '2006 o posterior' },
    },
    fuelType: {
      question: '¿Qué combustible usa?',
      options: { gasoline: 'Gasolina', hybrid: 'Híbrido', diesel: 'Diésel', electric: 'Eléctrico' },
    },
    driversLicense: {
      question: '¿Tiene una licencia de conducir válida?',
      options: { yes: 'Sí', no: 'No' },
    },
    manualReporting: {
      question:
        'Si no se puede usar un dispositivo de informe en su vehículo, ¿está dispuesto a informar su millaje manualmente (una fotografía del odómetro una vez al mes)?',
      options: { yes: 'Sí', no: 'No' },
    },
    deviceComfort: {
      question:
        '¿Qué tan cómodo se siente con un pequeño dispositivo de monitoreo conectado al puerto de diagnóstico de su vehículo?',
      options: {
        veryUncomfortable: 'Muy incómodo',
        somewhatUncomfortable: 'Algo incómodo',
        neutral: 'Ni cómodo ni incómodo',
        somewhatComfortable: 'Algo cómodo',
        veryComfortable: 'Muy cómodo',
        dontKnow: 'No sé',
      },
    },
    engineDataComfort: {
      question:
        '¿Qué tan cómodo se siente con que el dispositivo lea datos del motor (como el odómetro y el consumo de combustible)?',
      options: {
        veryUncomfortable: 'Muy incómodo',
        somewhatUncomfortable: 'Algo incómodo',
        neutral: 'Ni cómodo ni incómodo',
        somewhatComfortable: 'Algo cómodo',
        veryComfortable: 'Muy cómodo',
        dontKnow: 'No sé',
      },
    },
  },
};
