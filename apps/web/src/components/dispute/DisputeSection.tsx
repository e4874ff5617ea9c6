import { Alert, Box, Button, type ButtonProps, LinearProgress, TextField, Typography } from '@mui/material';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeItemType, DisputeSummaryFragment } from '../../gql/graphql';
import { formatDate, formatMoney } from '../../lib/format';
import { useErrorText } from '../../lib/useErrorText';
import { FileLinks } from '../FileLinks';
import { RouterLink } from '../RouterLink';
import { useToast } from '../useToast';
import { DISPUTE_FILE_MAX_BYTES, DISPUTE_FILE_MAX_COUNT, DISPUTE_FILE_TYPES, useAddDisputeFiles } from './api';
import { DisputeDialog, type DisputeDialogProps } from './DisputeDialog';
import './texts';
import '../../i18n/messages';

/** Where the participant follows a dispute: its inquiry, opened in the Inquiries tab. */
export const disputeInquiryLink = (inquiryId: string) =>
  `/my-account?tab=Inquiries&inquiry=${encodeURIComponent(inquiryId)}`;

/** The newest dispute of an item: open (with the overdue promise), or its decision and note. */
export const DisputeStatus = forwardRef<HTMLDivElement, { dispute: DisputeSummaryFragment }>(function DisputeStatus(
  { dispute },
  ref,
) {
  const { t } = useTranslation();
  const severity = dispute.status === 'open' ? 'info' : dispute.status === 'upheld' ? 'success' : 'warning';
  const text =
    dispute.status === 'open'
      ? t('dispute.open', { date: formatDate(dispute.createdAt) })
      : dispute.status === 'upheld'
        ? dispute.creditCents > 0
          ? t('dispute.upheldCredit', {
              date: formatDate(dispute.resolvedAt),
              amount: formatMoney(dispute.creditCents),
            })
          : t('dispute.upheld', { date: formatDate(dispute.resolvedAt) })
        : t('dispute.rejected', { date: formatDate(dispute.resolvedAt) });
  return (
    <Alert ref={ref} role="status" tabIndex={-1} severity={severity} sx={{ mb: 2 }}>
      <Typography variant="body2">{text}</Typography>
      {dispute.resolutionNote && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {t('dispute.decision', { note: dispute.resolutionNote })}
        </Typography>
      )}
      {dispute.files.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('dispute.files')}: {<FileLinks files={dispute.files} />}
        </Typography>
      )}
      <RouterLink to={disputeInquiryLink(dispute.inquiryId)} variant="body2" sx={{ display: 'inline-block', mt: 0.5 }}>
        {t('dispute.follow')}
      </RouterLink>
    </Alert>
  );
});

/**
 * An item's dispute block: its newest dispute, and the button that opens the form while none is open.
 * The form itself says when the period has ended.
 */
export function DisputeSection({
  itemType,
  itemId,
  itemDate,
  dispute,
  refresh,
  readOnly = false,
}: {
  itemType: DisputeItemType;
  itemId: string;
  itemDate: string | null | undefined;
  dispute: DisputeSummaryFragment | null | undefined;
  refresh: readonly (readonly unknown[])[];
  /** Staff reading the participant's view: the status only. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  // Once the sent dispute shows, focus moves to it (the button that had it is gone).
  useEffect(() => {
    if (sent && dispute?.status === 'open') {
      status.current?.focus();
      setSent(false);
    }
  }, [sent, dispute?.status]);
  return (
    <Box sx={{ mb: 2 }}>
      {dispute && <DisputeStatus ref={status} dispute={dispute} />}
      {!readOnly && dispute?.status === 'open' && <MoreFiles dispute={dispute} refresh={refresh} />}
      {!readOnly && dispute?.status !== 'open' && (
        <DisputeOpener
          item={{ itemType, itemId, itemDate, refresh }}
          button={{ variant: 'outlined', children: t('dispute.action') }}
          onSent={() => setSent(true)}
        />
      )}
    </Box>
  );
}

/**
 * Photos or files found after the dispute was sent: chosen files are sent at once, while the dispute
 * is open and holds fewer than DISPUTE_FILE_MAX_COUNT.
 */
function MoreFiles({
  dispute,
  refresh,
}: {
  dispute: DisputeSummaryFragment;
  refresh: readonly (readonly unknown[])[];
}) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const id = useId();
  const add = useAddDisputeFiles(dispute.id, refresh);
  const [problem, setProblem] = useState<string | null>(null);
  const left = DISPUTE_FILE_MAX_COUNT - dispute.files.length;
  if (left <= 0) {
    return (
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('dispute.moreFilesFull')}
      </Typography>
    );
  }
  const send = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    setProblem(null);
    if (files.length === 0) return;
    if (files.length > left || files.some((f) => f.size > DISPUTE_FILE_MAX_BYTES)) {
      setProblem(t('messages.disputeFileRefused'));
      return;
    }
    add.mutate(files, {
      onSuccess: () => toast.success(t('dispute.moreFilesSent', { count: files.length })),
      onError: (caught) => setProblem(apiError(caught)),
    });
  };
  return (
    <Box sx={{ mb: 1, maxWidth: 560 }}>
      <TextField
        id={id}
        type="file"
        label={t('dispute.moreFiles')}
        onChange={(event) => send(event.target as HTMLInputElement)}
        disabled={add.isPending}
        error={Boolean(problem)}
        helperText={problem ?? t('dispute.moreFilesHint', { left })}
        fullWidth
        margin="dense"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { accept: DISPUTE_FILE_TYPES, multiple: true },
          formHelperText: problem ? { role: 'alert' } : undefined,
        }}
      />
      <Box role="status" aria-live="polite">
        {add.isPending && (
          <>
            <Typography variant="body2">{t('dispute.moreFilesSending')}</Typography>
            <LinearProgress aria-label={t('dispute.moreFilesSending')} sx={{ mt: 0.5 }} />
          </>
        )}
      </Box>
    </Box>
  );
}

/**
 * A list row's dispute: the newest dispute's state as a link to its inquiry, and a button that opens
 * the form while none is open (named by the item's date for screen readers).
 */
export function DisputeCell({
  itemType,
  itemId,
  itemDate,
  itemName,
  dispute,
  refresh,
}: {
  itemType: DisputeItemType;
  itemId: string;
  itemDate: string | null | undefined;
  /** A statement line's name (see DisputeDialogProps). */
  itemName?: string;
  /** The newest dispute's state (a list reads no more of it). */
  dispute: Pick<DisputeSummaryFragment, 'status' | 'inquiryId'> | null | undefined;
  refresh: readonly (readonly unknown[])[];
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {dispute && (
        <RouterLink to={disputeInquiryLink(dispute.inquiryId)} variant="body2">
          {t(`dispute.status.${dispute.status}`)}
        </RouterLink>
      )}
      {dispute?.status !== 'open' && (
        <DisputeOpener
          item={{ itemType, itemId, itemDate, itemName, refresh }}
          button={{
            'aria-label': t(`dispute.shortLabel.${itemType}`, { date: formatDate(itemDate), name: itemName }),
            children: t('dispute.short'),
          }}
        />
      )}
    </Box>
  );
}

/** The button that opens the dispute form, and the form; focus goes back to the button when it closes. */
function DisputeOpener({
  item,
  button,
  onSent,
}: {
  item: Pick<DisputeDialogProps, 'itemType' | 'itemId' | 'itemDate' | 'itemName' | 'refresh'>;
  button: Pick<ButtonProps, 'variant' | 'children' | 'aria-label'>;
  onSent?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={ref} size="small" aria-haspopup="dialog" {...button} onClick={() => setOpen(true)} />
      <DisputeDialog
        open={open}
        {...item}
        onSent={onSent}
        onClose={() => {
          setOpen(false);
          requestAnimationFrame(() => ref.current?.focus());
        }}
      />
    </>
  );
}
