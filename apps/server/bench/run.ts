// `npm run bench`: response times of the API on a large database (1,000 participants, 100,000 trips
// and as many segments, events and audit rows). Uses BENCH_DATABASE_URL's server when set, otherwise
// an embedded PostgreSQL in a temporary folder. Prints p50/p95 per operation; asserts nothing.
import pg from 'pg';
import { startBenchServer } from './support.js';
import { seedVolume } from './volume.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const bench = await startBenchServer('api');
const { server } = bench;
const pool = new pg.Pool({ connectionString: bench.databaseUrl });
const started = Date.now();
await seedVolume(pool, { participants: 1000, tripsPerParticipant: 100 });
console.log(`seeded 100,000 trips in ${((Date.now() - started) / 1000).toFixed(1)} s`);

let cookie = '';
async function call(body: unknown, pathName = '/graphql') {
  const res = await fetch(`${server.url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (set) cookie = set.split(';')[0] ?? '';
  const json = (await res.json()) as { errors?: unknown };
  if (res.status >= 400 || json.errors) throw new Error(JSON.stringify(json));
}

async function measure(name: string, fn: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
  console.log(`${name.padEnd(48)} p50 ${at(0.5)} ms   p95 ${at(0.95)} ms`);
}

await measure('sign-in (scrypt hash check)', () =>
  call({ email: 'admin@example.com', password: 'Demo-Pass-2024' }, '/api/auth/sign-in/email'),
);
await measure('getConfiguration', () => call({ query: '{ getConfiguration(key: "MILEAGE_UNIT") { value } }' }));
await measure('listParticipants (100)', () =>
  call({
    query: '{ listParticipants(limit: 100) { items { username accountNo pilotProgram { shortName } } nextToken } }',
  }),
);
await measure('getParticipant', () => call({ query: '{ getParticipant(username: "vol42") { username email } }' }));
await measure('getParticipantDashboard (100 trips)', () =>
  call({
    query: `{ getParticipantDashboard(username: "vol42") { balanceCents totals { trips segments mileageKm netCents }
      months { month billedCents } projection { mileageKm } } }`,
  }),
);

await pool.end();
await bench.close();
