/**
 * The inquiries texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `inquiries`; the spec's exact messages stay in the domain `messages`.
 */
export const inquiriesEn = {
  categories: {
    'Policy Question': 'Policy Question',
    'Tech Support': 'Tech Support',
    'Account Question': 'Account Question',
    Incentives: 'Incentives',
    'Mileage Reporting': 'Mileage Reporting',
    Other: 'Other',
  },
  status: { open: 'Open', closed: 'Closed' },
  tab: {
    title: 'Inquiries',
    intro: 'Your questions to the support team and their answers, newest first. Open a row to read the conversation.',
    newInquiry: 'Send a new message',
    tableLabel: 'Your inquiries',
    columns: {
      expand: 'Details',
      category: 'Category',
      subject: 'Subject',
      created: 'Created',
      lastUpdated: 'Last Updated',
      lastUpdatedBy: 'Last Updated By',
      status: 'Status',
    },
    lastUpdatedBySystem: 'system',
    noSubject: '(no subject)',
    showActivity: 'Show the activity of "{{subject}}"',
    hideActivity: 'Hide the activity of "{{subject}}"',
    empty: 'You have not sent any inquiries yet.',
    loadError: 'Your inquiries could not be loaded. Please reload the page.',
    detailTabs: 'Inquiry details',
    activity: 'Activity',
    activityLabel: 'Activity of "{{subject}}"',
    activityLoadError: 'The activity could not be loaded. Please reload the page.',
    you: 'You',
    supportTeam: 'Support team',
    yourInquiry: 'Your inquiry',
    messageLabel: 'Message',
    messageHint: 'Write your reply to the support team.',
    send: 'Send Message',
    sending: 'Sending…',
    sent: 'Your message has been sent.',
    closedNotice: 'This inquiry is closed, so no more messages can be added to it.',
    closedHelp: 'Still need help? Send a new message from the ',
  },
  contact: {
    title: 'Contact us',
    supportLink: 'Support page',
    emailSupport: 'E-mail support: ',
    giftCards: 'Surveys and gift cards (up to $400): ',
    phone: 'Phone: ',
  },
  support: {
    title: 'Support',
    intro:
      'Send a message to the support team. Your message will also appear in the Inquiries tab of your account, where you can follow the answer.',
    faqLink: 'Frequently Asked Questions',
    faqIntro: 'Many questions are answered in the ',
    documentsIntro: 'Pilot documents: ',
    participantAgreement: 'Participant Agreement',
    privacyPolicy: 'Privacy Policy',
    formTitle: 'Send us a message',
    topic: 'Topic',
    subject: 'Subject',
    message: 'Message',
    submit: 'Submit',
    submitting: 'Sending…',
    another: 'Send another message',
    seeInquiries: 'See your inquiries',
    phoneIntro: 'Prefer to talk? Call us at ',
    requiredNote: 'All fields are required.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to the questions participants ask most often. Select a question to show its answer.',
    moreHelp: 'Did not find your answer? ',
    supportLink: 'Send a message to Support',
    privacyLink: 'Read the Privacy Policy',
    items: {
      whoRuns: {
        question: 'Who is running this study?',
        answer:
          'The study is run by the California Department of Transportation (Caltrans) on behalf of the California State Transportation Agency, with the help of contractors who operate the mileage-reporting devices, this website and the support desk.',
      },
      whatIsMbuf: {
        question: 'What is an MBUF?',
        answer:
          'MBUF stands for Mileage-Based User Fee, also called a road charge: drivers pay for the roads according to the miles they drive instead of the gallons of fuel they buy. Because fuel taxes fall as cars use less fuel, a road charge is one way to keep paying for the roads fairly.',
      },
      realMoney: {
        question: 'Will I pay real money?',
        answer:
          'No. The invoices in this study are mock invoices: they show what you would owe under a road charge, but no real money is collected and nothing is charged to you.',
      },
      participantRole: {
        question: 'What do I need to do as a participant?',
        answer:
          'Drive as you normally do. Keep your mileage-reporting device plugged in (or report your mileage as you chose at enrollment), look at your monthly invoices, and tell us what you think in the surveys. Contact Support if anything about your vehicle or device changes.',
      },
      duration: {
        question: 'How long does the study last?',
        answer: 'The study runs from June to the end of October 2021.',
      },
      device: {
        question: 'What kind of device will I use?',
        answer:
          "A small device that plugs into your vehicle's diagnostic port (OBD-II), usually under the dashboard. You choose at enrollment whether it records location (with GPS) or only the miles driven (without GPS). Without GPS all miles are counted as driven in California.",
      },
      privacy: {
        question: 'How is my privacy protected?',
        answer:
          'Your personal information is used only for the study and is never sold or shared for other purposes. Location data is kept only when you choose a device with GPS. All personal data is destroyed within 30 days of the end of the study.',
      },
    },
  },
};

export const inquiriesEs: typeof inquiriesEn = {
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
    giftCards: 'Encuestas y tarjetas de regalo (hasta $400): ',
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
          'El estudio lo dirige el Departamento de Transporte de California (Caltrans) en nombre de la Agencia de Transporte del Estado de California, con la ayuda de contratistas que operan los dispositivos de informe de millaje, este sitio web y el servicio de asistencia.',
      },
      whatIsMbuf: {
        question: '¿Qué es una MBUF?',
        answer:
          'MBUF significa «Mileage-Based User Fee», una tarifa de uso basada en el millaje, también llamada cargo vial: los conductores pagan las carreteras según las millas que recorren y no según los galones de combustible que compran. Como los impuestos sobre el combustible disminuyen a medida que los autos consumen menos, un cargo vial es una forma de seguir financiando las carreteras de manera justa.',
      },
      realMoney: {
        question: '¿Pagaré dinero real?',
        answer:
          'No. Las facturas de este estudio son facturas simuladas: muestran lo que usted debería con un cargo vial, pero no se cobra dinero real ni se le carga nada.',
      },
      participantRole: {
        question: '¿Qué debo hacer como participante?',
        answer:
          'Conduzca como lo hace normalmente. Mantenga conectado su dispositivo de informe de millaje (o informe su millaje como eligió al inscribirse), revise sus facturas mensuales y díganos su opinión en las encuestas. Comuníquese con Asistencia si cambia algo de su vehículo o de su dispositivo.',
      },
      duration: {
        question: '¿Cuánto dura el estudio?',
        answer: 'El estudio se realiza desde junio hasta finales de octubre de 2021.',
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
