import { type NotificationTemplateName, PROGRAM_NAME } from './constants.js';
import { formatCents } from './money.js';
import {
  firstStatementMonth,
  giftCardAmountText,
  type PilotCalendar,
  pilotDayText,
  pilotMonthText,
} from './pilot-calendar.js';

/**
 * The e-mail templates of the notifications (staff spec section 9, docs/domain.md "Support and
 * notifications"), in English and Spanish, and their rendering to subject, text and HTML.
 *
 * A template is a subject and paragraphs with {placeholders}. Placeholders come from the participant
 * (firstName, accountNo, …), the portal address, and the notification's data object, formatted in the
 * participant's language by the key's suffix:
 *   - `…Cents` (integer) → money without the suffix: amountCents → {amount} ("$12.34"); for the amount
 *     due, zero or a credit means "nothing to pay" and counts as absent;
 *   - `…Date` (ISO instant or YYYY-MM-DD) → a long date in America/Los_Angeles ("March 22, 2025");
 *   - `month` (YYYY-MM) → "March 2025" / "marzo de 2025";
 *   - `link` → an http(s) address (anything else is refused);
 *   - other strings and numbers as they are (numbers in the language's format).
 * The pilot calendar (configuration, pilot-calendar.ts), when given, adds {pilotStartDate},
 * {pilotEndDate}, {firstStatementMonth} (for a participant starting at `now`), {giftCardAmount} and
 * {pilotCharges} (a sentence saying whether statements are real money): no template states those facts
 * itself.
 * A paragraph is a list of alternatives: the first whose placeholders all have values is used, and the
 * paragraph is left out when none has. A template's `required` values must be present (else rendering
 * throws NotificationDataError), so a rendered e-mail never shows an unfilled placeholder.
 */

export type NotificationLanguage = 'en' | 'es';

/** The data of a notification row (notifications.data): plain JSON values. */
export type NotificationData = Record<string, string | number | boolean | null | undefined>;

interface TemplateText {
  /** The subject, or alternatives like a paragraph's. */
  subject: string | readonly string[];
  /** Paragraphs: alternatives in order of preference (see above). */
  paragraphs: (string | readonly string[])[];
  /** A button (HTML) / line (text) with a link (alternatives like a paragraph's); left out without a value. */
  action?: { label: string; url: string | readonly string[] };
}

interface TemplateDefinition {
  /** Values that must be present (after the participant's and the portal's are added). */
  required?: readonly string[];
  en: TemplateText;
  es: TemplateText;
}

const CLOSING = {
  en: 'If you have questions, reply to this e-mail or write to us from the Inquiries tab of your account.',
  es: 'Si tiene preguntas, responda a este correo o escríbanos desde la pestaña Consultas de su cuenta.',
} as const;

const ACCOUNT_LINK = {
  en: { label: 'Go to my account', url: '{portalUrl}/dashboard' },
  es: { label: 'Ir a mi cuenta', url: '{portalUrl}/dashboard' },
} as const;

const PAY_LINK = {
  en: { label: 'Pay my balance', url: '{portalUrl}/dashboard' },
  es: { label: 'Pagar mi saldo', url: '{portalUrl}/dashboard' },
} as const;

const AMOUNT_DUE = {
  en: ['Amount due: {amount}. Payment due date: {dueDate}.', 'Amount due: {amount}.'],
  es: ['Importe adeudado: {amount}. Fecha de vencimiento del pago: {dueDate}.', 'Importe adeudado: {amount}.'],
} as const;

/** The pilot's dates and whether money is real, from the configuration (left out without it). */
const PILOT_CALENDAR_PARAGRAPH = {
  en: 'The pilot runs from {pilotStartDate} to {pilotEndDate}. Your first statement will be billed in {firstStatementMonth}. {pilotCharges}',
  es: 'El programa piloto se realiza desde el {pilotStartDate} hasta el {pilotEndDate}. Su primer estado de cuenta se facturará en {firstStatementMonth}. {pilotCharges}',
} as const;

const PILOT_CHARGES = {
  en: {
    real: 'Statements are real: you pay them from your account.',
    mock: 'Statements are mock invoices: no real money is collected.',
  },
  es: {
    real: 'Los estados de cuenta son reales: se pagan desde su cuenta.',
    mock: 'Los estados de cuenta son facturas simuladas: no se cobra dinero real.',
  },
} as const;

const accountChange = (what: { en: string; es: string; esSubject: string }): TemplateDefinition => ({
  en: {
    subject: `The ${what.en} on your account was changed`,
    paragraphs: [
      `The ${what.en} on your {programName} account (account number {accountNo}) was changed.`,
      'If you made this change, no action is needed. If you did not, contact us right away so we can protect your account.',
    ],
    action: ACCOUNT_LINK.en,
  },
  es: {
    subject: what.esSubject,
    paragraphs: [
      `Se cambió ${what.es} de su cuenta del {programName} (número de cuenta {accountNo}).`,
      'Si usted hizo este cambio, no necesita hacer nada. Si no lo hizo, comuníquese con nosotros de inmediato para proteger su cuenta.',
    ],
    action: ACCOUNT_LINK.es,
  },
});

export const NOTIFICATION_TEMPLATES: Record<NotificationTemplateName, TemplateDefinition> = {
  accountOnboarded: {
    en: {
      subject: 'We received your enrollment',
      paragraphs: [
        'Thank you for enrolling in the {programName}. We have received your information and will review your account within 2-3 business days.',
        PILOT_CALENDAR_PARAGRAPH.en,
        'We will e-mail you as soon as your account is approved. You can sign in at any time to check your details.',
      ],
      action: { label: 'Sign in', url: '{portalUrl}/signin' },
    },
    es: {
      subject: 'Recibimos su inscripción',
      paragraphs: [
        'Gracias por inscribirse en el {programName}. Recibimos su información y revisaremos su cuenta en un plazo de 2 a 3 días hábiles.',
        PILOT_CALENDAR_PARAGRAPH.es,
        'Le enviaremos un correo en cuanto se apruebe su cuenta. Puede iniciar sesión en cualquier momento para revisar sus datos.',
      ],
      action: { label: 'Iniciar sesión', url: '{portalUrl}/signin' },
    },
  },
  accountApproval: {
    en: {
      subject: 'Your account has been approved',
      paragraphs: [
        'Good news: your {programName} account (account number {accountNo}) has been approved.',
        'Next, set up the mileage reporting you chose: install your reporting device when it arrives, or connect your vehicle from your account. Your mileage is then reported automatically.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su cuenta ha sido aprobada',
      paragraphs: [
        'Buenas noticias: su cuenta del {programName} (número de cuenta {accountNo}) ha sido aprobada.',
        'Ahora configure el método de reporte de millaje que eligió: instale su dispositivo de reporte cuando lo reciba o conecte su vehículo desde su cuenta. Así su millaje se reportará automáticamente.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  accountApprovalManualProgram: {
    en: {
      subject: 'Your account has been approved for manual mileage reporting',
      paragraphs: [
        'Good news: your {programName} account (account number {accountNo}) has been approved for manual mileage reporting.',
        'Report your mileage from the Create Mileage Report tab of your account: enter your odometer reading and add a clear photo of the odometer.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su cuenta ha sido aprobada para el reporte manual de millaje',
      paragraphs: [
        'Buenas noticias: su cuenta del {programName} (número de cuenta {accountNo}) ha sido aprobada para el reporte manual de millaje.',
        'Reporte su millaje desde la pestaña Crear informe de millaje de su cuenta: ingrese la lectura del odómetro y agregue una foto clara del odómetro.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mroInstallationReminder1: {
    en: {
      subject: 'Reminder: install your mileage reporting device',
      paragraphs: [
        'We have not received any data from your mileage reporting device yet.',
        "Please plug the device into your vehicle's diagnostic (OBD-II) port, usually found under the dashboard near the steering wheel. Once installed, it reports your mileage automatically.",
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Recordatorio: instale su dispositivo de reporte de millaje',
      paragraphs: [
        'Todavía no hemos recibido datos de su dispositivo de reporte de millaje.',
        'Conecte el dispositivo al puerto de diagnóstico (OBD-II) de su vehículo, que suele estar debajo del tablero, cerca del volante. Una vez instalado, reportará su millaje automáticamente.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mroInstallationReminder2: {
    en: {
      subject: 'Second reminder: your mileage reporting device is not installed',
      paragraphs: [
        'Your mileage reporting device still has not sent any data. To take part in the pilot, please install it in your vehicle as soon as possible.',
        'If you need help, or no longer have the device, contact us and we will help you.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Segundo recordatorio: su dispositivo de reporte de millaje no está instalado',
      paragraphs: [
        'Su dispositivo de reporte de millaje todavía no ha enviado datos. Para participar en el programa piloto, instálelo en su vehículo lo antes posible.',
        'Si necesita ayuda o ya no tiene el dispositivo, comuníquese con nosotros y le ayudaremos.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  accountActive: {
    en: {
      subject: 'Your account is active',
      paragraphs: [
        'We have started receiving mileage data for your vehicle, and your {programName} account is now active.',
        'You can follow your trips and road charges in your account.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su cuenta está activa',
      paragraphs: [
        'Comenzamos a recibir los datos de millaje de su vehículo y su cuenta del {programName} ya está activa.',
        'Puede consultar sus viajes y cargos viales en su cuenta.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mroMissingHeartbeat: {
    en: {
      subject: 'We have not received data from your device',
      paragraphs: [
        [
          'Your mileage reporting device {deviceSerial} in your {vehicle} has not sent any data for 3 days.',
          'Your mileage reporting device {deviceSerial} has not sent any data for 3 days.',
          'Your mileage reporting device in your {vehicle} has not sent any data for 3 days.',
          'Your mileage reporting device has not sent any data for 3 days.',
        ],
        'Please check that the device is firmly plugged into the diagnostic (OBD-II) port and drive the vehicle. If you removed the device or changed vehicles, contact us.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'No hemos recibido datos de su dispositivo',
      paragraphs: [
        [
          'Su dispositivo de reporte de millaje {deviceSerial} de su {vehicle} no ha enviado datos en 3 días.',
          'Su dispositivo de reporte de millaje {deviceSerial} no ha enviado datos en 3 días.',
          'Su dispositivo de reporte de millaje de su {vehicle} no ha enviado datos en 3 días.',
          'Su dispositivo de reporte de millaje no ha enviado datos en 3 días.',
        ],
        'Verifique que el dispositivo esté bien conectado al puerto de diagnóstico (OBD-II) y maneje el vehículo. Si retiró el dispositivo o cambió de vehículo, comuníquese con nosotros.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mroMissingHeartbeat5Days: {
    en: {
      subject: 'Action needed: no data from your device for 5 days',
      paragraphs: [
        [
          'Your mileage reporting device {deviceSerial} has not sent any data for 5 days, and your account has been marked inactive.',
          'Your mileage reporting device has not sent any data for 5 days, and your account has been marked inactive.',
        ],
        'Please check that the device is firmly plugged in and drive the vehicle. Your account becomes active again as soon as we receive data. If you need help, contact us.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Acción necesaria: su dispositivo no ha enviado datos en 5 días',
      paragraphs: [
        [
          'Su dispositivo de reporte de millaje {deviceSerial} no ha enviado datos en 5 días y su cuenta se marcó como inactiva.',
          'Su dispositivo de reporte de millaje no ha enviado datos en 5 días y su cuenta se marcó como inactiva.',
        ],
        'Verifique que el dispositivo esté bien conectado y maneje el vehículo. Su cuenta volverá a estar activa en cuanto recibamos datos. Si necesita ayuda, comuníquese con nosotros.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mileageReportReject: {
    en: {
      subject: 'Your mileage report was not accepted',
      paragraphs: [
        ['We could not accept your mileage report of {reportDate}.', 'We could not accept your mileage report.'],
        'Reason: {reason}',
        'Odometer reading in the report: {reading} miles.',
        'Please submit a new report from the Create Mileage Report tab of your account, with your odometer reading and a clear photo of the odometer.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su informe de millaje no fue aceptado',
      paragraphs: [
        ['No pudimos aceptar su informe de millaje del {reportDate}.', 'No pudimos aceptar su informe de millaje.'],
        'Motivo: {reason}',
        'Lectura del odómetro en el reporte: {reading} millas.',
        'Envíe un nuevo informe desde la pestaña Crear informe de millaje de su cuenta, con la lectura del odómetro y una foto clara del odómetro.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  mileageReportApproveWithUpdate: {
    en: {
      subject: 'Your mileage report was approved with a correction',
      paragraphs: [
        [
          'Your mileage report of {reportDate} has been approved. When we reviewed the photo of your odometer, we corrected the reading you entered.',
          'Your mileage report has been approved. When we reviewed the photo of your odometer, we corrected the reading you entered.',
        ],
        [
          'Reading you entered: {reportedReading} miles. Corrected reading: {approvedReading} miles.',
          'Corrected odometer reading: {approvedReading} miles.',
        ],
        'Note: {reason}',
        'Your charges are based on the corrected reading. If you think the correction is wrong, contact us.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su informe de millaje fue aprobado con una corrección',
      paragraphs: [
        [
          'Su informe de millaje del {reportDate} fue aprobado. Al revisar la foto del odómetro, corregimos la lectura que usted ingresó.',
          'Su informe de millaje fue aprobado. Al revisar la foto del odómetro, corregimos la lectura que usted ingresó.',
        ],
        [
          'Lectura que usted ingresó: {reportedReading} millas. Lectura corregida: {approvedReading} millas.',
          'Lectura corregida del odómetro: {approvedReading} millas.',
        ],
        'Nota: {reason}',
        'Sus cargos se calculan con la lectura corregida. Si cree que la corrección es incorrecta, comuníquese con nosotros.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  paymentOverdue: {
    en: {
      subject: 'Your road charge payment is overdue',
      paragraphs: [
        'Your road charge balance has not been paid and is now overdue.',
        AMOUNT_DUE.en,
        [
          'Please pay it from your account as soon as possible. If it is still unpaid on {defaultDate}, your account will be in default.',
          'Please pay it from your account as soon as possible. If it remains unpaid, your account will be in default.',
        ],
      ],
      action: PAY_LINK.en,
    },
    es: {
      subject: 'Su pago del cargo vial está vencido',
      paragraphs: [
        'Su saldo del cargo vial no se ha pagado y ahora está vencido.',
        AMOUNT_DUE.es,
        [
          'Páguelo desde su cuenta lo antes posible. Si sigue sin pagarse el {defaultDate}, su cuenta quedará en incumplimiento.',
          'Páguelo desde su cuenta lo antes posible. Si sigue sin pagarse, su cuenta quedará en incumplimiento.',
        ],
      ],
      action: PAY_LINK.es,
    },
  },
  paymentDefault: {
    en: {
      subject: 'Your account is in default',
      paragraphs: [
        'Your road charge balance remains unpaid, and your account is now in default.',
        AMOUNT_DUE.en,
        'Please pay the full balance from your account right away. As soon as it is paid, your account returns to good standing.',
      ],
      action: PAY_LINK.en,
    },
    es: {
      subject: 'Su cuenta está en incumplimiento de pago',
      paragraphs: [
        'Su saldo del cargo vial sigue sin pagarse y su cuenta ahora está en incumplimiento de pago.',
        AMOUNT_DUE.es,
        'Pague el saldo completo desde su cuenta de inmediato. En cuanto se pague, su cuenta volverá a estar al corriente.',
      ],
      action: PAY_LINK.es,
    },
  },
  accountRestored: {
    en: {
      subject: 'Your account is back in good standing',
      paragraphs: [
        'Thank you. We have received your payment, and your {programName} account is back in good standing.',
        'No further action is needed.',
      ],
      action: ACCOUNT_LINK.en,
    },
    es: {
      subject: 'Su cuenta vuelve a estar al corriente',
      paragraphs: [
        'Gracias. Recibimos su pago y su cuenta del {programName} vuelve a estar al corriente.',
        'No necesita hacer nada más.',
      ],
      action: ACCOUNT_LINK.es,
    },
  },
  manualProgramSubmissionReminder: {
    en: {
      subject: 'Reminder: submit your mileage report',
      paragraphs: [
        [
          'This is a reminder to submit your mileage report for {month}.',
          'This is a reminder to submit your mileage report.',
        ],
        'Sign in, open the Create Mileage Report tab, enter your odometer reading and add a clear photo of the odometer.',
      ],
      action: { label: 'Report my mileage', url: '{portalUrl}/dashboard' },
    },
    es: {
      subject: 'Recordatorio: envíe su informe de millaje',
      paragraphs: [
        [
          'Le recordamos que debe enviar su informe de millaje de {month}.',
          'Le recordamos que debe enviar su informe de millaje.',
        ],
        'Inicie sesión, abra la pestaña Crear informe de millaje, ingrese la lectura del odómetro y agregue una foto clara del odómetro.',
      ],
      action: { label: 'Reportar mi millaje', url: '{portalUrl}/dashboard' },
    },
  },
  accountUpdateName: accountChange({
    en: 'name',
    es: 'el nombre',
    esSubject: 'Se cambió el nombre de su cuenta',
  }),
  accountUpdateAddress: accountChange({
    en: 'address',
    es: 'la dirección',
    esSubject: 'Se cambió la dirección de su cuenta',
  }),
  accountUpdatePhoneNumber: accountChange({
    en: 'phone number',
    es: 'el número de teléfono',
    esSubject: 'Se cambió el número de teléfono de su cuenta',
  }),
  accountClose: {
    en: {
      subject: 'Your account has been closed',
      paragraphs: [
        'Your {programName} account (account number {accountNo}) has been closed.',
        ['Reason: {reason}', 'Reason: {closedReason}'],
        'If you have a remaining balance, it stays payable from your account. Thank you for taking part in the pilot.',
      ],
    },
    es: {
      subject: 'Su cuenta ha sido cerrada',
      paragraphs: [
        'Su cuenta del {programName} (número de cuenta {accountNo}) ha sido cerrada.',
        ['Motivo: {reason}', 'Motivo: {closedReason}'],
        'Si tiene un saldo pendiente, puede seguir pagándolo desde su cuenta. Gracias por participar en el programa piloto.',
      ],
    },
  },
  accountSuspended: {
    en: {
      subject: 'Your account has been suspended',
      paragraphs: [
        'Your {programName} account (account number {accountNo}) has been suspended.',
        ['Reason: {reason}', 'Reason: {statusMessage}'],
        'Please contact us to resolve the issue and restore your account.',
      ],
    },
    es: {
      subject: 'Su cuenta ha sido suspendida',
      paragraphs: [
        'Su cuenta del {programName} (número de cuenta {accountNo}) ha sido suspendida.',
        ['Motivo: {reason}', 'Motivo: {statusMessage}'],
        'Comuníquese con nosotros para resolver el problema y restablecer su cuenta.',
      ],
    },
  },
  statementIssued: {
    // Queue it with month, amountCents and dueDate; link (the statement's address) defaults to the
    // portal's Statements tab. Without a month it still reads well.
    en: {
      subject: ['Your road charge statement for {month} is ready', 'Your road charge statement is ready'],
      paragraphs: [
        ['Your {programName} statement for {month} is ready.', 'Your new {programName} statement is ready.'],
        [...AMOUNT_DUE.en, 'There is nothing to pay for this statement.'],
        'You can view and download the statement in your account.',
      ],
      action: { label: 'View my statement', url: ['{link}', '{portalUrl}/dashboard?tab=Statements'] },
    },
    es: {
      subject: [
        'Su estado de cuenta del cargo vial de {month} está listo',
        'Su estado de cuenta del cargo vial está listo',
      ],
      paragraphs: [
        [
          'Su estado de cuenta del {programName} de {month} está listo.',
          'Su nuevo estado de cuenta del {programName} está listo.',
        ],
        [...AMOUNT_DUE.es, 'No hay nada que pagar en este estado de cuenta.'],
        'Puede ver y descargar el estado de cuenta en su cuenta.',
      ],
      action: { label: 'Ver mi estado de cuenta', url: ['{link}', '{portalUrl}/dashboard?tab=Statements'] },
    },
  },
  paymentReminder: {
    required: ['amount', 'dueDate'],
    en: {
      subject: 'Reminder: your road charge balance is unpaid',
      paragraphs: [
        'This is a reminder that your road charge balance of {amount} is unpaid. Payment due date: {dueDate}.',
        [
          'Please pay it from your account. If it is still unpaid on {defaultDate}, your account will be in default.',
          'Please pay it from your account as soon as possible.',
        ],
      ],
      action: PAY_LINK.en,
    },
    es: {
      subject: 'Recordatorio: su saldo del cargo vial está pendiente',
      paragraphs: [
        'Le recordamos que su saldo del cargo vial de {amount} está pendiente de pago. Fecha de vencimiento del pago: {dueDate}.',
        [
          'Páguelo desde su cuenta. Si sigue sin pagarse el {defaultDate}, su cuenta quedará en incumplimiento.',
          'Páguelo desde su cuenta lo antes posible.',
        ],
      ],
      action: PAY_LINK.es,
    },
  },
  dataExportReady: {
    // Queued by the privacy module with link (the signed download address) and expiresDate.
    required: ['link', 'expiresDate'],
    en: {
      subject: 'Your data export is ready',
      paragraphs: [
        'The copy of everything the {programName} holds about you, which you or our support team asked for, is ready.',
        'Sign in to your account, then open the link below to download it as a ZIP file. The link works only for you and expires on {expiresDate}; the file is deleted then.',
        'If you did not ask for this export, please contact us.',
      ],
      action: { label: 'Download my data', url: '{link}' },
    },
    es: {
      subject: 'Su exportación de datos está lista',
      paragraphs: [
        'La copia de todo lo que el {programName} guarda sobre usted, que usted o nuestro equipo de soporte solicitó, está lista.',
        'Inicie sesión en su cuenta y abra el enlace de abajo para descargarla como archivo ZIP. El enlace solo funciona para usted y vence el {expiresDate}; el archivo se elimina entonces.',
        'Si usted no solicitó esta exportación, comuníquese con nosotros.',
      ],
      action: { label: 'Descargar mis datos', url: '{link}' },
    },
  },
};

/** The participant an e-mail is for (their language decides the text). */
export interface NotificationRecipient {
  email: string;
  language?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  accountNo?: number | null;
  /** The participant's pilot program name, e.g. "Mileage-Based User Fee". */
  pilotName?: string | null;
  statusMessage?: string | null;
  closedReason?: string | null;
}

/** The pilot calendar an e-mail states, and when it is written. */
export interface NotificationPilot {
  calendar: PilotCalendar;
  now: Date;
}

export interface RenderedNotification {
  subject: string;
  text: string;
  html: string;
}

/** A required value is missing or a value is malformed: retrying cannot help. */
export class NotificationDataError extends Error {
  override name = 'NotificationDataError';
}

export function notificationLanguage(language: string | null | undefined): NotificationLanguage {
  return language === 'es' ? 'es' : 'en';
}

const LOCALE: Record<NotificationLanguage, string> = { en: 'en-US', es: 'es-US' };
const TIME_ZONE = 'America/Los_Angeles';
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function formatDate(value: string, language: NotificationLanguage, key: string): string {
  // A bare YYYY-MM-DD is a calendar day (shown as is); an instant is shown as its day in California.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new NotificationDataError(`${key} is not a date: ${value}`);
  return new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: 'long',
    timeZone: day ? 'UTC' : TIME_ZONE,
  }).format(date);
}

function formatMonth(value: string, language: NotificationLanguage): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!m) throw new NotificationDataError(`month is not YYYY-MM: ${value}`);
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)),
  );
}

function checkLink(value: string, key: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new NotificationDataError(`${key} is not an address: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new NotificationDataError(`${key} must be an http(s) address: ${value}`);
  }
  return url.toString();
}

/** The placeholder values of one e-mail, formatted for its language (absent values are left out). */
export function notificationValues(input: {
  recipient: NotificationRecipient;
  data?: NotificationData | null;
  portalUrl: string;
  language: NotificationLanguage;
  /** The pilot calendar and the time the e-mail is written (for the first statement month). */
  pilot?: NotificationPilot | null;
}): Map<string, string> {
  const { recipient, language } = input;
  const values = new Map<string, string>();
  const put = (key: string, value: string | null | undefined) => {
    const v = value?.trim();
    if (v) values.set(key, v);
  };
  put('programName', PROGRAM_NAME);
  put('portalUrl', checkLink(input.portalUrl, 'portalUrl').replace(/\/+$/, ''));
  put('email', recipient.email);
  put('firstName', recipient.firstName);
  put('lastName', recipient.lastName);
  put('fullName', [recipient.firstName, recipient.lastName].filter((p) => p?.trim()).join(' '));
  if (recipient.accountNo != null) put('accountNo', String(recipient.accountNo));
  put('pilotName', recipient.pilotName);
  put('statusMessage', recipient.statusMessage);
  put('closedReason', recipient.closedReason);
  if (input.pilot) {
    const { calendar, now } = input.pilot;
    put('pilotStartDate', pilotDayText(calendar.startDate, language));
    put('pilotEndDate', pilotDayText(calendar.endDate, language));
    put('firstStatementMonth', pilotMonthText(firstStatementMonth(calendar, now), language));
    put('giftCardAmount', giftCardAmountText(calendar.giftCardDollars, language));
    put('pilotCharges', PILOT_CHARGES[language][calendar.chargesReal ? 'real' : 'mock']);
  }
  for (const [key, raw] of Object.entries(input.data ?? {})) {
    if (raw === null || raw === undefined || raw === '') continue;
    if (key.endsWith('Cents')) {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) {
        throw new NotificationDataError(`${key} must be integer cents`);
      }
      // The amount due: zero or a credit means nothing to pay (the template says so instead).
      if (key === 'amountCents' && raw <= 0) continue;
      put(key.slice(0, -'Cents'.length), formatCents(raw, LOCALE[language]));
    } else if (key.endsWith('Date')) {
      put(key, formatDate(String(raw), language, key));
    } else if (key === 'month') {
      put(key, formatMonth(String(raw), language));
    } else if (key === 'link') {
      put(key, checkLink(String(raw), key));
    } else if (typeof raw === 'number') {
      put(key, new Intl.NumberFormat(LOCALE[language]).format(raw));
    } else {
      put(key, String(raw));
    }
  }
  return values;
}

function fill(template: string, values: Map<string, string>): string | null {
  let complete = true;
  const out = template.replace(PLACEHOLDER, (_, key: string) => {
    const v = values.get(key);
    if (v === undefined) complete = false;
    return v ?? '';
  });
  return complete ? out : null;
}

function choose(paragraph: string | readonly string[], values: Map<string, string>): string | null {
  for (const alternative of typeof paragraph === 'string' ? [paragraph] : paragraph) {
    const filled = fill(alternative, values);
    if (filled !== null) return filled;
  }
  return null;
}

/** The required values a template is missing with this data (empty when it can be rendered). */
export function missingNotificationData(
  templateName: NotificationTemplateName,
  data: NotificationData | null | undefined,
): string[] {
  const required = NOTIFICATION_TEMPLATES[templateName].required ?? [];
  const present = (key: string) =>
    [key, `${key}Cents`].some((k) => {
      const v = data?.[k];
      return v !== null && v !== undefined && v !== '' && !(k === 'amountCents' && typeof v === 'number' && v <= 0);
    });
  return required.filter((key) => !present(key));
}

const GREETING = {
  en: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
  es: (name?: string) => (name ? `Hola, ${name}:` : 'Hola:'),
};
const FOOTER = {
  en: (accountNo?: string) =>
    `${PROGRAM_NAME}${accountNo ? ` · Account number ${accountNo}` : ''}. You receive this e-mail because you take part in the pilot.`,
  es: (accountNo?: string) =>
    `${PROGRAM_NAME}${accountNo ? ` · Número de cuenta ${accountNo}` : ''}. Recibe este correo porque participa en el programa piloto.`,
};

/**
 * Renders a template for a participant in their language. Throws NotificationDataError when a
 * required value is missing or a value is malformed.
 */
export function renderNotificationTemplate(
  templateName: NotificationTemplateName,
  input: {
    recipient: NotificationRecipient;
    data?: NotificationData | null;
    portalUrl: string;
    pilot?: NotificationPilot | null;
  },
): RenderedNotification {
  const definition = NOTIFICATION_TEMPLATES[templateName];
  if (!definition) throw new NotificationDataError(`unknown template ${templateName}`);
  const language = notificationLanguage(input.recipient.language);
  const values = notificationValues({ ...input, language });
  const missing = (definition.required ?? []).filter((k) => !values.has(k));
  if (missing.length) throw new NotificationDataError(`${templateName} needs ${missing.join(', ')}`);
  const t = definition[language];

  const subject = choose(t.subject, values);
  if (subject === null) throw new NotificationDataError(`${templateName}: the subject needs a value`);
  const greeting = GREETING[language](values.get('firstName'));
  const paragraphs = t.paragraphs.map((p) => choose(p, values)).filter((p): p is string => p !== null);
  const closing = CLOSING[language];
  const actionUrl = t.action ? choose(t.action.url, values) : null;
  const action = t.action && actionUrl ? { label: t.action.label, url: actionUrl } : null;
  const signature = language === 'es' ? `Atentamente,\n${PROGRAM_NAME}` : `Sincerely,\n${PROGRAM_NAME}`;
  const footer = FOOTER[language](values.get('accountNo'));

  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    closing,
    signature,
    '--',
    footer,
  ].join('\n\n');

  const p = (s: string, style = '') => `<p style="margin:0 0 16px 0;${style}">${escapeHtml(s)}</p>`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:4px">',
    `<p style="margin:0 0 16px 0;font-weight:bold;color:#0b4f8a">${escapeHtml(PROGRAM_NAME)}</p>`,
    p(greeting),
    ...paragraphs.map((s) => p(s)),
    ...(action
      ? [
          `<p style="margin:0 0 16px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 20px;background:#0b4f8a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    p(closing),
    `<p style="margin:0 0 16px 0">${signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
    '</div>',
    p(footer, 'max-width:600px;margin:16px auto 0 auto;font-size:12px;color:#5f6b7a'),
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}
