import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCents } from '@rc/domain';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { runningEmbeddedUrl } from '../src/db/embedded.js';
import { createSimulation } from '../src/dev/simulation/demo.js';
import { addDays, type FaultKind, localDate, localTime } from '../src/dev/simulation/scenarios.js';
import { createServices } from '../src/services.js';

/*
 * npm run simulate -- --participants N --days D [--url http://localhost:3000] [--seed S]
 *
 * Creates N simulated participants (sim-driver-0001@example.com …, password Demo-Pass-2024) with
 * vehicles and devices when they do not exist yet, then posts D days of their trips (up to now)
 * through the running server's signed device webhook and waits for the server to process them.
 * The server must be running; the database is DATABASE_URL, or the embedded PostgreSQL that the
 * running server started in ./data/postgres.
 */
const usage = `Usage: npm run simulate -- [--participants N] [--days D] [--url URL] [--seed S] [--concurrency C] [--wait SECONDS]

  --participants  simulated participants (default 5; created when missing)
  --days          days of trips, ending now (default 7)
  --url           the running server (default http://localhost:$PORT, PORT 3000)
  --seed          random seed: the same seed gives the same trips (default 1)
  --concurrency   deliveries in flight (default 4)
  --wait          seconds to wait for the server to process the trips (default 300; 0: do not wait)

Start the server first (npm start, or npm run dev) in another terminal. The database is DATABASE_URL
or the embedded PostgreSQL the running server keeps in ./data/postgres.`;

function positive(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}\n\n${usage}`);
    process.exit(2);
  }
  return n;
}

const FAULT_LABELS: Record<FaultKind, string> = {
  incomplete: 'without an odometer end (event 16)',
  zeroDistance: 'with no distance (event 17)',
  excessive: 'with an absurd odometer (event 99)',
  wrongVin: 'with another VIN (event 1002)',
};

async function main() {
  const { values } = parseArgs({
    options: {
      participants: { type: 'string' },
      days: { type: 'string' },
      url: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      wait: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const participants = positive('participants', values.participants, 5, 10_000);
  const days = positive('days', values.days, 7, 366);
  const concurrency = Math.max(1, positive('concurrency', values.concurrency, 4, 64));
  const waitSeconds = positive('wait', values.wait, 300, 86_400);
  const seed = values.seed ?? '1';
  const baseUrl = values.url ?? `http://localhost:${config.PORT}`;

  try {
    const res = await fetch(new URL('/healthz', baseUrl));
    if (!res.ok) throw new Error(`status ${res.status}`);
  } catch (err) {
    console.error(
      `No server answers at ${baseUrl} (${err instanceof Error ? err.message : err}).\n` +
        'Start it first (npm start or npm run dev, in another terminal), or pass --url.',
    );
    process.exit(1);
  }

  const databaseUrl = config.DATABASE_URL ?? (await runningEmbeddedUrl(path.join(config.DATA_DIR, 'postgres')));
  if (!databaseUrl) {
    console.error(
      `No database: set DATABASE_URL, or run the server with its embedded PostgreSQL (${path.join(config.DATA_DIR, 'postgres')}).`,
    );
    process.exit(1);
  }

  const handle = connect(databaseUrl);
  const log = (m: string) => console.log(m);
  const controller = new AbortController();
  process.once('SIGINT', () => {
    console.log('stopping…');
    controller.abort();
  });
  try {
    const services = createServices(handle.db);
    const simulation = createSimulation(handle.db, services);
    const started = Date.now();
    const result = await simulation.run({
      participants,
      days,
      seed,
      baseUrl,
      concurrency,
      log,
      signal: controller.signal,
    });
    const { summary } = result;
    console.log(
      `posted ${summary.posted} trips in ${Math.round((Date.now() - started) / 1000)} s: ${summary.accepted} accepted, ` +
        `${summary.duplicate} already posted, ${summary.rejected} refused, ${summary.failed} failed`,
    );
    for (const p of summary.problems) console.log(`  ${p}`);
    const faulty = new Map<string, number>();
    for (const t of result.trips) if (t.fault) faulty.set(t.fault, (faulty.get(t.fault) ?? 0) + 1);
    if (faulty.size > 0) {
      const list = [...faulty].map(([kind, n]) => `${n} ${FAULT_LABELS[kind as FaultKind]}`).join(', ');
      console.log(`faulty records among them, on purpose: ${list}`);
    }

    if (waitSeconds > 0 && summary.accepted > 0 && !controller.signal.aborted) {
      const progress = await simulation.waitForProcessing(result.deliveryIds, {
        timeoutMs: waitSeconds * 1000,
        log,
        signal: controller.signal,
      });
      console.log(
        `processed by the server: ${progress.processed} processed, ${progress.failed} failed, ${progress.pending} still pending`,
      );
    }
    const since = new Date(localTime(addDays(localDate(Date.now()), -(days - 1)), 0));
    const totals = await simulation.tripTotals(
      result.drivers.map((d) => d.key),
      since,
    );
    const byUser = new Map(totals.map((t) => [t.username, t]));
    console.log(
      '\nparticipant                          pilot      persona               trips       km   mileage  fuel credit  cordon    ToD   tolls',
    );
    for (const d of result.drivers) {
      const t = byUser.get(d.key);
      console.log(
        [
          (d.label ?? d.key).padEnd(36),
          d.pilot.padEnd(10),
          d.persona.id.padEnd(18),
          String(t?.trips ?? 0).padStart(8),
          (t?.km ?? 0).toFixed(0).padStart(8),
          formatCents(t?.mileageFeeCents ?? 0).padStart(9),
          formatCents(t?.fuelFeeCents ?? 0).padStart(12),
          formatCents(t?.cordonFeeCents ?? 0).padStart(7),
          formatCents(t?.todFeeCents ?? 0).padStart(6),
          formatCents(t?.tollFeeCents ?? 0).padStart(7),
        ].join(' '),
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
