import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type CreateVehicleInput,
  StaffCreateVehicleDocument,
  StaffDeleteVehicleDocument,
  StaffEpaMakesDocument,
  StaffEpaModelsDocument,
  StaffUpdateVehicleDocument,
  type StaffVehicleRowFragment,
  StaffVehiclesDocument,
  type UpdateVehicleInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type VehicleRow = StaffVehicleRowFragment;

/**
 * Query keys of the staff Vehicles tab. A participant's data sits under the staff participant's key
 * (['staff', 'participants', 'one', username]), so refreshing the participant refreshes this tab too.
 */
export const staffVehicleKeys = {
  one: (username: string) => ['staff', 'participants', 'one', username] as const,
  list: (username: string) => [...staffVehicleKeys.one(username), 'vehicles'] as const,
  epaMakes: (year: number) => ['staff', 'epa', 'makes', year] as const,
  epaModels: (make: string, year: number) => ['staff', 'epa', 'models', make.toLowerCase(), year] as const,
};

async function fetchVehicles({ filter, limit, nextToken, sortDirection }: StaffPageRequest<{ username: string }>) {
  const data = await execute(StaffVehiclesDocument, { username: filter.username, limit, nextToken, sortDirection });
  return data.listVehicles;
}

/** One server page of the participant's vehicles, newest first unless the Created column is turned. */
export function useStaffVehicles(username: string) {
  return useStaffList<VehicleRow, { username: string }>({
    queryKey: staffVehicleKeys.list(username),
    filter: { username },
    fetchPage: fetchVehicles,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

const EPA_STALE_MS = 60 * 60_000;

/** The EPA list's makes of a model year (the make choices). */
export function useEpaMakes(year: number | null) {
  return useQuery({
    queryKey: staffVehicleKeys.epaMakes(year ?? 0),
    queryFn: async () => (await execute(StaffEpaMakesDocument, { year: year ?? 0 })).listEPAMakes,
    enabled: year != null,
    staleTime: EPA_STALE_MS,
  });
}

/** The EPA list's models of a make and model year (the model choices). */
export function useEpaModels(make: string, year: number | null) {
  return useQuery({
    queryKey: staffVehicleKeys.epaModels(make, year ?? 0),
    queryFn: async () => (await execute(StaffEpaModelsDocument, { make, year: year ?? 0 })).listEPAModels,
    enabled: year != null && make.trim() !== '',
    staleTime: EPA_STALE_MS,
  });
}

export async function updateVehicle(input: UpdateVehicleInput): Promise<VehicleRow> {
  return (await execute(StaffUpdateVehicleDocument, { input })).updateVehicle;
}

export async function createVehicle(input: CreateVehicleInput): Promise<VehicleRow> {
  return (await execute(StaffCreateVehicleDocument, { input })).createVehicle;
}

export async function deleteVehicle(input: { id: string; username: string }): Promise<void> {
  await execute(StaffDeleteVehicleDocument, { input });
}
