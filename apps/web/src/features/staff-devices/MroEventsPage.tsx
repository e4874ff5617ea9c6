import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { MRO_EVENT_CODES } from '@rc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DayRange, initialRange } from '../../components/staff/DateRangeFilter';
import { ParticipantPicker, useParticipantParam } from '../../components/staff/ParticipantPicker';
import { useStaffZone } from '../../lib/staff/timeZone';
import { useFilterParams, useTypedFilterParam } from '../../lib/staff/useFilterParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { type MroEventsFilter, useMroEvents } from './api';
import { codeDescription, MroEventsTable } from './MroEventsTable';
import './texts';

const PROCESSED: MroEventsFilter['processed'][] = ['all', 'processed', 'unprocessed'];

/**
 * Staff: every participant's MRO events (/mroEvents, staff spec sections 2, 7 and 9): the last 7 days by
 * default (days stepped one at a time), newest first, filtered by processed state, device serial,
 * participant, code and flag, one server page at a time; flagged, type and description are edited
 * inline, and each code shows its description (section 8).
 */
export function MroEventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffDevices.eventsPage.title'));
  const zone = useStaffZone();
  const [range, setRange] = useState<DayRange>(() => initialRange('week', zone));
  // Filters but the days live in the address (?processed=&serial=&participant=&code=&flagged=), so a
  // filtered list can be reloaded and shared; the days follow the staff member's time zone and today.
  const { params, setParam } = useFilterParams();
  const processed = PROCESSED.find((value) => value === params.get('processed')) ?? 'all';
  const serial = params.get('serial') ?? '';
  const codeParam = Number(params.get('code'));
  const code = params.get('code') && (MRO_EVENT_CODES as readonly number[]).includes(codeParam) ? codeParam : null;
  const flaggedOnly = params.get('flagged') === '1';
  const [serialInput, setSerialInput] = useTypedFilterParam(params, setParam, 'serial');
  const [participant, setParticipant] = useParticipantParam(params, setParam);
  const list = useMroEvents({
    from: range.from,
    to: range.to,
    zone,
    processed,
    serial,
    username: participant?.username ?? '',
    code,
    flaggedOnly,
  });

  return (
    <MroEventsTable
      tableId="staff-mro-events"
      title={t('staffDevices.eventsPage.title')}
      headingLevel="h1"
      emptyText={t('staffDevices.eventsPage.empty')}
      list={list}
      filters={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <DateRangeFilter value={range} onChange={setRange} unit="day" />
          <TextField
            select
            size="small"
            label={t('staffDevices.eventsPage.processed')}
            value={processed}
            onChange={(event) => setParam('processed', event.target.value === 'all' ? '' : event.target.value)}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="all">{t('staffDevices.eventsPage.processedAll')}</MenuItem>
            <MenuItem value="processed">{t('staffDevices.eventsPage.processedYes')}</MenuItem>
            <MenuItem value="unprocessed">{t('staffDevices.eventsPage.processedNo')}</MenuItem>
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t('staffDevices.eventsPage.serial')}
            value={serialInput}
            onChange={(event) => setSerialInput(event.target.value)}
          />
          <ParticipantPicker
            label={t('staffDevices.eventsPage.participant')}
            value={participant}
            onChange={setParticipant}
          />
          <TextField
            select
            size="small"
            label={t('staffDevices.eventsPage.code')}
            value={code == null ? '' : String(code)}
            onChange={(event) => setParam('code', event.target.value)}
            sx={{ minWidth: 200, maxWidth: 360 }}
          >
            <MenuItem value="">{t('staffDevices.eventsPage.anyCode')}</MenuItem>
            {MRO_EVENT_CODES.map((value) => (
              <MenuItem key={value} value={String(value)}>
                {value} — {codeDescription(t, value)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={flaggedOnly}
                onChange={(event) => setParam('flagged', event.target.checked ? '1' : '')}
              />
            }
            label={t('staffDevices.events.flaggedOnly')}
          />
        </Box>
      }
    />
  );
}
