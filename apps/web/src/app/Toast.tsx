import { Alert, type AlertColor } from '@mui/material';
import { type CustomContentProps, closeSnackbar, SnackbarContent } from 'notistack';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

const severity: Record<CustomContentProps['variant'], AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** Toasts drawn as filled MUI alerts, which meet contrast rules and are announced (role=alert). */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(
  { id, message, variant, style, className },
  ref,
) {
  const { t } = useTranslation();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={severity[variant]}
        onClose={() => closeSnackbar(id)}
        closeText={t('common.close')}
        sx={{ width: '100%', minWidth: 288 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
