import type { Translation } from '../../i18n';

/**
 * The statements texts in Spanish, under `statements` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const statementsEs: Translation<'statements'> = {
  title: 'Estados de cuenta',
  intro: 'Sus estados de cuenta mensuales de los últimos seis meses.',
  tableLabel: 'Sus estados de cuenta mensuales, el mes más reciente primero',
  month: 'Mes',
  period: 'Período',
  periodRange: '{{from}} a {{to}}',
  mileage: 'Millaje',
  fees: 'Cargos',
  fuelTaxCredit: 'Crédito del impuesto al combustible',
  balance: 'Saldo',
  paid: 'Pagado',
  statement: 'Estado de cuenta',
  download: 'Descargar el estado de cuenta de {{month}} (PDF)',
  lines: {
    title: 'Líneas',
    showShort: 'Ver líneas',
    hideShort: 'Ocultar líneas',
    show: 'Ver líneas de {{month}}',
    hide: 'Ocultar líneas de {{month}}',
    label: 'Lo que facturó el estado de cuenta de {{month}}, por vehículo y estado',
    vehicle: 'Vehículo',
    vehicleUnknown: 'Vehículo no registrado',
    state: 'Estado',
    charge: 'Cargo',
    dispute: 'Disputa',
    none: 'Este estado de cuenta no facturó ningún viaje.',
    loadFailed: 'No se pudieron cargar las líneas. Inténtelo de nuevo más tarde.',
  },
};
