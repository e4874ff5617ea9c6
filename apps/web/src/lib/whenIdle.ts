/** Runs `work` when the browser is idle (a second later where it cannot tell); answers a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1_000);
  return () => window.clearTimeout(handle);
}
