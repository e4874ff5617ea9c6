import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  glossaryViolations,
  missingNotificationData,
  NOTIFICATION_TEMPLATE_NAMES,
  NOTIFICATION_TEMPLATES,
  NotificationDataError,
  type NotificationRecipient,
  PROGRAM_NAME,
  renderNotificationTemplate,
  STAFF_NOTIFICATION_TEMPLATE_NAMES,
} from '../index.js';

const portalUrl = 'https://portal.example.org/';
const recipient = (language: 'en' | 'es'): NotificationRecipient => ({
  email: 'ana@example.com',
  language,
  firstName: 'Ana',
  lastName: 'García',
  accountNo: 100123,
  pilotName: 'Mileage-Based User Fee',
  statusMessage: 'Unpaid invoice.',
  closedReason: 'Moved out of state',
});
/** Every value any template can use. */
const fullData = {
  amountCents: 12345,
  dueDate: '2025-03-22T07:00:00.000Z',
  defaultDate: '2025-03-31T07:00:00.000Z',
  month: '2025-02',
  link: 'https://portal.example.org/dashboard?tab=Statements',
  reason: 'The photo is blurry',
  reading: '12,345',
  reportedReading: '12,345',
  approvedReading: '12,354',
  reportDate: '2025-03-01',
  deviceSerial: 'SN-001',
  vehicle: '2020 Toyota Prius',
  reminder: 1,
  daysPastDue: 5,
  expiresDate: '2025-03-29T07:00:00.000Z',
};
/** Leftovers that would show an unfilled placeholder or a missing value. */
const UNFILLED = /\{[A-Za-z][A-Za-z0-9]*\}|undefined|null|NaN|\[object Object\]/;

describe('notification templates', () => {
  it("writes money, numbers, days and months in the participant's language (es-US in Spanish)", () => {
    const data = { ...fullData, amountCents: 123456, month: '2025-09', dueDate: '2025-09-21T07:00:00.000Z' };
    const en = renderNotificationTemplate('statementIssued', { recipient: recipient('en'), data, portalUrl });
    const es = renderNotificationTemplate('statementIssued', { recipient: recipient('es'), data, portalUrl });
    // US Spanish writes dollars as US English does.
    expect(en.text).toContain('$1,234.56');
    expect(es.text).toContain('$1,234.56');
    expect(en.text).toContain('September 2025');
    expect(es.text).toContain('septiembre de 2025');
    expect(en.text).toContain('September 21, 2025');
    expect(es.text).toContain('21 de septiembre de 2025');
    expect(es.text).not.toMatch(/September|\b2025-09\b/);
    // A reading is given as a number and grouped by the language when the e-mail is written.
    const rejected = renderNotificationTemplate('mileageReportReject', {
      recipient: recipient('es'),
      data: { ...data, reading: 40180 },
      portalUrl,
    });
    expect(rejected.text).toContain('40,180 millas');
    expect(rejected.text).not.toMatch(UNFILLED);
  });

  it('has the 19 templates of the staff specification, staff-selectable, plus the three system ones', () => {
    expect(STAFF_NOTIFICATION_TEMPLATE_NAMES).toHaveLength(19);
    expect(STAFF_NOTIFICATION_TEMPLATE_NAMES).not.toContain('statementIssued');
    expect(NOTIFICATION_TEMPLATE_NAMES).toEqual([
      ...STAFF_NOTIFICATION_TEMPLATE_NAMES,
      'statementIssued',
      'paymentReminder',
      'dataExportReady',
    ]);
    expect(Object.keys(NOTIFICATION_TEMPLATES).sort()).toEqual([...NOTIFICATION_TEMPLATE_NAMES].sort());
  });

  for (const name of NOTIFICATION_TEMPLATE_NAMES) {
    for (const language of ['en', 'es'] as const) {
      it(`${name} renders in ${language} with every placeholder filled`, () => {
        const full = renderNotificationTemplate(name, { recipient: recipient(language), data: fullData, portalUrl });
        for (const part of [full.subject, full.text, full.html]) expect(part).not.toMatch(UNFILLED);
        expect(full.subject.length).toBeGreaterThan(10);
        expect(full.text).toContain(language === 'es' ? 'Hola, Ana:' : 'Hello Ana,');
        expect(full.text).toContain(PROGRAM_NAME);
        expect(full.html).toContain(`<html lang="${language}">`);
        // The minimum a template accepts: only its required data, no name.
        const required = Object.fromEntries(
          (NOTIFICATION_TEMPLATES[name].required ?? []).map((k) => {
            const key = k === 'amount' ? 'amountCents' : k;
            return [key, fullData[key as keyof typeof fullData]];
          }),
        );
        const bare = renderNotificationTemplate(name, {
          recipient: { email: 'x@example.com', language },
          data: required,
          portalUrl,
        });
        for (const part of [bare.subject, bare.text, bare.html]) expect(part).not.toMatch(UNFILLED);
        expect(bare.text.startsWith(language === 'es' ? 'Hola:' : 'Hello,')).toBe(true);
      });
    }
    it(`${name} is written in Spanish, not copied from English`, () => {
      const en = renderNotificationTemplate(name, { recipient: recipient('en'), data: fullData, portalUrl });
      const es = renderNotificationTemplate(name, { recipient: recipient('es'), data: fullData, portalUrl });
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
    });
  }

  it('formats money, dates and months in the participant language', () => {
    const en = renderNotificationTemplate('statementIssued', { recipient: recipient('en'), data: fullData, portalUrl });
    expect(en.subject).toBe('Your road charge statement for February 2025 is ready');
    expect(en.text).toContain('Amount due: $123.45. Payment due date: March 22, 2025.');
    expect(en.text).toContain('View my statement: https://portal.example.org/dashboard?tab=Statements');
    const es = renderNotificationTemplate('statementIssued', { recipient: recipient('es'), data: fullData, portalUrl });
    expect(es.subject).toContain('febrero de 2025');
    expect(es.text).toContain('22 de marzo de 2025');
    expect(es.text).toContain('$123.45');
  });

  it('still reads well for a statement queued without data', () => {
    const r = renderNotificationTemplate('statementIssued', { recipient: recipient('en'), data: {}, portalUrl });
    expect(r.subject).toBe('Your road charge statement is ready');
    expect(r.text).toContain('Your new California Road Charge Pilot statement is ready.');
    expect(r.text).toContain('View my statement: https://portal.example.org/dashboard?tab=Statements');
  });

  it('links a statement without its own link to the Statements tab', () => {
    const r = renderNotificationTemplate('statementIssued', {
      recipient: recipient('en'),
      data: { month: '2025-02', amountCents: 500, dueDate: '2025-03-22' },
      portalUrl,
    });
    expect(r.text).toContain('View my statement: https://portal.example.org/dashboard?tab=Statements');
    expect(r.text).toContain('Payment due date: March 22, 2025.');
    expect(r.html).toContain('href="https://portal.example.org/dashboard?tab=Statements"');
  });

  it('says there is nothing to pay for a statement without an amount due', () => {
    const r = renderNotificationTemplate('statementIssued', {
      recipient: recipient('en'),
      data: { month: '2025-02', link: fullData.link, amountCents: 0 },
      portalUrl,
    });
    expect(r.text).toContain('There is nothing to pay for this statement.');
    expect(r.text).not.toContain('Amount due');
  });

  it('uses the participant reason when the data has none', () => {
    const r = renderNotificationTemplate('accountSuspended', { recipient: recipient('en'), data: {}, portalUrl });
    expect(r.text).toContain('Reason: Unpaid invoice.');
    const closed = renderNotificationTemplate('accountClose', { recipient: recipient('es'), data: {}, portalUrl });
    expect(closed.text).toContain('Motivo: Moved out of state');
  });

  it('escapes participant and data values in the HTML and keeps the text as written', () => {
    const r = renderNotificationTemplate('mileageReportReject', {
      recipient: { ...recipient('en'), firstName: '<b>Ana</b> & "Co"' },
      data: { reason: '<script>alert(1)</script> {firstName}' },
      portalUrl,
    });
    expect(r.html).not.toContain('<script>');
    expect(r.html).not.toContain('<b>Ana</b>');
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;');
    // A placeholder inside a value is not filled again.
    expect(r.text).toContain('Reason: <script>alert(1)</script> {firstName}');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('refuses a link that is not http(s), and a missing required value', () => {
    expect(() =>
      renderNotificationTemplate('statementIssued', {
        recipient: recipient('en'),
        data: { ...fullData, link: 'javascript:alert(1)' },
        portalUrl,
      }),
    ).toThrow(NotificationDataError);
    expect(() =>
      renderNotificationTemplate('paymentReminder', {
        recipient: recipient('en'),
        data: { amountCents: 100 },
        portalUrl,
      }),
    ).toThrow(/paymentReminder needs dueDate/);
    expect(() =>
      renderNotificationTemplate('paymentReminder', {
        recipient: recipient('en'),
        data: { amountCents: 1.5 },
        portalUrl,
      }),
    ).toThrow(/integer cents/);
    expect(missingNotificationData('paymentReminder', { amountCents: 100 })).toEqual(['dueDate']);
    expect(missingNotificationData('statementIssued', {})).toEqual([]);
    expect(missingNotificationData('accountActive', undefined)).toEqual([]);
  });
});

describe('the e-mails in Spanish', () => {
  it("word each of the glossary's terms one way", () => {
    const pairs: [string, string, string][] = [];
    const parts = (text: string | readonly string[]) => (typeof text === 'string' ? [text] : [...text]);
    for (const name of NOTIFICATION_TEMPLATE_NAMES) {
      const { en, es } = NOTIFICATION_TEMPLATES[name];
      const add = (key: string, a: string | readonly string[], b: string | readonly string[]) =>
        parts(a).forEach((text, i) => {
          pairs.push([`${name}.${key}.${i}`, text, parts(b)[i] ?? '']);
        });
      add('subject', en.subject, es.subject);
      en.paragraphs.forEach((paragraph, i) => {
        add(`paragraph${i}`, paragraph, es.paragraphs[i] ?? '');
      });
      if (en.action && es.action) add('action', en.action.label, es.action.label);
    }
    expect(pairs.length).toBeGreaterThan(50);
    expect(glossaryViolations(pairs)).toEqual([]);
  });
});
