import {
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { transactionTone } from '@rc/domain';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateRangeFilter, initialRange } from '../../components/staff/DateRangeFilter';
import { StaffTable } from '../../components/staff/StaffTable';
import { formatMoney } from '../../lib/format';
import { participantPath } from '../../lib/staff/participantTabs';
import { standingRowSx } from '../../lib/staff/standingColours';
import { formatZonedDateTime, type StaffZone, useStaffZone } from '../../lib/staff/timeZone';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  STANDING_FILTERS,
  STATUS_FILTERS,
  type StaffTransactionListRow,
  type TransactionSearchFilter,
  transactionsCsvHref,
  useTransactionSearch,
  useTransactionSummary,
} from './api';
import type { staffTransactionsEn } from './texts';
import { cardText, signedCents, statusText } from './transactionText';
import './texts';

const column = createColumnHelper<StaffTransactionListRow>();

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
function listColumns(t: TFunction, zone: StaffZone): ColumnDef<StaffTransactionListRow, any>[] {
  const h = (key: keyof typeof staffTransactionsEn.columns) => t(`staffTransactions.columns.${key}`);
  return [
    column.accessor('createdAt', {
      header: h('created'),
      meta: { sortField: 'createdAt' },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('id', {
      header: h('id'),
      cell: (c) => (
        <Link component={RouterLink} to={`/transaction/${encodeURIComponent(c.getValue())}`}>
          {c.getValue().slice(0, 8)}
        </Link>
      ),
    }),
    column.accessor('username', {
      header: h('participant'),
      cell: (c) => (
        <Link component={RouterLink} to={participantPath(c.getValue(), 'payments')}>
          {c.getValue().slice(0, 12)}
        </Link>
      ),
    }),
    column.accessor('type', {
      header: h('type'),
      cell: (c) => t(`staffTransactions.type.${c.getValue() as StaffTransactionListRow['type']}`),
    }),
    column.accessor('description', { header: h('description'), cell: (c) => c.getValue() ?? '' }),
    column.accessor('amountCents', {
      header: h('amount'),
      meta: { align: 'right' },
      cell: (c) => <span data-testid="transaction-amount">{formatMoney(signedCents(c.row.original))}</span>,
    }),
    column.display({
      id: 'status',
      header: h('status'),
      cell: ({ row }) => (
        <Typography
          variant="body2"
          component="span"
          sx={{ fontWeight: transactionTone(row.original) ? 600 : undefined }}
        >
          {statusText(t, row.original)}
        </Typography>
      ),
    }),
    column.accessor('standing', {
      header: h('standing'),
      cell: (c) => t(`staffTransactions.standing.${c.getValue() as StaffTransactionListRow['standing']}`),
    }),
    column.display({ id: 'payment', header: h('payment'), cell: ({ row }) => cardText(t, row.original) }),
    column.accessor('paidAt', { header: h('paidAt'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    column.accessor('statusMessage', {
      header: h('statusMessage'),
      meta: { hiddenByDefault: true },
      cell: (c) => c.getValue() ?? '',
    }),
  ];
}

/**
 * /transactions (staff spec sections 2, 4, 9): the transactions created in a range (a week by default),
 * with radio filters for status (all, created, processed, failed) and standing (all, due, overdue,
 * default); the summary chips are the server's totals of everything the filter selects; rows are
 * coloured by standing with the status also in words; the CSV is the server's export of the filter.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffTransactions.list.title'));
  const zone = useStaffZone();
  const [filter, setFilter] = useState<TransactionSearchFilter>(() => ({
    range: initialRange('week', zone),
    zone,
    status: '',
    standing: '',
  }));
  const effective: TransactionSearchFilter = { ...filter, zone };
  const list = useTransactionSearch(effective);
  const columns = useMemo(() => listColumns(t, zone), [t, zone]);
  const update = (patch: Partial<TransactionSearchFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <StaffTable<StaffTransactionListRow>
      tableId="staff-transactions"
      title={t('staffTransactions.list.title')}
      headingLevel="h1"
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffTransactions.list.empty')}
      paging={list.paging}
      sort={list.sort}
      csvHref={transactionsCsvHref(effective, list.sort?.direction)}
      rowSx={(row) => standingRowSx(transactionTone(row))}
      filters={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('staffTransactions.list.intro')}
          </Typography>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}>
            <DateRangeFilter unit="week" value={effective.range} onChange={(range) => update({ range })} />
            <RadioFilter
              name="status"
              label={t('staffTransactions.list.status')}
              options={STATUS_FILTERS.map((value) => ({
                value,
                label: value ? t(`staffTransactions.status.${value}`) : t('staffTransactions.list.all'),
              }))}
              value={effective.status}
              onChange={(status) => update({ status: status as TransactionSearchFilter['status'] })}
            />
            <RadioFilter
              name="standing"
              label={t('staffTransactions.list.standing')}
              options={STANDING_FILTERS.map((value) => ({
                value,
                label: value ? t(`staffTransactions.standing.${value}`) : t('staffTransactions.list.all'),
              }))}
              value={effective.standing}
              onChange={(standing) => update({ standing: standing as TransactionSearchFilter['standing'] })}
            />
          </Stack>
          <SummaryChips filter={effective} />
        </>
      }
    />
  );
}

function RadioFilter({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl component="fieldset" size="small">
      <FormLabel component="legend" sx={{ fontSize: '0.8rem' }}>
        {label}
      </FormLabel>
      <RadioGroup row name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value || 'all'}
            value={o.value}
            control={<Radio size="small" />}
            label={o.label}
            sx={{ mr: 1.5 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The server's totals of the whole filter, as chips (count and dollars), announced when they change. */
function SummaryChips({ filter }: { filter: TransactionSearchFilter }) {
  const { t } = useTranslation();
  const summary = useTransactionSummary(filter);
  const s = summary.data;
  const chip = (key: string, label: string, tone?: 'primary' | 'default') => (
    <Chip key={key} data-testid={`summary-${key}`} label={label} color={tone ?? 'default'} variant="outlined" />
  );
  return (
    <Box component="section" aria-label={t('staffTransactions.list.summaryLabel')} aria-live="polite">
      {!s ? (
        <Typography variant="body2" color="text.secondary">
          {summary.isPending ? t('staffTransactions.list.summaryLoading') : ''}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {chip(
            'all',
            t('staffTransactions.list.chipAll', { count: s.count, amount: formatMoney(s.amountCents) }),
            'primary',
          )}
          {chip(
            'charges',
            t('staffTransactions.list.chipCharges', {
              count: s.charges.count,
              amount: formatMoney(s.charges.amountCents),
            }),
          )}
          {chip(
            'refunds',
            t('staffTransactions.list.chipRefunds', {
              count: s.refunds.count,
              amount: formatMoney(s.refunds.amountCents),
            }),
          )}
          {s.byStatus.map((total) =>
            chip(
              `status-${total.key}`,
              t('staffTransactions.list.chipStatus', {
                label: t(`staffTransactions.status.${total.key}`, { defaultValue: total.key }),
                count: total.count,
                amount: formatMoney(total.amountCents),
              }),
            ),
          )}
          {s.byStanding.map((total) =>
            chip(
              `standing-${total.key}`,
              t('staffTransactions.list.chipStanding', {
                label: t(`staffTransactions.standing.${total.key}`, { defaultValue: total.key }),
                count: total.count,
                amount: formatMoney(total.amountCents),
              }),
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}
