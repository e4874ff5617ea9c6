import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** Reads the newest six-digit code e-mailed to `to` through the real SMTP listener of global-setup. */
export async function codeFor(to: string, after = 0): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = readdirSync(dir)
      .filter((f) => Number.parseInt(f, 10) >= after)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join(',');
      const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
      if (recipients.includes(to) && code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code e-mailed to ${to}`);
}
