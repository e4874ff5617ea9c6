import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { type RunningServer, root, sleep, startServer } from './servers';
import { shardCount } from './shards';

// One folder per run, so two runs on one machine never share a database or a mailbox.
const work = path.join(root, '.tmp', `e2e-${process.pid}`);
const ADMIN = { email: 'admin@example.com', password: 'Demo-Pass-2024' };

async function adminCookie(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The server posts the demo accounts' trips in the background and then generates their statements
 * for the past months; the account journeys read those, so the template is taken once that run has finished.
 */
async function waitForDemoStatements(baseUrl: string, server: ChildProcess): Promise<void> {
  const cookie = await adminCookie(baseUrl);
  const deadline = Date.now() + 600_000;
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
    if (Date.now() > deadline) throw new Error('demo statements were not generated in 600 s');
    await sleep(1000);
  }
}

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Journeys run in shards (E2E_SHARDS workers, see shards.ts). One server seeds the demo accounts into a
 * template database and generates their statements; each shard then gets a copy of that database
 * (CREATE DATABASE … TEMPLATE) and of the stored files, its own SMTP listener and its own real server, so
 * shards never see each other's changes and the demo seed runs once. PostgreSQL is TEST_DATABASE_URL's
 * server when set, otherwise an embedded one for the run.
 */
export default async function globalSetup() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });

  let embedded: EmbeddedDatabase | null = null;
  let embeddedDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embeddedDir = mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-pg-'));
    // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
    chmodSync(embeddedDir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(embeddedDir, 'pg'));
    adminUrl = embedded.url;
  }
  const admin = adminUrl;
  const prefix = `rc_e2e_${process.pid}_`;
  const template = `${prefix}template`;
  // The same for every server: each shard's database is a copy of the template the first one seeded.
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // The simulator source's secret, so journeys can sign device deliveries (docs/device-webhooks.md).
    DEVICE_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    // The inbound mail provider's webhook signing key: staff-inquiries.spec.ts posts replies as it would.
    INBOUND_EMAIL_SIGNING_KEY: randomBytes(24).toString('hex'),
  };
  const servers: RunningServer[] = [];

  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
    await embedded?.stop();
    if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  };

  try {
    await query(admin, `create database "${template}"`);
    const templateDir = path.join(work, 'template');
    const seeding = await startServer(templateDir, databaseUrl(admin, template), secrets);
    try {
      await waitForDemoStatements(seeding.baseUrl, seeding.process);
    } finally {
      await seeding.stop();
    }
    // A template may have no other session while it is copied.
    await query(
      admin,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}' and pid <> pg_backend_pid()`,
    );

    const shards = shardCount();
    for (let i = 0; i < shards; i++) {
      await query(admin, `create database "${prefix}${i}" template "${template}"`);
      cpSync(path.join(templateDir, 'data'), path.join(work, `shard-${i}`, 'data'), { recursive: true });
    }
    const started = await Promise.all(
      Array.from({ length: shards }, (_, i) =>
        startServer(path.join(work, `shard-${i}`), databaseUrl(admin, `${prefix}${i}`), secrets),
      ),
    );
    servers.push(...started);
  } catch (err) {
    await teardown();
    throw err;
  }

  servers.forEach((s, i) => {
    process.env[`E2E_BASE_URL_${i}`] = s.baseUrl;
    process.env[`E2E_MAIL_DIR_${i}`] = s.mailDir;
    // For journeys that start a second server on their shard's database and files, or run a script on it.
    process.env[`E2E_DATABASE_URL_${i}`] = databaseUrl(admin, `${prefix}${i}`);
    process.env[`E2E_DATA_DIR_${i}`] = path.join(work, `shard-${i}`, 'data');
  });
  const [first] = servers;
  if (!first) throw new Error('no journey server was started');
  process.env.E2E_BASE_URL = first.baseUrl;
  process.env.E2E_MAIL_DIR = first.mailDir;
  process.env.E2E_DATABASE_URL = process.env.E2E_DATABASE_URL_0;
  process.env.E2E_DATA_DIR = process.env.E2E_DATA_DIR_0;
  process.env.E2E_DEVICE_WEBHOOK_SECRET = secrets.DEVICE_WEBHOOK_SECRET;
  process.env.E2E_INBOUND_EMAIL_SIGNING_KEY = secrets.INBOUND_EMAIL_SIGNING_KEY;
  process.env.E2E_AUTH_SECRET = secrets.AUTH_SECRET;
  return teardown;
}
