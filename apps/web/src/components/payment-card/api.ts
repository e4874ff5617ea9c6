import { useQuery } from '@tanstack/react-query';
import { SavedPaymentCardsDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';

/** Query keys of the saved cards: one cache entry however many pages show them. */
export const savedCardKeys = {
  all: (username: string) => [...participantKeys.one(username), 'paymentCards'] as const,
};

/** Every saved card of the participant (all pages). */
export function fetchSavedCards(username: string) {
  return listAll(
    async ({ limit, nextToken }) =>
      (await execute(SavedPaymentCardsDocument, { username, limit, nextToken })).listPaymentCards,
  );
}

export type SavedCard = Awaited<ReturnType<typeof fetchSavedCards>>[number];

/** The participant's saved cards; `staleTime: 0` where a page must see cards saved elsewhere at once. */
export function useSavedCards(username: string, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ queryKey: savedCardKeys.all(username), queryFn: () => fetchSavedCards(username), ...options });
}
