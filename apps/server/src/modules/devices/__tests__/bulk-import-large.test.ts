import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { createParticipant } from '../../../db/__tests__/fixtures.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { mileageReportingOptions, participants, vehicles } from '../../../db/schema/index.js';
import { type Caller, randomVin, signInDemo } from '../../vehicles/__tests__/helpers.js';

const START = `mutation($m: String!, $a: String!) { startMroDeviceImport(manifest: $m, authorUsername: $a) {
  id status total done } }`;
const GET = `query($id: ID!) { getMroDeviceImport(id: $id) { id status total done progress error
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

/** Follows an import job until it ends, keeping every progress value read. */
async function follow(id: string) {
  const seen: number[] = [];
  for (;;) {
    const res = await admin.client.graphql(GET, { id });
    expect(res.errors).toBeUndefined();
    const job = res.data.getMroDeviceImport;
    seen.push(job.done);
    if (job.status !== 'running') return { job, seen };
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
    const manifest = Buffer.from(lines.join('\n'), 'utf8').toString('base64');

    const res = await admin.client.graphql(START, { m: manifest, a: admin.email });
    expect(res.errors).toBeUndefined();
    expect(res.data.startMroDeviceImport).toMatchObject({ status: 'running', total: ROWS + 2 });
    const { job, seen } = await follow(res.data.startMroDeviceImport.id);
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
