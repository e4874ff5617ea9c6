/**
 * The dashboard texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `dashboard`; the spec's exact messages stay in the domain `messages`.
 */
export const dashboardEn = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  accountNumber: 'Account number',
  status: 'Status',
  pilotProgram: 'Pilot program',
  summary: 'Account summary',
};

export const dashboardEs: typeof dashboardEn = {
  title: 'Panel',
  welcome: 'Bienvenido/a, {{name}}',
  accountNumber: 'Número de cuenta',
  status: 'Estado',
  pilotProgram: 'Programa piloto',
  summary: 'Resumen de la cuenta',
};
