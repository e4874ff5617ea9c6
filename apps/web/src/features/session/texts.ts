/**
 * The sessionNotices texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `sessionNotices`; the spec's exact messages stay in the domain `messages`.
 */
export const sessionNoticesEn = {};

export const sessionNoticesEs: typeof sessionNoticesEn = {};
