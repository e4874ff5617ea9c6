/**
 * The mileageReports texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `mileageReports`; the spec's exact messages stay in the domain `messages`.
 */
export const mileageReportsEn = {};

export const mileageReportsEs: typeof mileageReportsEn = {};
