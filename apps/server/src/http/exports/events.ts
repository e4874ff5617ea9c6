import { AUDIT_EVENT_NAMES, type AuditEventName } from '@rc/domain';
import type { AuditEventRow, AuditIndex } from '../../modules/audit/audit.repository.js';
import type { AuditQueryArgs } from '../../modules/audit/audit.service.js';
import { apiDiff } from '../../modules/audit/field-names.js';
import type { Services } from '../../services.js';
import {
  badParameter,
  type CsvColumn,
  date,
  defineExport,
  oneOf,
  type RegisteredExport,
  single,
} from './export-definition.js';

const SEARCHES: readonly AuditIndex[] = ['eventName', 'username', 'key', 'updatedBy'];

interface Params {
  by: AuditIndex;
  value: string;
  args: Omit<AuditQueryArgs, 'limit' | 'nextToken'>;
}

const columns: CsvColumn<AuditEventRow>[] = [
  { header: 'timestamp', value: (e) => e.timestamp.toISOString() },
  { header: 'eventId', value: (e) => e.eventId },
  { header: 'eventName', value: (e) => e.eventName },
  { header: 'key', value: (e) => e.key },
  { header: 'username', value: (e) => e.username },
  { header: 'updatedBy', value: (e) => e.updatedBy },
  { header: 'note', value: (e) => e.note },
  // The diff as the API gives it (field names, JSON values); redacted columns stay '[redacted]'.
  { header: 'diff', value: (e) => JSON.stringify(apiDiff(e.key, e.diff)) },
];

/**
 * The audit trail export (/events): the events one search selects, every page.
 *
 *   by             eventName, username, key or updatedBy — required
 *   value          the event name, participant username, record key or who changed it — required
 *   from, to       the timestamp range: YYYY-MM-DD UTC days (both included) or ISO instants (to excluded)
 *   eventName      only events of this name (INSERT, MODIFY, REMOVE)
 *   sortDirection  ASC or DESC (by timestamp; DESC by default)
 */
export function eventsExport(services: Pick<Services, 'audit'>): RegisteredExport {
  return defineExport<Params, AuditEventRow>({
    name: 'events',
    parameters: ['by', 'value', 'from', 'to', 'eventName', 'sortDirection'],
    parse(query) {
      const by = oneOf(query, 'by', SEARCHES);
      const value = single(query, 'value');
      if (!by || !value) throw badParameter(`by (${SEARCHES.join(', ')}) and value are required.`);
      const from = date(query, 'from');
      const to = date(query, 'to', true);
      // A day includes its whole day; an instant (what the /events page sends) is the range's open end.
      const toDay = /^\d{4}-\d{2}-\d{2}$/.test(single(query, 'to')?.trim() ?? '');
      const eventName = oneOf<AuditEventName>(query, 'eventName', AUDIT_EVENT_NAMES);
      return {
        by,
        value,
        args: {
          timestamp: from || to ? { ge: from ?? null, [toDay ? 'le' : 'lt']: to ?? null } : null,
          filter: eventName ? { eventName } : null,
          sortDirection: oneOf(query, 'sortDirection', ['ASC', 'DESC'] as const) ?? null,
        },
      };
    },
    columns,
    page: (actor, params, nextToken) =>
      services.audit.search(actor, params.by, params.value, { ...params.args, limit: 1000, nextToken }),
  });
}
