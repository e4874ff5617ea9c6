import type { Translation } from '../../i18n';

/** The card widget's texts in Spanish, under `cardForm` (a chunk loaded when Spanish is chosen). */
export const cardFormEs: Translation<'cardForm'> = {
  label: 'Datos de la tarjeta',
  cardNumber: 'Número de tarjeta',
  expirationMonth: 'Mes de vencimiento',
  expirationYear: 'Año de vencimiento',
  nameOnCard: 'Nombre en la tarjeta',
  isDefault: 'Método de pago predeterminado',
  isDefaultNote: 'La tarjeta que agregue aquí será su método de pago predeterminado.',
  submit: 'Guardar tarjeta',
  frameTitle: 'Formulario de datos de la tarjeta del proveedor de pagos',
  saving: 'Guardando la tarjeta…',
  saved: 'Su tarjeta terminada en {{last4}} se ha guardado.',
  noteTitle: 'Acerca de las tarjetas guardadas',
  noteMaxCards: 'Puede guardar hasta tres tarjetas.',
  noteNoAutopay: 'Guardar una tarjeta no configura el pago automático; el pago automático no está permitido.',
  notePayButton: 'El cargo mensual se paga con el botón Pagar del panel.',
  notePreauth:
    'Al guardar la tarjeta aparecerá una preautorización temporal de $1, que se revierte después de la verificación.',
  cardEndingIn: '{{brand}} terminada en {{last4}}',
  cardAlias: '{{alias}} ({{brand}} terminada en {{last4}})',
  cardUnknown: 'una tarjeta guardada',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    unknown: 'Tarjeta',
  },
};
