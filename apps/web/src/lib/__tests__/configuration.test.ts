import { CONFIGURATION_DEFINITIONS } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { ConfigurationDocument } from '../../gql/graphql';

describe('configuration operation', () => {
  const text = ConfigurationDocument.toString();
  const aliases = [...text.matchAll(/(\w+):\s*getConfiguration\(\s*key:\s*"(\w+)"\s*\)/g)].map((match) => ({
    alias: match[1],
    key: match[2],
  }));

  it('reads every configuration key once, aliased by its own name', () => {
    expect(aliases.map((entry) => entry.key).sort()).toEqual(CONFIGURATION_DEFINITIONS.map((d) => d.key).sort());
    for (const entry of aliases) expect(entry.alias).toBe(entry.key);
  });

  it('stays within the server limit of 20 aliases per operation', () => {
    expect(aliases.length).toBeLessThanOrEqual(20);
  });
});
