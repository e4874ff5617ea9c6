// Device webhooks end to end: signed trip deliveries posted over HTTP to a real server, each stored,
// queued, processed by the trip job into a trip with its segments, GPS points, events and totals.
// `measureWebhookThroughput` reports trips per second from the first POST until the last delivery
// is processed. Uses BENCH_DATABASE_URL's server when set, otherwise an embedded PostgreSQL in a
// temporary folder. `tsx apps/server/bench/webhooks.ts` prints the figure.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { signedHeaders } from '../src/integrations/device-webhooks/signature.js';
import { SIMULATOR_SOURCE } from '../src/modules/webhooks/webhooks.service.js';
import { syntheticTrips } from './engine-core.js';
import { cpuSince, describeCpuPer, type RoleProcess, readCpu } from './process-cpu.js';
import { startBenchServer } from './support.js';

export interface WebhookBenchOptions {
  /**
   * Devices (one participant, vehicle and device each; pilots in turn). Default 400: three trips
   * each, sent in turn, as devices that report after each drive (decision 030). The default was 40
   * before: ten trips each, delivered at once.
   */
  devices?: number;
  /** Trips delivered (30-minute 1 Hz drives). Default 1,200. */
  trips?: number;
  /** Deliveries in flight at once. Default 16. */
  concurrency?: number;
  log?: (line: string) => void;
  /** The server's processes, whose CPU per trip is reported by role with PostgreSQL's. */
  processes?: readonly RoleProcess[];
}

export interface WebhookBenchResult {
  trips: number;
  processed: number;
  failed: number;
  /** From the first POST until every delivery is processed. */
  seconds: number;
  tripsPerSecond: number;
  /** Deliveries answered 202 per second while posting (the HTTP side alone). */
  acceptedPerSecond: number;
  /** CPU milliseconds per trip by role (the `processes` given, then PostgreSQL); empty without them. */
  cpuPerTrip: [string, number][];
}

const PROGRAMS = ['mbuf', 'mbuf-tod', 'mbuf-c', 'mbuf-tf', 'ob-mbuf'];

/** Participants with a vehicle and a GPS device each, straight into the tables (set-based SQL). */
async function createDevices(pool: pg.Pool, n: number): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.actor', 'System', true)`);
    await client.query(
      `insert into users (id, name, email, email_verified, role)
       select 'bench' || g, 'bench' || g || '@example.com', 'bench' || g || '@example.com', true, 'user'
       from generate_series(1, $1) g`,
      [n],
    );
    await client.query(
      `insert into participants (username, email, first_name, last_name, state, status, participant_pilot_program_id)
       select 'bench' || g, 'bench' || g || '@example.com', 'Bench', 'Driver ' || g, 'CA', 'active', ($2::text[])[1 + g % 5]
       from generate_series(1, $1) g`,
      [n, PROGRAMS],
    );
    await client.query(
      `insert into vehicles (id, username, make, model, year, type, mro_type, mro_id, epa_vehicle_combined_kpl)
       select 'benchveh' || g, 'bench' || g, 'Toyota', 'Camry', 2020, 'gas', 'automatedWithLocation',
              'benchdev' || g, 12.3
       from generate_series(1, $1) g`,
      [n],
    );
    await client.query(
      `insert into mileage_reporting_options (id, username, vehicle_id, device_serial_number, gps_enabled)
       select 'benchdev' || g, 'bench' || g, 'benchveh' || g, 'BENCH' || lpad(g::text, 6, '0'), true
       from generate_series(1, $1) g`,
      [n],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  return Array.from({ length: n }, (_, i) => `BENCH${String(i + 1).padStart(6, '0')}`);
}

export interface DeliveryTarget {
  /** The server's address (the API process). */
  url: string;
  /** Its database: devices are created there and the deliveries' progress is read from it. */
  pool: pg.Pool;
}

/**
 * Posts `trips` signed deliveries to a running server, `concurrency` at a time, and waits until its
 * workers have processed every one. The devices are created in the target's database.
 */
export async function postDeliveries(
  target: DeliveryTarget,
  opts: WebhookBenchOptions = {},
): Promise<WebhookBenchResult> {
  const log = opts.log ?? (() => {});
  const deviceCount = opts.devices ?? 400;
  const tripCount = opts.trips ?? 1200;
  const concurrency = opts.concurrency ?? 16;
  const { pool } = target;
  const serials = await createDevices(pool, deviceCount);
  const { rows: sources } = await pool.query<{ secret: string }>('select secret from webhook_sources where name = $1', [
    SIMULATOR_SOURCE,
  ]);
  const secret = sources[0]?.secret;
  if (!secret) throw new Error('the simulator webhook source is missing');
  const { rows: before } = await pool.query<{ n: number }>(
    'select count(*)::int as n from webhook_events where source = $1',
    [SIMULATOR_SOURCE],
  );
  if ((before[0]?.n ?? 0) > 0) throw new Error('the database already holds simulator deliveries');

  // Realistic drives (the engine bench's routes: commutes, bridges, trips into Nevada), as bodies.
  const bodies = syntheticTrips(tripCount, 7).map((trip, k) => {
    const odoStart = 10_000 + k;
    return JSON.stringify({
      id: `bench-${k}`,
      type: 'trip',
      device: { serialNumber: serials[k % serials.length], vin: null },
      trip: {
        tripId: `bench-trip-${k}`,
        startTime: new Date(trip.tsStart).toISOString(),
        endTime: new Date(trip.tsEnd).toISOString(),
        odometerStartKm: odoStart,
        odometerEndKm: odoStart + (trip.odometerKm ?? 0),
        fuelUsedLitres: trip.fuelUsedLitres,
        fuelAddedLitres: 0,
        points: trip.points.map((p) => [
          Math.round(p.lat * 1e6) / 1e6,
          Math.round(p.lng * 1e6) / 1e6,
          (p.t - trip.tsStart) / 1000,
        ]),
      },
    });
  });
  const averageKb = bodies.reduce((n, b) => n + b.length, 0) / bodies.length / 1024;
  log(
    `webhooks: ${tripCount} trips of ${deviceCount} devices, ${averageKb.toFixed(0)} KB each, ${concurrency} in flight`,
  );

  const url = new URL('/webhooks/devices', target.url);
  // Signed before the clock starts, sent over kept-alive sockets with node:http: the devices are not on
  // this machine, so the load generator should take as little of its two cores as it can (fetch took
  // about 2 ms more CPU per 50 KB delivery).
  const requests = bodies.map((body) => {
    const payload = Buffer.from(body);
    return {
      payload,
      headers: { 'content-type': 'application/json', ...signedHeaders(SIMULATOR_SOURCE, secret, body) },
    };
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (req: { payload: Buffer; headers: Record<string, string> }) =>
    new Promise<void>((resolve, reject) => {
      const r = http.request(
        url,
        { method: 'POST', agent, headers: { ...req.headers, 'content-length': String(req.payload.length) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            res.statusCode === 202
              ? resolve()
              : reject(new Error(`delivery answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
          );
        },
      );
      r.on('error', reject);
      r.end(req.payload);
    });
  const started = performance.now();
  const cpuBefore = { process: process.cpuUsage(), machine: machineCpuMs(), roles: readCpu(opts.processes ?? []) };
  let next = 0;
  const sender = async () => {
    while (next < requests.length) await post(requests[next++] as (typeof requests)[number]);
  };
  await Promise.all(Array.from({ length: concurrency }, sender)).finally(() => agent.destroy());
  const postedMs = performance.now() - started;
  log(`webhooks: all ${tripCount} accepted in ${(postedMs / 1000).toFixed(1)} s`);

  let counts = { pending: tripCount, processed: 0, failed: 0 };
  const deadline = Date.now() + 30 * 60_000;
  while (counts.pending > 0) {
    if (Date.now() > deadline) throw new Error(`${counts.pending} deliveries still pending after 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from webhook_events where source = $1 group by status`,
      [SIMULATOR_SOURCE],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    counts = { pending: by.pending ?? 0, processed: by.processed ?? 0, failed: by.failed ?? 0 };
  }
  const seconds = (performance.now() - started) / 1000;
  const ownMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore.process));
  const machineMs = machineCpuMs() - cpuBefore.machine;
  const byRole = opts.processes ? cpuSince(cpuBefore.roles, readCpu(opts.processes)) : [];
  log(
    `webhooks: CPU per trip ${(machineMs / tripCount).toFixed(1)} ms on the whole machine, ` +
      `${(ownMs / tripCount).toFixed(1)} ms of it in this process (the client, and the server when it runs here)`,
  );
  if (byRole.length > 0) log(`webhooks: CPU per trip by process: ${describeCpuPer(byRole, tripCount)}`);
  if (counts.failed > 0) log(`webhooks: ${counts.failed} deliveries failed`);
  // Only the bench devices' rows: the target may hold millions of others.
  const { rows } = await pool.query<{ trips: number; bins: number; segments: number }>(
    `select (select count(*)::int from trips where username like 'bench%') as trips,
            (select coalesce(sum(cardinality(lat)), 0)::int from trip_tracks where username like 'bench%') as bins,
            (select count(*)::int from trip_segments where username like 'bench%') as segments`,
  );
  log(
    `webhooks: ${rows[0]?.trips} trips, ${rows[0]?.segments} segments, ${rows[0]?.bins} GPS points stored in ${seconds.toFixed(1)} s`,
  );
  return {
    trips: tripCount,
    processed: counts.processed,
    failed: counts.failed,
    seconds,
    tripsPerSecond: counts.processed / seconds,
    acceptedPerSecond: tripCount / (postedMs / 1000),
    cpuPerTrip: byRole.map(([role, ms]) => [role, ms / tripCount]),
  };
}

/** CPU time used so far by all of this machine's cores (user, nice, system), from /proc/stat. */
function machineCpuMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0] = line.trim().split(/\s+/).slice(1, 4).map(Number);
  return ((user + nice + system) * 1000) / 100;
}

/** A server of its own on a new, empty database (`bench:engine`), then postDeliveries. */
export async function measureWebhookThroughput(opts: WebhookBenchOptions = {}): Promise<WebhookBenchResult> {
  const bench = await startBenchServer('webhooks', {
    // Quiet: the pools closing at the end log connection errors; failures are counted instead.
    LOG_LEVEL: 'fatal',
    // No demo accounts (and no demo trips): only the bench's deliveries are processed.
    SEED_DEMO: 'false',
  });
  const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: 2 });
  try {
    return await postDeliveries(
      { url: bench.server.url, pool },
      { processes: [{ role: 'this process (server and client)', pid: process.pid }], ...opts },
    );
  } finally {
    await pool.end();
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureWebhookThroughput({ log: (line) => console.log(line) });
  console.log(
    `webhooks end to end: ${result.tripsPerSecond.toFixed(0)} trips/s (${result.processed} processed, ${result.failed} failed, accepted at ${result.acceptedPerSecond.toFixed(0)}/s)`,
  );
}
