/**
 * The statements texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `statements`; the spec's exact messages stay in the domain `messages`.
 */
export const statementsEn = {
  title: 'Statements',
  intro: 'Your monthly statements of the last six months.',
  tableLabel: 'Your monthly statements, newest month first',
  month: 'Month',
  period: 'Period',
  periodRange: '{{from}} to {{to}}',
  mileage: 'Mileage',
  fees: 'Fees',
  fuelTaxCredit: 'Fuel Tax Credit',
  balance: 'Balance',
  paid: 'Paid',
  statement: 'Statement',
  download: 'Download the statement for {{month}} (PDF)',
};

export const statementsEs: typeof statementsEn = {
  title: 'Estados de cuenta',
  intro: 'Sus estados de cuenta mensuales de los últimos seis meses.',
  tableLabel: 'Sus estados de cuenta mensuales, el mes más reciente primero',
  month: 'Mes',
  period: 'Período',
  periodRange: '{{from}} a {{to}}',
  mileage: 'Millaje',
  fees: 'Cargos',
  fuelTaxCredit: 'Crédito fiscal de combustible',
  balance: 'Saldo',
  paid: 'Pagado',
  statement: 'Estado de cuenta',
  download: 'Descargar el estado de cuenta de {{month}} (PDF)',
};
