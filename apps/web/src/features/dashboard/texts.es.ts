import type { Translation } from '../../i18n';

/**
 * The dashboard texts in Spanish, under `dashboard` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const dashboardEs: Translation<'dashboard'> = {
  title: 'Panel',
  welcome: 'Bienvenido/a, {{name}}',
  loadFailed: 'No se pudo cargar su panel. Inténtelo de nuevo más tarde.',
  connectionWarning: 'Un vehículo necesita su conexión telemática antes de poder informar el millaje.',
  connectionLink: 'Ir a Conexiones',
  balance: {
    heading: 'Saldo de la cuenta',
    owed: 'Importe adeudado',
    pay: 'Pagar',
    payLabel: 'Pagar {{amount}}',
    nothingOwed: 'No tiene nada que pagar en este momento.',
    pending: 'Pago en curso: {{amount}}',
  },
  totals: {
    heading: 'Totales del piloto',
    miles: 'Millas totales del piloto',
    kilometres: 'Kilómetros totales del piloto',
    roadCharge: 'Cargo vial',
    fees: 'De los cuales, cargos por zona, franja horaria y peaje: {{amount}}',
    trips_one: '{{count}} viaje registrado',
    trips_other: '{{count}} viajes registrados',
    note: 'Todo lo registrado hasta ahora, incluidos los viajes aún no facturados.',
  },
  gasTax: {
    heading: 'Cargo vial frente al impuesto al combustible',
    intro: 'Lo que paga por {{unit}} en cargo vial y el impuesto al combustible que se le acredita por {{unit}}.',
    perUnit: '{{amount}} por {{unit}}',
    roadCharge: 'Cargo vial',
    fuelTaxCredit: 'Crédito del impuesto al combustible',
    difference: 'Diferencia',
    differenceMore: 'Pagó {{amount}} más en cargo vial que el impuesto al combustible acreditado.',
    differenceLess: 'El impuesto al combustible acreditado fue {{amount}} mayor que su cargo vial.',
    differenceEqual: 'Su cargo vial y el impuesto al combustible acreditado son iguales.',
    perUnitColumn: 'Por {{unit}}',
    totalColumn: 'Total hasta ahora',
    projectedColumn: 'Al {{date}}',
    finalColumn: 'Final ({{date}})',
    projectionNote:
      'La proyección supone que sigue conduciendo como en los últimos {{count}} días hasta que el piloto termine el {{date}} (quedan {{remaining}} días).',
    endedNote: 'El piloto terminó el {{date}}; estas son sus cifras finales.',
    noData: 'La comparación aparecerá cuando su vehículo haya informado millaje.',
    tableLabel: 'Cargo vial comparado con el crédito del impuesto al combustible',
    unavailable: '—',
  },
  chart: {
    heading: 'Facturado por mes',
    description:
      'Importe facturado en sus estados de cuenta de los últimos seis meses. Elija un mes para ver sus transacciones.',
    billedSuffix: 'facturado',
    creditSuffix: 'de crédito',
    none: 'Sin estado de cuenta',
    noneShort: 'Ninguno',
  },
  transactions: {
    heading: 'Transacciones de {{month}}',
    noStatement: 'No hay estado de cuenta para {{month}}.',
    empty: 'No hay transacciones para {{month}}.',
    tableLabel: 'Transacciones de {{month}}',
  },
  vehicles: {
    heading: 'Mis vehículos',
    vin: 'VIN',
    vinMissing: 'Aún no informado',
    economy: 'Rendimiento de combustible',
    kpl: '{{value}} KPL',
    mpg: '{{value}} MPG',
    electric: '{{mpge}} MPGe, {{kwh}} kWh/100 {{unit}}',
    economyUnknown: 'No disponible',
    none: 'Todavía no hay ningún vehículo registrado.',
  },
  devices: {
    heading: 'Dispositivos de informe',
    serial: 'Dispositivo {{serial}}',
    vehicle: 'Vehículo',
    lastReport: 'Último informe',
    never: 'Sin informes todavía',
    reporting: 'Informando',
    silent: 'Sin datos durante 72 horas o más',
    silentDetail:
      'Este dispositivo no ha enviado datos desde el {{date}}. Compruebe que esté bien conectado; si sigue sin enviar datos, comuníquese con el servicio de asistencia.',
    waiting: 'En espera del primer informe',
  },
  links: {
    heading: 'Enlaces útiles',
    faq: 'Preguntas y respuestas',
    agreement: 'Acuerdo del participante',
    privacy: 'Política de privacidad',
    privacyCentre: 'Centro de privacidad: sus datos',
  },
  units: {
    km: 'km',
    mi: 'milla',
  },
};
