import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { formatMoney } from '../../lib/format';
import { useErrorText } from '../../lib/useErrorText';
import { centsToDollars, isChanged, parseDollars, type SegmentAdjustment, segmentAdjustment } from './adjustmentFees';
import {
  type StaffSegment,
  type StaffTrip,
  useCreateAdjustments,
  useTripRates,
  useTripSegments,
  useTripVehicle,
} from './tripApi';
import { segmentColour } from './tripTabs';
import './texts';

interface Draft {
  mileage: string;
  fuel: string;
  toll: string;
}

const number = (text: string): number | null => {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  return Number(text);
};

/** A stored quantity as staff read and type it: 6 decimals at most (5.569999999999709 → 5.57). */
const shown = (value: number) => String(Math.round(value * 1e6) / 1e6);

const draftOf = (s: StaffSegment): Draft => ({
  mileage: shown(s.mileage),
  fuel: shown(s.fuel),
  toll: centsToDollars(s.tollFeeCents),
});

/** The typed quantity, or the stored one when the text is the stored value as shown (so it is unchanged). */
const quantity = (text: string, stored: number): number | null => {
  const value = number(text);
  return value !== null && String(value) === shown(stored) ? stored : value;
};

/**
 * Trip Adjustment (staff spec section 2): every segment's mileage, fuel and toll fee; the fees are
 * recomputed with the trip's rates as values change; changed fields are marked "adjusted". A note and
 * at least one changed segment are required (Create disabled otherwise). One adjustment per changed
 * segment, billed on the next statement.
 */
export function AdjustmentDialog({ trip, open, onClose }: { trip: StaffTrip; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const titleId = useId();
  const segments = useTripSegments(trip.id);
  const vehicle = useTripVehicle(trip);
  const rates = useTripRates(trip.id, vehicle.data?.mroType);
  const create = useCreateAdjustments(trip.id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [note, setNote] = useState('');
  const [noteTouched, setNoteTouched] = useState(false);
  const rows = segments.data ?? [];
  const noVehicle = vehicle.isSuccess && vehicle.data === null;

  const computed = useMemo(
    () =>
      rows.map((segment) => {
        const draft = drafts[segment.id] ?? draftOf(segment);
        const mileage = quantity(draft.mileage, segment.mileage);
        const fuel = noVehicle ? segment.fuel : quantity(draft.fuel, segment.fuel);
        const toll = parseDollars(draft.toll);
        const valid = mileage !== null && fuel !== null && toll !== null;
        const adjustment: SegmentAdjustment | null =
          valid && rates.data ? segmentAdjustment(segment, { mileage, fuel, tollFeeCents: toll }, rates.data) : null;
        return { segment, draft, valid, mileage, fuel, toll, adjustment };
      }),
    [rows, drafts, rates.data, noVehicle],
  );
  const changed = computed.filter((c) => c.adjustment && isChanged(c.adjustment));
  const allValid = computed.every((c) => c.valid);
  const noteMissing = note.trim() === '';
  const canCreate = !noteMissing && changed.length > 0 && allValid && !create.isPending;

  const close = () => {
    setDrafts({});
    setNote('');
    setNoteTouched(false);
    onClose();
  };

  const edit = (segment: StaffSegment, field: keyof Draft, value: string) =>
    setDrafts((current) => ({
      ...current,
      [segment.id]: { ...(current[segment.id] ?? draftOf(segment)), [field]: value },
    }));

  const submit = () => {
    if (!canCreate) return;
    create.mutate(
      changed.map(({ segment, adjustment }) => ({
        tripId: trip.id,
        tripSegmentId: segment.id,
        note: note.trim(),
        ...(adjustment as SegmentAdjustment),
      })),
      {
        onSuccess: () => {
          toast.success(t('staffTrips.detail.adjustDialog.created', { count: changed.length }));
          close();
        },
        onError: (error) => toast.error(apiError(error)),
      },
    );
  };

  const adjustedSx = { '& .MuiOutlinedInput-root': { backgroundColor: 'rgba(237, 108, 2, 0.08)' } };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('staffTrips.detail.adjustDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('staffTrips.detail.adjustDialog.intro')}</DialogContentText>
        {noVehicle && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('staffTrips.detail.adjustDialog.noVehicle')}
          </Alert>
        )}
        {segments.isSuccess && rows.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('staffTrips.detail.adjustDialog.noSegments')}
          </Alert>
        )}
        <Stack spacing={2}>
          {computed.map(({ segment, draft, mileage, fuel, toll, adjustment }, index) => {
            const mileageAdjusted = mileage !== null && mileage !== segment.mileage;
            const fuelAdjusted = fuel !== null && fuel !== segment.fuel;
            const tollAdjusted = toll !== null && toll !== segment.tollFeeCents;
            const label = t('staffTrips.detail.adjustDialog.segment', {
              n: index + 1,
              type: t(`staffTrips.detail.segments.types.${segment.type}`),
              state: [segment.state, segment.stateCode].filter(Boolean).join(' / '),
            });
            const adjustedChip = (
              <Chip size="small" color="warning" label={t('staffTrips.detail.adjustDialog.adjusted')} sx={{ ml: 1 }} />
            );
            return (
              <Box
                key={segment.id}
                component="fieldset"
                data-testid={`adjust-segment-${index + 1}`}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderLeft: 6,
                  borderLeftColor: segmentColour(index),
                  borderRadius: 1,
                  p: 1.5,
                  m: 0,
                }}
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {label}
                  {adjustment && isChanged(adjustment) && adjustedChip}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    size="small"
                    label={`${t('staffTrips.detail.adjustDialog.mileage')} ${index + 1}`}
                    value={draft.mileage}
                    onChange={(e) => edit(segment, 'mileage', e.target.value)}
                    error={mileage === null}
                    helperText={
                      mileage === null
                        ? t('staffTrips.detail.adjustDialog.invalidNumber')
                        : mileageAdjusted
                          ? t('staffTrips.detail.adjustDialog.adjusted')
                          : ' '
                    }
                    sx={mileageAdjusted ? adjustedSx : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <TextField
                    size="small"
                    label={`${t('staffTrips.detail.adjustDialog.fuel')} ${index + 1}`}
                    value={noVehicle ? shown(segment.fuel) : draft.fuel}
                    disabled={noVehicle}
                    onChange={(e) => edit(segment, 'fuel', e.target.value)}
                    error={fuel === null}
                    helperText={
                      fuel === null
                        ? t('staffTrips.detail.adjustDialog.invalidNumber')
                        : fuelAdjusted
                          ? t('staffTrips.detail.adjustDialog.adjusted')
                          : ' '
                    }
                    sx={fuelAdjusted ? adjustedSx : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <TextField
                    size="small"
                    label={`${t('staffTrips.detail.adjustDialog.tollFee')} ${index + 1}`}
                    value={draft.toll}
                    onChange={(e) => edit(segment, 'toll', e.target.value)}
                    error={toll === null}
                    helperText={
                      toll === null
                        ? t('staffTrips.detail.adjustDialog.invalidNumber')
                        : tollAdjusted
                          ? t('staffTrips.detail.adjustDialog.adjusted')
                          : ' '
                    }
                    sx={tollAdjusted ? adjustedSx : undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                </Stack>
                {adjustment && isChanged(adjustment) && (
                  <Typography variant="body2" color="text.secondary" data-testid={`adjust-fees-${index + 1}`}>
                    {t('staffTrips.detail.adjustDialog.fees', {
                      mileage: formatMoney(adjustment.adjMileageFeeCents),
                      fuel: formatMoney(adjustment.adjFuelFeeCents),
                      cordon: formatMoney(adjustment.adjCordonFeeCents),
                      tod: formatMoney(adjustment.adjTodFeeCents),
                      toll: formatMoney(adjustment.adjTollFeeCents),
                    })}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
        <TextField
          label={t('staffTrips.detail.adjustDialog.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          onBlur={() => setNoteTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          error={noteTouched && noteMissing}
          helperText={noteTouched && noteMissing ? t('staffTrips.detail.adjustDialog.noteRequired') : ' '}
        />
        {changed.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('staffTrips.detail.adjustDialog.changeRequired')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('staffTrips.detail.adjustDialog.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!canCreate}>
          {t('staffTrips.detail.adjustDialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
