import type { SortDirection } from '../../components/staff/StaffTable';
import { type StaffPageRequest, useStaffList } from '../../components/staff/useStaffList';
import {
  type AuditEventName,
  StaffParticipantAuditTrailDocument,
  type StaffParticipantAuditTrailQuery,
} from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';

export type AuditEventRow = StaffParticipantAuditTrailQuery['getEventsByUsernameByTimestamp']['items'][number];

/** What a participant's audit trail is filtered by. */
export interface ParticipantAuditFilter {
  username: string;
  /** Instants: from (included) to (excluded), from the date range in the staff zone. */
  from: string;
  to: string;
  eventName: AuditEventName | '';
}

/** Query keys of the staff audit screens. */
export const staffAuditKeys = {
  all: ['staff', 'audit'] as const,
  participant: (username: string) => [...staffAuditKeys.all, 'participant', username] as const,
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
