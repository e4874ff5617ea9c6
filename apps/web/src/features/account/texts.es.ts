import type { Translation } from '../../i18n';

/**
 * The account texts in Spanish, under `account` (a chunk of its
 * own, loaded when Spanish is chosen).
 */
export const accountEs: Translation<'account'> = {
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
  nav: {
    support: 'Soporte',
    faq: 'Preguntas frecuentes',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menu: 'Menú',
    myAccount: 'Mi cuenta',
    help: 'Ayuda',
  },
  loadFailed: 'No se pudo cargar esta información. Vuelva a cargar la página para intentarlo de nuevo.',
  notAvailable: 'N/D',
};
