/**
 * The trips texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `trips`; the spec's exact messages stay in the domain `messages`.
 */
export const tripsEn = {};

export const tripsEs: typeof tripsEn = {};
