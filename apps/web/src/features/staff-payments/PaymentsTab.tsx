import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { TRANSACTION_STATUSES, type TransactionTone, transactionTone } from '@rc/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SavedCard, useSavedCards } from '../../components/payment-card/api';
import { CardEntry } from '../../components/payment-card/CardEntry';
import { brandName } from '../../components/payment-card/cardLabel';
import { DateRangeFilter, initialRange } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import { formatMoney } from '../../lib/format';
import type { ParticipantTabProps } from '../../lib/staff/participantTabs';
import { standingRowSx } from '../../lib/staff/standingColours';
import { addMonths, formatZonedDateTime, type StaffZone, useStaffZone } from '../../lib/staff/timeZone';
import { type StaffTransactionFilter, type StaffTransactionRow, useParticipantTransactions } from './api';
import '../../components/staff/texts';
import type { staffPaymentsEn } from './texts';
import './texts';

const cardColumn = createColumnHelper<SavedCard>();
const txColumn = createColumnHelper<StaffTransactionRow>();
const right = { align: 'right' } as const;

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
function cardColumns(t: TFunction): ColumnDef<SavedCard, any>[] {
  const h = (key: keyof typeof staffPaymentsEn.cards) => t(`staffPayments.cards.${key}`);
  return [
    cardColumn.accessor('alias', { header: h('alias'), cell: (c) => c.getValue() ?? '' }),
    cardColumn.accessor('brand', { header: h('brand'), cell: (c) => brandName(t, c.getValue()) }),
    cardColumn.accessor('last4', { header: h('last4'), cell: (c) => c.getValue() ?? '' }),
    cardColumn.display({
      id: 'expiry',
      header: h('expiry'),
      cell: ({ row }) =>
        row.original.expirationYear
          ? `${String(row.original.expirationMonth ?? '').padStart(2, '0')}/${row.original.expirationYear}`
          : '',
    }),
    cardColumn.accessor('isDefault', {
      header: h('isDefault'),
      cell: (c) => (c.getValue() ? <Chip size="small" color="primary" label={t('staff.yes')} /> : t('staff.no')),
    }),
    cardColumn.accessor('isExpired', {
      header: h('expired'),
      cell: (c) => (c.getValue() ? <Chip size="small" color="error" label={t('staff.yes')} /> : t('staff.no')),
    }),
  ];
}

/** The status in words, with the standing when it says more (the row colour only repeats it). */
function statusText(t: TFunction, row: StaffTransactionRow, tone: TransactionTone | null): string {
  const status = t(`staffPayments.status.${row.status}`);
  if (tone && tone !== 'pending' && tone !== row.status) return `${status} · ${t(`staffPayments.standing.${tone}`)}`;
  return status;
}

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
function transactionColumns(t: TFunction, zone: StaffZone): ColumnDef<StaffTransactionRow, any>[] {
  const h = (key: keyof typeof staffPaymentsEn.columns) => t(`staffPayments.columns.${key}`);
  const hidden = { hiddenByDefault: true } as const;
  return [
    txColumn.accessor('createdAt', {
      header: h('created'),
      meta: { sortField: 'createdAt' },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    txColumn.accessor('type', {
      header: h('type'),
      cell: (c) => t(`staffPayments.type.${c.getValue() as StaffTransactionRow['type']}`),
    }),
    txColumn.accessor('description', { header: h('description'), cell: (c) => c.getValue() ?? '' }),
    txColumn.accessor('amountCents', {
      header: h('amount'),
      meta: right,
      cell: (c) => (
        <span data-testid="transaction-amount">
          {formatMoney(c.row.original.type === 'refund' ? -c.getValue() : c.getValue())}
        </span>
      ),
    }),
    txColumn.display({
      id: 'status',
      header: h('status'),
      cell: ({ row }) => {
        const tone = transactionTone(row.original);
        return (
          <Typography variant="body2" component="span" sx={{ fontWeight: tone ? 600 : undefined }}>
            {statusText(t, row.original, tone)}
          </Typography>
        );
      },
    }),
    txColumn.accessor('standing', {
      header: h('standing'),
      cell: (c) => t(`staffPayments.standing.${c.getValue() as StaffTransactionRow['standing']}`),
    }),
    txColumn.display({
      id: 'payment',
      header: h('payment'),
      cell: ({ row }) =>
        row.original.paymentInfo
          ? t('staffPayments.card', { brand: row.original.paymentType ?? '', last4: row.original.paymentInfo }).trim()
          : '',
    }),
    txColumn.accessor('paidAt', { header: h('paidAt'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    txColumn.accessor('statusMessage', { header: h('statusMessage'), cell: (c) => c.getValue() ?? '' }),
    // Hidden by default.
    txColumn.accessor('id', { header: h('id'), meta: hidden, cell: (c) => c.getValue() }),
    txColumn.accessor('subtotalCents', {
      header: h('subtotal'),
      meta: { ...right, ...hidden },
      cell: (c) => formatMoney(c.getValue()),
    }),
    txColumn.accessor('discountCents', {
      header: h('discount'),
      meta: { ...right, ...hidden },
      cell: (c) => formatMoney(c.getValue()),
    }),
    txColumn.accessor('retries', { header: h('retries'), meta: { ...right, ...hidden }, cell: (c) => c.getValue() }),
    txColumn.accessor('statementId', { header: h('statementId'), meta: hidden, cell: (c) => c.getValue() ?? '' }),
    txColumn.accessor('carryoverTransactionId', {
      header: h('carryover'),
      meta: hidden,
      cell: (c) => c.getValue() ?? '',
    }),
    txColumn.accessor('createdBy', { header: h('createdBy'), meta: hidden, cell: (c) => c.getValue() ?? '' }),
    txColumn.accessor('updatedAt', {
      header: h('updated'),
      meta: hidden,
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    txColumn.accessor('updatedBy', { header: h('updatedBy'), meta: hidden, cell: (c) => c.getValue() ?? '' }),
  ];
}

/**
 * Participant detail, Payments (staff spec sections 2-4, 9): the saved cards (alias, brand, last four,
 * expiry, default), adding a card on the participant's behalf through the provider's card entry (the
 * shared CardEntry: only the provider's token reaches the API; at most three cards), and the
 * transactions of a range, a server page at a time, coloured by standing with the status in words.
 */
export default function PaymentsTab({ username }: ParticipantTabProps) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const addId = useId();
  const cards = useSavedCards(username, { staleTime: 0 });
  const [adding, setAdding] = useState(false);
  const [entryKey, setEntryKey] = useState(0);
  // A year back by default: a participant's transactions come once a month with the statement.
  const [filter, setFilter] = useState<StaffTransactionFilter>(() => {
    const week = initialRange('week', zone);
    return { range: { from: addMonths(week.to, -12), to: week.to }, zone, status: '' };
  });
  const effective = { ...filter, zone };
  const transactions = useParticipantTransactions(username, effective);
  const cardCols = useMemo(() => cardColumns(t), [t]);
  const txCols = useMemo(() => transactionColumns(t, zone), [t, zone]);
  const cardRows = cards.data ?? [];

  return (
    <>
      <StaffTable<SavedCard>
        tableId="participant-cards"
        title={t('staffPayments.cards.title')}
        columns={cardCols}
        rows={cardRows}
        getRowId={(row) => row.id}
        loading={cards.isPending}
        emptyText={t('staffPayments.cards.empty')}
        printable={false}
        actions={
          <Button
            size="small"
            variant={adding ? 'outlined' : 'contained'}
            aria-expanded={adding}
            aria-controls={adding ? addId : undefined}
            onClick={() => setAdding((open) => !open)}
          >
            {adding ? t('staffPayments.add.hide') : t('staffPayments.add.show')}
          </Button>
        }
      />
      {adding && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${addId}-title`}
          id={addId}
          sx={{ p: 2, mb: 2 }}
        >
          <Typography variant="h2" id={`${addId}-title`} sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('staffPayments.add.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('staffPayments.add.intro')}
          </Typography>
          {!cards.isPending && (
            <Box sx={{ maxWidth: 560 }}>
              <CardEntry
                key={entryKey}
                username={username}
                cardCount={cardRows.length}
                onSaved={async () => {
                  setEntryKey((k) => k + 1);
                  await cards.refetch();
                }}
              />
            </Box>
          )}
        </Paper>
      )}
      <StaffTable<StaffTransactionRow>
        tableId="participant-transactions"
        title={t('staffPayments.transactions.title')}
        columns={txCols}
        rows={transactions.rows}
        getRowId={(row) => row.id}
        loading={transactions.loading}
        refreshing={transactions.refreshing}
        emptyText={t('staffPayments.transactions.empty')}
        paging={transactions.paging}
        sort={transactions.sort}
        rowSx={(row) => standingRowSx(transactionTone(row))}
        filters={
          <Stack sx={{ gap: 1.5 }}>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <DateRangeFilter
                unit="week"
                value={effective.range}
                onChange={(range) => setFilter({ ...filter, range })}
              />
              <TextField
                select
                size="small"
                label={t('staffPayments.transactions.status')}
                // 'Any status' is the empty value: shown, with the label above it.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={filter.status}
                onChange={(event) =>
                  setFilter({ ...filter, status: event.target.value as StaffTransactionFilter['status'] })
                }
                sx={{ minWidth: 150 }}
              >
                <MenuItem value="">{t('staffPayments.transactions.anyStatus')}</MenuItem>
                {TRANSACTION_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`staffPayments.status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('staffPayments.transactions.standingNote')}
            </Typography>
          </Stack>
        }
      />
    </>
  );
}
