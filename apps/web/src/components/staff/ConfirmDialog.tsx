import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Extra fields (a reason…) between the message and the buttons. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a removal or another change that cannot be taken back; Cancel changes nothing. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  children,
  confirmDisabled,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title ?? t('staff.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('staff.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={confirmDisabled || busy}>
          {confirmLabel ?? t('staff.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
