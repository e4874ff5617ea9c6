import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PrivacyCentreDocument, PrivacyRequestDataExportDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';

export const privacyKeys = { centre: (username: string) => ['privacy-centre', username] as const };

/** The privacy centre; asked again every 2 s while an export is being built. */
export function usePrivacyCentre(username: string) {
  return useQuery({
    queryKey: privacyKeys.centre(username),
    queryFn: () => execute(PrivacyCentreDocument, { username }),
    refetchInterval: (query) => {
      const status = query.state.data?.getPrivacyCentre.latestExport?.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
}

export function useRequestDataExport(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => execute(PrivacyRequestDataExportDocument, { username }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.centre(username) }),
  });
}
