import { APP_VERSION, type PilotCalendar, PROGRAM_NAME, pilotDayText, pilotMonthText } from '@rc/domain';
import PDFDocument from 'pdfkit';

/** The month before a YYYY-MM month: the miles the first statement bills. */
function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The participant agreement's sections, with the pilot's dates, first billing month, whether charges
 * are real and the gift-card amount taken from the pilot calendar (configuration), so the document
 * never disagrees with the pages and e-mails.
 */
export function participantAgreementSections(calendar: PilotCalendar): [string, string][] {
  const start = pilotDayText(calendar.startDate);
  const end = pilotDayText(calendar.endDate);
  const billing = pilotMonthText(calendar.firstBillingMonth);
  const billedMonth = pilotMonthText(monthBefore(calendar.firstBillingMonth)).split(' ')[0];
  const gift = `$${calendar.giftCardDollars.toLocaleString('en-US')}`;
  return [
    [
      'The pilot',
      `The ${PROGRAM_NAME} runs from ${start} to ${end}. It tests charging drivers by the mile instead of by the gallon. ` +
        (calendar.chargesReal
          ? `The first payment is due in ${billing} for ${billedMonth} miles; fuel-tax credits are refunded at the end of the pilot.`
          : `The first statement is issued in ${billing} for ${billedMonth} miles. Statements are mock invoices: no real money is collected and nothing is charged to you.`),
    ],
    [
      'What you agree to',
      `You agree to report the mileage of each enrolled vehicle with the method you chose (a plug-in device with or without location, your carmaker’s telematics, or odometer photographs), to keep the device plugged in, and ${
        calendar.chargesReal
          ? 'to pay your monthly statement from the dashboard. Autopay is not offered.'
          : 'to look at your monthly statement on the dashboard.'
      }`,
    ],
    [
      'Gift cards',
      `Participants can earn up to ${gift} in gift cards. Employees and contractors of the state transport agency and its departments, members of the legislature and elected officials are not eligible for gift cards.`,
    ],
    [
      'Leaving the pilot',
      'You can leave the pilot at any time by contacting support. Your account is then closed and any balance is settled.',
    ],
  ];
}

/** The participant agreement PDF (served at /documents/participant-agreement.pdf). */
export function renderParticipantAgreement(calendar: PilotCalendar): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    // A fixed date: the same calendar always gives the same file.
    info: { Title: `${PROGRAM_NAME} – Participant Agreement`, CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(PROGRAM_NAME).moveDown(0.3).fontSize(16).text('Participant Agreement').moveDown();
  for (const [heading, body] of participantAgreementSections(calendar)) {
    doc.fontSize(13).text(heading).moveDown(0.2).fontSize(11).text(body, { align: 'left' }).moveDown();
  }
  doc.fontSize(9).fillColor('#555').text(`Version ${APP_VERSION}`);
  doc.end();
  return done;
}
