import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder per run, so two runs on one machine never share a database or a mailbox.
const work = path.join(root, '.tmp', `e2e-${process.pid}`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The server posts the demo accounts' trips in the background and then generates their statements
 * for the past months; the account journeys read those, so they start once that run has finished.
 */
async function waitForDemoStatements(baseUrl: string, server: ChildProcess): Promise<void> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-Pass-2024' }),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ listStatementRuns(limit: 5) { items { status statusMessage } } }' }),
    });
    const body = (await res.json()) as {
      data?: { listStatementRuns: { items: { status: string; statusMessage: string | null }[] } };
    };
    const runs = body.data?.listStatementRuns.items ?? [];
    if (runs.some((r) => r.status === 'completed')) return;
    const failed = runs.find((r) => r.status === 'failed');
    if (failed) throw new Error(`demo statements failed: ${failed.statusMessage}`);
    if (Date.now() > deadline) throw new Error('demo statements were not generated in 240 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Starts a real SMTP listener (every message is written to .tmp/e2e/mail as an .eml file, where the
 * journeys read their codes) and the real server on a fresh database: a new embedded PostgreSQL, or a
 * new database on TEST_DATABASE_URL's server when set.
 */
export default async function globalSetup() {
  rmSync(work, { recursive: true, force: true });
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir, { recursive: true, mode: 0o755 });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(mailDir, `${Date.now()}-${count++}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    MAIL_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    LOG_LEVEL: 'error',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  env.PUBLIC_URL = `http://localhost:${env.PORT}`;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const name = `rc_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    delete env.DATABASE_URL;
  }

  const server: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = env.PUBLIC_URL;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  await waitForDemoStatements(baseUrl, server);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((r) => setTimeout(r, 15_000))]);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  };
}
