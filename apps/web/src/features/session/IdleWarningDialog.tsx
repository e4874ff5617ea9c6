import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IDLE_WARNING_SECONDS } from './sessionRules';
import './texts';

/**
 * The idle warning (participant spec section 2): counts down the seconds left, 'I need more time' keeps
 * the session. A chunk of its own, loaded when the warning first opens (IdleTimeout.tsx keeps the timer).
 */
export default function IdleWarningDialog({
  open,
  seconds,
  onExtend,
  onSignOut,
}: {
  open: boolean;
  seconds: number;
  onExtend: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onExtend}
      aria-labelledby="idle-timeout-title"
      aria-describedby="idle-timeout-body idle-timeout-countdown"
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id="idle-timeout-title">{t('sessionNotices.idleTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-timeout-body" sx={{ mb: 2 }}>
          {t('sessionNotices.idleBody')}
        </DialogContentText>
        <Typography id="idle-timeout-countdown" role="timer" sx={{ fontWeight: 500, mb: 1 }}>
          {t('sessionNotices.idleCountdown', { count: seconds })}
        </Typography>
        {/* The timer text says the same in words. */}
        <LinearProgress variant="determinate" value={(seconds / IDLE_WARNING_SECONDS) * 100} aria-hidden />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onSignOut}>{t('sessionNotices.idleSignOut')}</Button>
        <Button variant="contained" autoFocus onClick={onExtend}>
          {t('messages.needMoreTime')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
