import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. SMTP when MAIL_URL is set; otherwise one .eml file per message in the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { mailUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { mailUrl, from, outboxDir, logger } = options;
  if (mailUrl) {
    const transport = nodemailer.createTransport(mailUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent by SMTP');
      },
      close: () => transport.close(),
    };
  }
  // Builds the real RFC 822 message without a server, so the outbox holds what SMTP would carry.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
