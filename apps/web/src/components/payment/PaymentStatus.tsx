import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { cardName } from '../payment-card/cardLabel';
import { type batchState, type PaymentItem, sumCents } from './paymentItems';
import { useTransactionText } from './useTransactionText';
import './texts';

type Phase = 'none' | 'progress' | 'result';

/**
 * The progress and the outcome of the payment, in one polite live region that is always on the page
 * (so every change is announced). When the phase changes, focus moves to its heading: the Pay button
 * has gone, and the outcome is what the participant needs next.
 */
export function PaymentStatus({
  batch,
  state,
  foundRunning,
  next,
}: {
  batch: readonly PaymentItem[];
  state: ReturnType<typeof batchState>;
  foundRunning: boolean;
  /** What to do after a success or a decline, when not the participant's (the staff payment page). */
  next?: { success: string; declined: string };
}) {
  const { t } = useTranslation();
  const { reasonOf } = useTransactionText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = batch.length > 0 && batch.every((i) => i.transaction);
  const phase: Phase = !loaded ? 'none' : state.inProgress ? 'progress' : 'result';
  const shownPhase = useRef<Phase | null>(null);

  useEffect(() => {
    // Not on the first render: a page opened on a running payment keeps the usual focus on its content.
    if (shownPhase.current !== null && shownPhase.current !== phase && phase !== 'none') {
      headingRef.current?.focus();
    }
    shownPhase.current = phase;
  }, [phase]);

  const cardOf = (items: readonly PaymentItem[]) => {
    const first = items[0]?.transaction;
    return cardName(t, { brand: first?.paymentType, last4: first?.paymentInfo });
  };
  const total = batch.length;
  const done = state.settledCount;
  // Why a payment is taking long (the card processor is not answering): it completes on its own.
  const waitingReason = batch.find((i) => i.transaction?.status === 'pending' && i.transaction.statusMessage)
    ?.transaction?.statusMessage;

  return (
    <Box role="status" aria-live="polite" sx={{ mb: phase === 'none' ? 0 : 3 }}>
      {phase === 'progress' && (
        <Box component="section" aria-labelledby="payment-status-heading">
          <Typography variant="h2" id="payment-status-heading" ref={headingRef} tabIndex={-1} gutterBottom>
            {t('payment.progressHeading')}
          </Typography>
          {foundRunning && <Typography sx={{ mb: 1 }}>{t('payment.alreadyRunning')}</Typography>}
          <Typography sx={{ mb: 1 }}>{t('payment.progressText', { done, total })}</Typography>
          <LinearProgress
            variant={done === 0 ? 'indeterminate' : 'determinate'}
            value={total === 0 ? 0 : (done / total) * 100}
            aria-label={t('payment.progressLabel')}
            sx={{ mb: 1, height: 8, borderRadius: 1 }}
          />
          {waitingReason && (
            <Alert severity="info" role="none" sx={{ mb: 1 }}>
              {reasonOf(waitingReason)}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('payment.progressKeepOpen')}
          </Typography>
        </Box>
      )}
      {phase === 'result' && (
        <Box component="section" aria-labelledby="payment-status-heading">
          <Typography variant="h2" id="payment-status-heading" ref={headingRef} tabIndex={-1} gutterBottom>
            {t('payment.resultHeading')}
          </Typography>
          {state.paid.length > 0 && (
            // role none: the surrounding live region announces it (no second, assertive announcement).
            <Alert severity="success" role="none" sx={{ mb: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('payment.success', { amount: formatMoney(sumCents(state.paid)), card: cardOf(state.paid) })}
              </Typography>
              <Typography variant="body2">{next?.success ?? t('payment.successNext')}</Typography>
            </Alert>
          )}
          {state.failed.length > 0 && (
            <Alert severity="error" role="none" sx={{ mb: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('payment.declined', {
                  amount: formatMoney(sumCents(state.failed)),
                  card: cardOf(state.failed),
                  reason: reasonOf(state.failed[0]?.transaction?.statusMessage),
                })}
              </Typography>
              <Typography variant="body2">{next?.declined ?? t('payment.declinedNext')}</Typography>
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
