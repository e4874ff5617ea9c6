import { describe, expect, it } from 'vitest';
import { cutName } from '../format';

describe('cutName', () => {
  it('leaves a name that fits whole', () => {
    expect(cutName('Toyota', 10)).toBeNull();
    expect(cutName('Volkswagen', 10)).toBeNull();
  });

  it('cuts a longer name to its first characters and ends it in an ellipsis', () => {
    expect(cutName('Mercedes-Benz', 10)).toBe('Mercedes-B…');
    // No space is left before the ellipsis.
    expect(cutName('Model Y Long Range AWD Performance', 20)).toBe('Model Y Long Range A…');
    expect(cutName('Land Rover', 5)).toBe('Land…');
  });
});
