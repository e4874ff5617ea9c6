import { messages, PILOT_SHORT_NAMES } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

let server: TestServer;
let admin: Client;
let adminId: string;
let participant: Client;
let participantId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
  participant = new Client(server.url);
  participantId = (await participant.signIn('driver@example.com', DEMO_PASSWORD)).id;
});
afterAll(async () => {
  await server?.close();
});

const FIELDS = `id shortName name category description isDeviceRequired isGpsRequired
  details { participantsSelected assetsAndRoadScope participantStatement minimumDataRequired locationGPS } updatedAt`;
const update = `mutation($input: UpdatePilotProgramInput!) { updatePilotProgram(input: $input) { ${FIELDS} } }`;

describe('pilot programs are public', () => {
  it('lists the five programmes to anonymous visitors, by short name, with pages', async () => {
    const anonymous = new Client(server.url);
    const res = await anonymous.graphql(`query { listPilotPrograms { items { ${FIELDS} } nextToken } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.listPilotPrograms.items.map((p: { shortName: string }) => p.shortName)).toEqual(
      [...PILOT_SHORT_NAMES].sort(),
    );
    expect(res.data.listPilotPrograms.nextToken).toBeNull();
    const mbuf = res.data.listPilotPrograms.items.find((p: { id: string }) => p.id === 'mbuf');
    expect(mbuf.details.locationGPS).toMatch(/Optional/);

    const first = await anonymous.graphql(
      'query { listPilotPrograms(limit: 2, sortDirection: DESC) { items { shortName } nextToken } }',
    );
    expect(first.data.listPilotPrograms.items.map((p: { shortName: string }) => p.shortName)).toEqual([
      'OB-MBUF',
      'MBUF+ToD',
    ]);
    const second = await anonymous.graphql(
      'query($t: String) { listPilotPrograms(limit: 2, sortDirection: DESC, nextToken: $t) { items { shortName } } }',
      { t: first.data.listPilotPrograms.nextToken },
    );
    expect(second.data.listPilotPrograms.items.map((p: { shortName: string }) => p.shortName)).toEqual([
      'MBUF+TF',
      'MBUF+C',
    ]);

    const filtered = await anonymous.graphql(
      'query { listPilotPrograms(filter: { category: "none" }) { items { id } } }',
    );
    expect(filtered.data.listPilotPrograms.items).toEqual([]);
  });

  it('reads one programme by id; an unknown id is null', async () => {
    const anonymous = new Client(server.url);
    const res = await anonymous.graphql('query { getPilotProgram(id: "mbuf-c") { shortName isGpsRequired } }');
    expect(res.data.getPilotProgram).toEqual({ shortName: 'MBUF+C', isGpsRequired: true });
    const none = await anonymous.graphql('query { getPilotProgram(id: "nope") { id } }');
    expect(none.errors).toBeUndefined();
    expect(none.data.getPilotProgram).toBeNull();
  });

  it('the participant record links its programme with its details', async () => {
    const me = await participant.graphql(
      'query($u: ID!) { getParticipant(username: $u) { pilotProgram { shortName details { minimumDataRequired } } } }',
      { u: participantId },
    );
    expect(me.errors).toBeUndefined();
    expect(me.data.getParticipant.pilotProgram.shortName).toBe('MBUF');
    expect(me.data.getParticipant.pilotProgram.details.minimumDataRequired).toMatch(/miles driven/);
  });
});

describe('updatePilotProgram', () => {
  it('staff change everything but the short name; details given replace only those sections', async () => {
    const res = await admin.graphql(update, {
      input: {
        id: 'mbuf-tod',
        name: '  Rush Hour Road Charge ',
        category: 'time-of-day',
        description: 'Road charge plus a rush-hour fee.',
        isDeviceRequired: true,
        isGpsRequired: false,
        details: { locationGPS: 'GPS is optional for this test.', participantStatement: null },
      },
    });
    expect(res.errors).toBeUndefined();
    const p = res.data.updatePilotProgram;
    expect(p).toMatchObject({
      id: 'mbuf-tod',
      shortName: 'MBUF+ToD',
      name: 'Rush Hour Road Charge',
      category: 'time-of-day',
      description: 'Road charge plus a rush-hour fee.',
      isGpsRequired: false,
    });
    expect(p.details.locationGPS).toBe('GPS is optional for this test.');
    expect(p.details.participantStatement).toBeNull();
    expect(p.details.participantsSelected).toMatch(/Bay Area/);

    // Recorded in the audit trail with the API's field names.
    const audit = await admin.graphql(
      'query { getEventsByKeyByTimestamp(key: "pilot_programs#mbuf-tod") { items { eventName updatedBy diff { key old new } } } }',
    );
    const [event] = audit.data.getEventsByKeyByTimestamp.items;
    expect(event).toMatchObject({ eventName: 'MODIFY', updatedBy: adminId });
    expect(event.diff.map((d: { key: string }) => d.key)).toEqual(
      expect.arrayContaining(['name', 'category', 'description', 'isGpsRequired', 'details']),
    );
    expect(event.diff).toContainEqual({ key: 'isGpsRequired', old: 'true', new: 'false' });
  });

  it('the short name cannot be changed', async () => {
    const res = await admin.graphql(update, { input: { id: 'mbuf', shortName: 'CHANGED' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const after = await admin.graphql('query { getPilotProgram(id: "mbuf") { shortName } }');
    expect(after.data.getPilotProgram.shortName).toBe('MBUF');
  });

  it.each([
    [{ id: 'mbuf', name: '  ' }, 'BAD_USER_INPUT', messages.rateNameRequired],
    [{ id: 'mbuf', name: null }, 'BAD_USER_INPUT', messages.rateNameRequired],
    [{ id: 'no-such-program', name: 'X' }, 'NOT_FOUND', messages.pilotProgramNotFound],
  ])('refuses %j', async (input, code, message) => {
    const res = await admin.graphql(update, { input });
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(res.errors?.[0]?.message).toBe(message);
  });

  it('participants cannot change a programme', async () => {
    const res = await participant.graphql(update, { input: { id: 'mbuf', name: 'Free driving' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const after = await participant.graphql('query { getPilotProgram(id: "mbuf") { name } }');
    expect(after.data.getPilotProgram.name).toBe('Mileage-Based User Fee');
  });
});
