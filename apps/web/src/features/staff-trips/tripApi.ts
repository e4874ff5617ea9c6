import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTripAdjustmentInput,
  StaffCreateTripAdjustmentDocument,
  StaffDeleteTripSegmentDocument,
  StaffTripAdjustmentsDocument,
  StaffTripBinsDocument,
  type StaffTripDetailFragment,
  StaffTripDocument,
  StaffTripMroEventsDocument,
  StaffTripRatesDocument,
  type StaffTripSegmentFragment,
  StaffTripSegmentsDocument,
  StaffTripVehiclesDocument,
  StaffUpdateTripDocument,
  type UpdateTripInput,
} from '../../gql/staff/graphql';
import { execute, listAll } from '../../lib/graphql';
import type { TripRates } from './adjustmentFees';

export type StaffTrip = StaffTripDetailFragment;
export type StaffSegment = StaffTripSegmentFragment;

/** Query keys of the staff trip page (/trip/{id}): one invalidation of `one(id)` refreshes every tab. */
export const tripKeys = {
  all: ['staffTrip'] as const,
  one: (id: string) => [...tripKeys.all, id] as const,
  part: (id: string, part: 'segments' | 'bins' | 'adjustments' | 'mroEvents') => [...tripKeys.one(id), part] as const,
  vehicles: (username: string) => [...tripKeys.all, 'vehicles', username] as const,
  rates: (id: string) => [...tripKeys.all, 'rates', id] as const,
};

/** While a re-process runs (processStatus pending), the trip is read again every 2 s until it finishes. */
export const REPROCESS_POLL_MS = 2000;

export function useStaffTrip(id: string) {
  return useQuery({
    queryKey: tripKeys.one(id),
    queryFn: async () => (await execute(StaffTripDocument, { id })).getTrip,
    refetchInterval: (query) => (query.state.data?.processStatus === 'pending' ? REPROCESS_POLL_MS : false),
  });
}

export function useTripSegments(id: string) {
  return useQuery({
    queryKey: tripKeys.part(id, 'segments'),
    queryFn: () =>
      listAll((page) => execute(StaffTripSegmentsDocument, { tripId: id, ...page }).then((d) => d.listTripSegments)),
  });
}

export function useTripBins(id: string) {
  return useQuery({
    queryKey: tripKeys.part(id, 'bins'),
    queryFn: () =>
      listAll((page) => execute(StaffTripBinsDocument, { tripId: id, ...page }).then((d) => d.listTripBins)),
  });
}

export function useTripAdjustments(id: string) {
  return useQuery({
    queryKey: tripKeys.part(id, 'adjustments'),
    queryFn: () =>
      listAll((page) =>
        execute(StaffTripAdjustmentsDocument, { tripId: id, ...page }).then((d) => d.listTripAdjustments),
      ),
  });
}

export function useTripMroEvents(id: string) {
  return useQuery({
    queryKey: tripKeys.part(id, 'mroEvents'),
    queryFn: () =>
      listAll((page) =>
        execute(StaffTripMroEventsDocument, { tripId: id, ...page }).then((d) => d.getMroEventsByTripId),
      ),
  });
}

/** The trip's vehicle (null when it has none or it cannot be found). */
export function useTripVehicle(trip: Pick<StaffTrip, 'username' | 'vehicleId'> | null | undefined) {
  return useQuery({
    queryKey: tripKeys.vehicles(trip?.username ?? ''),
    enabled: Boolean(trip),
    queryFn: async () =>
      (await execute(StaffTripVehiclesDocument, { username: trip?.username ?? '' })).listVehicles.items,
    select: (vehicles) => vehicles.find((v) => v.id === trip?.vehicleId) ?? null,
  });
}

/**
 * The rates the trip was charged with: those in force at its start (rates are dated), the reporting
 * type's rate in CA, times of day and cordons by id.
 */
export function useTripRates(tripId: string, mroType: string | null | undefined) {
  return useQuery({
    queryKey: tripKeys.rates(tripId),
    queryFn: () => execute(StaffTripRatesDocument, { id: tripId }),
    select: (data): TripRates => {
      const inForce = data.getTrip?.ratesInForce;
      const mro = inForce?.mroRates.find((r) => r.mroType === mroType && r.state === 'CA') ?? null;
      return {
        mro: mro ? { centsPerMileageUnit: mro.centsPerMileageUnit, centsPerFuelUnit: mro.centsPerFuelUnit } : null,
        tods: new Map((inForce?.tods ?? []).map((tod) => [tod.id, tod.centsPerMileageUnit])),
        cordons: new Map((inForce?.cordons ?? []).map((c) => [c.id, c.centsPerMileageUnit])),
      };
    },
  });
}

/** Flag, clear, invalidate or re-process; the whole trip page is read again afterwards. */
export function useUpdateTrip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<UpdateTripInput, 'id'>) =>
      (await execute(StaffUpdateTripDocument, { input: { ...input, id } })).updateTrip,
    onSuccess: async (trip) => {
      queryClient.setQueryData(tripKeys.one(id), trip);
      await queryClient.invalidateQueries({ queryKey: tripKeys.one(id) });
    },
  });
}

export function useDeleteSegment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (segmentId: string) =>
      execute(StaffDeleteTripSegmentDocument, { input: { tripId: id, id: segmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.one(id) }),
  });
}

/** Creates one adjustment per changed segment (they share the note). */
export function useCreateAdjustments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: readonly CreateTripAdjustmentInput[]) => {
      for (const input of inputs) await execute(StaffCreateTripAdjustmentDocument, { input });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripKeys.one(id) }),
  });
}
