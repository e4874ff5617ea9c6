import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  StaffEpaVehiclesDocument,
  type StaffEpaVehiclesQuery,
  type StaffMroRateRowFragment,
  StaffMroRatesDocument,
  StaffProgramDetailDocument,
  StaffProgramListDocument,
  type StaffProgramRowFragment,
  type StaffTodRowFragment,
  StaffTodsDocument,
  StaffTollGantriesDocument,
  type StaffTollGantriesQuery,
  type StaffTollRowFragment,
  StaffTollsDocument,
  StaffUpdateMroRateDocument,
  StaffUpdateProgramDocument,
  StaffUpdateTodDocument,
  StaffUpdateTollDocument,
  type UpdateMroRateInput,
  type UpdatePilotProgramInput,
  type UpdateTodInput,
  type UpdateTollInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type ProgramRow = StaffProgramRowFragment;
export type MroRateRow = StaffMroRateRowFragment;
export type TodRow = StaffTodRowFragment;
export type TollRow = StaffTollRowFragment;
export type EpaVehicleRow = StaffEpaVehiclesQuery['getEPAVehiclesByMakeByYear']['items'][number];

/** Query keys of the pilot settings screens; every rate change refreshes them all. */
export const staffRatesKeys = {
  all: ['staff', 'rates'] as const,
  programs: () => [...staffRatesKeys.all, 'programs'] as const,
  program: (id: string) => [...staffRatesKeys.all, 'program', id] as const,
  mroRates: () => [...staffRatesKeys.all, 'mroRates'] as const,
  tods: () => [...staffRatesKeys.all, 'tods'] as const,
  tolls: () => [...staffRatesKeys.all, 'tolls'] as const,
  gantries: () => [...staffRatesKeys.all, 'gantries'] as const,
  epa: () => [...staffRatesKeys.all, 'epa'] as const,
};

const ROWS = [10, 20, 100] as const;

export function usePrograms() {
  return useStaffList<ProgramRow, null>({
    queryKey: staffRatesKeys.programs(),
    filter: null,
    fetchPage: async ({ limit, nextToken }: StaffPageRequest<null>) =>
      (await execute(StaffProgramListDocument, { limit, nextToken })).listPilotPrograms,
    rowsPerPage: 20,
    rowsPerPageOptions: ROWS,
  });
}

export function useProgram(id: string) {
  return useQuery({
    queryKey: staffRatesKeys.program(id),
    queryFn: async () => (await execute(StaffProgramDetailDocument, { id })).getPilotProgram ?? null,
  });
}

export function useMroRates(filter: { state?: string }) {
  return useStaffList<MroRateRow, { state?: string }>({
    queryKey: staffRatesKeys.mroRates(),
    filter,
    fetchPage: async ({ limit, nextToken, filter: f }) =>
      (await execute(StaffMroRatesDocument, { limit, nextToken, filter: f.state ? { state: f.state } : null }))
        .listMRORates,
    rowsPerPage: 20,
    rowsPerPageOptions: ROWS,
  });
}

export function useTods() {
  return useStaffList<TodRow, null>({
    queryKey: staffRatesKeys.tods(),
    filter: null,
    fetchPage: async ({ limit, nextToken }) => (await execute(StaffTodsDocument, { limit, nextToken })).listTods,
    rowsPerPage: 20,
    rowsPerPageOptions: ROWS,
  });
}

export function useTolls() {
  return useStaffList<TollRow, null>({
    queryKey: staffRatesKeys.tolls(),
    filter: null,
    fetchPage: async ({ limit, nextToken }) => (await execute(StaffTollsDocument, { limit, nextToken })).listTolls,
    rowsPerPage: 20,
    rowsPerPageOptions: ROWS,
  });
}

export interface GantryPoint {
  id: string;
  assetId: string;
  lat: number;
  lon: number;
  direction?: string | null;
  tollName: string;
}

/** Every gantry of the given tolls, for the map (a few hundred points: read in pages of 1000). */
export function useGantries(tolls: readonly TollRow[]) {
  const ids = tolls.map((t) => t.id);
  return useQuery({
    queryKey: [...staffRatesKeys.gantries(), ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      const points: GantryPoint[] = [];
      for (const toll of tolls) {
        let nextToken: string | null = null;
        do {
          const page: StaffTollGantriesQuery['listTollGantries'] = (
            await execute(StaffTollGantriesDocument, { tollId: toll.id, limit: 1000, nextToken })
          ).listTollGantries;
          points.push(...page.items.map((g) => ({ ...g, tollName: toll.name })));
          nextToken = page.nextToken ?? null;
        } while (nextToken);
      }
      return points;
    },
  });
}

export function useEpaVehicles(filter: { make: string; year: number }) {
  return useStaffList<EpaVehicleRow, { make: string; year: number }>({
    queryKey: staffRatesKeys.epa(),
    filter,
    fetchPage: async ({ limit, nextToken, filter: f }) =>
      (await execute(StaffEpaVehiclesDocument, { make: f.make, year: f.year, limit, nextToken }))
        .getEPAVehiclesByMakeByYear,
    rowsPerPage: 20,
    rowsPerPageOptions: ROWS,
    enabled: filter.make.trim().length > 0 && Number.isInteger(filter.year),
  });
}

function useRatesMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffRatesKeys.all }),
  });
}

export const useUpdateProgram = () =>
  useRatesMutation(
    async (input: UpdatePilotProgramInput) => (await execute(StaffUpdateProgramDocument, { input })).updatePilotProgram,
  );
export const useUpdateMroRate = () =>
  useRatesMutation(
    async (input: UpdateMroRateInput) => (await execute(StaffUpdateMroRateDocument, { input })).updateMRORate,
  );
export const useUpdateTod = () =>
  useRatesMutation(async (input: UpdateTodInput) => (await execute(StaffUpdateTodDocument, { input })).updateTod);
export const useUpdateToll = () =>
  useRatesMutation(async (input: UpdateTollInput) => (await execute(StaffUpdateTollDocument, { input })).updateToll);
