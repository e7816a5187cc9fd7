import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now (false where matchMedia does not exist). */
export function useMedia(query: string) {
  const subscribe = useCallback(
    (cb: () => void) => {
      const mql = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      mql?.addEventListener('change', cb);
      return () => mql?.removeEventListener('change', cb);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
