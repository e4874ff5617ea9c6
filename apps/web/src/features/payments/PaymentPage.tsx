import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isBillingOn } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormError } from '../../components/FormError';
import { CardChoice, preferredCard } from '../../components/payment/CardChoice';
import { PaymentStatus } from '../../components/payment/PaymentStatus';
import { PaymentTable } from '../../components/payment/PaymentTable';
import {
  batchState,
  MAX_PAYMENT_IDS,
  type PaymentItem,
  parsePaymentIds,
  paymentItemOf,
  sumCents,
} from '../../components/payment/paymentItems';
import { useTransactionText } from '../../components/payment/useTransactionText';
import { useSavedCards } from '../../components/payment-card/api';
import { RouterLink } from '../../components/RouterLink';
import { PaymentPagePayDocument } from '../../gql/graphql';
import { useConfiguration } from '../../lib/configuration';
import { isApiError } from '../../lib/errors';
import { formatMoney, formatTableDate } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { paymentKeys, usePaymentTransactions } from './api';
import '../../components/payment/texts';
import '../../i18n/messages';

/** These answers are cached elsewhere too (dashboard, statements...): a payment changes them. */
const KEEP_AFTER_PAYMENT = new Set(['session', 'configuration', 'payment']);

/**
 * /payment/{id1;id2;...} (participant spec section 2): the participant's payable transactions among the
 * ids of the address (anything else is explained), the choice of a saved card, Pay (updateTransaction
 * with ids: the server moves them to pending once, so two clicks or two tabs never charge twice), then
 * the progress until the payment worker has processed or failed each one, and the outcome.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  usePageTitle(t('payment.title'));
  const params = useParams();
  const { ids, truncated } = useMemo(() => parsePaymentIds(params.ids), [params.ids]);
  const { session } = useSession();
  const username = session?.username ?? '';
  const configuration = useConfiguration();
  const paymentsAllowed = configuration.isTrue('PAYMENTS_ALLOWED');
  const queryClient = useQueryClient();

  const answers = usePaymentTransactions(ids);
  const items: PaymentItem[] = ids.map((id, index) => {
    const answer = answers[index];
    return paymentItemOf(id, { transaction: answer?.data, error: answer?.error, loading: answer?.isPending ?? true });
  });
  const cardsQuery = useSavedCards(username, { enabled: username !== '' });
  const cards = cardsQuery.data ?? [];

  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const cardId = cards.some((c) => c.id === chosenCard && !c.isExpired) ? chosenCard : preferredCard(cards);
  const [batchIds, setBatchIds] = useState<string[]>([]);
  const [foundRunning, setFoundRunning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const startedHere = useRef(new Set<string>());

  // A payment found running (another tab, an earlier visit) is followed like one started here.
  const pendingIds = items.filter((i) => i.kind === 'pending').map((i) => i.id);
  const pendingKey = pendingIds.join(';');
  useEffect(() => {
    const running = pendingKey ? pendingKey.split(';') : [];
    if (running.some((id) => !startedHere.current.has(id))) setFoundRunning(true);
    setBatchIds((current) => (running.every((id) => current.includes(id)) ? current : [...current, ...running]));
  }, [pendingKey]);

  const batch = items.filter((i) => batchIds.includes(i.id));
  const state = batchState(batch);
  const payable = items.filter((i) => i.kind === 'payable');
  const shown = items.filter((i) => i.kind === 'payable' || batchIds.includes(i.id));
  const notIncluded = items.filter((i) => !shown.includes(i) && i.kind !== 'loading');
  const loading = items.some((i) => i.kind === 'loading');

  // When a payment ends, the balance, statements and dashboard read elsewhere are stale.
  const wasInProgress = useRef(false);
  useEffect(() => {
    if (wasInProgress.current && !state.inProgress) {
      void queryClient.invalidateQueries({ predicate: (q) => !KEEP_AFTER_PAYMENT.has(String(q.queryKey[0])) });
    }
    wasInProgress.current = state.inProgress;
  }, [state.inProgress, queryClient]);

  const pay = async () => {
    if (busy.current || !cardId || payable.length === 0) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const payIds = payable.map((i) => i.id);
    startedHere.current = new Set(payIds);
    try {
      const { updateTransaction } = await execute(PaymentPagePayDocument, {
        input: { ids: payIds, username, paymentMethodId: cardId },
      });
      setFoundRunning(false);
      setBatchIds(updateTransaction.map((row) => row.id));
      for (const row of updateTransaction) queryClient.setQueryData(paymentKeys.transaction(row.id), row);
    } catch (caught) {
      startedHere.current = new Set();
      if (isApiError(caught) && caught.messageKey === 'noUnpaidTransactions') {
        // Paid meanwhile (another tab, a double click): show what is running or done instead.
        setBatchIds([]);
        await queryClient.refetchQueries({ queryKey: paymentKeys.transactions });
      } else {
        setError(apiError(caught));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const showForm = payable.length > 0 && !state.inProgress && paymentsAllowed;
  const nothingToPay = !loading && payable.length === 0 && batchIds.length === 0;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('payment.title')}
      </Typography>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('payment.loading')} />
        </Box>
      ) : (
        <>
          {payable.length > 0 && paymentsAllowed && <Typography sx={{ mb: 2 }}>{t('payment.intro')}</Typography>}
          {truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('payment.truncated', { count: MAX_PAYMENT_IDS })}
            </Alert>
          )}
          {nothingToPay && (
            <Alert severity="info" sx={{ mb: 3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('messages.noUnpaidTransactions')}
              </Typography>
              <Typography variant="body2">{t('payment.nothingToPayHint')}</Typography>
            </Alert>
          )}
          {shown.length > 0 && (
            <Box component="section" aria-labelledby="payment-to-pay" sx={{ mb: 3 }}>
              <Typography variant="h2" id="payment-to-pay" gutterBottom>
                {t('payment.toPayHeading')}
              </Typography>
              <PaymentTable items={shown} totalCents={sumCents(payable.length > 0 ? payable : shown)} />
            </Box>
          )}
          {notIncluded.length > 0 && <NotIncluded items={notIncluded} />}
        </>
      )}

      <PaymentStatus batch={batch} state={state} foundRunning={foundRunning} />

      {!loading && payable.length > 0 && !paymentsAllowed && !state.inProgress && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('messages.paymentsDisabled')}
        </Alert>
      )}
      {!loading && showForm && (
        <Box component="section" aria-labelledby="payment-card" sx={{ mb: 3 }}>
          <Typography variant="h2" id="payment-card" gutterBottom>
            {t('payment.cardHeading')}
          </Typography>
          {cardsQuery.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{t('payment.cardsLoading')}</Typography>
            </Stack>
          ) : (
            <CardChoice
              cards={cards}
              value={cardId}
              onChange={setChosenCard}
              disabled={submitting}
              billingInfoAvailable={isBillingOn(configuration.values)}
            />
          )}
          <FormError message={error ?? (cardsQuery.error ? apiError(cardsQuery.error) : null)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              size="large"
              onClick={() => void pay()}
              disabled={!cardId || submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {submitting ? t('payment.paying') : t('payment.pay', { amount: formatMoney(sumCents(payable)) })}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('payment.autopayNote')}
            </Typography>
          </Stack>
        </Box>
      )}
      <RouterLink to="/dashboard">{t('payment.backToDashboard')}</RouterLink>
    </>
  );
}

/** Ids of the address that are not part of this payment, each with the reason. */
function NotIncluded({ items }: { items: readonly PaymentItem[] }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const { labelOf } = useTransactionText();
  const reasonOf = (item: PaymentItem) => {
    const label = labelOf(item);
    switch (item.kind) {
      case 'paid':
        return t('payment.alreadyPaid', { label, date: formatTableDate(item.transaction?.paidAt) });
      case 'carriedOver':
        return t('payment.carriedOver', { label });
      case 'notPayable':
      case 'pending':
        return t('payment.notPayable', { label });
      case 'loadFailed':
        return t('payment.loadFailed', { label, reason: apiError(item.error) });
      default:
        return t('payment.notFound', { label });
    }
  };
  return (
    <Box component="section" aria-labelledby="payment-not-included" sx={{ mb: 3 }}>
      <Typography variant="h2" id="payment-not-included" gutterBottom>
        {t('payment.notIncludedHeading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <Typography component="li" key={item.id} sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {reasonOf(item)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
