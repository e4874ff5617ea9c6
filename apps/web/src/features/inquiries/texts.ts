/**
 * The inquiries texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `inquiries`; the spec's exact messages stay in the domain `messages`.
 */
export const inquiriesEn = {};

export const inquiriesEs: typeof inquiriesEn = {};
