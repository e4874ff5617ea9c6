import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded.js';
import { webhookEvents, webhookSources } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { signedHeaders } from '../src/integrations/device-webhooks/signature.js';
import { SACRAMENTO, tripPayload } from '../src/modules/trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../src/modules/webhooks/webhooks.service.js';
import type { ServerProcess } from './server-process.js';

/**
 * Database outages for tests and the restart drill (scripts/db-restart-drill.ts): a PostgreSQL of their
 * own that can be stopped (fast shutdown) and started again at the same address, signed device
 * deliveries that are sent again after a 503, and probes of what the server answers meanwhile.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The trips go into the previous month, which a statement run can bill. */
function startOfPreviousMonth(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
}

/** The demo participant driver@example.com's plug-in device (seeded with the demo accounts). */
export const DEMO_DEVICE = 'DEMO-GPS-0001';

export interface RestartablePostgres {
  /** URL of the cluster's `postgres` database. */
  adminUrl: string;
  /** Fast shutdown (SIGINT): open sessions are ended, as in a restart or a fail-over. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL in a temporary folder, never the machine's (other work may be using that one). */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rc-outage-pg-'));
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();
  let cluster: EmbeddedDatabase | null = await startEmbeddedPostgres(dataDir, () => {}, { port });
  const adminUrl = cluster.url;
  return {
    adminUrl,
    async stop() {
      await cluster?.stop();
      cluster = null;
    },
    async start() {
      cluster ??= await startEmbeddedPostgres(dataDir, () => {}, { port });
    },
    async close() {
      await cluster?.stop();
      cluster = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TimedAnswer {
  status: number;
  retryAfter: string | null;
  ms: number;
  body: unknown;
}

/** One request with a deadline: a hanging server shows as status 0 after `timeoutMs`. */
export async function timed(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<TimedAnswer> {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started, body };
  } catch {
    return { status: 0, retryAfter: null, ms: Date.now() - started, body: null };
  }
}

/** A client address of its own per call, so the per-address sign-in limits never interfere. */
const someAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

export function signIn(baseUrl: string, email = 'driver@example.com'): Promise<TimedAnswer> {
  return timed(new URL('/api/auth/sign-in/email', baseUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
}

/** What the server answers while its database is away: the probes an outage test asserts on. */
export async function probe(baseUrl: string) {
  const at = (p: string) => new URL(p, baseUrl).toString();
  const [healthz, readyz, graphql, signedIn] = await Promise.all([
    timed(at('/healthz')),
    timed(at('/readyz')),
    timed(at('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
    signIn(baseUrl),
  ]);
  return { healthz, readyz, graphql, signIn: signedIn };
}

/** Polls /readyz until it answers `status` (at most `timeoutMs`). */
export async function waitForReadiness(baseUrl: string, status: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await timed(new URL('/readyz', baseUrl).toString(), {}, 3_000)).status === status) return;
    if (Date.now() > deadline) throw new Error(`/readyz did not answer ${status} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/**
 * Signed trips of one device, posted until the server stores each: a 503 (or no answer) is sent again
 * after a moment, as a device does. Counts what the server answered.
 */
export class DeliveryPoster {
  /** Payload ids the server stored (202) or recognised (200). */
  readonly stored = new Set<string>();
  readonly statuses = new Map<number, number>();
  /** Every 503 carried Retry-After. */
  retryAfterOnEvery503 = true;
  /** The slowest answer, in ms (a hanging request would show here). */
  slowestMs = 0;
  private next = 0;
  private readonly run = randomBytes(4).toString('hex');

  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly serial = DEMO_DEVICE,
    private readonly start = startOfPreviousMonth() + 2 * 86_400_000 + 15 * 3_600_000,
  ) {}

  /** The secret of the simulator source, read from the server's database. */
  static async secretOf(db: Database): Promise<string> {
    const [row] = await db
      .select({ secret: webhookSources.secret })
      .from(webhookSources)
      .where(eq(webhookSources.name, SIMULATOR_SOURCE));
    if (!row) throw new Error('no simulator webhook source');
    return row.secret;
  }

  /** Posts `count` new trips, `concurrency` at a time; settles when every one is stored. */
  async post(count: number, concurrency = 4): Promise<void> {
    const payloads = Array.from({ length: count }, () => {
      const i = this.next++;
      // 20 minutes apart: a Sacramento drive takes a few minutes, so no two trips overlap.
      const start = new Date(this.start + i * 20 * 60_000);
      return tripPayload({ id: `outage-${this.run}-${i}`, serialNumber: this.serial, start, waypoints: SACRAMENTO });
    });
    let index = 0;
    const lane = async () => {
      while (index < payloads.length) {
        const payload = payloads[index++];
        if (payload) await this.postOne(payload);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
  }

  private async postOne(payload: ReturnType<typeof tripPayload>): Promise<void> {
    for (;;) {
      const raw = JSON.stringify(payload);
      const answer = await timed(new URL('/webhooks/devices', this.baseUrl).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(SIMULATOR_SOURCE, this.secret, raw) },
        body: raw,
      });
      const { status, retryAfter } = answer;
      this.slowestMs = Math.max(this.slowestMs, answer.ms);
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
      if (status === 200 || status === 202) {
        this.stored.add(payload.id);
        return;
      }
      if (status === 503 && !retryAfter) this.retryAfterOnEvery503 = false;
      if (status !== 503 && status !== 0) throw new Error(`delivery ${payload.id} answered ${status}`);
      await sleep(300);
    }
  }

  /** Waits until every stored delivery is processed; returns the statuses of those that are not. */
  async waitProcessed(db: Database, timeoutMs = 120_000): Promise<Record<string, number>> {
    const ids = [...this.stored];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts: Record<string, number> = {};
      try {
        for (let i = 0; i < ids.length; i += 500) {
          const rows = await db
            .select({ status: webhookEvents.status })
            .from(webhookEvents)
            .where(
              and(eq(webhookEvents.source, SIMULATOR_SOURCE), inArray(webhookEvents.sourceId, ids.slice(i, i + 500))),
            );
          for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
        }
      } catch {
        // the database is still coming back
      }
      const processed = counts.processed ?? 0;
      if (processed === ids.length) return {};
      if (Date.now() > deadline) {
        delete counts.processed;
        const missing = ids.length - Object.values(counts).reduce((a, b) => a + b, processed);
        return missing ? { ...counts, missing } : counts;
      }
      await sleep(500);
    }
  }
}

/** Whether the server process still runs. */
export const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
