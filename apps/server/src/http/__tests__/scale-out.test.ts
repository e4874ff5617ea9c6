import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createTestDatabase } from '../../../test/harness.js';
import { startServerProcess, stopAllServerProcesses } from '../../../test/server-process.js';
import { connect, type DatabaseHandle } from '../../db/client.js';
import { trips, users, webhookEvents } from '../../db/schema/index.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../db/seed/seed.js';
import { postDelivery, tripPayload } from '../../modules/trips/__tests__/device-trips.js';
import { SIMULATOR_SOURCE } from '../../modules/webhooks/webhooks.service.js';

/**
 * The deployment of docs/deployment.md on one database: two ROLE=api processes (they serve and queue
 * jobs, they never work them) and one ROLE=worker process (it works the jobs). The API processes start
 * together and both ask for the demo seed: the seed lock lets exactly one seed it.
 */

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await stopAllServerProcesses();
  for (const handle of handles) await handle.close();
});

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('ROLE=api and ROLE=worker processes on one database', () => {
  it('both API processes serve sign-in; a delivery to one waits for the worker, which makes it a trip', {
    timeout: 240_000,
  }, async () => {
    const databaseUrl = await createTestDatabase();
    const handle = connect(databaseUrl);
    handles.push(handle);
    const { db } = handle;
    const secret = randomBytes(32).toString('hex');
    const env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DEVICE_WEBHOOK_SECRET: secret,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'true',
    };
    const dataDir = () => mkdtemp(path.join(os.tmpdir(), 'rc-scale-'));
    const [api1, api2] = await Promise.all([
      startServerProcess({ ...env, ROLE: 'api', DATA_DIR: await dataDir() }),
      startServerProcess({ ...env, ROLE: 'api', DATA_DIR: await dataDir() }),
    ]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN))).toHaveLength(1);

    for (const api of [api1, api2]) {
      const admin = new Client(api.url);
      const driver = new Client(api.url);
      await admin.signIn(DEMO_ADMIN, DEMO_PASSWORD);
      const signedIn = await driver.signIn('driver@example.com', DEMO_PASSWORD);
      const me = await driver.graphql('query($u: ID!) { getParticipant(username: $u) { username email } }', {
        u: signedIn.id,
      });
      expect(me.data?.getParticipant?.email).toBe('driver@example.com');
    }

    // The demo driver's plug-in device (seeded with the demo accounts), a short drive two hours ago.
    const payload = tripPayload({ serialNumber: 'DEMO-GPS-0001', start: new Date(Date.now() - 2 * 3_600_000) });
    const posted = await postDelivery(api2.url, SIMULATOR_SOURCE, secret, payload);
    expect(posted.status, JSON.stringify(posted.json)).toBe(202);
    const eventId = posted.json.id as string;
    const status = async () => (await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)))[0]?.status;
    // No process works jobs yet: the delivery stays pending.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await status()).toBe('pending');

    const worker = await startServerProcess({ ...env, ROLE: 'worker', SEED_DEMO: 'false', DATA_DIR: await dataDir() });
    expect(worker.lines.some((l) => l.includes('"msg":"ready"') && l.includes('"role":"worker"'))).toBe(true);
    expect(await waitFor('the trip job', async () => ((await status()) === 'pending' ? null : await status()))).toBe(
      'processed',
    );
    const [trip] = await db.select().from(trips).where(eq(trips.recordTripId, payload.trip.tripId));
    expect(trip).toMatchObject({ mroDeviceSerialNumber: 'DEMO-GPS-0001', processStatus: 'processed' });
  });
});
