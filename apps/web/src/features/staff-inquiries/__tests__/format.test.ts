import { describe, expect, it } from 'vitest';
import { CARD_BODY_LENGTH, cutBody, relativeTime } from '../format';

describe('cutBody', () => {
  it('keeps a body of 120 characters and cuts a longer one at 120', () => {
    expect(cutBody('a'.repeat(CARD_BODY_LENGTH))).toBe('a'.repeat(120));
    expect(cutBody('b'.repeat(121))).toBe(`${'b'.repeat(120)}…`);
    expect(cutBody(null)).toBe('');
    expect(cutBody('  two\n\nlines ')).toBe('two lines');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says how long ago in the language', () => {
    expect(relativeTime('2026-11-27T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-25T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(relativeTime('2026-11-27T11:59:30Z', 'en', now)).toBe('this minute');
    expect(relativeTime('2026-11-27T09:00:00Z', 'es', now)).toBe('hace 3 horas');
  });
});
