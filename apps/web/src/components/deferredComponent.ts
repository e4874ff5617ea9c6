import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component in a chunk of its own that is not needed for the first paint (a dialog, a menu, the
 * toasts): `useDeferredComponent(wanted)` starts loading it once `wanted` is first true and answers
 * it once loaded (null until then). Not React.lazy: React throttles the reveal of suspended content
 * by a timer, while these should show the moment their code is there. A failed load is tried again
 * the next time it is wanted.
 */
export function deferredComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  return function useDeferredComponent(wanted: boolean): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!wanted || component) return;
      let current = true;
      loading ??= load().then((module) => {
        loaded = module.default;
        return module.default;
      });
      loading.then(
        (next) => {
          if (current) setComponent(() => next);
        },
        (error: unknown) => {
          loading = null;
          console.error(error);
        },
      );
      return () => {
        current = false;
      };
    }, [wanted, component]);
    return component;
  };
}
