import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DisputableItemDocument, type DisputeItemType } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { formRequest } from '../../lib/jsonRequest';

/** The dispute with its files in one multipart request (the server keeps the files only with the dispute). */
const DISPUTE_PATH = '/api/disputes';
export const DISPUTE_FILE_TYPES = 'application/pdf,image/jpeg,image/png,text/plain';
export const DISPUTE_FILE_MAX_COUNT = 5;
export const DISPUTE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Query keys of the dispute form (under the item's own key, so a refresh of the item refreshes it). */
export const disputeKeys = {
  item: (itemType: DisputeItemType, itemId: string) => ['disputable', itemType, itemId] as const,
};

/** What the form shows of an item: its amount, deadline and whether it can be disputed now. */
export function useDisputableItem(itemType: DisputeItemType, itemId: string, enabled = true) {
  return useQuery({
    queryKey: disputeKeys.item(itemType, itemId),
    queryFn: async () => (await execute(DisputableItemDocument, { itemType, itemId })).getDisputableItem,
    enabled,
  });
}

/** Sends a dispute; on success the item's own queries (given) and the form's are refreshed. */
export function useCreateDispute(itemType: DisputeItemType, itemId: string, refresh: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subject: string; reason: string; files: readonly File[] }) => {
      const body = new FormData();
      body.set('itemType', itemType);
      body.set('itemId', itemId);
      body.set('subject', input.subject);
      body.set('reason', input.reason);
      for (const file of input.files) body.append('files', file, file.name);
      return formRequest<{ id: string; inquiryId: string }>(DISPUTE_PATH, body);
    },
    // Not awaited: the form closes first (the refreshed item then replaces its button by the status).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: disputeKeys.item(itemType, itemId) });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
    },
  });
}

/** More files for an open dispute (at most DISPUTE_FILE_MAX_COUNT in all); the item's queries are refreshed. */
export function useAddDisputeFiles(disputeId: string, refresh: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      return formRequest<{ id: string; files: { filename: string }[] }>(
        `${DISPUTE_PATH}/${encodeURIComponent(disputeId)}/files`,
        body,
      );
    },
    onSuccess: async () => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
