import { Box, Button, TextField } from '@mui/material';
import { AUDIT_EVENT_NAMES } from '@rc/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DayRange, initialRange, rangeInstants } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import type { AuditEventName } from '../../gql/staff/graphql';
import { useStaffZone } from '../../lib/staff/timeZone';
import { usePageTitle } from '../../lib/usePageTitle';
import { AUDIT_SEARCHES, type AuditSearch, eventsCsvHref, useAuditEvents } from './api';
import { AuditDiffTable, useAuditColumns } from './auditTable';
import '../../components/staff/texts';
import './texts';

interface Search {
  by: AuditSearch;
  value: string;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Staff: the audit trail (/events, staff spec section 2 'Audit trail'): the recorded inserts, changes and
 * removals found by event name, by participant, by record key or by who made the change, in a date range
 * (presets Today, Last 3 days, Last 7, Last 30; the staff time zone), newest first, one server page at a
 * time. A row expands to its diff (field, old, new) in pages of 100 or 1000; secret and location
 * columns arrive redacted from the server. The CSV is the server's export of the whole search.
 */
export function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffAudit.events.title'));
  const zone = useStaffZone();
  const [range, setRange] = useState<DayRange>(() => initialRange('week', zone));
  const [draft, setDraft] = useState<Search>({ by: 'eventName', value: 'MODIFY' });
  const [search, setSearch] = useState<Search>(draft);
  const [missing, setMissing] = useState(false);
  const [eventName, setEventName] = useState<AuditEventName | ''>('');
  const { from, to } = rangeInstants(range, zone);
  const invalid = range.from > range.to;
  const filter = { ...search, from, to, eventName: search.by === 'eventName' ? ('' as const) : eventName };
  const list = useAuditEvents(filter, !invalid);
  const columns = useAuditColumns(zone, true);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = draft.value.trim();
    setMissing(!value);
    if (value) setSearch({ by: draft.by, value });
  }

  const filters = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('staffAudit.events.searchLabel')}
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={t('staffAudit.events.searchBy')}
          value={draft.by}
          onChange={(event) => {
            const by = event.target.value as AuditSearch;
            setMissing(false);
            setDraft({ by, value: by === 'eventName' ? 'MODIFY' : '' });
          }}
          slotProps={nativeSelect}
          sx={{ minWidth: 160 }}
        >
          {AUDIT_SEARCHES.map((by) => (
            <option key={by} value={by}>
              {t(`staffAudit.events.searches.${by}`)}
            </option>
          ))}
        </TextField>
        {draft.by === 'eventName' ? (
          <TextField
            select
            size="small"
            label={t('staffAudit.events.value')}
            value={draft.value}
            onChange={(event) => setDraft({ by: 'eventName', value: event.target.value })}
            slotProps={nativeSelect}
            sx={{ minWidth: 140 }}
          >
            {AUDIT_EVENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`staffAudit.eventNames.${name}`)}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            size="small"
            label={t('staffAudit.events.value')}
            value={draft.value}
            onChange={(event) => setDraft({ by: draft.by, value: event.target.value })}
            error={missing}
            helperText={missing ? t('staffAudit.events.valueRequired') : t(`staffAudit.events.hints.${draft.by}`)}
            slotProps={{ htmlInput: { maxLength: 300, spellCheck: false } }}
            sx={{ minWidth: 300 }}
          />
        )}
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('staffAudit.events.search')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateRangeFilter value={range} onChange={setRange} unit="day" />
        {search.by !== 'eventName' && (
          <TextField
            select
            size="small"
            label={t('staffAudit.eventName')}
            value={eventName}
            onChange={(event) => setEventName(event.target.value as AuditEventName | '')}
            slotProps={nativeSelect}
            sx={{ minWidth: 140 }}
          >
            <option value="">{t('staffAudit.allEvents')}</option>
            {AUDIT_EVENT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`staffAudit.eventNames.${name}`)}
              </option>
            ))}
          </TextField>
        )}
      </Box>
    </Box>
  );

  return (
    <StaffTable
      tableId="staff-events"
      title={t('staffAudit.events.title')}
      headingLevel="h1"
      columns={columns}
      rows={invalid ? [] : list.rows}
      getRowId={(row) => row.eventId}
      loading={!invalid && list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffAudit.events.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={filters}
      csvHref={invalid ? undefined : eventsCsvHref(filter, list.sort?.direction)}
      renderExpanded={(row) => <AuditDiffTable event={row} tableId="staff-events-diff" />}
    />
  );
}
