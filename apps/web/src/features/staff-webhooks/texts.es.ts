import type { Translation } from '../../i18n';

/** The staff Webhook Events page's texts in Spanish, under `staffWebhooks`. */
export const staffWebhooksEs: Translation<'staffWebhooks'> = {
  title: 'Eventos de webhook',
  empty: 'No hay entregas con este estado en el último mes.',
  status: 'Estado',
  statuses: { pending: 'Pendiente', processed: 'Procesado', failed: 'Fallido' },
  columns: {
    timestamp: 'Fecha y hora',
    id: 'Id',
    status: 'Estado',
    source: 'Origen',
    sourceId: 'Id de origen',
    error: 'Error',
    processedAt: 'Procesado',
    payload: 'Contenido',
  },
  payloadTitle: 'Contenido de la entrega {{id}}',
  retry: 'Reintentar',
  retryLabel: 'Reintentar la entrega {{id}}',
  retried: 'La entrega se puso de nuevo en cola.',
};
