import { CONFIGURATION_DEFAULTS, type ConfigurationKey, isFeatureEnabled, isTrue } from '@rc/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigurationDocument, PilotCalendarConfigurationDocument } from '../gql/graphql';
import { execute } from './graphql';

export type ConfigurationValues = Record<ConfigurationKey, string>;

const defaults: ConfigurationValues = { ...CONFIGURATION_DEFAULTS };

/**
 * Two operations read every key (aliases of getConfiguration, public). Missing or null values fall
 * back to the defaults (CONFIGURATION_DEFAULTS).
 */
export async function fetchConfiguration(): Promise<ConfigurationValues> {
  // Two operations: the server allows at most 20 aliases in one.
  const [data, calendar] = await Promise.all([
    execute(ConfigurationDocument),
    execute(PilotCalendarConfigurationDocument),
  ]);
  const values: ConfigurationValues = { ...defaults };
  for (const entry of [...Object.values(data), ...Object.values(calendar)]) {
    if (typeof entry !== 'object' || entry === null) continue;
    if (Object.hasOwn(defaults, entry.key) && typeof entry.value === 'string') values[entry.key] = entry.value;
  }
  return values;
}

export const configurationQueryKey = ['configuration'] as const;

/** Loaded at start and again after sign-out; otherwise kept for the session. */
export const configurationQuery = queryOptions({
  queryKey: configurationQueryKey,
  queryFn: fetchConfiguration,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 2,
});

export function loadConfiguration(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(configurationQuery);
}

export interface ConfigurationState {
  values: ConfigurationValues;
  isPending: boolean;
  get(key: ConfigurationKey): string;
  isTrue(key: ConfigurationKey): boolean;
  isFeatureEnabled(key: ConfigurationKey): boolean;
}

/** The public configuration (works signed out); defaults until it has loaded. */
export function useConfiguration(): ConfigurationState {
  const { data, isPending } = useQuery(configurationQuery);
  const values = data ?? defaults;
  return {
    values,
    isPending,
    get: (key) => values[key] ?? '',
    isTrue: (key) => isTrue(values[key]),
    isFeatureEnabled: (key) => isFeatureEnabled(values[key]),
  };
}
