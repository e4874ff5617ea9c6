/**
 * Whether this browser holds mileage reports made offline, as a flag in localStorage: the app reads it
 * on every page without loading the queue's code (IndexedDB, the sender), which only then is loaded.
 */
const FLAG = 'road-charge-offline-reports';
const EVENT = 'road-charge-offline-reports';

export function hasQueuedReports(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function setQueuedReportsFlag(any: boolean): void {
  try {
    if (any) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage refused (a private window): the sender then runs only where the report was made.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` when the flag changes, in this tab or another. */
export function onQueuedReportsFlag(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FLAG) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
