import type { Translation } from '../../i18n';

/** The staff notification screens' texts in Spanish, under `staffNotifications`. */
export const staffNotificationsEs: Translation<'staffNotifications'> = {
  participant: {
    title: 'Notificaciones',
    empty: 'No hay notificaciones.',
    status: 'Estado',
    anyStatus: 'Cualquier estado',
  },
  columns: {
    template: 'Plantilla',
    subject: 'Asunto',
    status: 'Estado',
    shouldBeSentAt: 'Enviar el',
    sentAt: 'Enviada el',
    retries: 'Reintentos',
    statusMsg: 'Mensaje de estado',
    email: 'Correo electrónico',
    estimatedDeliveryAt: 'Entrega estimada',
    createdBy: 'Creada por',
    created: 'Creada',
    id: 'Id de la notificación',
  },
  status: { pending: 'pendiente', sent: 'enviada', failed: 'fallida', cancelled: 'cancelada' },
  noTemplate: 'Ninguna',
  noSubject: '(sin asunto)',
  textHeading: 'Texto del correo',
  noText: 'Esta notificación no tiene texto sin formato.',
};
