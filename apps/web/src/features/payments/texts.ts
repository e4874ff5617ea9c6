/**
 * The payment texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `payment`; the spec's exact messages stay in the domain `messages`.
 */
export const paymentEn = {};

export const paymentEs: typeof paymentEn = {};
