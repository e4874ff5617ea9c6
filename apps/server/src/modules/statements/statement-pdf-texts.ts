/**
 * The words of the statement PDF, in English and Spanish. The PDF is rendered in the participant's
 * language (docs/domain.md, Statements); amounts and dates are passed in already formatted.
 */
import type { NotificationLanguage } from '@rc/domain';

/** The participant's language, as their e-mails use it (`notificationLanguage`). */
export type StatementLanguage = NotificationLanguage;

export interface StatementPdfTexts {
  /** Intl locale of the language's dates. */
  locale: string;
  roadChargeStatement: string;
  account: (accountNo: string) => string;
  statementOf: (month: string) => string;
  continued: string;
  details: string;
  page: (n: number, of: number) => string;
  statementNumber: (id: string) => string;
  trips: string;
  distance: (unit: string) => string;
  fuel: (unit: string) => string;
  accountSummary: string;
  accountNumber: string;
  statementDate: string;
  billingPeriod: string;
  paymentDueDate: string;
  creditToYou: string;
  amountDue: string;
  summaryOfCharges: string;
  description: string;
  amount: string;
  carriedOver: string;
  roadChargesForTrips: (trips: number) => string;
  adjustments: string;
  totalNewCharges: string;
  creditBalance: string;
  totalAmountDue: string;
  chargesByFeeType: string;
  fee: string;
  mileageCharge: string;
  cordonCharges: string;
  todCharges: string;
  tollCharges: string;
  roadImprovementFee: string;
  fuelTaxCredit: string;
  netRoadCharges: string;
  yourVehicles: string;
  vehicle: string;
  roadCharge: string;
  fuelCredit: string;
  net: string;
  noTripsBilled: string;
  allVehicles: string;
  byState: string;
  state: string;
  publicRoads: (unit: string) => string;
  privateRoads: (unit: string) => string;
  otherFees: string;
  byStateNote: string;
  date: string;
  totalAdjustments: string;
  howToPay: string;
  mockStatement: (amount: string) => string;
  pleasePay: (amount: string, dueDate: string) => string;
  payOnline: string;
  carriedIfUnpaid: string;
  refundDue: (amount: string) => string;
  nothingOwed: string;
  pilotRuns: (programme: string, start: string, end: string) => string;
  messageFromProgram: string;
  couponTitle: string;
  statement: string;
  dueDate: string;
  credit: string;
  vehicleNotRecorded: string;
  vehicleUnnamed: string;
  plate: (plate: string) => string;
  vinEnding: (digits: string) => string;
  tripAdjustment: string;
}

const en: StatementPdfTexts = {
  locale: 'en-US',
  roadChargeStatement: 'Road charge statement',
  account: (accountNo) => `Account ${accountNo}`,
  statementOf: (month) => `${month} statement`,
  continued: 'continued',
  details: 'details',
  page: (n, of) => `Page ${n} of ${of}`,
  statementNumber: (id) => `Statement ${id}`,
  trips: 'Trips',
  distance: (unit) => `Distance (${unit})`,
  fuel: (unit) => `Fuel (${unit})`,
  accountSummary: 'ACCOUNT SUMMARY',
  accountNumber: 'Account number',
  statementDate: 'Statement date',
  billingPeriod: 'Billing period',
  paymentDueDate: 'Payment due date',
  creditToYou: 'Credit to you',
  amountDue: 'Amount due',
  summaryOfCharges: 'Summary of charges',
  description: 'Description',
  amount: 'Amount',
  carriedOver: 'Balance carried over from previous statements',
  roadChargesForTrips: (trips) => `Road charges for ${trips} trip${trips === 1 ? '' : 's'}, net of the fuel-tax credit`,
  adjustments: 'Adjustments',
  totalNewCharges: 'Total new charges',
  creditBalance: 'Credit balance',
  totalAmountDue: 'Total amount due',
  chargesByFeeType: 'Charges by fee type',
  fee: 'Fee',
  mileageCharge: 'Mileage-based road charge',
  cordonCharges: 'Cordon (area) charges',
  todCharges: 'Time-of-day charges',
  tollCharges: 'Toll charges',
  roadImprovementFee: 'Road improvement fee',
  fuelTaxCredit: 'Fuel-tax credit (state fuel tax you already paid at the pump)',
  netRoadCharges: 'Net road charges',
  yourVehicles: 'Your vehicles',
  vehicle: 'Vehicle',
  roadCharge: 'Road charge',
  fuelCredit: 'Fuel credit',
  net: 'Net',
  noTripsBilled: 'No trips were billed in this period.',
  allVehicles: 'All vehicles',
  byState: 'Distance and charges by state',
  state: 'State',
  publicRoads: (unit) => `Public roads (${unit})`,
  privateRoads: (unit) => `Private roads (${unit})`,
  otherFees: 'Other fees',
  byStateNote:
    'Only public roads in California are charged. Private roads and other states are shown for your information. Other fees: cordon, time-of-day and toll charges.',
  date: 'Date',
  totalAdjustments: 'Total adjustments',
  howToPay: 'How to pay',
  mockStatement: (amount) =>
    `This is a mock statement: it shows what you would owe under a road charge (${amount}), but no real money is collected and nothing is charged to you.`,
  pleasePay: (amount, dueDate) => `Please pay ${amount} by ${dueDate}.`,
  payOnline:
    'Online: sign in to the participant portal, open your Dashboard and choose Pay. Your saved card is charged once and the payment appears with this statement.',
  carriedIfUnpaid:
    'An unpaid balance is carried over to your next statement; payments after the due date may put the account in arrears.',
  refundDue: (amount) =>
    `Your credits exceed your charges: a refund of ${amount} will be issued to you. No payment is needed.`,
  nothingOwed: 'Nothing is owed for this period. No payment is needed.',
  pilotRuns: (programme, start, end) =>
    `The ${programme} runs from ${start} to ${end}. Questions about this statement? Send us a message from the Inquiries tab of the portal; we answer within 2 business days. Details of your trips by vehicle and state follow on the next page.`,
  messageFromProgram: 'Message from the program: ',
  couponTitle: 'Payment coupon: keep for your records when paying online',
  statement: 'Statement',
  dueDate: 'Due date',
  credit: 'Credit',
  vehicleNotRecorded: 'Vehicle not recorded',
  vehicleUnnamed: 'Vehicle',
  plate: (plate) => `Plate ${plate}`,
  vinEnding: (digits) => `VIN …${digits}`,
  tripAdjustment: 'Trip adjustment',
};

const es: StatementPdfTexts = {
  locale: 'es-US',
  roadChargeStatement: 'Estado de cuenta del cargo vial',
  account: (accountNo) => `Cuenta ${accountNo}`,
  // Mid-sentence, a Spanish month is lower case ('Septiembre de 2024' as a title).
  statementOf: (month) => `Estado de cuenta de ${month.charAt(0).toLowerCase()}${month.slice(1)}`,
  continued: '(continuación)',
  details: '(detalles)',
  page: (n, of) => `Página ${n} de ${of}`,
  statementNumber: (id) => `Estado de cuenta ${id}`,
  trips: 'Viajes',
  distance: (unit) => `Distancia (${unit})`,
  fuel: (unit) => `Combustible (${unit})`,
  accountSummary: 'RESUMEN DE LA CUENTA',
  accountNumber: 'Número de cuenta',
  statementDate: 'Fecha del estado de cuenta',
  billingPeriod: 'Período de facturación',
  paymentDueDate: 'Fecha de vencimiento',
  creditToYou: 'Crédito a su favor',
  amountDue: 'Importe a pagar',
  summaryOfCharges: 'Resumen de cargos',
  description: 'Descripción',
  amount: 'Importe',
  carriedOver: 'Saldo arrastrado de estados de cuenta anteriores',
  roadChargesForTrips: (trips) =>
    `Cargos viales por ${trips} viaje${trips === 1 ? '' : 's'}, descontado el crédito del impuesto al combustible`,
  adjustments: 'Ajustes',
  totalNewCharges: 'Total de cargos nuevos',
  creditBalance: 'Saldo a favor',
  totalAmountDue: 'Importe total a pagar',
  chargesByFeeType: 'Cargos por tipo de tarifa',
  fee: 'Tarifa',
  mileageCharge: 'Cargo vial por distancia',
  cordonCharges: 'Cargos de zona (cordón)',
  todCharges: 'Cargos por horario',
  tollCharges: 'Cargos de peaje',
  roadImprovementFee: 'Tarifa de mejora vial',
  fuelTaxCredit: 'Crédito del impuesto al combustible (impuesto estatal que ya pagó en la gasolinera)',
  netRoadCharges: 'Cargos viales netos',
  yourVehicles: 'Sus vehículos',
  vehicle: 'Vehículo',
  roadCharge: 'Cargo vial',
  fuelCredit: 'Crédito de combustible',
  net: 'Neto',
  noTripsBilled: 'No se facturaron viajes en este período.',
  allVehicles: 'Todos los vehículos',
  byState: 'Distancia y cargos por estado',
  state: 'Estado',
  publicRoads: (unit) => `Vías públicas (${unit})`,
  privateRoads: (unit) => `Vías privadas (${unit})`,
  otherFees: 'Otras tarifas',
  byStateNote:
    'Solo se cobran las vías públicas de California. Las vías privadas y otros estados se muestran a título informativo. Otras tarifas: cargos de cordón, por horario y de peaje.',
  date: 'Fecha',
  totalAdjustments: 'Total de ajustes',
  howToPay: 'Cómo pagar',
  mockStatement: (amount) =>
    `Este es un estado de cuenta de prueba: muestra lo que debería con un cargo vial (${amount}), pero no se cobra dinero real ni se le carga nada.`,
  pleasePay: (amount, dueDate) => `Pague ${amount} a más tardar el ${dueDate}.`,
  payOnline:
    'En línea: inicie sesión en el portal de participantes, abra su Panel y elija Pagar. Su tarjeta guardada se cobra una vez y el pago aparece con este estado de cuenta.',
  carriedIfUnpaid:
    'Un saldo no pagado pasa a su próximo estado de cuenta; los pagos después de la fecha de vencimiento pueden dejar la cuenta en mora.',
  refundDue: (amount) =>
    `Sus créditos superan sus cargos: se le emitirá un reembolso de ${amount}. No necesita pagar nada.`,
  nothingOwed: 'No debe nada en este período. No necesita pagar nada.',
  pilotRuns: (programme, start, end) =>
    `El ${programme} va del ${start} al ${end}. ¿Preguntas sobre este estado de cuenta? Envíenos un mensaje desde la pestaña Consultas del portal; respondemos en 2 días hábiles. Los detalles de sus viajes por vehículo y estado siguen en la página siguiente.`,
  messageFromProgram: 'Mensaje del programa: ',
  couponTitle: 'Cupón de pago: consérvelo para sus registros al pagar en línea',
  statement: 'Estado de cuenta',
  dueDate: 'Vencimiento',
  credit: 'Crédito',
  vehicleNotRecorded: 'Vehículo no registrado',
  vehicleUnnamed: 'Vehículo',
  plate: (plate) => `Placa ${plate}`,
  vinEnding: (digits) => `VIN …${digits}`,
  tripAdjustment: 'Ajuste de viaje',
};

export const STATEMENT_PDF_TEXTS: Record<StatementLanguage, StatementPdfTexts> = { en, es };
