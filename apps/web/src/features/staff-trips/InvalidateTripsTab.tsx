import BlockIcon from '@mui/icons-material/Block';
import { Button, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { initialRange } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import { useToast } from '../../components/useToast';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { type StaffTripFilter, type StaffTripRow, useInvalidateTrips, useParticipantTrips } from './api';
import { TripFilters } from './TripFilters';
import { tripColumns } from './tripColumns';
import './texts';
import '../../i18n/messages';

/**
 * Participant detail, Invalidate Trips (staff spec sections 2, 4 and 5): the participant's valid trips
 * of the range with selection; Invalidate asks for the note ('Invalidation note required') and marks
 * each chosen trip invalid (updateTrip, one call per trip: the API has no batch form). The server keeps
 * the note on the trip, logs it, and records it on the audit event. It has no rule against trips
 * already billed: their billed charges stay on the statement, the unbilled ones are left out of the next.
 */
export default function InvalidateTripsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const zone = useStaffZone();
  const [filter, setFilter] = useState<StaffTripFilter>(() => ({
    range: initialRange('week', zone),
    zone,
    processStatus: '',
    validity: 'valid',
  }));
  const effective: StaffTripFilter = { ...filter, zone, validity: 'valid' };
  const list = useParticipantTrips(username, effective, 'valid');
  const columns = useMemo(() => tripColumns(t, zone).filter((c) => c.id !== 'invalid'), [t, zone]);
  const invalidate = useInvalidateTrips(username);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setDialogOpen(false);
    setNote('');
    setNoteError(null);
  };

  const confirm = async () => {
    const text = note.trim();
    if (!text) {
      setNoteError(t('messages.tripInvalidateNoteRequired'));
      return;
    }
    setBusy(true);
    try {
      const result = await invalidate([...selected], text);
      if (result.invalidated.length > 0)
        toast.success(t('staffTrips.invalidate.done', { count: result.invalidated.length }));
      for (const failure of result.failed) {
        toast.error(t('staffTrips.invalidate.failed', { id: failure.id, error: apiError(failure.error) }));
      }
      setSelected(new Set(result.failed.map((f) => f.id)));
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StaffTable<StaffTripRow>
        tableId="participant-invalidate-trips"
        title={t('staffTrips.invalidate.title')}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffTrips.invalidate.empty')}
        paging={list.paging}
        sort={list.sort}
        selection={{ selected, onChange: setSelected }}
        actions={
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<BlockIcon />}
            disabled={selected.size === 0}
            onClick={() => setDialogOpen(true)}
          >
            {selected.size > 0
              ? t('staffTrips.invalidate.actionCount', { count: selected.size })
              : t('staffTrips.invalidate.action')}
          </Button>
        }
        filters={
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('staffTrips.invalidate.intro')}
            </Typography>
            <TripFilters value={effective} onChange={setFilter} showStatus={false} />
          </>
        }
      />
      <ConfirmDialog
        open={dialogOpen}
        title={t('staffTrips.invalidate.dialogTitle')}
        message={t('staffTrips.invalidate.dialogMessage', { count: selected.size })}
        confirmLabel={t('staffTrips.invalidate.action')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <TextField
          label={t('staffTrips.invalidate.note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (event.target.value.trim()) setNoteError(null);
          }}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          error={noteError !== null}
          helperText={noteError ?? t('staffTrips.invalidate.noteHint')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </>
  );
}
