import { Link, Typography } from '@mui/material';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format';
import { formatZonedDate, formatZonedDateTime, type StaffZone } from '../../lib/staff/timeZone';
import type { StaffStatementRow } from './api';
import type { staffStatementsEn } from './texts';
import '../../components/staff/texts';

const column = createColumnHelper<StaffStatementRow>();
const right = { align: 'right' } as const;
const hiddenRight = { align: 'right', hiddenByDefault: true } as const;
/** Statement periods are read in Pacific time (staff spec section 2, Audit trail). */
export const STATEMENT_ZONE: StaffZone = 'pacific';

function amount(value: number | null | undefined): string {
  return value == null ? '' : formatMoney(value);
}

function number(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

// biome-ignore lint/suspicious/noExplicitAny: column value types differ per column.
export function statementColumns(t: TFunction, zone: StaffZone): ColumnDef<StaffStatementRow, any>[] {
  const h = (key: keyof typeof staffStatementsEn.columns) => t(`staffStatements.columns.${key}`);
  return [
    column.accessor('month', {
      header: h('month'),
      meta: { sortField: 'month' },
      cell: (c) => <strong>{c.getValue()}</strong>,
    }),
    column.display({
      id: 'period',
      header: h('period'),
      cell: ({ row }) =>
        t('staffStatements.periodRange', {
          from: formatZonedDate(row.original.periodFrom, STATEMENT_ZONE),
          // periodTo is the period's last instant (inclusive).
          to: formatZonedDate(row.original.periodTo, STATEMENT_ZONE),
        }),
    }),
    column.accessor('totalNewMileageFee', {
      header: h('totalNewMileageFee'),
      meta: right,
      cell: (c) => amount(c.getValue()),
    }),
    column.accessor('totalNewAdjCharges', {
      header: h('totalNewAdjCharges'),
      meta: right,
      cell: (c) => amount(c.getValue()),
    }),
    column.accessor('totalNewChages', { header: h('totalNewChages'), meta: right, cell: (c) => amount(c.getValue()) }),
    column.accessor('carryoverBalance', {
      header: h('carryoverBalance'),
      meta: right,
      cell: (c) => amount(c.getValue()),
    }),
    column.accessor('balance', {
      header: h('balance'),
      meta: right,
      cell: (c) => <strong>{amount(c.getValue())}</strong>,
    }),
    column.accessor('paidAmount', { header: h('paidAmount'), meta: right, cell: (c) => amount(c.getValue()) }),
    column.accessor('paidAt', { header: h('paidAt'), cell: (c) => formatZonedDateTime(c.getValue(), zone) }),
    column.accessor('isProcessed', {
      header: h('isProcessed'),
      cell: (c) => (c.getValue() ? t('staff.yes') : t('staff.no')),
    }),
    column.accessor('createdBy', { header: h('createdBy'), cell: (c) => c.getValue() ?? '' }),
    column.display({
      id: 'pdf',
      header: h('pdf'),
      cell: ({ row }) =>
        row.original.pdfUrl ? (
          <Link
            href={row.original.pdfUrl}
            download={row.original.filename ?? true}
            aria-label={t('staffStatements.pdfLabel', { month: row.original.month })}
          >
            {t('staffStatements.pdfLink')}
          </Link>
        ) : (
          <Typography variant="body2" component="span" color="text.secondary">
            {t('staffStatements.noPdf')}
          </Typography>
        ),
    }),
    // Hidden by default.
    column.accessor('standing', {
      header: h('standing'),
      meta: { hiddenByDefault: true },
      cell: (c) => t(`staffStatements.standing.${c.getValue() as StaffStatementRow['standing']}`),
    }),
    column.accessor('dueDate', {
      header: h('dueDate'),
      meta: { hiddenByDefault: true },
      cell: (c) => formatZonedDate(c.getValue(), STATEMENT_ZONE),
    }),
    column.accessor('trips', { header: h('trips'), meta: hiddenRight, cell: (c) => number(c.getValue()) }),
    column.accessor('mileage', { header: h('mileage'), meta: hiddenRight, cell: (c) => number(c.getValue()) }),
    column.accessor('fuel', { header: h('fuel'), meta: hiddenRight, cell: (c) => number(c.getValue()) }),
    column.accessor('mbufFee', { header: h('mbufFee'), meta: hiddenRight, cell: (c) => amount(c.getValue()) }),
    column.accessor('cordonFee', { header: h('cordonFee'), meta: hiddenRight, cell: (c) => amount(c.getValue()) }),
    column.accessor('todFee', { header: h('todFee'), meta: hiddenRight, cell: (c) => amount(c.getValue()) }),
    column.accessor('tollFee', { header: h('tollFee'), meta: hiddenRight, cell: (c) => amount(c.getValue()) }),
    column.accessor('fuelTaxCredit', {
      header: h('fuelTaxCredit'),
      meta: hiddenRight,
      cell: (c) => amount(c.getValue()),
    }),
    column.accessor('shouldSendEmailToParticipant', {
      header: h('emailed'),
      meta: { hiddenByDefault: true },
      cell: (c) => (c.getValue() ? t('staff.yes') : t('staff.no')),
    }),
    column.accessor('note', { header: h('note'), meta: { hiddenByDefault: true }, cell: (c) => c.getValue() ?? '' }),
    column.accessor('createdAt', {
      header: h('createdAt'),
      meta: { hiddenByDefault: true },
      cell: (c) => formatZonedDateTime(c.getValue(), zone),
    }),
    column.accessor('id', { header: h('id'), meta: { hiddenByDefault: true }, cell: (c) => c.getValue() }),
  ];
}
