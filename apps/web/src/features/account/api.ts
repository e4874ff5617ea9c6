import { useQuery } from '@tanstack/react-query';
import {
  AccountConnectionsDocument,
  AccountMyInfoDocument,
  AccountReportingDevicesDocument,
  AccountVehiclesDocument,
} from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';
import { participantKeys } from '../../lib/queryKeys';

/**
 * Query keys of the account feature's tabs. They sit under the participant's key, so a profile save (or
 * an enrolment step) that invalidates the participant refreshes every tab. The participant the account
 * page itself reads is app/account's (that page is on the first route; these tabs are not).
 */
export const accountKeys = {
  myInfo: (username: string) => [...participantKeys.one(username), 'myInfo'] as const,
  vehicles: (username: string) => [...participantKeys.one(username), 'vehicles'] as const,
  devices: (username: string) => [...participantKeys.one(username), 'devices'] as const,
  connections: (username: string) => [...participantKeys.one(username), 'connections'] as const,
};

/** My Info's profile. */
export function useMyInfo(username: string) {
  return useQuery({
    queryKey: accountKeys.myInfo(username),
    queryFn: async () => (await execute(AccountMyInfoDocument, { username })).getParticipant ?? null,
  });
}

/** The participant's vehicles (all pages). */
export function useAccountVehicles(username: string) {
  return useQuery({
    queryKey: accountKeys.vehicles(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(AccountVehiclesDocument, { username, limit, nextToken })).listVehicles,
      ),
  });
}

/** The participant's reporting devices (all pages). */
export function useReportingDevices(username: string) {
  return useQuery({
    queryKey: accountKeys.devices(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(AccountReportingDevicesDocument, { username, limit, nextToken })).listMileageReportingOptions,
      ),
  });
}

/** The participant's telematics connections (all pages). */
export function useConnections(username: string) {
  return useQuery({
    queryKey: accountKeys.connections(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(AccountConnectionsDocument, { username, limit, nextToken })).listParticipantConnections,
      ),
  });
}
