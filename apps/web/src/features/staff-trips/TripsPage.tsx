import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateRangeFilter, initialRange } from '../../components/staff/DateRangeFilter';
import { ParticipantPicker, type PickedParticipant } from '../../components/staff/ParticipantPicker';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import { fullName } from '../../lib/format';
import { participantPath } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type StaffTripListRow,
  type TripSearchFilter,
  tripsCsvHref,
  useAssociateTrips,
  useAssociateVehicles,
  useTripPilotPrograms,
  useTripSearch,
} from './api';
import { participantLabel } from './participantLabel';
import { tripColumns } from './tripColumns';
import './texts';

/** How long the trip-association success notice stays (staff spec section 9: 10 s). */
export const TRIP_ASSOCIATION_NOTICE_MS = 10_000;

const column = createColumnHelper<StaffTripListRow>();

/**
 * /trips (staff spec sections 2, 4, 7 and 9): every trip created in the range (a week by default,
 * loaded on open), whatever its process status, filtered by process status, review status, validity,
 * pilot and participant together (searchTrips, one server page at a time); the participant-detail
 * Trips tab's columns plus participant and pilot; the CSV is the server's export of the same filter.
 * "Associate trips" moves the chosen trips to a participant's vehicle (tripAssociate), with a success
 * notice that hides after 10 s.
 */
export function TripsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffTrips.allTrips.title'));
  const zone = useStaffZone();
  const [filter, setFilter] = useState<TripSearchFilter>(() => ({
    range: initialRange('week', zone),
    zone,
    processStatus: '',
    reviewStatus: '',
    validity: 'all',
    pilot: '',
    participant: '',
  }));
  const [participant, setParticipant] = useState<PickedParticipant | null>(null);
  const effective: TripSearchFilter = { ...filter, zone };
  const list = useTripSearch(effective);
  const pilots = useTripPilotPrograms();
  const pilotName = useMemo(() => new Map((pilots.data ?? []).map((p) => [p.id, p.shortName])), [pilots.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [associating, setAssociating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TRIP_ASSOCIATION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const columns = useMemo(() => {
    // The Trips tab's columns read fields every row here has too (StaffTripListRow extends its row).
    const shared = tripColumns(t, zone) as unknown as ColumnDef<StaffTripListRow, unknown>[];
    const [id, ...rest] = shared;
    return [
      ...(id ? [id] : []),
      column.accessor('username', {
        header: t('staffTrips.allTrips.participantColumn'),
        cell: (c) => (
          <Link component={RouterLink} to={participantPath(c.getValue())}>
            {participantLabel(c.row.original)}
          </Link>
        ),
      }),
      column.accessor('pilotProgramId', {
        header: t('staffTrips.allTrips.pilotColumn'),
        cell: (c) => {
          const value = c.getValue();
          return value ? (pilotName.get(value) ?? value) : '';
        },
      }),
      ...rest,
    ] as ColumnDef<StaffTripListRow, unknown>[];
  }, [t, zone, pilotName]);

  const update = (patch: Partial<TripSearchFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setSelected(new Set());
  };

  return (
    <>
      {notice && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setNotice(null)}
          slotProps={{ closeButton: { 'aria-label': t('staffTrips.allTrips.dismiss') } }}
          sx={{ mb: 2 }}
        >
          {notice}
        </Alert>
      )}
      <StaffTable<StaffTripListRow>
        tableId="staff-trips"
        title={t('staffTrips.allTrips.title')}
        headingLevel="h1"
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffTrips.allTrips.empty')}
        paging={list.paging}
        sort={list.sort}
        csvHref={tripsCsvHref(effective, list.sort?.direction)}
        selection={{ selected, onChange: setSelected }}
        actions={
          <Button
            size="small"
            variant="outlined"
            startIcon={<LinkIcon />}
            disabled={selected.size === 0}
            onClick={() => setAssociating(true)}
          >
            {selected.size
              ? t('staffTrips.allTrips.associateCount', { count: selected.size })
              : t('staffTrips.allTrips.associate')}
          </Button>
        }
        filters={
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('staffTrips.allTrips.intro')}
            </Typography>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <DateRangeFilter unit="week" value={effective.range} onChange={(range) => update({ range })} />
              <TextField
                select
                size="small"
                label={t('staffTrips.filters.processStatus')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={effective.processStatus}
                onChange={(event) => update({ processStatus: event.target.value as TripSearchFilter['processStatus'] })}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{t('staffTrips.filters.anyStatus')}</MenuItem>
                {(['pending', 'processed', 'failed'] as const).map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`staffTrips.processStatus.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('staffTrips.allTrips.reviewStatus')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={effective.reviewStatus}
                onChange={(event) => update({ reviewStatus: event.target.value as TripSearchFilter['reviewStatus'] })}
                sx={{ minWidth: 170 }}
              >
                <MenuItem value="">{t('staffTrips.allTrips.anyReview')}</MenuItem>
                {(['pending', 'completed'] as const).map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`staffTrips.reviewStatuses.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('staffTrips.filters.validity')}
                value={effective.validity}
                onChange={(event) => update({ validity: event.target.value as TripSearchFilter['validity'] })}
                sx={{ minWidth: 140 }}
              >
                {(['all', 'valid', 'invalid'] as const).map((validity) => (
                  <MenuItem key={validity} value={validity}>
                    {t(`staffTrips.filters.${validity}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('staffTrips.allTrips.pilot')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={effective.pilot}
                onChange={(event) => update({ pilot: event.target.value })}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="">{t('staffTrips.allTrips.anyPilot')}</MenuItem>
                {(pilots.data ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.shortName}
                  </MenuItem>
                ))}
              </TextField>
              <ParticipantPicker
                label={t('staffTrips.allTrips.participant')}
                value={participant}
                onChange={(next) => {
                  setParticipant(next);
                  update({ participant: next?.username ?? '' });
                }}
              />
            </Stack>
          </>
        }
      />
      <AssociateTripsDialog
        open={associating}
        tripIds={[...selected]}
        onClose={() => setAssociating(false)}
        onDone={(count, name) => {
          setAssociating(false);
          setSelected(new Set());
          setNotice(t('staffTrips.allTrips.associated', { count, name }));
        }}
      />
    </>
  );
}

/** Choose the participant and one of their vehicles, then tripAssociate the chosen trips. */
function AssociateTripsDialog({
  open,
  tripIds,
  onClose,
  onDone,
}: {
  open: boolean;
  tripIds: string[];
  onClose: () => void;
  /** The count of trips moved and whom to (the participant's name). */
  onDone: (count: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const titleId = useId();
  const [participant, setParticipant] = useState<PickedParticipant | null>(null);
  const [vehicleId, setVehicleId] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const vehicles = useAssociateVehicles(participant?.username ?? null);
  const associate = useAssociateTrips();

  useEffect(() => {
    if (open) return;
    setParticipant(null);
    setVehicleId('');
    setShowErrors(false);
  }, [open]);

  const submit = async () => {
    if (!participant || !vehicleId) {
      setShowErrors(true);
      return;
    }
    try {
      await associate.mutateAsync({ trips: tripIds, username: participant.username, vehicleId });
      onDone(
        tripIds.length,
        fullName(participant.firstName, participant.middleName, participant.lastName) ||
          participant.email ||
          participant.username,
      );
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  const noVehicles = Boolean(participant) && vehicles.isSuccess && vehicles.data.length === 0;
  return (
    <Dialog
      open={open}
      onClose={associate.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('staffTrips.allTrips.associate')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('staffTrips.allTrips.associateIntro', { count: tripIds.length })}
        </DialogContentText>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <ParticipantPicker
            label={t('staffTrips.allTrips.associateParticipant')}
            required
            value={participant}
            onChange={(next) => {
              setParticipant(next);
              setVehicleId('');
            }}
            error={showErrors && !participant}
          />
          <TextField
            select
            size="small"
            required
            label={t('staffTrips.allTrips.associateVehicle')}
            value={vehicleId}
            disabled={!participant || noVehicles}
            onChange={(event) => setVehicleId(event.target.value)}
            error={showErrors && !vehicleId}
            helperText={
              !participant
                ? t('staffTrips.allTrips.chooseParticipantFirst')
                : noVehicles
                  ? t('staffTrips.allTrips.noVehicles')
                  : undefined
            }
          >
            {(vehicles.data ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {[vehicleName(v), v.vin].filter(Boolean).join(' · ')}
              </MenuItem>
            ))}
          </TextField>
          {showErrors && (!participant || !vehicleId) && (
            <Alert severity="error">{t('staffTrips.allTrips.required')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={associate.isPending}>
          {t('staffTrips.allTrips.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={associate.isPending}>
          {t('staffTrips.allTrips.associateConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
