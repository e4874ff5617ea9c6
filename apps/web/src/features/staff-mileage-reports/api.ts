import { useQuery } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type CreateMileageReportInput,
  StaffCreateMileageReportDocument,
  type StaffMileageReportRowFragment,
  StaffMileageReportsDocument,
  StaffMileageReportVehiclesDocument,
} from '../../gql/staff/graphql';
import { execute, listAll } from '../../lib/graphql';

export type MileageReportRow = StaffMileageReportRowFragment;

/**
 * Query keys of the staff Mileage Reports tab, under the staff participant's key
 * (['staff', 'participants', 'one', username]).
 */
export const staffMileageReportKeys = {
  one: (username: string) => ['staff', 'participants', 'one', username] as const,
  list: (username: string) => [...staffMileageReportKeys.one(username), 'mileageReports'] as const,
  vehicles: (username: string) => [...staffMileageReportKeys.one(username), 'mileageReportVehicles'] as const,
};

async function fetchReports({ filter, limit, nextToken, sortDirection }: StaffPageRequest<{ username: string }>) {
  const data = await execute(StaffMileageReportsDocument, {
    username: filter.username,
    limit,
    nextToken,
    sortDirection,
  });
  return data.listMileageReports;
}

/** One server page of the participant's mileage reports, newest reading first unless turned. */
export function useStaffMileageReports(username: string) {
  const list = useStaffList<MileageReportRow, { username: string }>({
    queryKey: staffMileageReportKeys.list(username),
    filter: { username },
    fetchPage: fetchReports,
    defaultSort: { field: 'tsReportDate', direction: 'DESC' as SortDirection },
  });
  return list;
}

/** Every vehicle of the participant (a handful): to name them in the table and pick one to report for. */
export function useReportVehicles(username: string) {
  return useQuery({
    queryKey: staffMileageReportKeys.vehicles(username),
    queryFn: () =>
      listAll(
        async ({ limit, nextToken }) =>
          (await execute(StaffMileageReportVehiclesDocument, { username, limit, nextToken })).listVehicles,
      ),
  });
}

export async function createMileageReport(input: CreateMileageReportInput): Promise<MileageReportRow> {
  return (await execute(StaffCreateMileageReportDocument, { input })).createMileageReport;
}
