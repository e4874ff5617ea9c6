import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { createDisputeSchema } from '@rc/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeItemType } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../lib/format';
import { useErrorText } from '../../lib/useErrorText';
import { FormError } from '../FormError';
import { useToast } from '../useToast';
import {
  DISPUTE_FILE_MAX_BYTES,
  DISPUTE_FILE_MAX_COUNT,
  DISPUTE_FILE_TYPES,
  useCreateDispute,
  useDisputableItem,
} from './api';
import './texts';
import '../../i18n/messages';

export interface DisputeDialogProps {
  open: boolean;
  itemType: DisputeItemType;
  itemId: string;
  /** When the item happened (the trip's start, the report's date): names it in the form and the subject. */
  itemDate: string | null | undefined;
  /** A statement line's name (month, state, vehicle): names it where a date cannot. */
  itemName?: string;
  /** The item's own queries, refreshed once the dispute is sent (its status shows there). */
  refresh: readonly (readonly unknown[])[];
  onClose: () => void;
  /** After the dispute was sent (before onClose). */
  onSent?: () => void;
}

/**
 * The dispute form: the charge and until when it may be disputed, and the reason (at least 25
 * characters). A modal dialog; the caller returns focus to the button that opened it.
 */
export function DisputeDialog({
  open,
  itemType,
  itemId,
  itemDate,
  itemName,
  refresh,
  onClose,
  onSent,
}: DisputeDialogProps) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useErrorText();
  const toast = useToast();
  const titleId = useId();
  const reasonId = useId();
  const item = useDisputableItem(itemType, itemId, open);
  const create = useCreateDispute(itemType, itemId, refresh);
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const filesId = useId();
  const date = formatDate(itemDate);

  const reasonCheck = createDisputeSchema.shape.reason.safeParse(reason);
  const reasonError = touched && !reasonCheck.success ? fieldError(reasonCheck.error.issues[0]?.message) : undefined;

  const close = () => {
    if (create.isPending) return;
    setReason('');
    setFiles([]);
    setTouched(false);
    create.reset();
    onClose();
  };
  const filesTooMany = files.length > DISPUTE_FILE_MAX_COUNT;
  const filesTooLarge = files.some((f) => f.size > DISPUTE_FILE_MAX_BYTES);
  const filesError = filesTooMany || filesTooLarge ? t('messages.disputeFileRefused') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reasonCheck.success || filesError) return;
    create.mutate(
      { subject: t(`dispute.subject.${itemType}`, { date, name: itemName }), reason: reasonCheck.data, files },
      {
        onSuccess: () => {
          toast.success(t('dispute.sent'));
          setReason('');
          setFiles([]);
          setTouched(false);
          onSent?.();
          onClose();
        },
      },
    );
  };

  let body: React.ReactNode;
  if (item.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (!item.data) {
    body = (
      <Alert severity="error" role="alert">
        {item.error ? apiError(item.error) : t('dispute.loadFailed')}
      </Alert>
    );
  } else {
    const { amountCents, deadlineAt, canDispute } = item.data;
    body = (
      <>
        <Typography sx={{ fontWeight: 500 }}>{t(`dispute.item.${itemType}`, { date, name: itemName })}</Typography>
        <Typography>{t('dispute.amount', { amount: formatMoney(amountCents) })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {deadlineAt
            ? t('dispute.deadline', { date: formatDate(deadlineAt) })
            : t('dispute.noDeadlineYet', { days: item.data.periodDays })}
        </Typography>
        {canDispute ? (
          <>
            <FormError message={create.error ? apiError(create.error) : null} />
            <TextField
              id={reasonId}
              label={t('dispute.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              error={Boolean(reasonError)}
              helperText={reasonError ?? t('dispute.reasonHint')}
              required
              multiline
              minRows={4}
              fullWidth
              autoFocus
            />
            <TextField
              id={filesId}
              type="file"
              label={t('dispute.addFiles')}
              onChange={(e) => setFiles(Array.from((e.target as HTMLInputElement).files ?? []))}
              error={Boolean(filesError)}
              helperText={filesError ?? t('dispute.filesHint')}
              fullWidth
              margin="normal"
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { accept: DISPUTE_FILE_TYPES, multiple: true },
                formHelperText: filesError ? { role: 'alert' } : undefined,
              }}
            />
            {files.length > 1 && (
              <Box component="ul" aria-label={t('dispute.filesChosen')} sx={{ m: 0, pl: 2.5 }}>
                {files.map((file) => (
                  <Typography component="li" variant="body2" key={`${file.name}-${file.size}`}>
                    {file.name}
                  </Typography>
                ))}
              </Box>
            )}
          </>
        ) : (
          <Alert severity="info">{t('dispute.periodOver')}</Alert>
        )}
      </>
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('dispute.title')}</DialogTitle>
        <DialogContent>{body}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t('dispute.cancel')}
          </Button>
          {item.data?.canDispute && (
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('dispute.send')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
