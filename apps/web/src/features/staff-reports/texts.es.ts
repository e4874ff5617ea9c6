import type { Translation } from '../../i18n';

/** The staff Reports page's texts in Spanish, under `staffReports`. */
export const staffReportsEs: Translation<'staffReports'> = {
  title: 'Informes',
  intro:
    'Informes CSV mensuales del piloto. Cada uno abarca meses completos, hora del Pacífico: Desde empieza el primer día de su mes y Hasta termina el último día de su mes.',
  from: 'Desde',
  to: 'Hasta',
  fromHint: 'Desde el {{date}}',
  toHint: 'Hasta el {{date}}',
  fromAfterTo: 'Desde no puede ser posterior a Hasta.',
  monthRequired: 'Elija un mes.',
  download: 'Descargar informe',
  downloadLabel: 'Descargar el informe {{report}}',
  downloaded: 'Se descargó el informe {{report}}.',
  queued: 'El informe es grande: se está generando en segundo plano.',
  running: 'Generando el informe en segundo plano: {{done}} de {{total}} filas.',
  runningLabel: 'Progreso del informe {{report}}',
  runDone: 'El informe está listo.',
  runLink: 'Descargar {{report}} ({{total}} filas)',
  runFailed: 'No se pudo generar el informe: {{message}}',
  reports: {
    'participant-enrollment': {
      title: 'Inscripción de participantes',
      description: 'Cada participante y vehículo inscrito, con programa, tipo de tarifa, empleador y tipo de reporte.',
    },
    'customer-interaction': {
      title: 'Interacción con clientes',
      description: 'Consultas de soporte abiertas en el período, con respuestas y la resolución de las cerradas.',
    },
    'customer-interaction-metrics': {
      title: 'Métricas de interacción con clientes',
      description: 'Una plantilla en blanco, una fila por mes, para las cifras del centro de llamadas y del correo.',
    },
    'billing-trips': {
      title: 'Viajes facturados',
      description:
        'Cada viaje facturable: millas, millas cobrables, combustible, cargos, ingreso neto del cargo vial y estado de pago.',
    },
    'billing-month': {
      title: 'Facturación mensual',
      description: 'Cada estado de cuenta mensual con sus cargos, créditos, saldo y pago.',
    },
    'billing-customer-totals': {
      title: 'Totales de facturación por cliente',
      description: 'Los totales de los estados de cuenta de cada participante en el período, pagados y pendientes.',
    },
    'billing-trips-statement': {
      title: 'Viajes por estado de cuenta',
      description: 'Cada segmento y ajuste facturado en los estados de cuenta del período.',
    },
    'errors-and-events': {
      title: 'Errores y eventos',
      description: 'Eventos de dispositivos con sus códigos de error.',
    },
    'pilot-closeout': {
      title: 'Cierre del piloto',
      description: 'Cada cuenta hasta el final del período: conducción, facturado, pagado, reembolsado y pendiente.',
    },
    summary: {
      title: 'Resumen',
      description: 'Totales del piloto por mes: participantes, viajes, millas, ingresos, pagos y soporte.',
    },
    'paid-transactions': {
      title: 'Transacciones pagadas',
      description: 'Pagos liquidados en el período, con días para pagar y si fueron puntuales.',
    },
    'refunded-transactions': {
      title: 'Transacciones reembolsadas',
      description: 'Reembolsos solicitados en el período y los pagos que reembolsan.',
    },
  },
};
