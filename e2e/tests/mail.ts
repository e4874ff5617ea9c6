import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * Waits (up to `waitMs`) for the newest e-mail to `to` received at or after `after` (a Date.now() value)
 * through the real SMTP listener of global-setup of which `pick` makes something; that is returned.
 */
async function newestMail<T>(
  to: string,
  after: number,
  pick: (mail: ParsedMail) => T | undefined,
  missing: string,
  waitMs = 15_000,
) {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((f) => Number.parseInt(f, 10) >= after)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join(',');
      const picked = recipients.includes(to) ? pick(mail) : undefined;
      if (picked !== undefined) return picked;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${missing} ${to}`);
}

/** Reads the newest six-digit code e-mailed to `to` through the real SMTP listener of global-setup. */
export async function codeFor(to: string, after = 0): Promise<string> {
  return newestMail(to, after, (mail) => mail.text?.match(/\b(\d{6})\b/)?.[1], 'no code e-mailed to');
}

/** The newest e-mail to `to` received at or after `after` (a Date.now() value), with its subject and text. */
export async function mailTo(to: string, after = 0): Promise<{ subject: string; text: string }> {
  return newestMail(to, after, (mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }), 'no e-mail to');
}

/** The e-mail with this subject sent to `to` at or after `after`, waiting up to 30 s. */
export async function mailWithSubject(to: string, subject: string, after: number): Promise<ParsedMail> {
  return newestMail(
    to,
    after,
    (mail) => (mail.subject === subject ? mail : undefined),
    `no e-mail "${subject}" to`,
    30_000,
  );
}
