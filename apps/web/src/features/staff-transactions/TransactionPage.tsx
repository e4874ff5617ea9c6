import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { isPayableTransaction, transactionTone } from '@rc/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StaffTable } from '../../components/staff/StaffTable';
import type { StaffPaymentAttemptsQuery } from '../../gql/staff/graphql';
import { formatMoney, fullName } from '../../lib/format';
import { participantPath } from '../../lib/staff/participantTabs';
import { STANDING_COLOURS } from '../../lib/staff/standingColours';
import { formatZonedDate, formatZonedDateTime, type StaffZone, useStaffZone } from '../../lib/staff/timeZone';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  useInvalidateTransactions,
  usePaymentAttempts,
  useTransactionAdjustments,
  useTransactionDetail,
  useTransactionParticipant,
  useTransactionSegments,
  useTransactionStatement,
} from './api';
import { RefundDialog } from './RefundDialog';
import type { staffTransactionsEn } from './texts';
import { cardText, signedCents, statusText } from './transactionText';
import './texts';

type Attempt = StaffPaymentAttemptsQuery['getPaymentAttemptsByTransactionId'][number];
type Segment = ReturnType<typeof useTransactionSegments>['rows'][number];
type Adjustment = ReturnType<typeof useTransactionAdjustments>['rows'][number];

const right = { align: 'right' } as const;
const km = (value: number) => value.toFixed(2);
const transactionPath = (id: string) => `/transaction/${encodeURIComponent(id)}`;

/** A labelled value of a details grid (a description list). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === '' || children == null ? '—' : children}
      </Typography>
    </Box>
  );
}

function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /transaction/{id} (staff spec sections 2-4): every field of the transaction, its participant, its
 * statement, the transaction it carried over, the segments and adjustments it bills (server pages),
 * the payment attempts with the processor's answers, and the actions: refund (full or partial, with a
 * reason) of a processed card payment, and paying again a failed or unpaid one on the staff payment page.
 */
export function TransactionPage() {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const id = useParams().id ?? '';
  usePageTitle(t('staffTransactions.detail.title', { id: id.slice(0, 8) }));
  const detail = useTransactionDetail(id);
  const tx = detail.data;
  const participant = useTransactionParticipant(tx?.username);
  const statement = useTransactionStatement(tx?.statementId);
  const attempts = usePaymentAttempts(id, tx?.status === 'pending');
  const invalidate = useInvalidateTransactions();
  const [refunding, setRefunding] = useState(false);
  const f = (key: keyof typeof staffTransactionsEn.fields) => t(`staffTransactions.fields.${key}`);

  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('staffTransactions.detail.loading')} />
      </Box>
    );
  }
  if (!tx) {
    return (
      <>
        <BackLink />
        <Alert severity="warning">{t('staffTransactions.detail.notFound', { id })}</Alert>
      </>
    );
  }

  const rows = attempts.data ?? [];
  const charge = rows.find((a) => a.kind === 'charge' && a.status === 'approved' && a.transactionId === tx.id);
  const refundedCents = rows
    .filter((a) => a.kind === 'refund' && a.refundedTransactionId === tx.id && a.status !== 'declined')
    .reduce((sum, a) => sum + a.amountCents, 0);
  const paidCents = charge?.amountCents ?? 0;
  const canRefund =
    tx.type === 'transaction' && tx.status === 'processed' && Boolean(charge) && paidCents > refundedCents;
  const payable = isPayableTransaction(tx);
  const tone = transactionTone(tx);
  const person = participant.data;

  return (
    <>
      <BackLink />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.6rem', overflowWrap: 'anywhere' }}>
          {t('staffTransactions.detail.title', { id: tx.id })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {canRefund && (
            <Button variant="contained" onClick={() => setRefunding(true)}>
              {t('staffTransactions.detail.refund')}
            </Button>
          )}
          {payable && (
            <Button variant="contained" component={RouterLink} to={`/payment/${encodeURIComponent(tx.id)}`}>
              {tx.status === 'failed' ? t('staffTransactions.detail.retry') : t('staffTransactions.detail.pay')}
            </Button>
          )}
        </Stack>
      </Stack>
      {tx.status === 'pending' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('staffTransactions.detail.pendingNote')}
        </Alert>
      )}

      <Section id="transaction-fields" title={t('staffTransactions.detail.fields')}>
        {tone && <Box aria-hidden sx={{ height: 6, borderRadius: 1, mb: 1.5, bgcolor: STANDING_COLOURS[tone].bar }} />}
        <FieldGrid>
          <Field label={f('id')}>{tx.id}</Field>
          <Field label={f('type')}>{t(`staffTransactions.type.${tx.type}`)}</Field>
          <Field label={f('status')}>
            <span data-testid="transaction-status">{statusText(t, tx)}</span>
          </Field>
          <Field label={f('standing')}>{t(`staffTransactions.standing.${tx.standing}`)}</Field>
          <Field label={f('amount')}>
            <span data-testid="transaction-amount">{formatMoney(signedCents(tx))}</span>
          </Field>
          <Field label={f('subtotal')}>{formatMoney(tx.subtotalCents)}</Field>
          <Field label={f('discount')}>{formatMoney(tx.discountCents)}</Field>
          <Field label={f('retries')}>{tx.retries}</Field>
          <Field label={f('description')}>{tx.description}</Field>
          <Field label={f('statusMessage')}>{tx.statusMessage}</Field>
          <Field label={f('paymentMethodId')}>
            {[cardText(t, tx), tx.paymentMethodId].filter(Boolean).join(' · ')}
          </Field>
          <Field label={f('paidAt')}>{formatZonedDateTime(tx.paidAt, zone)}</Field>
          <Field label={f('username')}>{tx.username}</Field>
          <Field label={f('statementId')}>{tx.statementId}</Field>
          <Field label={f('carryoverTransactionId')}>
            {tx.carryoverTransactionId ? (
              <Link component={RouterLink} to={transactionPath(tx.carryoverTransactionId)}>
                {t('staffTransactions.detail.openCarryover', { id: tx.carryoverTransactionId.slice(0, 8) })}
              </Link>
            ) : null}
          </Field>
          <Field label={f('createdAt')}>{formatZonedDateTime(tx.createdAt, zone)}</Field>
          <Field label={f('createdBy')}>{tx.createdBy}</Field>
          <Field label={f('updatedAt')}>{formatZonedDateTime(tx.updatedAt, zone)}</Field>
          <Field label={f('updatedBy')}>{tx.updatedBy}</Field>
        </FieldGrid>
      </Section>

      <Section id="transaction-participant" title={t('staffTransactions.detail.participant')}>
        <Link
          component={RouterLink}
          to={participantPath(tx.username, 'payments')}
          data-testid="transaction-participant"
        >
          {(person && fullName(person.firstName, person.middleName, person.lastName)) || tx.username}
        </Link>
        {person && (
          <Typography variant="body2" color="text.secondary">
            {[person.email, person.accountNo && `#${person.accountNo}`, person.status].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Section>

      <Section id="transaction-statement" title={t('staffTransactions.detail.statement')}>
        {!tx.statementId ? (
          <Typography variant="body2">{t('staffTransactions.detail.noStatement')}</Typography>
        ) : statement.data ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('staffTransactions.detail.statementMonth', { month: statement.data.month })}
            </Typography>
            <FieldGrid>
              <Field label={t('staffTransactions.detail.statementPeriod')}>
                {`${formatZonedDate(statement.data.periodFrom, zone)} – ${formatZonedDate(statement.data.periodTo, zone)}`}
              </Field>
              <Field label={t('staffTransactions.detail.statementCharges')}>
                {formatMoney(statement.data.totalNewChages)}
              </Field>
              <Field label={t('staffTransactions.detail.statementCarryover')}>
                {formatMoney(statement.data.carryoverBalance)}
              </Field>
              <Field label={t('staffTransactions.detail.statementBalance')}>
                {formatMoney(statement.data.balance)}
              </Field>
              <Field label={t('staffTransactions.detail.statementPaid')}>
                {`${formatMoney(statement.data.paidAmount)} ${formatZonedDateTime(statement.data.paidAt, zone)}`.trim()}
              </Field>
              <Field label={t('staffTransactions.detail.statementDue')}>
                {formatZonedDate(statement.data.dueDate, zone)}
              </Field>
              <Field label={f('standing')}>{t(`staffTransactions.standing.${statement.data.standing}`)}</Field>
            </FieldGrid>
            <Link
              component={RouterLink}
              to={participantPath(tx.username, 'statements')}
              sx={{ mt: 1, display: 'inline-block' }}
            >
              {t('staffTransactions.detail.statementLink')}
            </Link>
          </>
        ) : (
          <Typography variant="body2">{tx.statementId}</Typography>
        )}
      </Section>

      <Section id="transaction-processor" title={t('staffTransactions.detail.processor')}>
        <FieldGrid>
          <Field label={t('staffTransactions.detail.referenceNumber')}>
            <span data-testid="reference-number">{tx.paymentProcessorResponse?.referenceNumber ?? ''}</span>
          </Field>
        </FieldGrid>
        {tx.paymentProcessorResponse?.transactionResponse && (
          <>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {t('staffTransactions.detail.processorResponse')}
            </Typography>
            <Box
              component="pre"
              sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: '0.8rem', overflowX: 'auto' }}
            >
              {prettyJson(tx.paymentProcessorResponse.transactionResponse)}
            </Box>
          </>
        )}
      </Section>

      <AttemptsTable rows={rows} loading={attempts.isPending} zone={zone} />
      <SegmentsTable transactionId={tx.id} zone={zone} />
      <AdjustmentsTable transactionId={tx.id} zone={zone} />

      <RefundDialog
        open={refunding}
        transactionId={tx.id}
        paidCents={paidCents}
        refundedCents={refundedCents}
        onClose={() => setRefunding(false)}
        onDone={() => {
          setRefunding(false);
          void invalidate();
        }}
      />
    </>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/transactions" sx={{ display: 'inline-block', mb: 1 }}>
      {t('staffTransactions.detail.back')}
    </Link>
  );
}

const attemptColumn = createColumnHelper<Attempt>();

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
function attemptColumns(t: TFunction, zone: StaffZone): ColumnDef<Attempt, any>[] {
  const h = (key: keyof typeof staffTransactionsEn.attemptColumns) => t(`staffTransactions.attemptColumns.${key}`);
  return [
    attemptColumn.accessor('createdAt', { header: h('created'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    attemptColumn.accessor('kind', {
      header: h('kind'),
      cell: (c) => t(`staffTransactions.attemptKind.${c.getValue() as 'charge'}`, { defaultValue: c.getValue() }),
    }),
    attemptColumn.accessor('attempt', { header: h('attempt'), meta: right, cell: (c) => c.getValue() }),
    attemptColumn.accessor('transactionId', {
      header: h('transaction'),
      cell: (c) => (
        <Link component={RouterLink} to={transactionPath(c.getValue())}>
          {c.getValue().slice(0, 8)}
        </Link>
      ),
    }),
    attemptColumn.accessor('status', {
      header: h('status'),
      cell: (c) => t(`staffTransactions.attemptStatus.${c.getValue() as 'started'}`, { defaultValue: c.getValue() }),
    }),
    attemptColumn.accessor('amountCents', { header: h('amount'), meta: right, cell: (c) => formatMoney(c.getValue()) }),
    attemptColumn.accessor('providerReference', { header: h('reference'), cell: (c) => c.getValue() ?? '' }),
    attemptColumn.accessor('message', { header: h('message'), cell: (c) => c.getValue() ?? '' }),
    attemptColumn.accessor('calls', { header: h('calls'), meta: right, cell: (c) => c.getValue() }),
  ];
}

function AttemptsTable({ rows, loading, zone }: { rows: readonly Attempt[]; loading: boolean; zone: StaffZone }) {
  const { t } = useTranslation();
  const columns = useMemo(() => attemptColumns(t, zone), [t, zone]);
  return (
    <StaffTable<Attempt>
      tableId="transaction-attempts"
      title={t('staffTransactions.detail.attempts')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      emptyText={t('staffTransactions.detail.attemptsEmpty')}
      printable={false}
      renderExpanded={(row) =>
        row.response ? (
          <Box
            component="pre"
            sx={{ m: 0, fontSize: '0.8rem', overflowX: 'auto' }}
            aria-label={t('staffTransactions.attemptColumns.response')}
          >
            {prettyJson(row.response)}
          </Box>
        ) : null
      }
    />
  );
}

const segmentColumn = createColumnHelper<Segment>();

function SegmentsTable({ transactionId, zone }: { transactionId: string; zone: StaffZone }) {
  const { t } = useTranslation();
  const list = useTransactionSegments(transactionId);
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTransactionsEn.segmentColumns) => t(`staffTransactions.segmentColumns.${key}`);
    const money = (
      key: 'mileageFeeCents' | 'fuelFeeCents' | 'cordonFeeCents' | 'todFeeCents' | 'tollFeeCents',
      header: string,
    ) => segmentColumn.accessor(key, { header, meta: right, cell: (c) => formatMoney(c.getValue()) });
    return [
      segmentColumn.accessor('tripId', {
        header: h('trip'),
        cell: (c) => (
          <Link component={RouterLink} to={`/trip/${encodeURIComponent(c.getValue())}`}>
            {c.getValue().slice(0, 8)}
          </Link>
        ),
      }),
      segmentColumn.accessor('type', { header: h('type'), cell: (c) => c.getValue() }),
      segmentColumn.accessor('stateCode', { header: h('state'), cell: (c) => c.getValue() ?? '' }),
      segmentColumn.accessor('tsStart', { header: h('start'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      segmentColumn.accessor('tsEnd', { header: h('end'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
      segmentColumn.accessor('mileage', { header: h('mileage'), meta: right, cell: (c) => km(c.getValue()) }),
      segmentColumn.accessor('fuel', { header: h('fuel'), meta: right, cell: (c) => km(c.getValue()) }),
      money('mileageFeeCents', h('mileageFee')),
      money('fuelFeeCents', h('fuelFee')),
      money('cordonFeeCents', h('cordonFee')),
      money('todFeeCents', h('todFee')),
      money('tollFeeCents', h('tollFee')),
      segmentColumn.accessor('paymentStatus', {
        header: h('paymentStatus'),
        cell: (c) => t(`staffTransactions.paymentStatus.${c.getValue() as Segment['paymentStatus']}`),
      }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<Segment, any>[];
  }, [t, zone]);
  return (
    <StaffTable<Segment>
      tableId="transaction-segments"
      title={t('staffTransactions.detail.segments')}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffTransactions.detail.segmentsEmpty')}
      paging={list.paging}
      printable={false}
    />
  );
}

const adjustmentColumn = createColumnHelper<Adjustment>();

function AdjustmentsTable({ transactionId, zone }: { transactionId: string; zone: StaffZone }) {
  const { t } = useTranslation();
  const list = useTransactionAdjustments(transactionId);
  const columns = useMemo(() => {
    const h = (key: keyof typeof staffTransactionsEn.adjustmentColumns) =>
      t(`staffTransactions.adjustmentColumns.${key}`);
    const money = (
      key: 'adjMileageFeeCents' | 'adjFuelFeeCents' | 'adjCordonFeeCents' | 'adjTodFeeCents' | 'adjTollFeeCents',
      header: string,
    ) => adjustmentColumn.accessor(key, { header, meta: right, cell: (c) => formatMoney(c.getValue()) });
    return [
      adjustmentColumn.accessor('tripId', {
        header: h('trip'),
        cell: (c) => (
          <Link component={RouterLink} to={`/trip/${encodeURIComponent(c.getValue())}`}>
            {c.getValue().slice(0, 8)}
          </Link>
        ),
      }),
      adjustmentColumn.accessor('stateCode', { header: h('state'), cell: (c) => c.getValue() ?? '' }),
      adjustmentColumn.accessor('adjMileage', { header: h('mileage'), meta: right, cell: (c) => km(c.getValue()) }),
      money('adjMileageFeeCents', h('mileageFee')),
      adjustmentColumn.accessor('adjFuel', { header: h('fuel'), meta: right, cell: (c) => km(c.getValue()) }),
      money('adjFuelFeeCents', h('fuelFee')),
      money('adjCordonFeeCents', h('cordonFee')),
      money('adjTodFeeCents', h('todFee')),
      money('adjTollFeeCents', h('tollFee')),
      adjustmentColumn.accessor('note', { header: h('note'), cell: (c) => c.getValue() }),
      adjustmentColumn.accessor('createdBy', { header: h('createdBy'), cell: (c) => c.getValue() ?? '' }),
      adjustmentColumn.accessor('createdAt', {
        header: h('created'),
        cell: (c) => formatZonedDateTime(c.getValue(), zone),
      }),
      adjustmentColumn.accessor('paymentStatus', {
        header: h('paymentStatus'),
        cell: (c) => t(`staffTransactions.paymentStatus.${c.getValue() as Segment['paymentStatus']}`),
      }),
      // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
    ] as ColumnDef<Adjustment, any>[];
  }, [t, zone]);
  return (
    <StaffTable<Adjustment>
      tableId="transaction-adjustments"
      title={t('staffTransactions.detail.adjustments')}
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffTransactions.detail.adjustmentsEmpty')}
      paging={list.paging}
      printable={false}
    />
  );
}
