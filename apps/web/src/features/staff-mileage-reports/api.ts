import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type CreateMileageReportInput,
  StaffCreateMileageReportDocument,
  StaffDecideMileageReportDocument,
  StaffMileageAuditContextDocument,
  StaffMileageAuditNextDocument,
  type StaffMileageAuditNextQuery,
  type StaffMileageReportRowFragment,
  StaffMileageReportsDocument,
  StaffMileageReportVehiclesDocument,
  type UpdateMileageReportInput,
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

/** The report on the audit screen, with its tamper signals. */
export type AuditReport = NonNullable<StaffMileageAuditNextQuery['getMileageReportsByAuditStatus']['items'][number]>;

/** Query keys of the mileage audit (/audit). */
export const mileageAuditKeys = {
  all: ['staff', 'mileageAudit'] as const,
  next: () => [...mileageAuditKeys.all, 'next'] as const,
  context: (username: string) => [...mileageAuditKeys.all, 'context', username] as const,
};

/** The oldest pending report (with its signals) and how many reports are pending. */
export function useMileageAuditNext() {
  return useQuery({
    queryKey: mileageAuditKeys.next(),
    queryFn: async () => {
      const data = await execute(StaffMileageAuditNextDocument);
      return {
        report: data.getMileageReportsByAuditStatus.items[0] ?? null,
        pending: data.countMileageReportsByAuditStatus,
      };
    },
  });
}

/** The reporting participant and their vehicles (to name the report's vehicle). */
export function useMileageAuditContext(username: string | undefined) {
  return useQuery({
    queryKey: mileageAuditKeys.context(username ?? ''),
    enabled: Boolean(username),
    queryFn: async () => {
      const data = await execute(StaffMileageAuditContextDocument, {
        username: username ?? '',
        vehicleOwner: username ?? '',
      });
      return { participant: data.getParticipant, vehicles: data.listVehicles.items };
    },
  });
}

/** Approve or reject a pending report; afterwards the queue is read again (the next report loads). */
export function useDecideMileageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateMileageReportInput) =>
      (await execute(StaffDecideMileageReportDocument, { input })).updateMileageReport,
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: mileageAuditKeys.next() });
      if (input.username)
        await queryClient.invalidateQueries({ queryKey: staffMileageReportKeys.one(String(input.username)) });
    },
  });
}
