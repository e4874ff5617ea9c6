import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailSendError } from '../mailer.js';

/** A mail server that refuses recipients by their local part: perm@ for good (550), temp@ for now (451). */
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number) => callback(Object.assign(new Error(`refused ${code}`), { responseCode: code }));
      if (address.address.startsWith('perm@')) return refuse(550);
      if (address.address.startsWith('temp@')) return refuse(451);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (url: string, to: string) => {
  const mailer = createMailer({
    mailUrl: url,
    from: 'a@example.com',
    outboxDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
  });
  try {
    await mailer.send({ to, subject: 's', text: 't' });
    return null;
  } catch (error) {
    const { permanent, unavailable } = error as MailSendError;
    return { permanent, unavailable };
  } finally {
    mailer.close();
  }
};

describe('SMTP failures', () => {
  it('tell a refusal for good from a server that is down or asks to try later', async () => {
    const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    expect(await failure(url, 'ok@example.com')).toBeNull();
    expect(await failure(url, 'perm@example.com')).toEqual({ permanent: true, unavailable: false });
    expect(await failure(url, 'temp@example.com')).toEqual({ permanent: false, unavailable: true });
    // Nothing listens on port 9 (discard) here: connection refused.
    expect(await failure('smtp://127.0.0.1:9?ignoreTLS=true', 'ok@example.com')).toEqual({
      permanent: false,
      unavailable: true,
    });
  });
});
