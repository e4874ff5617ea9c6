import { useQuery } from '@tanstack/react-query';
import type { MileageReportsListQuery } from '../../gql/graphql';
import { MileageReportsListDocument, MileageReportsVehiclesDocument } from '../../gql/graphql';
import { execute, listAll } from '../../lib/graphql';
import { SIGNED_LINK_REFRESH_MS } from '../../lib/storedFiles';

/** One report as the list shows it. */
export type MileageReportRow = MileageReportsListQuery['listMileageReports']['items'][number];

/** Query keys of the mileage reports: every read and invalidation names its data through these. */
export const mileageReportKeys = {
  /** Everything mileage-report related of one participant (a new report refreshes it all). */
  all: (username: string) => ['mileageReports', username] as const,
  vehicles: (username: string) => [...mileageReportKeys.all(username), 'vehicles'] as const,
};

/** Every mileage report of the participant, newest reading first (the server's order). */
export function useMileageReports(username: string) {
  return useQuery({
    queryKey: mileageReportKeys.all(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(MileageReportsListDocument, { username, limit, nextToken })).listMileageReports,
      ),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

/** Every vehicle of the participant (both tabs name vehicles 'make model - plate'). */
export function useMileageReportVehicles(username: string) {
  return useQuery({
    queryKey: mileageReportKeys.vehicles(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(MileageReportsVehiclesDocument, { username, limit, nextToken })).listVehicles,
      ),
  });
}

/** A vehicle as the spec shows it in the report form: 'make model - plate'. */
export function vehicleLabel(vehicle: { make: string; model: string; licensePlate?: string | null }): string {
  const name = `${vehicle.make} ${vehicle.model}`.trim();
  return vehicle.licensePlate ? `${name} - ${vehicle.licensePlate}` : name;
}
