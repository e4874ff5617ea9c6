import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type AuditEventName,
  type StaffAuditEventRowFragment,
  StaffEventsByEventNameDocument,
  StaffEventsByKeyDocument,
  StaffEventsByUpdatedByDocument,
  StaffParticipantAuditTrailDocument,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type AuditEventRow = StaffAuditEventRowFragment;

/** What a participant's audit trail is filtered by. */
export interface ParticipantAuditFilter {
  username: string;
  /** Instants: from (included) to (excluded), from the date range in the staff zone. */
  from: string;
  to: string;
  eventName: AuditEventName | '';
}

/** The indexes the /events page searches the trail by. */
export const AUDIT_SEARCHES = ['eventName', 'username', 'key', 'updatedBy'] as const;
export type AuditSearch = (typeof AUDIT_SEARCHES)[number];

/** A search of the /events page: one index and its value, a time range, and optionally one event name. */
export interface EventsFilter {
  by: AuditSearch;
  value: string;
  from: string;
  to: string;
  /** For the searches other than by event name. */
  eventName: AuditEventName | '';
}

/** Query keys of the staff audit screens. */
export const staffAuditKeys = {
  all: ['staff', 'audit'] as const,
  participant: (username: string) => [...staffAuditKeys.all, 'participant', username] as const,
  events: () => [...staffAuditKeys.all, 'events'] as const,
};

async function fetchParticipantEvents({
  filter,
  limit,
  nextToken,
  sortDirection,
}: StaffPageRequest<ParticipantAuditFilter>) {
  const data = await execute(StaffParticipantAuditTrailDocument, {
    username: filter.username,
    timestamp: { ge: filter.from, lt: filter.to },
    filter: filter.eventName ? { eventName: filter.eventName } : null,
    sortDirection,
    limit,
    nextToken,
  });
  return data.getEventsByUsernameByTimestamp;
}

/**
 * One server page of every audit event of a participant's records (the participant, and their vehicles,
 * devices, trips, statements, notifications… : every audited row that carries their username).
 */
export function useParticipantAuditTrail(filter: ParticipantAuditFilter) {
  return useStaffList<AuditEventRow, ParticipantAuditFilter>({
    queryKey: staffAuditKeys.participant(filter.username),
    filter,
    fetchPage: fetchParticipantEvents,
    defaultSort: { field: 'timestamp', direction: 'DESC' as SortDirection },
    rowsPerPage: 20,
  });
}

async function fetchEvents({ filter, limit, nextToken, sortDirection }: StaffPageRequest<EventsFilter>) {
  const page = { timestamp: { ge: filter.from, lt: filter.to }, sortDirection, limit, nextToken };
  const only = filter.eventName ? { eventName: filter.eventName } : null;
  switch (filter.by) {
    case 'eventName':
      return (await execute(StaffEventsByEventNameDocument, { eventName: filter.value as AuditEventName, ...page }))
        .getEventsByEventNameByTimestamp;
    case 'username':
      return (await execute(StaffParticipantAuditTrailDocument, { username: filter.value, filter: only, ...page }))
        .getEventsByUsernameByTimestamp;
    case 'key':
      return (await execute(StaffEventsByKeyDocument, { key: filter.value, filter: only, ...page }))
        .getEventsByKeyByTimestamp;
    case 'updatedBy':
      return (await execute(StaffEventsByUpdatedByDocument, { updatedBy: filter.value, filter: only, ...page }))
        .getEventsByUpdatedByByTimestamp;
  }
}

/** One server page of the events a /events search selects, newest first unless turned. */
export function useAuditEvents(filter: EventsFilter, enabled: boolean) {
  return useStaffList<AuditEventRow, EventsFilter>({
    queryKey: staffAuditKeys.events(),
    filter,
    fetchPage: fetchEvents,
    defaultSort: { field: 'timestamp', direction: 'DESC' as SortDirection },
    rowsPerPage: 20,
    enabled,
  });
}

/** The server's CSV of every event the search selects (all pages). */
export function eventsCsvHref(filter: EventsFilter, sortDirection: SortDirection | undefined): string {
  const params = new URLSearchParams({ by: filter.by, value: filter.value, from: filter.from, to: filter.to });
  if (filter.by !== 'eventName' && filter.eventName) params.set('eventName', filter.eventName);
  if (sortDirection) params.set('sortDirection', sortDirection);
  return `/api/staff/exports/events.csv?${params.toString()}`;
}
