import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type ParticipantStatus,
  SearchParticipantsDocument,
  StaffInfoPilotProgramsDocument,
  type StaffParticipantFlag,
  StaffParticipantHeaderDocument,
  StaffParticipantInfoDocument,
  type StaffParticipantInfoFragment,
  type StaffParticipantRowFragment,
  type StaffParticipantSortField,
  StaffParticipantTimelineDocument,
  type StaffParticipantTimelineQuery,
  StaffPilotProgramsDocument,
  StaffUpdateParticipantDocument,
  type UpdateParticipantInput,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { addDays, STAFF_TIME_ZONES, type StaffZone, startOfDayIn } from '../../lib/staff/timeZone';

export type ParticipantRow = StaffParticipantRowFragment;

/** The flags staff filter by and see as chips. */
export const PARTICIPANT_FLAGS: readonly StaffParticipantFlag[] = [
  'isBillingOverdue',
  'isBillingDefault',
  'isInactive',
  'isVinMismatch',
  'hasIntegrityViolation',
];

/** What the participants list is filtered by (kept in the page's address). */
export interface ParticipantFilter {
  search: string;
  status: ParticipantStatus[];
  pilot: string;
  flags: StaffParticipantFlag[];
  /** Calendar days (YYYY-MM-DD), empty for no bound. */
  onboardedFrom: string;
  onboardedTo: string;
  /** The staff member's time zone, in which those days are read. */
  zone: StaffZone;
}

/** Query keys of the staff participant screens. */
export const staffParticipantKeys = {
  all: ['staff', 'participants'] as const,
  list: () => [...staffParticipantKeys.all, 'list'] as const,
  pilots: ['staff', 'pilotPrograms'] as const,
  /** Everything about one participant starts here, so one invalidation refreshes every tab's reads. */
  one: (username: string) => [...staffParticipantKeys.all, 'one', username] as const,
  header: (username: string) => [...staffParticipantKeys.one(username), 'header'] as const,
  info: (username: string) => [...staffParticipantKeys.one(username), 'info'] as const,
  timeline: (username: string) => [...staffParticipantKeys.one(username), 'timeline'] as const,
};

/** The onboarded-date bounds as instants: from the first day's start to the last day's end, in the staff zone. */
function onboardedBounds(filter: ParticipantFilter): { from: string | null; to: string | null } {
  const timeZone = STAFF_TIME_ZONES[filter.zone];
  return {
    from: filter.onboardedFrom ? startOfDayIn(filter.onboardedFrom, timeZone).toISOString() : null,
    to: filter.onboardedTo ? startOfDayIn(addDays(filter.onboardedTo, 1), timeZone).toISOString() : null,
  };
}

function onboardedCondition(filter: ParticipantFilter) {
  const { from, to } = onboardedBounds(filter);
  if (from && to) return { between: [from, new Date(Date.parse(to) - 1).toISOString()] };
  if (from) return { ge: from };
  if (to) return { lt: to };
  return null;
}

async function fetchParticipants({
  filter,
  limit,
  nextToken,
  sortField,
  sortDirection,
}: StaffPageRequest<ParticipantFilter>) {
  const data = await execute(SearchParticipantsDocument, {
    search: filter.search.trim() || null,
    filter: {
      status: filter.status.length ? filter.status : null,
      participantPilotProgramId: filter.pilot || null,
      flags: filter.flags.length ? filter.flags : null,
      onboardedDate: onboardedCondition(filter),
    },
    sortField: (sortField as StaffParticipantSortField | undefined) ?? null,
    sortDirection,
    limit,
    nextToken,
  });
  return data.searchParticipants;
}

/** One server page of participants for the filter and sort. */
export function useParticipantSearch(filter: ParticipantFilter) {
  return useStaffList<ParticipantRow, ParticipantFilter>({
    queryKey: staffParticipantKeys.list(),
    filter,
    fetchPage: fetchParticipants,
    defaultSort: { field: 'createdAt', direction: 'DESC' as SortDirection },
  });
}

/** The CSV export of every participant the filter selects (all pages, streamed by the server). */
export function participantsCsvHref(
  filter: ParticipantFilter,
  sort?: { field: string; direction: SortDirection },
): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status.length) params.set('status', filter.status.join(','));
  if (filter.pilot) params.set('pilot', filter.pilot);
  if (filter.flags.length) params.set('flags', filter.flags.join(','));
  const { from, to } = onboardedBounds(filter);
  if (from) params.set('onboardedFrom', from);
  if (to) params.set('onboardedTo', to);
  if (sort) {
    params.set('sortField', sort.field);
    params.set('sortDirection', sort.direction);
  }
  const query = params.toString();
  return `/api/staff/exports/participants.csv${query ? `?${query}` : ''}`;
}

/** The pilot programs (for the pilot filter and pickers). */
export function usePilotPrograms() {
  return useQuery({
    queryKey: staffParticipantKeys.pilots,
    queryFn: async () => (await execute(StaffPilotProgramsDocument)).listPilotPrograms.items,
    staleTime: 5 * 60_000,
  });
}

/** The participant shown in the detail's header (null when there is no such participant). */
export function useParticipantHeader(username: string) {
  return useQuery({
    queryKey: staffParticipantKeys.header(username),
    queryFn: async () => (await execute(StaffParticipantHeaderDocument, { username })).getParticipant ?? null,
  });
}

export type ParticipantInfo = StaffParticipantInfoFragment;

/** Everything the Info tab shows of one participant (null when there is no such participant). */
export function useParticipantInfo(username: string) {
  return useQuery({
    queryKey: staffParticipantKeys.info(username),
    queryFn: async () => (await execute(StaffParticipantInfoDocument, { username })).getParticipant ?? null,
  });
}

/** The pilot programs a participant can be moved to (the Info tab's pilot select). */
export function useInfoPilotPrograms() {
  return useQuery({
    queryKey: [...staffParticipantKeys.pilots, 'info'],
    queryFn: async () => (await execute(StaffInfoPilotProgramsDocument)).listPilotPrograms.items,
    staleTime: 5 * 60_000,
  });
}

/**
 * A staff change of a participant (status, flags, profile, pilot): the saved participant replaces the
 * Info tab's copy, and everything about the participant (the header, every tab) and the list refresh.
 */
export function useUpdateParticipant(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<UpdateParticipantInput, 'username'>) =>
      (await execute(StaffUpdateParticipantDocument, { input: { ...input, username } })).updateParticipant,
    onSuccess: async (saved) => {
      queryClient.setQueryData(staffParticipantKeys.info(username), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffParticipantKeys.one(username) }),
        queryClient.invalidateQueries({ queryKey: staffParticipantKeys.list() }),
      ]);
    },
  });
}

export type TimelineItem = StaffParticipantTimelineQuery['getParticipantTimeline']['items'][number];

/** One server page of the participant's timeline, newest first. */
export function useParticipantTimeline(username: string) {
  return useStaffList<TimelineItem, { username: string }>({
    queryKey: staffParticipantKeys.timeline(username),
    filter: { username },
    fetchPage: async ({ filter, limit, nextToken }) =>
      (await execute(StaffParticipantTimelineDocument, { username: filter.username, limit, nextToken }))
        .getParticipantTimeline,
    rowsPerPage: 20,
  });
}
