import type { Translation } from '../../i18n';

/**
 * The trips texts in Spanish, under `trips` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const tripsEs: Translation<'trips'> = {
  tab: {
    title: 'Viajes',
    intro:
      'Sus viajes procesados, del más recientemente conducido al más antiguo. Abra un viaje para ver su ruta, segmentos y ajustes.',
    tableLabel: 'Viajes',
    empty: 'Todavía no tiene viajes.',
    openTrip: 'Viaje del {{start}}',
  },
  columns: {
    start: 'Inicio',
    end: 'Fin',
    totalMileage: 'Millaje total',
    billableMileage: 'Millaje facturable',
    fuel: 'Combustible',
    mileageFee: 'Cargo vial',
    fuelFee: 'Crédito del impuesto al combustible',
    cordonFee: 'Cargo por cordón',
    todFee: 'Cargo por hora del día',
    tollFee: 'Peaje',
    paymentStatus: 'Estado del pago',
    segment: 'Segmento',
    state: 'Estado',
    type: 'Tipo',
    mileage: 'Millaje',
    date: 'Fecha',
    note: 'Nota',
  },
  paymentStatus: {
    'N/A': 'N/D',
    failed: 'Fallido',
    'paid in full': 'Pagado por completo',
    'paid in part': 'Pagado en parte',
    pending: 'Pendiente',
    paid: 'Pagado',
  },
  segmentType: {
    public: 'Vías públicas',
    private: 'Vías privadas',
    state: 'Todo el estado',
  },
  page: {
    title: 'Viaje',
    heading: 'Viaje del {{start}}',
    back: 'Volver a los viajes',
    tabsLabel: 'Secciones del viaje',
    loadFailed: 'No se pudo cargar el viaje. Inténtelo de nuevo más tarde.',
  },
  tabs: {
    Visualization: 'Visualización',
    Segments: 'Segmentos',
    Info: 'Información',
    Adjustments: 'Ajustes',
  },
  segments: {
    tableLabel: 'Segmentos del viaje',
    empty: 'Este viaje no tiene segmentos.',
    number: 'Segmento {{number}}',
  },
  info: {
    tableLabel: 'Información del viaje',
    id: 'ID del viaje',
    vin: 'VIN del vehículo',
    device: 'Número de serie del dispositivo',
    deviceDistance: 'Distancia informada por el dispositivo',
    processedAt: 'Procesado',
  },
  locationRetention: {
    keptUntil: 'Datos de ubicación conservados hasta el {{date}}',
    keptAfterPayment: 'Datos de ubicación conservados hasta {{days}} días después de pagarse los cargos de este viaje',
    destroyedOn: 'Datos de ubicación destruidos el {{date}}',
  },
  adjustments: {
    tableLabel: 'Ajustes del viaje',
    empty: 'No hay ajustes para este viaje.',
  },
};
