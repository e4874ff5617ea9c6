import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type StaffConfigurationRowFragment,
  StaffConfigurationsDocument,
  StaffUpdateConfigurationDocument,
} from '../../gql/staff/graphql';
import { configurationQueryKey } from '../../lib/configuration';
import { execute } from '../../lib/graphql';

export type ConfigurationRow = StaffConfigurationRowFragment;

/** The configuration table: 100 rows per page (staff spec section 9). */
export const CONFIGURATION_ROWS_PER_PAGE = 100;

/** Query keys of the configuration screen. */
export const staffConfigurationKeys = {
  all: ['staff', 'configurations'] as const,
  list: () => [...staffConfigurationKeys.all, 'list'] as const,
};

async function fetchConfigurations({ limit, nextToken }: StaffPageRequest<null>) {
  return (await execute(StaffConfigurationsDocument, { limit, nextToken })).listConfigurations;
}

/** One page of configurations, by key. */
export function useConfigurations() {
  return useStaffList<ConfigurationRow, null>({
    queryKey: staffConfigurationKeys.list(),
    filter: null,
    fetchPage: fetchConfigurations,
    rowsPerPage: CONFIGURATION_ROWS_PER_PAGE,
    rowsPerPageOptions: [CONFIGURATION_ROWS_PER_PAGE],
  });
}

/**
 * Saves a value (checked per key by the server). Afterwards the list and the app's public configuration
 * (lib/configuration, which the console's own screens read too) are fetched again, so this browser
 * follows the change at once; participants' browsers read it on their next load or sign-in.
 */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: string; value: string }) =>
      (await execute(StaffUpdateConfigurationDocument, { input })).updateConfiguration,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffConfigurationKeys.all }),
        queryClient.invalidateQueries({ queryKey: configurationQueryKey }),
      ]),
  });
}
