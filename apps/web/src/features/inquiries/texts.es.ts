import type { Translation } from '../../i18n';

/**
 * The inquiries texts in Spanish, under `inquiries` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const inquiriesEs: Translation<'inquiries'> = {
  categories: {
    'Policy Question': 'Pregunta sobre las normas',
    'Tech Support': 'Soporte técnico',
    'Account Question': 'Pregunta sobre la cuenta',
    Incentives: 'Incentivos',
    'Mileage Reporting': 'Informe de millaje',
    Other: 'Otro',
  },
  status: { open: 'Abierta', closed: 'Cerrada' },
  tab: {
    title: 'Consultas',
    intro:
      'Sus preguntas al equipo de asistencia y sus respuestas, de la más reciente a la más antigua. Abra una fila para leer la conversación.',
    newInquiry: 'Enviar un mensaje nuevo',
    tableLabel: 'Sus consultas',
    columns: {
      expand: 'Detalles',
      category: 'Categoría',
      subject: 'Asunto',
      created: 'Creada',
      lastUpdated: 'Última actualización',
      lastUpdatedBy: 'Actualizada por',
      status: 'Estado',
    },
    lastUpdatedBySystem: 'sistema',
    noSubject: '(sin asunto)',
    showActivity: 'Mostrar la actividad de «{{subject}}»',
    hideActivity: 'Ocultar la actividad de «{{subject}}»',
    empty: 'Todavía no ha enviado ninguna consulta.',
    loadError: 'No se pudieron cargar sus consultas. Vuelva a cargar la página.',
    detailTabs: 'Detalles de la consulta',
    activity: 'Actividad',
    activityLabel: 'Actividad de «{{subject}}»',
    activityLoadError: 'No se pudo cargar la actividad. Vuelva a cargar la página.',
    you: 'Usted',
    supportTeam: 'Equipo de asistencia',
    yourInquiry: 'Su consulta',
    messageLabel: 'Mensaje',
    messageHint: 'Escriba su respuesta al equipo de asistencia.',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    sent: 'Su mensaje se envió.',
    closedNotice: 'Esta consulta está cerrada y ya no admite mensajes.',
    closedHelp: '¿Todavía necesita ayuda? Envíe un mensaje nuevo desde la ',
  },
  contact: {
    title: 'Contáctenos',
    supportLink: 'Página de asistencia',
    emailSupport: 'Correo de asistencia: ',
    giftCards: 'Encuestas y tarjetas de regalo (hasta {{giftCardAmount}}): ',
    phone: 'Teléfono: ',
  },
  support: {
    title: 'Asistencia',
    intro:
      'Envíe un mensaje al equipo de asistencia. Su mensaje también aparecerá en la pestaña Consultas de su cuenta, donde podrá seguir la respuesta.',
    faqLink: 'Preguntas frecuentes',
    faqIntro: 'Muchas preguntas se responden en las ',
    documentsIntro: 'Documentos del programa piloto: ',
    participantAgreement: 'Acuerdo del participante',
    privacyPolicy: 'Política de privacidad',
    formTitle: 'Envíenos un mensaje',
    topic: 'Tema',
    subject: 'Asunto',
    message: 'Mensaje',
    submit: 'Enviar',
    submitting: 'Enviando…',
    another: 'Enviar otro mensaje',
    seeInquiries: 'Ver sus consultas',
    phoneIntro: '¿Prefiere hablar con alguien? Llámenos al ',
    requiredNote: 'Todos los campos son obligatorios.',
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro:
      'Respuestas a las preguntas más habituales de los participantes. Seleccione una pregunta para ver su respuesta.',
    moreHelp: '¿No encontró su respuesta? ',
    supportLink: 'Envíe un mensaje a Asistencia',
    privacyLink: 'Lea la Política de privacidad',
    items: {
      whoRuns: {
        question: '¿Quién dirige este estudio?',
        answer:
          'El estudio lo dirige el Departamento de Transporte de California (Caltrans) en nombre de la Agencia de Transporte del Estado de California, con la ayuda de contratistas que operan los dispositivos de reporte de millaje, este sitio web y el servicio de asistencia.',
      },
      whatIsMbuf: {
        question: '¿Qué es una MBUF?',
        answer:
          'MBUF significa «Mileage-Based User Fee», una tarifa de uso basada en el millaje, también llamada cargo vial: los conductores pagan las carreteras según las millas que recorren y no según los galones de combustible que compran. Como los impuestos sobre el combustible disminuyen a medida que los autos consumen menos, un cargo vial es una forma de seguir financiando las carreteras de manera justa.',
      },
      realMoney: {
        question: '¿Pagaré dinero real?',
        answer:
          'Sí. Los estados de cuenta de este programa piloto son reales: cada mes usted paga desde su panel el cargo vial del mes anterior, menos su crédito del impuesto sobre el combustible. Su primer estado de cuenta se facturará en {{firstStatementMonth}}.',
        answerMock:
          'No. Las facturas de este estudio son facturas simuladas: muestran lo que usted debería con un cargo vial, pero no se cobra dinero real ni se le carga nada.',
      },
      participantRole: {
        question: '¿Qué debo hacer como participante?',
        answer:
          'Conduzca como lo hace normalmente. Mantenga conectado su dispositivo de reporte de millaje (o informe su millaje como eligió al inscribirse), revise sus facturas mensuales y díganos su opinión en las encuestas. Comuníquese con Asistencia si cambia algo de su vehículo o de su dispositivo.',
      },
      duration: {
        question: '¿Cuánto dura el estudio?',
        answer: 'El estudio se realiza desde el {{startDate}} hasta el {{endDate}}.',
      },
      device: {
        question: '¿Qué tipo de dispositivo usaré?',
        answer:
          'Un dispositivo pequeño que se conecta al puerto de diagnóstico de su vehículo (OBD-II), normalmente debajo del tablero. Al inscribirse, usted elige si registra la ubicación (con GPS) o solo las millas recorridas (sin GPS). Sin GPS, todas las millas se cuentan como recorridas en California.',
      },
      privacy: {
        question: '¿Cómo se protege mi privacidad?',
        answer:
          'Su información personal se usa solo para el estudio y nunca se vende ni se comparte para otros fines. Los datos de ubicación solo se guardan si usted elige un dispositivo con GPS. Todos los datos personales se destruyen dentro de los 30 días posteriores al final del estudio.',
      },
    },
  },
};
