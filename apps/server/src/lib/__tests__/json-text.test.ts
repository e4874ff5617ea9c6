import { describe, expect, it } from 'vitest';
import { spellsSameJson } from '../json-text.js';

/** What the webhook endpoint does: the body, what JSON.parse read, and the validated copy. */
const check = (text: string, kept: unknown) => spellsSameJson(text, JSON.parse(text), kept);

describe('spellsSameJson', () => {
  const payload = { id: 'd-1', trip: { tripId: 't "1" \\ é', vin: null, km: 12.5, points: [[38.5, -121.25, 0]] } };

  it('holds for the same values in any spelling: key order, spacing, escapes, number forms', () => {
    expect(check(JSON.stringify(payload), payload)).toBe(true);
    expect(
      check(
        '{ "trip": {"points": [[ 38.50, -121.25, 0e0 ]], "km": 1.25e1, "vin": null, "tripId": "t \\"1\\" \\\\ \\u00e9"},\n "id":"d-1" }',
        payload,
      ),
    ).toBe(true);
  });

  it('fails when the copy dropped a key, trimmed a string or changed a value', () => {
    expect(check(JSON.stringify({ ...payload, extra: [1] }), payload)).toBe(false);
    expect(check(JSON.stringify({ ...payload, id: ' d-1 ' }), payload)).toBe(false);
    expect(
      check(JSON.stringify({ ...payload, trip: { ...payload.trip, points: [[38.5, -121.25, 1]] } }), payload),
    ).toBe(false);
    expect(check(JSON.stringify({ ...payload, trip: { ...payload.trip, points: [] } }), payload)).toBe(false);
    expect(check('{"id":"d-1"}', { id: 'd-1', trip: undefined })).toBe(true);
    expect(check('{"id":"d-1"}', { id: 'd-1', trip: null })).toBe(false);
  });

  it('fails for a key given twice, which JSON.parse reads as its last value', () => {
    const text = `{"id":"d-1","trip":{"points":[[1,2,3]]},"trip":${JSON.stringify(payload.trip)}}`;
    expect(JSON.parse(text)).toEqual(payload);
    expect(check(text, payload)).toBe(false);
    expect(
      check('{"id":"x","id":"d-1","trip":{"tripId":"t","tripId":"t"}}', { id: 'd-1', trip: { tripId: 't' } }),
    ).toBe(false);
  });

  it('counts strings with escaped quotes and backslashes right', () => {
    expect(check('{"a":"\\\\","b":"\\"","c\\"":"\\\\\\""}', { a: '\\', b: '"', 'c"': '\\"' })).toBe(true);
  });
});
