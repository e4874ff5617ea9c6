import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header (`<id@host>`). The notification worker gives each notification a fixed one,
   * so a copy sent again after a crash is recognisable as the same message.
   */
  messageId?: string;
  /** Threading of a reply: the Message-ID it answers and the thread's earlier Message-IDs. */
  inReplyTo?: string;
  references?: string[];
  /** Where the recipient's answer goes (inquiry replies: a signed address of the inbound e-mail route). */
  replyTo?: string;
}

/** What the transport accepted: the Message-ID it went out with. */
export interface MailResult {
  messageId: string;
}

/**
 * A message that could not be sent. `permanent` when the server refused it for good (an SMTP 5xx
 * reply to this message, e.g. an unknown mailbox): sending it again cannot succeed. `unavailable` when
 * the mail server could not be reached or asked to try later (connection refused or reset, timeouts,
 * DNS, TLS, login, a 4xx reply): it says nothing about the message, which waits for the server.
 */
export class MailSendError extends Error {
  override name = 'MailSendError';
  readonly unavailable: boolean;
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown; unavailable?: boolean },
  ) {
    super(message, options);
    this.unavailable = !permanent && (options?.unavailable ?? false);
  }
}

/** Sends e-mail. SMTP when MAIL_URL is set; otherwise one .eml file per message in the outbox folder. */
export interface Mailer {
  /** Resolves when the transport accepted the message; rejects with MailSendError otherwise. */
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

/**
 * nodemailer's codes for failures of the server or the connection to it rather than of the message
 * (a wrong login is a configuration fault: the messages wait until it is put right).
 */
const SERVER_UNAVAILABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'EPROTOCOL',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

function sendError(err: unknown): MailSendError {
  const { responseCode, code } = err as { responseCode?: number; code?: string };
  const message = err instanceof Error ? err.message : String(err);
  const serverFault = typeof code === 'string' && SERVER_UNAVAILABLE_CODES.has(code);
  const permanent = !serverFault && typeof responseCode === 'number' && responseCode >= 500;
  const unavailable = serverFault || (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500);
  return new MailSendError(message, permanent, { cause: err, unavailable });
}

export function createMailer(options: { mailUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const { mailUrl, from, outboxDir, logger } = options;
  if (mailUrl) {
    // Bounded waits: a mail server that hangs must fail the attempt (and be retried), not block the worker.
    const transport = nodemailer.createTransport({
      url: mailUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        let info: { messageId: string };
        try {
          info = await transport.sendMail({ from, ...message });
        } catch (err) {
          throw sendError(err);
        }
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent by SMTP');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  // Builds the real RFC 822 message without a server, so the outbox holds what SMTP would carry.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      let info: { messageId: string; message: unknown };
      try {
        info = await transport.sendMail({ from, ...message });
        await mkdir(outboxDir, { recursive: true });
        const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
        const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${safeTo}.eml`);
        await writeFile(file, info.message as Buffer);
        logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      } catch (err) {
        throw sendError(err);
      }
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
