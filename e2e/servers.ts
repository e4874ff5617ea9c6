import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** Starting the real server for journeys: global-setup starts one per shard, a journey may start another. */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RunningServer {
  baseUrl: string;
  mailDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A real SMTP listener that writes every message to `mailDir` as an .eml file, where journeys read them. */
async function startSmtp(mailDir: string): Promise<{ port: number; close(): Promise<void> }> {
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
  return {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The real server (tsx, as `npm start` runs it) on `databaseUrl`, with its own files, SMTP listener and port. */
export async function startServer(
  dir: string,
  databaseUrl: string,
  secrets: Record<string, string>,
  /** Settings over the defaults below (e.g. ROLE, DATA_DIR, REPORT_JOB_ROWS). */
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const mailDir = path.join(dir, 'mail');
  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    MAIL_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    LOG_LEVEL: 'error',
    ...secrets,
    ...settings,
  };
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
    await sleep(300);
  }
  return {
    baseUrl,
    mailDir,
    process: server,
    async stop() {
      if (server.exitCode === null) {
        const stopped = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([stopped, sleep(15_000)]);
      }
      await smtp.close();
    },
  };
}
