import { useEffect, useState } from 'react';

/** How long typing must pause before a typed search or filter is asked for. */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stayed the same for `delayMs`: what a search box asks for while someone types. */
export function useSettled<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
