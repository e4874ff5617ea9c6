import type { Translation } from '../../i18n';

/** The staff statement screens' texts in Spanish, under `staffStatements`. */
export const staffStatementsEs: Translation<'staffStatements'> = {
  participant: {
    title: 'Estados de cuenta',
    intro:
      'Todos los estados de cuenta de este participante, del mes más reciente al más antiguo. Las fechas están en hora del Pacífico.',
    empty: 'Este participante no tiene estados de cuenta.',
  },
  columns: {
    month: 'Mes',
    period: 'Periodo',
    trips: 'Viajes',
    mileage: 'Millaje (km)',
    fuel: 'Combustible (L)',
    mbufFee: 'Cargo por millaje',
    cordonFee: 'Cargo de cordón',
    todFee: 'Cargo por horario',
    tollFee: 'Peaje',
    fuelTaxCredit: 'Crédito del impuesto al combustible',
    totalNewMileageFee: 'Nuevos cargos por millaje',
    totalNewAdjCharges: 'Nuevos ajustes',
    totalNewChages: 'Nuevos cargos',
    carryoverBalance: 'Saldo anterior',
    balance: 'Saldo',
    paidAmount: 'Pagado',
    paidAt: 'Pagado el',
    isProcessed: 'Procesado',
    standing: 'Situación',
    dueDate: 'Vence',
    createdBy: 'Creado por',
    createdAt: 'Creado',
    emailed: 'Enviado por correo',
    note: 'Nota',
    pdf: 'PDF',
    id: 'Id del estado de cuenta',
  },
  periodRange: '{{from}} – {{to}}',
  pdfLink: 'PDF',
  pdfLabel: 'PDF del estado de cuenta de {{month}}',
  noPdf: 'Aún no',
  standing: { current: 'al día', due: 'pendiente', overdue: 'vencido', default: 'impago' },
};
