import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, StartupError } from '../../config.js';
import { embeddedStartError, startEmbeddedPostgres } from '../embedded.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const asRoot = os.userInfo().uid === 0;

/** A folder only root can enter (mkdtemp makes it 0700), as /root is. */
async function closedFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rc-closed-'));
  dirs.push(dir);
  expect((await stat(dir)).mode & 0o077).toBe(0);
  return dir;
}

describe('embedded PostgreSQL that cannot start', () => {
  it.runIf(asRoot)('as root, names the folder the postgres user cannot enter and the fix', async () => {
    const closed = await closedFolder();
    const failure = await startEmbeddedPostgres(path.join(closed, 'data', 'postgres')).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as StartupError).message;
    expect(message).toContain(`(${closed} is closed to it)`);
    expect(message).toMatch(/runs as the system user "postgres"/);
    expect(message).toMatch(/Set DATA_DIR to a folder that user can enter/);
    expect(message).toMatch(/set DATABASE_URL/);
  });

  it.runIf(asRoot)(
    'the server exits non-zero with that one message and no stack trace',
    { timeout: 90_000 },
    async () => {
      const closed = await closedFolder();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: path.join(closed, 'data'),
          LOG_FORMAT: 'pretty',
          WEB_DIST: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = output.trim().split('\n');
      expect(lines.at(-1)).toMatch(/FATAL.*cannot reach .*closed to it.*Set DATA_DIR.*DATABASE_URL/);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toMatch(/EACCES|initdb: error/);
    },
  );

  it('explains a full disk, a busy port, a second server on the folder and a denied spawn', () => {
    const context = { dataDir: '/srv/rc/data/postgres', port: 5555, asRoot: false };
    const full = embeddedStartError(
      new Error('Postgres init script failed'),
      'could not write: No space left on device',
      context,
    );
    expect(full.message).toMatch(/disk of \/srv\/rc\/data\/postgres is full.*Free some space.*DATA_DIR.*DATABASE_URL/);
    const busy = embeddedStartError(
      undefined,
      'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
      context,
    );
    expect(busy.message).toMatch(/could not listen on 127\.0\.0\.1:5555.*in use.*Start again/);
    const twice = embeddedStartError(undefined, 'FATAL:  lock file "postmaster.pid" already exists', context);
    expect(twice.message).toMatch(/Another PostgreSQL is already running on \/srv\/rc\/data\/postgres/);
    const spawnDenied = Object.assign(new Error('spawn /root/app/node_modules/.bin/initdb EACCES'), {
      code: 'EACCES',
      syscall: 'spawn /root/app/node_modules/.bin/initdb',
      path: '/root/app/node_modules/.bin/initdb',
    });
    const denied = embeddedStartError(spawnDenied, '', { ...context, asRoot: true }, () => '/root');
    expect(denied.message).toMatch(/cannot run \/root\/app\/node_modules\/\.bin\/initdb \(\/root is closed to it\)/);
    expect(denied.message).toMatch(/not under \/root.*DATABASE_URL/);
    const unknown = embeddedStartError(undefined, 'FATAL:  invalid value for parameter "shared_buffers"', context);
    expect(unknown.message).toMatch(/did not start: FATAL: {2}invalid value for parameter "shared_buffers"/);
  });
});
