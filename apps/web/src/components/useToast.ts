import { TOAST_MS } from '@rc/domain';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toasts with the spec's durations: errors 5 s, success 10 s unless told otherwise. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string, autoHideDuration: number = TOAST_MS.success) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration }),
      error: (message: string, autoHideDuration: number = TOAST_MS.error) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration }),
    }),
    [enqueueSnackbar],
  );
}
