import { Box, TextField } from '@mui/material';
import { AUDIT_EVENT_NAMES } from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DayRange, initialRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import type { AuditEventName } from '../../gql/staff/graphql';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { useParticipantAuditTrail } from './api';
import { AuditDiffTable, useAuditColumns } from './auditTable';
import './texts';

/**
 * Staff: the participant detail's Audit Trail tab: every recorded insert, change and removal of the
 * participant's records (their account, vehicles, devices, trips, statements, notifications, … — every
 * audited row carrying their username), newest first, in a date range (presets, time zone) and by event
 * name; a row opens its diff (field, old and new value), 100 or 1000 rows a page.
 */
export default function AuditTrailTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [range, setRange] = useState<DayRange>(() => initialRange('month', zone));
  const [eventName, setEventName] = useState<AuditEventName | ''>('');
  const { from, to } = rangeInstants(range, zone);
  const invalid = range.from > range.to;
  const list = useParticipantAuditTrail({ username, from, to, eventName });
  const columns = useAuditColumns(zone);

  const filters = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <DateRangeFilter value={range} onChange={setRange} unit="week" />
      <TextField
        select
        size="small"
        label={t('staffAudit.eventName')}
        value={eventName}
        onChange={(event) => setEventName(event.target.value as AuditEventName | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 140 }}
      >
        <option value="">{t('staffAudit.allEvents')}</option>
        {AUDIT_EVENT_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`staffAudit.eventNames.${name}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );

  return (
    <StaffTable
      tableId="participant-audit"
      title={t('staffAudit.participantTitle')}
      columns={columns}
      rows={invalid ? [] : list.rows}
      getRowId={(row) => row.eventId}
      loading={!invalid && list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffAudit.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={filters}
      renderExpanded={(row) => <AuditDiffTable event={row} tableId="participant-audit-diff" />}
    />
  );
}
