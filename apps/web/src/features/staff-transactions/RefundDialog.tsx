import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { useToast } from '../../components/useToast';
import { StaffRefundTransactionDocument } from '../../gql/staff/graphql';
import { formatMoney } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useErrorText } from '../../lib/useErrorText';
import './texts';

const DOLLARS = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/;

/** Dollars typed by staff ("12", "12.5", "12.50") as integer cents; null when not such an amount. */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Refund of a processed card payment (refundTransaction): all that is left of it, or part, with a
 * reason that is required. Each opening of the dialog is one refund request with its own id, so a
 * double click or a retry after a lost answer returns the same refund instead of refunding twice.
 */
export function RefundDialog({
  open,
  transactionId,
  paidCents,
  refundedCents,
  onClose,
  onDone,
}: {
  open: boolean;
  transactionId: string;
  paidCents: number;
  refundedCents: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useErrorText();
  const toast = useToast();
  const left = Math.max(0, paidCents - refundedCents);
  const [requestId, setRequestId] = useState('');
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRequestId(crypto.randomUUID());
    setKind('full');
    setAmount('');
    setReason('');
    setShowErrors(false);
  }, [open]);

  const cents = kind === 'full' ? left : dollarsToCents(amount);
  const amountOk = cents != null && cents > 0 && cents <= left;
  const reasonOk = reason.trim() !== '';

  const submit = async () => {
    if (!amountOk || !reasonOk) {
      setShowErrors(true);
      return;
    }
    setBusy(true);
    try {
      const { refundTransaction } = await execute(StaffRefundTransactionDocument, {
        input: { transactionId, amountCents: cents, description: reason.trim(), id: requestId },
      });
      const money = formatMoney(refundTransaction.amountCents);
      if (refundTransaction.status === 'failed') {
        toast.error(
          t('staffTransactions.refund.failed', {
            amount: money,
            reason: fieldError(refundTransaction.statusMessage ?? undefined) ?? '',
          }),
        );
      } else {
        toast.success(
          t(
            refundTransaction.status === 'processed'
              ? 'staffTransactions.refund.done'
              : 'staffTransactions.refund.pending',
            {
              amount: money,
            },
          ),
        );
      }
      onDone();
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('staffTransactions.refund.title', { id: transactionId.slice(0, 8) })}
      message={t('staffTransactions.refund.intro', {
        paid: formatMoney(paidCents),
        refunded: formatMoney(refundedCents),
        left: formatMoney(left),
      })}
      confirmLabel={
        busy
          ? t('staffTransactions.refund.refunding')
          : t('staffTransactions.refund.confirm', {
              amount: formatMoney(amountOk ? cents : 0),
            })
      }
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <Stack sx={{ gap: 2, pt: 2 }}>
        <FormControl component="fieldset" disabled={busy}>
          <FormLabel component="legend">{t('staffTransactions.refund.kind')}</FormLabel>
          <RadioGroup
            name="refundKind"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'full' | 'partial')}
          >
            <FormControlLabel
              value="full"
              control={<Radio />}
              label={t('staffTransactions.refund.full', { amount: formatMoney(left) })}
            />
            <FormControlLabel value="partial" control={<Radio />} label={t('staffTransactions.refund.partial')} />
          </RadioGroup>
        </FormControl>
        {kind === 'partial' && (
          <TextField
            size="small"
            label={t('staffTransactions.refund.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={showErrors && !amountOk}
            helperText={
              showErrors && !amountOk
                ? t('staffTransactions.refund.amountInvalid', { left: formatMoney(left) })
                : t('staffTransactions.refund.amountHelp', { left: formatMoney(left) })
            }
          />
        )}
        <TextField
          size="small"
          label={t('staffTransactions.refund.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
          disabled={busy}
          error={showErrors && !reasonOk}
          helperText={showErrors && !reasonOk ? t('staffTransactions.refund.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
