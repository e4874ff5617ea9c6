import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../src/config.js';
import { freePort } from '../src/db/embedded.js';

/**
 * The real server as a separate process (src/main.ts), for tests that kill it (SIGKILL) or run two
 * on one database. Every process started here is tracked, so `stopAllServerProcesses` leaves none.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the process printed, one entry per line (JSON log lines at LOG_LEVEL). */
  lines: string[];
  exited: Promise<number | null>;
}

const running = new Set<ServerProcess>();

/**
 * `compiled`: the production build (apps/server/dist/main.js, `npm run build`) on plain node, as
 * `npm run start:prod` runs it; otherwise the TypeScript sources. `nodeArgs` go to node itself
 * (`--cpu-prof`, which NODE_OPTIONS does not take).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { compiled?: boolean; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // node itself with tsx's loader: the tsx command runs the server in a child process of its own,
  // which a SIGKILL of the command would leave running.
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      SEED_DEMO_TRIPS: 'false',
      SEED_DEMO_CARDS: 'false',
      // Tests change values straight in the table and read them back at once.
      CONFIGURATION_CACHE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, url, lines, exited };
  running.add(server);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${lines.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Stops the process with `signal` (SIGKILL: a crash) and waits for it to exit (at most 20 s). */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await Promise.race([server.exited, new Promise((r) => setTimeout(r, 20_000))]);
  running.delete(server);
}

export async function stopAllServerProcesses(): Promise<void> {
  for (const server of [...running]) await stopServerProcess(server, 'SIGKILL');
}
