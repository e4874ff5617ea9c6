import type { Translation } from '../../i18n';

/** The staff payment screens' texts in Spanish, under `staffPayments`. */
export const staffPaymentsEs: Translation<'staffPayments'> = {
  cards: {
    title: 'Tarjetas guardadas',
    empty: 'No hay tarjetas guardadas.',
    alias: 'Alias',
    brand: 'Marca',
    last4: 'Últimos 4',
    expiry: 'Vencimiento',
    isDefault: 'Predeterminada',
    expired: 'Vencida',
  },
  add: {
    title: 'Agregar una tarjeta para el participante',
    intro:
      'Los datos de la tarjeta se escriben en la página de tarjetas del proveedor de pagos: solo su token llega a este sistema, nunca el número de la tarjeta. La nueva tarjeta pasa a ser la predeterminada del participante, tras una preautorización de $1 que se anula de inmediato.',
    show: 'Agregar una tarjeta',
    hide: 'Cerrar el ingreso de la tarjeta',
  },
  transactions: {
    title: 'Transacciones',
    empty: 'No hay transacciones en este periodo.',
    status: 'Estado',
    anyStatus: 'Cualquier estado',
    standingNote:
      'Las filas se colorean según la situación: pendiente amarillo claro, por vencer amarillo, vencida naranja, impago rojo.',
  },
  columns: {
    id: 'Id de la transacción',
    created: 'Creada',
    type: 'Tipo',
    description: 'Descripción',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    amount: 'Monto',
    status: 'Estado',
    standing: 'Situación',
    statusMessage: 'Mensaje de estado',
    retries: 'Reintentos',
    payment: 'Tarjeta',
    paidAt: 'Pagada el',
    statementId: 'Id del estado de cuenta',
    carryover: 'Trasladada a',
    createdBy: 'Creada por',
    updated: 'Actualizada',
    updatedBy: 'Actualizada por',
  },
  status: {
    created: 'creada',
    pending: 'pendiente',
    processed: 'procesada',
    failed: 'fallida',
    due: 'por vencer',
    overdue: 'vencida',
    default: 'impago',
    carriedOver: 'trasladada',
  },
  standing: { current: 'al día', due: 'por vencer', overdue: 'vencida', default: 'impago' },
  type: { transaction: 'transacción', refund: 'reembolso' },
  card: '{{brand}} •••• {{last4}}',
};
