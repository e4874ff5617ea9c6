import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTableDate } from '../../lib/format';
import { visuallyHidden } from '../visuallyHidden';
import type { PaymentItem } from './paymentItems';
import { useTransactionText } from './useTransactionText';
import './texts';

/** The transactions of the payment with their status (in words, not only colour) and the total. */
export function PaymentTable({ items, totalCents }: { items: readonly PaymentItem[]; totalCents: number }) {
  const { t } = useTranslation();
  const { labelOf, reasonOf, statusOf } = useTransactionText();
  const cell = { px: { xs: 1, sm: 2 } };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <caption style={visuallyHidden}>{t('payment.tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('payment.date')}</TableCell>
            <TableCell sx={cell}>{t('payment.description')}</TableCell>
            <TableCell sx={cell}>{t('payment.status')}</TableCell>
            <TableCell sx={cell} align="right">
              {t('payment.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const transaction = item.transaction;
            const failed = transaction?.status === 'failed';
            // A pending payment with a message: the card processor is not answering yet.
            const waiting = transaction?.status === 'pending' && Boolean(transaction.statusMessage);
            return (
              <TableRow key={item.id}>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }}>{formatTableDate(transaction?.createdAt)}</TableCell>
                <TableCell sx={{ ...cell, overflowWrap: 'anywhere' }}>
                  {labelOf(item) || t('payment.noDescription')}
                </TableCell>
                <TableCell sx={cell}>
                  <Typography variant="body2" sx={{ fontWeight: failed ? 500 : undefined }}>
                    {statusOf(item)}
                  </Typography>
                  {failed && (
                    <Typography variant="body2" color="error.dark">
                      {t('payment.lastAttempt', { reason: reasonOf(transaction?.statusMessage) })}
                    </Typography>
                  )}
                  {waiting && (
                    <Typography variant="body2" color="text.secondary">
                      {reasonOf(transaction?.statusMessage)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
                  {formatMoney(transaction?.amountCents)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={cell} colSpan={3}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t('payment.total')}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...cell, whiteSpace: 'nowrap' }} align="right">
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {formatMoney(totalCents)}
              </Typography>
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
