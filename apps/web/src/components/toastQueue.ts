/**
 * Toasts requested before the toast host has loaded wait here. The host (app/ToastHost.tsx, notistack)
 * is a chunk of its own that loads with the first toast, so pages that never show one do not download it.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastRequest {
  message: string;
  variant: ToastVariant;
  autoHideDuration: number;
}

type Sink = (toast: ToastRequest) => void;

const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();
let sink: Sink | null = null;
let requested = false;

/** Shows a toast now if the host is there, else once it has loaded. */
export function showToast(toast: ToastRequest): void {
  if (sink) {
    sink(toast);
    return;
  }
  waiting.push(toast);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For useSyncExternalStore: whether any toast was asked for (then the host is mounted). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRequested(): boolean {
  return requested;
}

/** The host hands over its way of showing toasts; the waiting ones are shown at once. Answers the detach. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (sink === next) sink = null;
  };
}
