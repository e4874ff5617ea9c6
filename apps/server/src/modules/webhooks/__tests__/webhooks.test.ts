import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../../db/schema/index.js';
import {
  errorOf,
  minutesAgo,
  startTripsWorld,
  stopTripsWorld,
  type TripsWorld,
} from '../../trips/__tests__/helpers.js';

let w: TripsWorld;
const ids: Record<string, string> = {};
const DAY = 24 * 60;

beforeAll(async () => {
  w = await startTripsWorld();
  const add = async (name: string, status: string, minutes: number, payload: unknown) => {
    const [row] = await w.handle.db
      .insert(webhookEvents)
      .values({ status, source: 'danlaw', sourceId: name, payload, createdAt: minutesAgo(minutes) })
      .returning();
    ids[name] = row?.id ?? '';
  };
  await add('recent', 'pending', 60, { tripId: 'T-1', odometer: 12034.5, points: [[38.5, -121.5]] });
  await add('lastWeek', 'pending', 7 * DAY, { tripId: 'T-2' });
  await add('twoMonths', 'pending', 60 * DAY, { tripId: 'T-3' });
  await add('processed', 'processed', 2 * DAY, { tripId: 'T-4' });
});

afterAll(() => stopTripsWorld(w));

const Q = `query($s: WebhookEventStatus!, $c: ModelDateKeyConditionInput) {
  getWebhookEventsByStatusByCreatedAt(status: $s, createdAt: $c) { items { id status source sourceId payload createdAt } nextToken } }`;

describe('getWebhookEventsByStatusByCreatedAt', () => {
  it('shows deliveries of the last month by default, newest first, with the payload as JSON', async () => {
    const res = await w.admin.graphql(Q, { s: 'pending' });
    expect(res.errors).toBeUndefined();
    const items = res.data.getWebhookEventsByStatusByCreatedAt.items;
    expect(items.map((e: { id: string }) => e.id)).toEqual([ids.recent, ids.lastWeek]);
    expect(items[0]).toMatchObject({
      status: 'pending',
      source: 'danlaw',
      sourceId: 'recent',
      payload: { tripId: 'T-1', odometer: 12034.5, points: [[38.5, -121.5]] },
    });
    const processed = await w.admin.graphql(Q, { s: 'processed' });
    expect(processed.data.getWebhookEventsByStatusByCreatedAt.items.map((e: { id: string }) => e.id)).toEqual([
      ids.processed,
    ]);
  });

  it('takes an explicit range', async () => {
    const res = await w.admin.graphql(Q, { s: 'pending', c: { lt: minutesAgo(30 * DAY).toISOString() } });
    expect(res.data.getWebhookEventsByStatusByCreatedAt.items.map((e: { id: string }) => e.id)).toEqual([
      ids.twoMonths,
    ]);
  });

  it('is for staff only', async () => {
    expect(errorOf(await w.driver.graphql(Q, { s: 'pending' })).code).toBe('FORBIDDEN');
  });
});
