import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';

/** Probes, scrapes and device deliveries log their requests at debug; people's requests at info. */

interface Line {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
}
const lines: Line[] = [];
let server: RunningServer;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: await createTestDatabase(),
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rc-test-data-')),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
  });
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  server = await startServer(config, logger);
});

afterAll(() => server?.close());

const completed = (url: string) => lines.filter((l) => l.msg === 'request completed' && l.url === url);

describe('request logging', () => {
  it('writes one line per request, at debug for /healthz, /readyz, /metrics and /webhooks/devices', async () => {
    await fetch(new URL('/healthz', server.url));
    // Ready: its database answers.
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
    await fetch(new URL('/metrics', server.url));
    await fetch(new URL('/webhooks/devices', server.url), { method: 'POST', body: '{}' });
    await fetch(new URL('/graphql', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await new Promise((r) => setTimeout(r, 100));

    for (const url of ['/healthz', '/readyz', '/metrics', '/webhooks/devices']) {
      expect(completed(url).map((l) => l.level)).toEqual([20]);
    }
    const graphql = completed('/graphql');
    expect(graphql).toHaveLength(1);
    expect(graphql[0]).toMatchObject({ level: 30, method: 'POST', statusCode: 200 });
    expect(typeof graphql[0]?.ms).toBe('number');
    // fastify's own pair of lines per request is off.
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('a client gone before its body arrived is an info line, neither a server error nor the database away', async () => {
    const url = new URL(server.url);
    const before = lines.length;
    for (const [target, type] of [
      ['/graphql', 'application/json'],
      ['/api/mileage-reports/photos', 'multipart/form-data; boundary=xx'],
    ] as const) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname, () => {
          socket.write(
            `POST ${target} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n{"query":`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 150);
        });
      });
    }
    await expect.poll(() => lines.slice(before).filter((l) => l.msg.startsWith('client closed')).length).toBe(1);
    const after = lines.slice(before);
    expect(after.find((l) => l.msg.startsWith('client closed'))).toMatchObject({ level: 30, url: '/graphql' });
    expect(after.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  });
});
