import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { configurations } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { createLogger, type RunningServer, startServer } from '../src/server.js';

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `${inject('testDbPrefix')}${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${inject('pgTemplate')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A real SMTP server that keeps what it receives, for reading codes out of real e-mail. */
export class MailCapture {
  readonly messages: ParsedMail[] = [];
  private waiters: (() => void)[] = [];
  private constructor(private readonly server: SMTPServer) {}

  /** Listens on `port` (default: any free one; a given one lets a test bring a mail server up late). */
  static async start(port = 0): Promise<MailCapture> {
    let capture: MailCapture | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            capture?.messages.push(mail);
            for (const wake of capture?.waiters.splice(0) ?? []) wake();
            callback();
          })
          .catch(callback);
      },
    });
    capture = new MailCapture(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return capture;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  }

  /** The newest mail to `to` received after `since` messages, waiting up to 30 s. */
  async waitFor(to: string, since = 0): Promise<ParsedMail> {
    // Most mail goes through the job queue: on a loaded machine a job can wait several seconds for a worker.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = this.messages
        .slice(since)
        .reverse()
        .find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 250);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async codeFor(to: string, since = 0): Promise<string> {
    const mail = await this.waitFor(to, since);
    const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in mail to ${to}`);
    return code;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface TestServer extends RunningServer {
  mail: MailCapture;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const mail = await MailCapture.start();
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rc-test-data-')),
    MAIL_URL: mail.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent',
    // Each test client claims its own address (X-Forwarded-For), so per-address throttling is testable.
    TRUST_PROXY: 'true',
    // Most test files start a server on a freshly seeded database: 45 days of demo trips posted in
    // the background would load every run and race the tests' own counts. Tests that want them say so.
    SEED_DEMO_TRIPS: 'false',
    // The demo participants' saved cards (and PAYMENTS_ALLOWED) would change the card and payment tests'
    // starting point; the demo test turns them on.
    SEED_DEMO_CARDS: 'false',
    // Tests change values straight in the table (setConfiguration) and read them back at once.
    CONFIGURATION_CACHE_MS: '0',
    // Tests also end sessions and change roles straight in the tables; session-cache.test.ts keeps them.
    SESSION_CACHE_MS: '0',
    ...env,
  });
  const server = await startServer(config, createLogger(config));
  return {
    ...server,
    mail,
    async close() {
      await server.close();
      await mail.close();
    },
  };
}

/**
 * Sign-up is by invitation: puts the addresses on the invitation list, as a staff CSV import does
 * (through the enrolment service, recorded as the System user).
 */
export async function invite(server: RunningServer, emails: string[], pilot = 'MBUF'): Promise<void> {
  const csv = Buffer.from(emails.join('\n'), 'utf8').toString('base64');
  const staff = { username: 'System', email: 'system@localhost', groups: ['Admins' as const] };
  await server.services.enrolment.importInvitations(staff, { csv, pilot });
}

/** A browser-like HTTP client: keeps cookies, speaks JSON. */
export class Client {
  private cookies = new Map<string, string>();
  lastSetCookie: string[] = [];
  private static nextAddress = 1;
  readonly address = `198.51.100.${Client.nextAddress++ % 250}`;
  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const cookie of this.lastSetCookie) {
      const [pair = ''] = cookie.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }

  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const { status, json } = await this.post('/graphql', { query, variables });
    return { status, data: json?.data, errors: json?.errors as { message: string; extensions?: any }[] | undefined };
  }

  /** A raw request with the client's cookies (multipart uploads, file downloads); the response as is. */
  fetch(
    path: string,
    init: { method?: string; body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(new URL(path, this.baseUrl), { method: init.method ?? 'GET', headers, body: init.body });
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.json)}`);
    return res.json.user as { id: string; email: string };
  }
}

/** Staff and the two demo participants (driver@ with a device, manual@ reporting by hand), signed in. */
export async function signInDemoUsers(url: string) {
  const admin = new Client(url);
  const driver = new Client(url);
  const manual = new Client(url);
  const [adminUser, driverUser, manualUser] = await Promise.all([
    admin.signIn('admin@example.com', DEMO_PASSWORD),
    driver.signIn('driver@example.com', DEMO_PASSWORD),
    manual.signIn('manual@example.com', DEMO_PASSWORD),
  ]);
  return { admin, adminId: adminUser.id, driver, driverId: driverUser.id, manual, manualId: manualUser.id };
}

/** Sets one configuration value directly in the database (as staff would in the console). */
export async function setConfiguration(db: Database, key: string, value: string): Promise<void> {
  await db.update(configurations).set({ value }).where(eq(configurations.key, key));
}

/** The first error's code and message of a GraphQL answer. */
export const errorOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});
