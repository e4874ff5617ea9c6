import { CONFIGURATION_DEFINITIONS } from '@rc/domain';
import { describe, expect, it } from 'vitest';
import { ConfigurationDocument, PilotCalendarConfigurationDocument } from '../../gql/graphql';

describe('configuration operations', () => {
  const aliasesOf = (text: string) =>
    [...text.matchAll(/(\w+):\s*getConfiguration\(\s*key:\s*"(\w+)"\s*\)/g)].map((match) => ({
      alias: match[1],
      key: match[2],
    }));
  const operations = [ConfigurationDocument, PilotCalendarConfigurationDocument].map((d) => aliasesOf(d.toString()));
  const aliases = operations.flat();

  it('read every configuration key once, aliased by its own name', () => {
    expect(aliases.map((entry) => entry.key).sort()).toEqual(CONFIGURATION_DEFINITIONS.map((d) => d.key).sort());
    for (const entry of aliases) expect(entry.alias).toBe(entry.key);
  });

  it('stay within the server limit of 20 aliases per operation', () => {
    for (const operation of operations) expect(operation.length).toBeLessThanOrEqual(20);
  });
});
