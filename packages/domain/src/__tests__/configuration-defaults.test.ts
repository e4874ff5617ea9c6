import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DEFAULTS, CONFIGURATION_DEFINITIONS } from '../index.js';

describe('configuration defaults', () => {
  it('name every defined key once, with its definition default', () => {
    expect(Object.keys(CONFIGURATION_DEFAULTS).sort()).toEqual(CONFIGURATION_DEFINITIONS.map((d) => d.key).sort());
    for (const definition of CONFIGURATION_DEFINITIONS) {
      expect(CONFIGURATION_DEFAULTS[definition.key as keyof typeof CONFIGURATION_DEFAULTS], definition.key).toBe(
        definition.defaultValue,
      );
    }
  });
});
