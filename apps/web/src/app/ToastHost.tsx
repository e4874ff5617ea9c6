import { TOAST_MS } from '@rc/domain';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { attachToastSink } from '../components/toastQueue';
import { Toast } from './Toast';

const toastComponents = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

/** Shows the queued toasts and every later one (components/toastQueue.ts). */
function ToastSink() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      attachToastSink(({ message, variant, autoHideDuration }) =>
        enqueueSnackbar(message, { variant, autoHideDuration }),
      ),
    [enqueueSnackbar],
  );
  return null;
}

/** The toasts (notistack): at most three, top left. A chunk of its own, mounted with the first toast. */
export default function ToastHost() {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      autoHideDuration={TOAST_MS.error}
      maxSnack={3}
      Components={toastComponents}
    >
      <ToastSink />
    </SnackbarProvider>
  );
}
