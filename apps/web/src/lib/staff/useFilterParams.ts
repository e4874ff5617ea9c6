import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TYPING_PAUSE_MS } from '../useSettled';

/**
 * A staff list's filters kept in the address (?name=value), so a filtered list can be reloaded, shared and
 * left with Back: the current parameters, a setter that replaces one (an empty value removes it) without
 * adding a history entry per keystroke, and a reset.
 */
export function useFilterParams(): {
  params: URLSearchParams;
  setParam: (name: string, value: string) => void;
  clearParams: () => void;
} {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setParam = useCallback(
    (name: string, value: string) => {
      // A change that arrives late (a typed filter, after its pause) while the person has already gone to
      // another page must not bring them back here.
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, pathname],
  );
  const clearParams = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { params, setParam, clearParams };
}

/**
 * A filter typed into a box and kept in the address as `name`: the box's text, and its setter. The
 * parameter follows the text once typing pauses, so the list is not asked again per keystroke.
 */
export function useTypedFilterParam(
  params: URLSearchParams,
  setParam: (name: string, value: string) => void,
  name: string,
): [string, (text: string) => void] {
  const current = params.get(name) ?? '';
  const [input, setInput] = useState(current);
  useEffect(() => {
    const typed = input.trim();
    if (typed === current) return;
    const timer = setTimeout(() => setParam(name, typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input, current, name, setParam]);
  return [input, setInput];
}
