// Renders the static public documents served at /documents/{filename}. Run after editing their text:
//   npx tsx apps/server/scripts/make-documents.ts
// The participant agreement is not one of them: the server renders it from the pilot calendar
// (modules/enrolment/participant-agreement.ts), so its dates follow the configuration.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, PROGRAM_NAME } from '@rc/domain';
import PDFDocument from 'pdfkit';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../documents');

const documents: { file: string; title: string; sections: [string, string][] }[] = [
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
