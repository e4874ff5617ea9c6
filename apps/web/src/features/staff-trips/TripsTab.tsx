import { Box, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialRange } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { type StaffTripFilter, type StaffTripRow, useParticipantTrips } from './api';
import { TripFilters } from './TripFilters';
import { tripColumns } from './tripColumns';
import './texts';

/**
 * Participant detail, Trips (staff spec sections 2-4): ALL the participant's trips created in the range
 * (a week by default), every process status and invalid trips too — the participant's own list hides
 * unprocessed trips and those under 0.06 km, staff see everything. One server page at a time.
 */
export default function TripsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const [filter, setFilter] = useState<StaffTripFilter>(() => ({
    range: initialRange('week', zone),
    zone,
    processStatus: '',
    validity: 'all',
  }));
  const effective = { ...filter, zone };
  const list = useParticipantTrips(username, effective);
  const columns = useMemo(() => tripColumns(t, zone), [t, zone]);

  return (
    <StaffTable<StaffTripRow>
      tableId="participant-trips"
      title={t('staffTrips.trips.title')}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffTrips.trips.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('staffTrips.trips.intro')}
          </Typography>
          <TripFilters value={effective} onChange={setFilter} />
        </>
      }
      renderExpanded={(row) => <TripDetails trip={row} />}
    />
  );
}

function TripDetails({ trip }: { trip: StaffTripRow }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        position: 'sticky',
        left: 16,
        maxWidth: 'calc(100vw - 96px)',
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {t('staffTrips.details.processMsg')}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {trip.processMsg || t('staffTrips.details.none')}
      </Typography>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {t('staffTrips.details.notes')}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {trip.notes || t('staffTrips.details.none')}
      </Typography>
    </Box>
  );
}
