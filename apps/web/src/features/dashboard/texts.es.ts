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
    roadCharge: 'Cargo por uso de carreteras',
    fees: 'De los cuales, cargos por zona, franja horaria y peaje: {{amount}}',
    trips_one: '{{count}} viaje registrado',
    trips_other: '{{count}} viajes registrados',
    note: 'Todo lo registrado hasta ahora, incluidos los viajes aún no facturados.',
  },
  gasTax: {
    heading: 'Cargo por carreteras frente al impuesto a la gasolina',
    intro:
      'Lo que paga por {{unit}} en cargo por uso de carreteras y el impuesto a la gasolina que se le acredita por {{unit}}.',
    perUnit: '{{amount}} por {{unit}}',
    roadCharge: 'Cargo por carreteras',
    fuelTaxCredit: 'Crédito del impuesto a la gasolina',
    difference: 'Diferencia',
    differenceMore: 'Pagó {{amount}} más en cargo por carreteras que el impuesto a la gasolina acreditado.',
    differenceLess: 'El impuesto a la gasolina acreditado fue {{amount}} mayor que su cargo por carreteras.',
    differenceEqual: 'Su cargo por carreteras y el impuesto a la gasolina acreditado son iguales.',
    perUnitColumn: 'Por {{unit}}',
    totalColumn: 'Total hasta ahora',
    projectedColumn: 'Al {{date}}',
    finalColumn: 'Final ({{date}})',
    projectionNote:
      'La proyección supone que sigue conduciendo como en los últimos {{count}} días hasta que el piloto termine el {{date}} (quedan {{remaining}} días).',
    endedNote: 'El piloto terminó el {{date}}; estas son sus cifras finales.',
    noData: 'La comparación aparecerá cuando su vehículo haya informado millaje.',
    tableLabel: 'Cargo por carreteras comparado con el crédito del impuesto a la gasolina',
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
