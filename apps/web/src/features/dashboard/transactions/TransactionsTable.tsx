import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {
  Box,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LIMITS, type TransactionTone, transactionTone } from '@rc/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactionText } from '../../../components/payment/useTransactionText';
import { TableStatusRows } from '../../../components/TableStatusRows';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { TransactionsTableRowFragment } from '../../../gql/graphql';
import { messageKeyOf } from '../../../i18n';
import { formatMoney, formatTableDate, type MileageUnit } from '../../../lib/format';
import type { Page } from '../../../lib/graphql';
import type { TransactionDetail } from './TransactionDetails';
import './texts';

export type TransactionRow = TransactionsTableRowFragment;
export type { TransactionDetail } from './TransactionDetails';

// The pager (with its select and tooltips, about 24 KB gz) is only needed past 100 rows, which a
// participant's month rarely has: it loads when shown.
const TablePager = lazy(() => import('../../../components/TablePager').then((m) => ({ default: m.TablePager })));
// What a row bills (trips, mileage reports, adjustments) loads with the first row opened.
const TransactionDetails = lazy(() =>
  import('./TransactionDetails').then((module) => ({ default: module.TransactionDetails })),
);

const COLUMN_COUNT = 6;
const PAGE_SIZE = LIMITS.transactionsPageSize;

/**
 * Row colours by standing (participant spec section 2: due yellow, overdue orange, default red, pending
 * light yellow): light tints so body text keeps well over 4.5:1, a darker bar at the row start, and the
 * standing always written in the status column too.
 */
export const TONE_COLOURS: Record<TransactionTone, { background: string; bar: string }> = {
  pending: { background: '#fffbe5', bar: '#b59a00' },
  due: { background: '#fff3b0', bar: '#8a6d00' },
  overdue: { background: '#ffe0bd', bar: '#b35a00' },
  default: { background: '#fbd3cf', bar: '#b3261e' },
};

/** The status as the participant reads it; a refund's own words for each status. */
function statusKey(row: TransactionRow) {
  if (row.type === 'refund') {
    if (row.status === 'processed') return 'refunded' as const;
    if (row.status === 'pending') return 'refundPending' as const;
    if (row.status === 'failed') return 'refundFailed' as const;
    return 'refundDue' as const;
  }
  return row.status;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface TransactionsTableProps {
  /** The table's accessible name. */
  label: string;
  /** Cache key of this list (the fetched pages are kept under it). */
  queryKey: readonly unknown[];
  /** One server page of rows after `nextToken`. */
  fetchPage: (args: { limit: number; nextToken: string | null }) => Promise<Page<TransactionRow>>;
  /** What an expanded row lists: trips (device, telematics) or mileage reports (manual reporting). */
  detailOf: (row: TransactionRow) => TransactionDetail;
  mileageUnit: MileageUnit;
  emptyText: string;
  /** Whether a billed trip links to /trip/{id} (participants: only the trips they can see). */
  canOpenTrip?: (trip: { visibleToParticipant: boolean }) => boolean;
}

/**
 * Transactions, 100 a page (participant spec sections 2 and 9), each row expandable to what it bills:
 * trips or mileage reports by reporting type, and adjustments. Rows are coloured and labelled by
 * standing. Used by the participant dashboard for one month; staff pages pass their own list.
 */
export function TransactionsTable({
  label,
  queryKey,
  fetchPage,
  detailOf,
  mileageUnit,
  emptyText,
  canOpenTrip = (trip) => trip.visibleToParticipant,
}: TransactionsTableProps) {
  const { t } = useTranslation();
  const { describe } = useTransactionText();
  /** A stored message of the catalogue (a decline, a processor not answering) in the chosen language. */
  const statusMessageText = (text: string) => {
    const key = messageKeyOf(text);
    return key ? t(`messages.${key}`) : text;
  };
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // A failed load is only logged (spec section 8): the table stays empty.
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ limit: PAGE_SIZE, nextToken: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  const pages = data?.pages ?? [];
  const rows = pages[page]?.items ?? [];
  const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const changePage = async (next: number) => {
    if (next >= pages.length && hasNextPage) await fetchNextPage();
    setPage(next);
  };

  return (
    <Paper variant="outlined">
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('transactions.columns.details')}
                </Box>
              </TableCell>
              <TableCell>{t('transactions.columns.date')}</TableCell>
              <TableCell>{t('transactions.columns.description')}</TableCell>
              <TableCell align="right">{t('transactions.columns.amount')}</TableCell>
              <TableCell>{t('transactions.columns.status')}</TableCell>
              <TableCell>{t('transactions.columns.payment')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              loading={isPending || isFetchingNextPage}
              empty={!isPending && rows.length === 0}
              columns={COLUMN_COUNT}
              emptyText={emptyText}
            />
            {!isFetchingNextPage &&
              rows.map((row) => {
                const tone = transactionTone(row);
                const colours = tone ? TONE_COLOURS[tone] : null;
                const open = expanded.has(row.id);
                const date = formatTableDate(row.createdAt);
                const detailsId = `transaction-${row.id}-details`;
                const status = t(`transactions.status.${statusKey(row)}`);
                const toneText =
                  tone && tone !== 'pending' && tone !== row.status ? t(`transactions.tone.${tone}`) : null;
                return (
                  <Fragment key={row.id}>
                    <TableRow
                      data-tone={tone ?? 'none'}
                      sx={{
                        bgcolor: colours?.background,
                        '& > td:first-of-type': colours ? { boxShadow: `inset 6px 0 0 ${colours.bar}` } : undefined,
                        '& > td': open ? { borderBottom: 0 } : undefined,
                      }}
                    >
                      <TableCell>
                        <IconButton
                          size="small"
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          aria-label={t(open ? 'transactions.collapse' : 'transactions.expand', { date })}
                          onClick={() => toggle(row.id)}
                        >
                          {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                      <TableCell>{describe(row)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(row.type === 'refund' ? -row.amountCents : row.amountCents)}
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2" component="span" sx={{ fontWeight: tone ? 600 : undefined }}>
                          {toneText ? `${status} · ${toneText}` : status}
                        </Typography>
                        {row.statusMessage && (
                          <Typography variant="body2" color="text.secondary">
                            {statusMessageText(row.statusMessage)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {row.paymentInfo ? (
                          <Typography variant="body2">
                            {row.paymentType
                              ? t('transactions.card', { brand: capitalised(row.paymentType), last4: row.paymentInfo })
                              : t('transactions.cardUnknownBrand', { last4: row.paymentInfo })}
                          </Typography>
                        ) : (
                          !row.paidAt && t('transactions.noPayment')
                        )}
                        {row.paidAt && (
                          <Typography variant="body2" color="text.secondary">
                            {t('transactions.paidOn', { date: formatTableDate(row.paidAt) })}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                    {open && (
                      <TableRow id={detailsId} sx={{ bgcolor: colours?.background }}>
                        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 2 }}>
                          <Suspense
                            fallback={
                              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                                <CircularProgress size={28} aria-label={t('common.loading')} />
                              </Box>
                            }
                          >
                            <TransactionDetails
                              transactionId={row.id}
                              detail={detailOf(row)}
                              mileageUnit={mileageUnit}
                              canOpenTrip={canOpenTrip}
                            />
                          </Suspense>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
          </TableBody>
        </Table>
      </TableContainer>
      {(page > 0 || hasNextPage) && (
        <Suspense fallback={null}>
          <TablePager
            count={hasNextPage ? -1 : loaded}
            page={page}
            rowsPerPage={PAGE_SIZE}
            onPageChange={(value) => void changePage(value)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
