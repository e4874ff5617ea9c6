// Renders the public documents served at /documents/{filename}. Run after editing their text:
//   npx tsx apps/server/scripts/make-documents.ts
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, PROGRAM_NAME } from '@rc/domain';
import PDFDocument from 'pdfkit';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../documents');

const documents: { file: string; title: string; sections: [string, string][] }[] = [
  {
    file: 'participant-agreement.pdf',
    title: 'Participant Agreement',
    sections: [
      [
        'The pilot',
        `The ${PROGRAM_NAME} runs from 1 August 2024 to 31 January 2025. It tests charging drivers by the mile instead of by the gallon. The first payment is due in September for August miles; fuel-tax credits are refunded at the end of the pilot.`,
      ],
      [
        'What you agree to',
        'You agree to report the mileage of each enrolled vehicle with the method you chose (a plug-in device with or without location, your carmaker’s telematics, or odometer photographs), to keep the device plugged in, and to pay your monthly statement from the dashboard. Autopay is not offered.',
      ],
      [
        'Gift cards',
        'Participants can earn up to $400 in gift cards. Employees and contractors of the state transport agency and its departments, members of the legislature and elected officials are not eligible for gift cards.',
      ],
      [
        'Leaving the pilot',
        'You can leave the pilot at any time by contacting support. Your account is then closed and any balance is settled.',
      ],
    ],
  },
  {
    file: 'privacy-policy.pdf',
    title: 'Privacy Policy',
    sections: [
      [
        'What we collect',
        'Your name, contact details, vehicles, the mileage they report, and — only if you chose a device with location — the GPS points of your trips.',
      ],
      [
        'How we use it',
        'Only to compute your road charge, fuel-tax credit and statements, to support you, and to evaluate the pilot. Location points are never sold or shared for marketing.',
      ],
      [
        'How long we keep it',
        'GPS points are deleted 30 days after the trip is billed; statements keep totals only. Personal data is destroyed within 30 days of the end of the study.',
      ],
      [
        'Your rights',
        'You can see and download everything we hold about you from your account, and ask support to correct it.',
      ],
    ],
  },
];

for (const d of documents) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: `${PROGRAM_NAME} – ${d.title}` } });
  doc.pipe(createWriteStream(path.join(dir, d.file)));
  doc.fontSize(20).text(PROGRAM_NAME).moveDown(0.3).fontSize(16).text(d.title).moveDown();
  for (const [heading, body] of d.sections) {
    doc.fontSize(13).text(heading).moveDown(0.2).fontSize(11).text(body, { align: 'left' }).moveDown();
  }
  doc.fontSize(9).fillColor('#555').text(`Version ${APP_VERSION}`);
  doc.end();
}
