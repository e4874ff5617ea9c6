import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DayRange, initialRange } from '../../components/staff/DateRangeFilter';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { useParticipantEvents } from './api';
import { MroEventsTable } from './MroEventsTable';
import './texts';

/**
 * Staff: the participant's MRO events in a date range (default the last 7 days, staff spec section 9),
 * newest first, one server page at a time; flagged, type and description are edited inline.
 */
export default function EventsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [range, setRange] = useState<DayRange>(() => initialRange('week', zone));
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const list = useParticipantEvents({ username, from: range.from, to: range.to, zone, flaggedOnly });

  return (
    <MroEventsTable
      tableId="staff-participant-mro-events"
      title={t('staffDevices.events.title')}
      emptyText={t('staffDevices.events.empty')}
      list={list}
      filters={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <DateRangeFilter value={range} onChange={setRange} unit="week" />
          <FormControlLabel
            control={
              <Checkbox size="small" checked={flaggedOnly} onChange={(event) => setFlaggedOnly(event.target.checked)} />
            }
            label={t('staffDevices.events.flaggedOnly')}
          />
        </Stack>
      }
    />
  );
}
