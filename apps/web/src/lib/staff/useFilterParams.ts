import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

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
