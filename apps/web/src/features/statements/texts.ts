/**
 * The statements texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `statements`; the spec's exact messages stay in the domain `messages`.
 */
export const statementsEn = {};

export const statementsEs: typeof statementsEn = {};
