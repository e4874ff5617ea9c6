/**
 * The transactions texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `transactions`; the spec's exact messages stay in the domain `messages`.
 */
export const transactionsEn = {};

export const transactionsEs: typeof transactionsEn = {};
