import type { Translation } from '../../i18n';

/** The dispute form and status in Spanish, under `dispute`. */
export const disputeEs: Translation<'dispute'> = {
  action: 'Presentar una disputa sobre este cargo',
  short: 'Presentar disputa',
  shortLabel: {
    trip: 'Presentar una disputa sobre el viaje del {{date}}',
    mileageReport: 'Presentar una disputa sobre el informe de millaje del {{date}}',
    statementLine: 'Presentar una disputa sobre la línea del estado de cuenta {{name}}',
  },
  title: 'Presentar una disputa sobre este cargo',
  item: {
    trip: 'Viaje del {{date}}',
    mileageReport: 'Informe de millaje del {{date}}',
    statementLine: 'Línea del estado de cuenta: {{name}}',
  },
  amount: 'Cargo en disputa: {{amount}}',
  deadline: 'Puede presentar una disputa sobre este cargo hasta el {{date}}.',
  noDeadlineYet:
    'Puede presentar una disputa sobre este cargo hasta {{days}} días después del estado de cuenta que lo facture.',
  periodOver: 'El plazo de disputa de este cargo ha terminado.',
  reason: '¿Por qué presenta una disputa sobre este cargo?',
  reasonHint: 'Al menos 25 caracteres. Nuestra respuesta estará en Consultas.',
  subject: {
    trip: 'Disputa del viaje del {{date}}',
    mileageReport: 'Disputa del informe de millaje del {{date}}',
    statementLine: 'Disputa de la línea del estado de cuenta {{name}}',
  },
  addFiles: 'Agregar fotos o archivos',
  filesHint: 'Opcional: hasta 5 fotos o documentos (PDF, JPEG, PNG o texto), de 10 MB cada uno.',
  filesChosen: 'Archivos elegidos',
  files: 'Archivos enviados',
  moreFiles: 'Enviar más fotos o archivos',
  moreFilesHint: 'PDF, JPEG, PNG o texto, 10 MB cada uno; una disputa admite 5 archivos en total ({{left}} más).',
  moreFilesFull: 'Esta disputa ya tiene el máximo de archivos (5).',
  moreFilesSending: 'Enviando los archivos…',
  moreFilesSent_one: 'Se agregó {{count}} archivo a su disputa.',
  moreFilesSent_other: 'Se agregaron {{count}} archivos a su disputa.',
  send: 'Enviar disputa',
  cancel: 'Cancelar',
  sent: 'Hemos recibido su disputa. Le responderemos en Consultas.',
  open: 'Presentó una disputa sobre este cargo el {{date}}. Mientras la disputa esté abierta, su monto no cuenta como vencido.',
  upheld: 'Su disputa fue aceptada el {{date}}.',
  upheldCredit:
    'Su disputa fue aceptada el {{date}}: un crédito de {{amount}} aparecerá en su próximo estado de cuenta.',
  rejected: 'Su disputa no fue aceptada ({{date}}).',
  decision: 'Decisión: {{note}}',
  follow: 'Seguir la disputa en Consultas',
  loadFailed: 'No se pudo cargar el formulario de disputa. Inténtelo de nuevo más tarde.',
  status: {
    open: 'En disputa',
    upheld: 'Disputa aceptada',
    rejected: 'Disputa no aceptada',
  },
};
