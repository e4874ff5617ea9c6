import { useQuery } from '@tanstack/react-query';
import { EnrolmentEpaMakesDocument, EnrolmentEpaModelsDocument, EnrolmentParticipantDocument } from '../../gql/graphql';
import { execute } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';
import type { EnrolmentAccount } from './wizard';

/**
 * Query keys of the enrolment wizard. Its reads of the account sit under the participant's key: after
 * every step the wizard invalidates `participantKeys.all` and resumes where the account stands.
 */
export const enrolmentKeys = {
  account: (username: string) => [...participantKeys.one(username), 'enrolment'] as const,
  epaMakes: (year: number | null) => ['epa', 'makes', year] as const,
  epaModels: (year: number | null, make: string | undefined) => ['epa', 'models', year, make] as const,
};

/** The enrolling participant and their vehicles, read afresh on every visit (staleTime 0). */
export function useEnrolmentAccount(username: string, enabled: boolean) {
  return useQuery({
    queryKey: enrolmentKeys.account(username),
    queryFn: async (): Promise<EnrolmentAccount> => {
      const data = await execute(EnrolmentParticipantDocument, { username, owner: username });
      return { username, participant: data.getParticipant ?? null, vehicles: data.listVehicles.items };
    },
    enabled,
    staleTime: 0,
  });
}

/** The EPA makes of a model year (they never change while the page is open). */
export function useEpaMakes(year: number | null) {
  return useQuery({
    queryKey: enrolmentKeys.epaMakes(year),
    queryFn: async () => (await execute(EnrolmentEpaMakesDocument, { year: year ?? 0 })).listEPAMakes,
    enabled: year !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The EPA models of a make in a model year. */
export function useEpaModels(year: number | null, make: string | undefined) {
  return useQuery({
    queryKey: enrolmentKeys.epaModels(year, make),
    queryFn: async () =>
      (await execute(EnrolmentEpaModelsDocument, { year: year ?? 0, make: make ?? '' })).listEPAModels,
    enabled: year !== null && Boolean(make),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
