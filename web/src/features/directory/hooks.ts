import { type DependencyList, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type Loaded, useLoad } from '../../lib/carga';
import { useRespuestaInicial } from '../../lib/iniciales';
import type { Lectura } from '../../lib/lectura';
import type { ConCopia } from './api';

/**
 * `useLoad` of a read kept for offline use (the directory's `…ConCopia` calls): the answer the page
 * came with (`lectura`, lib/iniciales.ts) is drawn at once and kept with `guardar`, once, as the
 * load would have kept it.
 */
export function useLoadConCopia<T>(
  lectura: Lectura<T, never>,
  load: (signal: AbortSignal) => Promise<ConCopia<T>>,
  deps: DependencyList,
  guardar: (data: T) => Promise<unknown>,
): Loaded<ConCopia<T>> {
  const inicial = useRespuestaInicial(lectura);
  const primera = useRef({ inicial, guardar });
  useEffect(() => {
    const { inicial, guardar } = primera.current;
    if (inicial !== undefined) guardar(inicial).catch(() => {});
  }, []);
  return useLoad(load, deps, inicial && { data: inicial });
}

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
