import {
  type DependencyList,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '../../lib/api-client';
import { useOmitirPrimeraCarga, useRespuestaInicial } from '../../lib/iniciales';
import type { Lectura } from '../../lib/lectura';
import { useOnReconnect } from '../../lib/online';
import type { ConCopia } from './api';

export type Loaded<T> = { data: T | undefined; error: ApiError | undefined; loading: boolean; reload: () => void };

/**
 * Loads server data for a screen (kept in the component, never in zustand). The previous
 * data stays on screen while reloading; a stale request is aborted when deps change; the
 * data is read again when the connection comes back. The answer is drawn in a transition: React
 * renders it in slices and the page keeps answering input meanwhile (a list of cards is one long
 * task otherwise).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  /** the answer the page came with (lib/iniciales.ts): drawn at once, not asked for again */
  inicial?: T,
): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>(() =>
    inicial === undefined ? { loading: true } : { data: inicial, loading: false },
  );
  const [tick, setTick] = useState(0);
  const omitir = useOmitirPrimeraCarga(inicial !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    if (omitir()) return;
    const ctrl = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    load(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && startTransition(() => setState({ data, loading: false })),
      (err: unknown) => {
        if (ctrl.signal.aborted || (err as Error)?.name === 'AbortError') return;
        const error = err instanceof ApiError ? err : new ApiError(0, 'unknown', String(err));
        setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => ctrl.abort();
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useOnReconnect(reload);
  return { ...state, reload } as Loaded<T>;
}

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
