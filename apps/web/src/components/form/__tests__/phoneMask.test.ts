import { describe, expect, it } from 'vitest';
import { maskPhone } from '../phoneMask';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['916', '(916'],
    ['9165', '(916) 5'],
    ['916555', '(916) 555'],
    ['9165551', '(916) 555-1'],
    ['9165551234', '(916) 555-1234'],
    ['916555123499', '(916) 555-1234'],
    ['(916) 555-1234', '(916) 555-1234'],
    ['+1 916 555 1234', '(916) 555-1234'],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
