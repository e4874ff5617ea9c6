import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestDatabase } from '../../test/harness.js';
import { type ServerProcess, startServerProcess, stopAllServerProcesses } from '../../test/server-process.js';
import { REPO_ROOT } from '../config.js';
import { connect, type DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_ADMIN } from '../db/seed/seed.js';

/**
 * Production mode as `npm run build` and `npm run start:prod` run it: the compiled server on plain node
 * (no tsx), NODE_ENV=production, no demo data; the first staff account from the compiled create-admin.
 */

const run = promisify(execFile);
let handle: DatabaseHandle;
let server: ServerProcess;
let env: Record<string, string>;

beforeAll(async () => {
  await run('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT });
  const databaseUrl = await createTestDatabase();
  handle = connect(databaseUrl);
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rc-prod-')),
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  server = await startServerProcess(env, { compiled: true });
}, 180_000);

afterAll(async () => {
  await stopAllServerProcesses();
  await handle?.close();
});

/** A compiled command-line tool with the server's environment. */
const tool = (script: string, args: string[]) =>
  run(process.execPath, [`apps/server/dist/cli/${script}`, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });

describe('the compiled server in production', () => {
  it('runs from plain JavaScript, with @rc/domain compiled beside it', async () => {
    expect(server.child.spawnargs.join(' ')).not.toMatch(/tsx/);
    const domain = await readdir(path.join(REPO_ROOT, 'packages/domain/dist'));
    expect(domain).toContain('index.js');
    const health = await fetch(new URL('/healthz', server.url));
    expect(health.status).toBe(200);
    expect(server.lines.some((l) => l.includes('"msg":"ready"'))).toBe(true);
  });

  it('seeds no demo accounts unless SEED_DEMO=true', async () => {
    expect(await handle.db.select().from(users).where(eq(users.email, DEMO_ADMIN))).toEqual([]);
    expect(server.lines.join('\n')).not.toMatch(/demoAccounts|Demo-Pass/);
  });

  it('db:migrate finds nothing to do; create-admin makes the first staff account, who can sign in', async () => {
    const migrated = await tool('migrate.js', []);
    expect(migrated.stdout).toMatch(/up to date \(\d+ migrations\)/);
    const created = await tool('create-admin.js', ['--email', 'first@agency.gov', '--password', 'First-Staff-2025']);
    expect(created.stdout).toMatch(/created staff account first@agency\.gov .* password set/);
    const client = new Client(server.url);
    await client.signIn('first@agency.gov', 'First-Staff-2025');
    const session = await client.request('GET', '/api/auth/get-session');
    expect(session.json.user.role).toBe('admin');
  });

  it('create-admin without a terminal and without --password e-mails the link (outbox without MAIL_URL)', async () => {
    const created = await tool('create-admin.js', ['--email', 'second@agency.gov']);
    expect(created.stdout).toMatch(/created staff account second@agency\.gov .* e-mailed how to choose a password/);
    const outbox = await readdir(path.join(env.DATA_DIR ?? '', 'outbox'));
    expect(outbox.length).toBe(1);
    await expect(tool('create-admin.js', ['--email', 'third@agency.gov', '--password', 'weak'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/at least 8 characters/),
    });
  });
});
