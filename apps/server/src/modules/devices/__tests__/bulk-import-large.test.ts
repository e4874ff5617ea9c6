import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { mileageReportingOptions, mroDeviceImports, participants, vehicles } from '../../../db/schema/index.js';
import { type Caller, randomVin, signInDemo } from '../../vehicles/__tests__/helpers.js';

const START = `mutation($m: String!, $a: String!) { startMroDeviceImport(manifest: $m, authorUsername: $a) {
  id status total done } }`;
const GET = `query($id: ID!) { getMroDeviceImport(id: $id) { id status total done progress error createdBy
  result { registrations duplicates notifications errors { line participant serial vehicle message } } } }`;
const IMEI = '490154203237518';
/** 10,000 manifest rows: 9,998 devices to register, a duplicate serial and a row for an unknown participant. */
const ROWS = 9_998;
const PARTICIPANTS = 20;

let server: TestServer;
let handle: DatabaseHandle;
let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  handle = connect(server.databaseUrl);
  admin = await signInDemo(server, 'admin@example.com');
});
afterAll(async () => {
  await handle?.close();
  await server?.close();
});

function uploadManifest(bytes: Buffer, author: string, caller: Caller = admin, name = 'manifest.csv') {
  const form = new FormData();
  form.append('authorUsername', author);
  form.append('manifest', new Blob([new Uint8Array(bytes)]), name);
  return caller.client.fetch('/api/staff/mro-device-imports', { method: 'POST', body: form });
}

/** Follows an import job until it ends, keeping every progress value read. */
async function follow(id: string) {
  const seen: number[] = [];
  for (;;) {
    const res = await admin.client.graphql(GET, { id });
    expect(res.errors).toBeUndefined();
    const job = res.data.getMroDeviceImport;
    seen.push(job.done);
    if (job.status !== 'running' && job.status !== 'queued') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('startMroDeviceImport (a manifest import as a job)', () => {
  it('refuses a file that is no manifest at once, and participants', async () => {
    const res = await admin.client.graphql(START, { m: Buffer.from('hello').toString('base64'), a: admin.email });
    expect(res.errors?.[0]?.message).toBe('A valid shipping manifest is required.');
    const driver = await signInDemo(server, 'driver@example.com');
    const refused = await driver.client.graphql(START, { m: 'eA==', a: driver.email });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The upload route: the same refusals, and a manifest over 4 MB is refused while it streams.
    const notManifest = await uploadManifest(Buffer.from('hello'), admin.email);
    expect(notManifest.status).toBe(400);
    expect((await notManifest.json()).message).toBe('A valid shipping manifest is required.');
    const byDriver = await uploadManifest(Buffer.from('x'), driver.email, driver);
    expect(byDriver.status).toBe(403);
    const huge = await uploadManifest(Buffer.alloc(4 * 1024 * 1024 + 10, 'a'), admin.email);
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe('A shipping manifest must be 4 MB or smaller.');
    const unknown = await admin.client.graphql(GET, { id: randomUUID() });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data.getMroDeviceImport).toBeNull();
  });
});

describe('a 10,000-row manifest imported as a job', () => {
  it('registers every device of the shipment and reports the duplicate and the bad row', async () => {
    const owners: { username: string; accountNo: number }[] = [];
    for (let i = 0; i < PARTICIPANTS; i++) {
      const username = await createParticipant(handle.db);
      const [p] = await handle.db.select().from(participants).where(eq(participants.username, username));
      owners.push({ username, accountNo: Number(p!.accountNo) });
    }
    const rows: { serial: string; account: number; vin: string }[] = [];
    const vins = new Set<string>();
    while (vins.size < ROWS) vins.add(randomVin('1FA', 'K'));
    const vinList = [...vins];
    for (let start = 0; start < ROWS; start += 1000) {
      const values = vinList.slice(start, start + 1000).map((vin, j) => {
        const owner = owners[(start + j) % PARTICIPANTS]!;
        rows.push({
          serial: `L${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`,
          account: owner.accountNo,
          vin,
        });
        return { username: owner.username, vin, make: 'Ford', model: 'Focus', year: 2018, registrationState: 'CA' };
      });
      await handle.db.insert(vehicles).values(values);
    }
    const lines = rows.map((r) => `${r.serial},${IMEI},${r.account},${r.vin}`);
    // The last good row's serial again (a duplicate) and a row for a participant who does not exist.
    lines.push(`${rows[0]!.serial},${IMEI},${rows[1]!.account},${rows[1]!.vin}`);
    lines.push(`LBAD0000001,${IMEI},999999999,${rows[2]!.vin}`);
    const manifest = Buffer.from(lines.join('\n'), 'utf8');
    // As the web sends it: the file to the upload route (GraphQL bodies stop at 1 MiB).
    const res = await uploadManifest(manifest, admin.email);
    expect(res.status).toBe(202);
    const started = await res.json();
    expect(started).toMatchObject({ status: 'queued', total: ROWS + 2, done: 0 });
    const { job, seen } = await follow(started.id);
    expect(job).toMatchObject({ status: 'completed', total: ROWS + 2, done: ROWS + 2, progress: 1, error: null });
    // Progress only grows.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const result = job.result;
    expect(result).toMatchObject({ registrations: ROWS, duplicates: 1, notifications: PARTICIPANTS });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: ROWS + 2, participant: '999999999', serial: 'LBAD0000001' });
    const registered = await handle.db
      .select({ id: mileageReportingOptions.id })
      .from(mileageReportingOptions)
      .where(
        inArray(
          mileageReportingOptions.username,
          owners.map((o) => o.username),
        ),
      );
    expect(registered).toHaveLength(ROWS);
  }, 600_000);
});

describe('an import job that runs again after a crash', () => {
  it('goes on from its last checkpoint and counts nothing twice', async () => {
    const username = await createParticipant(handle.db);
    const [p] = await handle.db.select().from(participants).where(eq(participants.username, username));
    const vins = [randomVin('1FA', 'K'), randomVin('1FA', 'K'), randomVin('1FA', 'K')];
    await handle.db
      .insert(vehicles)
      .values(
        vins.map((vin) => ({ username, vin, make: 'Ford', model: 'Focus', year: 2018, registrationState: 'CA' })),
      );
    const serials = vins.map(() => `R${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`);
    const rows = vins.map((vin, i) => ({
      line: i + 1,
      serialNumber: serials[i]!,
      imei: IMEI,
      participant: String(p!.accountNo),
      vin,
      carrier: '',
      trackingNumber: '',
    }));
    rows.push({ ...rows[0]!, line: 4, serialNumber: 'RBAD0000001', participant: '999999998' });
    // Started by a manifest upload: the job registered the first row (its checkpoint saved with it), then
    // the process died.
    const res = await uploadManifest(
      Buffer.from(
        rows
          .slice(0, 1)
          .map((r) => `${r.serialNumber},${IMEI},${r.participant},${r.vin}`)
          .join('\n'),
      ),
      admin.email,
    );
    const { job: first } = await follow((await res.json()).id);
    expect(first.result).toMatchObject({ registrations: 1, duplicates: 0, notifications: 1 });
    const [crashed] = await handle.db
      .insert(mroDeviceImports)
      .values({
        createdBy: first.createdBy ?? username,
        status: 'running',
        rows,
        total: rows.length,
        done: 1,
        registrations: 1,
        notified: [username],
      })
      .returning();

    await server.services.devices.runMroDeviceImport(crashed!.id, false);
    const { job } = await follow(crashed!.id);
    expect(job).toMatchObject({ status: 'completed', done: 4, total: 4 });
    // Rows 2 and 3 are registered now; row 1 counted once; row 4 names no participant.
    expect(job.result).toMatchObject({ registrations: 3, duplicates: 0, notifications: 1 });
    expect(job.result.errors).toEqual([
      expect.objectContaining({ line: 4, participant: '999999998', serial: 'RBAD0000001' }),
    ]);
    const devices = await handle.db
      .select({ serial: mileageReportingOptions.deviceSerialNumber })
      .from(mileageReportingOptions)
      .where(eq(mileageReportingOptions.username, username));
    expect(devices.map((d) => d.serial).sort()).toEqual([...serials].sort());

    // A finished import is left alone when its job runs once more.
    await server.services.devices.runMroDeviceImport(crashed!.id, false);
    expect((await follow(crashed!.id)).job.result).toMatchObject({ registrations: 3, duplicates: 0 });
  }, 120_000);
});
