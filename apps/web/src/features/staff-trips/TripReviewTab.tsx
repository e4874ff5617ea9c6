import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast';
import { useErrorText } from '../../lib/useErrorText';
import { type StaffTrip, useUpdateTrip } from './tripApi';
import './texts';

/**
 * Review: the trip's review status and reason, and the re-process panel (staff spec sections 2 and 4):
 * the warning, an acknowledgement to tick before the button, then progress while the trip is pending
 * (the page reads the trip again every 2 s until the job has processed it or failed).
 */
export function ReviewTab({ trip }: { trip: StaffTrip }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { apiError } = useErrorText();
  const update = useUpdateTrip(trip.id);
  const [acknowledged, setAcknowledged] = useState(false);
  const [requested, setRequested] = useState(false);
  const pending = trip.processStatus === 'pending';
  const wasPending = useRef(pending);

  useEffect(() => {
    if (wasPending.current && !pending && requested) {
      toast.success(
        t('staffTrips.detail.review.reprocessed', { status: t(`staffTrips.processStatus.${trip.processStatus}`) }),
      );
      setRequested(false);
    }
    wasPending.current = pending;
  }, [pending, requested, toast, t, trip.processStatus]);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('staffTrips.detail.review.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {t('staffTrips.detail.review.status')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="review-status">
          {trip.reviewStatus ?? t('staffTrips.detail.review.none')}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {t('staffTrips.detail.review.reason')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {trip.reviewReason ? t(`staffTrips.detail.review.reasons.${trip.reviewReason}`) : '—'}
        </Typography>
      </Box>

      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('staffTrips.detail.review.reprocessTitle')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {t('staffTrips.detail.review.reprocessWarning')}
      </Alert>
      <FormControlLabel
        control={
          <Checkbox
            checked={acknowledged}
            onChange={(e) => setAcknowledged(e.target.checked)}
            disabled={pending || update.isPending}
          />
        }
        label={t('staffTrips.detail.review.acknowledge')}
      />
      <Box>
        <Button
          variant="contained"
          color="warning"
          disabled={!acknowledged || pending || update.isPending}
          onClick={() =>
            update.mutate(
              { processStatus: 'pending' },
              {
                onSuccess: () => {
                  setRequested(true);
                  setAcknowledged(false);
                  toast.success(t('staffTrips.detail.review.reprocessRequested'));
                },
                onError: (error) => toast.error(apiError(error)),
              },
            )
          }
        >
          {t('staffTrips.detail.review.reprocess')}
        </Button>
      </Box>
      {pending && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('staffTrips.detail.review.reprocessing')}
          </Typography>
          <LinearProgress aria-label={t('staffTrips.detail.review.reprocessing')} />
        </Box>
      )}
    </Box>
  );
}
