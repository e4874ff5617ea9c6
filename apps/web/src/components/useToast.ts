import { TOAST_MS } from '@rc/domain';
import { showToast } from './toastQueue';

const toast = {
  success: (message: string, autoHideDuration: number = TOAST_MS.success) =>
    showToast({ message, variant: 'success', autoHideDuration }),
  error: (message: string, autoHideDuration: number = TOAST_MS.error) =>
    showToast({ message, variant: 'error', autoHideDuration }),
};

/** Toasts with the spec's durations: errors 5 s, success 10 s unless told otherwise. */
export function useToast() {
  return toast;
}
