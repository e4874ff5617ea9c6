import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateDisputeDocument, DisputableItemDocument, type DisputeItemType } from '../../gql/graphql';
import { execute } from '../../lib/graphql';

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
    mutationFn: async (input: { subject: string; reason: string }) =>
      (await execute(CreateDisputeDocument, { input: { itemType, itemId, ...input } })).createDispute,
    // Not awaited: the form closes first (the refreshed item then replaces its button by the status).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: disputeKeys.item(itemType, itemId) });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
    },
  });
}
