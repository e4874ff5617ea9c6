import { registerTexts } from '../../i18n';

/**
 * The card widget's texts in English, under `cardForm`: the manual card form, the provider's frame, the
 * saved-cards note and card names. Enrolment, Billing Info and the payment page share them; the Spanish
 * ones are in texts.es.ts.
 */
export const cardFormEn = {
  label: 'Card details',
  cardNumber: 'Card Number',
  expirationMonth: 'Expiration Month',
  expirationYear: 'Expiration Year',
  nameOnCard: 'Name on Card',
  isDefault: 'Default payment method',
  isDefaultNote: 'The card you add here becomes your default payment method.',
  submit: 'Save card',
  frameTitle: 'Card details form of the payment provider',
  saving: 'Saving the card…',
  saved: 'Your card ending in {{last4}} has been saved.',
  noteTitle: 'About saved cards',
  noteMaxCards: 'You may store up to three cards.',
  noteNoAutopay: 'Saving a card does not set up autopay; autopay is not allowed.',
  notePayButton: 'The monthly charge is paid with the Pay button on your dashboard.',
  notePreauth:
    'A $1 temporary pre-authorization appears on your card when you save it and is reversed after verification.',
  cardEndingIn: '{{brand}} ending in {{last4}}',
  cardAlias: '{{alias}} ({{brand}} ending in {{last4}})',
  cardUnknown: 'a saved card',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    unknown: 'Card',
  },
};

declare module '../../i18n' {
  interface FeatureTexts {
    cardForm: typeof cardFormEn;
  }
}

registerTexts(
  { cardForm: cardFormEn },
  { es: () => import('./texts.es').then((module) => ({ cardForm: module.cardFormEs })) },
);
