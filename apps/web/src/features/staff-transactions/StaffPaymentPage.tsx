import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
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
import { StaffPayTransactionsDocument } from '../../gql/staff/graphql';
import { isApiError } from '../../lib/errors';
import { formatMoney, formatTableDate, fullName } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { participantPath } from '../../lib/staff/participantTabs';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type StaffPaymentRow,
  useInvalidateTransactions,
  useStaffPaymentTransactions,
  useTransactionParticipant,
} from './api';
import '../../components/payment/texts';
import './texts';
import '../../i18n/messages';

/** An id of the address that is not part of this payment, and why. */
type Left = PaymentItem & { otherParticipant?: boolean };

/**
 * /payment/{id1;id2;...} for staff (staff spec sections 2, 5, 8): pays a participant's selected
 * transactions with one of that participant's saved cards (updateTransaction with ids, username and
 * paymentMethodId: the server moves them to pending once, so two clicks never charge twice), with the
 * same table, progress and outcome as the participant's page (components/payment). The participant is
 * the one of the first transaction found; ids of anyone else are listed as not part of the payment.
 * Nothing payable: 'There are no unpaid transactions'.
 */
export function StaffPaymentPage() {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  usePageTitle(t('payment.title'));
  const params = useParams();
  const { ids, truncated } = useMemo(() => parsePaymentIds(params.ids), [params.ids]);
  const invalidate = useInvalidateTransactions();

  const answers = useStaffPaymentTransactions(ids);
  const loaded: (StaffPaymentRow | null | undefined)[] = answers.map((a) => a.data);
  const username = loaded.find((row) => row)?.username ?? '';
  const items: Left[] = ids.map((id, index) => {
    const answer = answers[index];
    const row = answer?.data;
    const item = paymentItemOf(id, { transaction: row, error: answer?.error, loading: answer?.isPending ?? true });
    return row && row.username !== username ? { ...item, kind: 'notPayable', otherParticipant: true } : item;
  });
  const participant = useTransactionParticipant(username || undefined);
  const cardsQuery = useSavedCards(username, { enabled: username !== '', staleTime: 0 });
  const cards = cardsQuery.data ?? [];

  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const cardId = cards.some((c) => c.id === chosenCard && !c.isExpired) ? chosenCard : preferredCard(cards);
  const [batchIds, setBatchIds] = useState<string[]>([]);
  const [foundRunning, setFoundRunning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const startedHere = useRef(new Set<string>());

  // A payment found running (the participant, another tab) is followed like one started here.
  const pendingKey = items
    .filter((i) => i.kind === 'pending')
    .map((i) => i.id)
    .join(';');
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

  const wasInProgress = useRef(false);
  useEffect(() => {
    if (wasInProgress.current && !state.inProgress) void invalidate();
    wasInProgress.current = state.inProgress;
  }, [state.inProgress, invalidate]);

  const pay = async () => {
    if (busy.current || !cardId || payable.length === 0) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    const payIds = payable.map((i) => i.id);
    startedHere.current = new Set(payIds);
    try {
      const { updateTransaction } = await execute(StaffPayTransactionsDocument, {
        input: { ids: payIds, username, paymentMethodId: cardId },
      });
      setFoundRunning(false);
      setBatchIds(updateTransaction.map((row) => row.id));
      for (const row of updateTransaction) answers.find((a) => a.data?.id === row.id)?.refetch();
    } catch (caught) {
      startedHere.current = new Set();
      if (isApiError(caught) && caught.messageKey === 'noUnpaidTransactions') {
        setBatchIds([]);
        await Promise.all(answers.map((a) => a.refetch()));
      } else {
        setError(apiError(caught));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const name =
    (participant.data &&
      fullName(participant.data.firstName, participant.data.middleName, participant.data.lastName)) ||
    participant.data?.email ||
    username;
  const showForm = payable.length > 0 && !state.inProgress;
  const nothingToPay = !loading && payable.length === 0 && batchIds.length === 0;

  return (
    <>
      <Link component={RouterLink} to="/transactions" sx={{ display: 'inline-block', mb: 1 }}>
        {t('staffTransactions.pay.back')}
      </Link>
      <Typography variant="h1" gutterBottom>
        {t('payment.title')}
      </Typography>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('payment.loading')} />
        </Box>
      ) : (
        <>
          {username && (
            <Typography sx={{ mb: 2 }}>
              {t('staffTransactions.pay.participant')}:{' '}
              <Link component={RouterLink} to={participantPath(username, 'payments')} data-testid="payment-participant">
                {name}
              </Link>
            </Typography>
          )}
          {payable.length > 0 && <Typography sx={{ mb: 2 }}>{t('staffTransactions.pay.intro', { name })}</Typography>}
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
              <Typography variant="body2">{t('staffTransactions.pay.nothingToPayHint')}</Typography>
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

      <PaymentStatus
        batch={batch}
        state={state}
        foundRunning={foundRunning}
        next={{ success: t('staffTransactions.pay.successNext'), declined: t('staffTransactions.pay.declinedNext') }}
      />

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
              billingInfoAvailable={false}
              noCards={
                <Alert severity="warning" sx={{ mb: 2 }}>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {t('staffTransactions.pay.noCards')}
                  </Typography>
                  <Link component={RouterLink} to={participantPath(username, 'payments')}>
                    {t('staffTransactions.pay.addCard')}
                  </Link>
                </Alert>
              }
            />
          )}
          <FormError message={error ?? (cardsQuery.error ? apiError(cardsQuery.error) : null)} />
          <Button
            variant="contained"
            size="large"
            onClick={() => void pay()}
            disabled={!cardId || submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {submitting ? t('payment.paying') : t('payment.pay', { amount: formatMoney(sumCents(payable)) })}
          </Button>
        </Box>
      )}
    </>
  );
}

/** Ids of the address that are not part of this payment, each with the reason. */
function NotIncluded({ items }: { items: readonly Left[] }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const { labelOf } = useTransactionText();
  const reasonOf = (item: Left) => {
    const label = labelOf(item);
    if (item.otherParticipant) return t('staffTransactions.pay.otherParticipant', { label });
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
            {item.transaction ? (
              <Link component={RouterLink} to={`/transaction/${encodeURIComponent(item.id)}`}>
                {reasonOf(item)}
              </Link>
            ) : (
              reasonOf(item)
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
