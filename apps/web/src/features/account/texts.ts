/**
 * The account texts (English and Spanish). Spread into the catalogues in i18n/en.ts and i18n/es.ts under
 * `account`; the spec's exact messages stay in the domain `messages`.
 */
export const accountEn = {
  tabsLabel: 'Account sections',
  tabs: {
    dashboard: 'Dashboard',
    myInfo: 'My Info',
    vehicles: 'Vehicles',
    trips: 'Trips',
    createMileageReport: 'Create Mileage Report',
    mileageReports: 'Mileage Reports',
    reportingDevices: 'Reporting Devices',
    connections: 'Connections',
    billingInfo: 'Billing Info',
    statements: 'Statements',
    inquiries: 'Inquiries',
  },
};

export const accountEs: typeof accountEn = {
  tabsLabel: 'Secciones de la cuenta',
  tabs: {
    dashboard: 'Panel',
    myInfo: 'Mi información',
    vehicles: 'Vehículos',
    trips: 'Viajes',
    createMileageReport: 'Crear informe de millaje',
    mileageReports: 'Informes de millaje',
    reportingDevices: 'Dispositivos de informe',
    connections: 'Conexiones',
    billingInfo: 'Información de facturación',
    statements: 'Estados de cuenta',
    inquiries: 'Consultas',
  },
};
