import { messages } from '@rc/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, setConfiguration, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';
import type { Actor } from '../../identity/actor.js';
import { ConfigurationRepository, type ConfigurationRow } from '../configuration.repository.js';
import { ConfigurationService } from '../configuration.service.js';

let server: TestServer;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  adminId = (await admin.signIn('admin@example.com', DEMO_PASSWORD)).id;
});
afterAll(async () => {
  await server?.close();
});

const update = (key: string, value: string) =>
  admin.graphql('mutation($input: UpdateConfigurationInput!) { updateConfiguration(input: $input) { key value } }', {
    input: { key, value },
  });
const storedValue = async (key: string) =>
  (await new Client(server.url).graphql('query($k: String!) { getConfiguration(key: $k) { value } }', { k: key })).data
    .getConfiguration.value;

describe('updateConfiguration: values are checked per key', () => {
  it.each([
    ['PARTICIPANT_SESSION_TIMEOUT', 'ten', messages.sessionTimeoutInvalid],
    ['PARTICIPANT_SESSION_TIMEOUT', '0', messages.sessionTimeoutInvalid],
    ['PARTICIPANT_SESSION_TIMEOUT', '2.5', messages.sessionTimeoutInvalid],
    ['PARTICIPANT_SESSION_TIMEOUT', '1441', messages.sessionTimeoutInvalid],
    ['PARTICIPANT_SESSION_TIMEOUT', '', messages.configurationValueRequired],
    ['BILLING_BALANCE_DUE_DAYS', '-1', messages.billingDaysInvalid],
    ['BILLING_BALANCE_OVERDUE_DAYS', '3 weeks', messages.billingDaysInvalid],
    ['BILLING_BALANCE_DEFAULT_DAYS', '', messages.configurationValueRequired],
    ['FEATURE_MULTIPLE_VEHICLES', 'yes', messages.configurationValueNotAnOption],
    ['REGISTRATION_CLOSED', 'TRUE', messages.configurationValueNotAnOption],
    ['REGISTRATION_CLOSED', '', messages.configurationValueNotAnOption],
    ['MILEAGE_UNIT', 'miles', messages.configurationValueNotAnOption],
    ['FUEL_UNIT', 'gallon', messages.configurationValueNotAnOption],
    ['PILOT_END_DATE', '2025-02-30', messages.pilotEndDateInvalid],
    ['PILOT_END_DATE', '31/01/2025', messages.pilotEndDateInvalid],
    ['PAYMENTS_WIDGET_URL', 'javascript:alert(1)', messages.paymentsWidgetUrlInvalid],
    ['MAP_TILE_URL', 'https://tiles.example.org/a.png', messages.mapTileUrlInvalid],
    ['MAP_TILE_ATTRIBUTION', 'two\nlines', messages.configurationTextTooLong],
  ])('refuses %s = %j: %s', async (key, value, message) => {
    const before = await storedValue(key);
    const res = await update(key, value);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedValue(key)).toBe(before);
  });

  it.each([
    ['PARTICIPANT_SESSION_TIMEOUT', '15'],
    ['FEATURE_MULTIPLE_VEHICLES', 'enabled'],
    ['FEATURE_MULTIPLE_VEHICLES', ''],
    ['MILEAGE_UNIT', 'mi'],
    ['PILOT_END_DATE', '2025-02-28'],
    ['PAYMENTS_WIDGET_URL', 'https://cards.example.com/widget'],
    ['PAYMENTS_WIDGET_URL', ''],
    ['MAP_TILE_ATTRIBUTION', '© Tile makers'],
  ])('accepts %s = %j', async (key, value) => {
    const before = await storedValue(key);
    try {
      const res = await update(key, value);
      expect(res.errors).toBeUndefined();
      expect(await storedValue(key)).toBe(value);
    } finally {
      await update(key, before ?? '');
    }
  });

  it('keeps the balance ages in order (due ≤ overdue ≤ default) and applies a change at once', async () => {
    const overdue = await update('BILLING_BALANCE_OVERDUE_DAYS', '12');
    expect(overdue.errors?.[0]?.message).toBe(messages.billingDaysOrder);
    expect((await update('BILLING_BALANCE_DEFAULT_DAYS', '20')).errors?.[0]?.message).toBe(messages.billingDaysOrder);
    try {
      expect((await update('BILLING_BALANCE_DEFAULT_DAYS', '45')).errors).toBeUndefined();
      expect((await update('BILLING_BALANCE_OVERDUE_DAYS', '40')).errors).toBeUndefined();
      // No restart: the billing rules read the new values on their next use.
      expect(await server.services.billing.billingAges()).toEqual({ dueDays: 14, overdueDays: 40, defaultDays: 45 });
    } finally {
      await update('BILLING_BALANCE_OVERDUE_DAYS', '21');
      await update('BILLING_BALANCE_DEFAULT_DAYS', '30');
    }
    expect(await server.services.billing.billingAges()).toEqual({ dueDays: 14, overdueDays: 21, defaultDays: 30 });
  });

  it('records each change in the audit trail with the admin who made it', async () => {
    await update('PARTICIPANT_SESSION_TIMEOUT', '12');
    await update('PARTICIPANT_SESSION_TIMEOUT', '10');
    const res = await admin.graphql(
      `query($k: String!) { getEventsByKeyByTimestamp(key: $k, sortDirection: DESC, limit: 2) {
        items { eventName diff { key old new } updatedBy } } }`,
      { k: 'configurations#PARTICIPANT_SESSION_TIMEOUT' },
    );
    expect(res.errors).toBeUndefined();
    const items = res.data.getEventsByKeyByTimestamp.items;
    expect(items[0]).toMatchObject({ eventName: 'MODIFY', updatedBy: adminId });
    expect(items[0].diff).toContainEqual({ key: 'value', old: '"12"', new: '"10"' });
    expect(items[1].diff).toContainEqual({ key: 'value', old: '"10"', new: '"12"' });
  });

  it('is for staff only', async () => {
    const participant = new Client(server.url);
    await participant.signIn('driver@example.com', DEMO_PASSWORD);
    const res = await participant.graphql(
      'mutation { updateConfiguration(input: { key: "MILEAGE_UNIT", value: "mi" }) { key } }',
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('CONFIGURATION_CACHE_MS: a process keeps the values it read for a moment', () => {
  it('answers from its copy until it is older than the setting, and a change through it at once', async () => {
    const handle = connect(server.databaseUrl);
    const repo = new ConfigurationRepository(handle.db);
    let reads = 0;
    const counted = Object.assign(Object.create(repo) as ConfigurationRepository, {
      findByKey: (key: string) => {
        reads++;
        return repo.findByKey(key);
      },
    });
    const service = new ConfigurationService(counted, { cacheMs: 1000 });
    const value = async () => (await service.getConfiguration('MILEAGE_UNIT'))?.value;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await setConfiguration(handle.db, 'MILEAGE_UNIT', 'km');
      // Requests arriving together ask the table once.
      expect(await Promise.all([value(), value(), value()])).toEqual(['km', 'km', 'km']);
      expect(reads).toBe(1);
      // Changed by another process: this one answers its copy until a second has passed.
      await setConfiguration(handle.db, 'MILEAGE_UNIT', 'mi');
      vi.advanceTimersByTime(999);
      expect(await value()).toBe('km');
      vi.advanceTimersByTime(2);
      expect(await value()).toBe('mi');
      expect(reads).toBe(2);
      // Changed through this process: the next read has it.
      const actor: Actor = { username: adminId, email: 'admin@example.com', groups: ['Admins'] };
      await service.updateConfiguration(actor, { key: 'MILEAGE_UNIT', value: 'km' });
      expect(await value()).toBe('km');
      // A failed read is not kept.
      const failing = Object.assign(Object.create(repo) as ConfigurationRepository, {
        findByKey: async (): Promise<ConfigurationRow | null> => {
          throw new Error('connection terminated');
        },
      });
      const outage = new ConfigurationService(failing, { cacheMs: 1000 });
      await expect(outage.getConfiguration('MILEAGE_UNIT')).rejects.toThrow('connection terminated');
      Object.assign(failing, { findByKey: (key: string) => repo.findByKey(key) });
      expect((await outage.getConfiguration('MILEAGE_UNIT'))?.value).toBe('km');
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });
});
