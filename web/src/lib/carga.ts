import { type DependencyList, startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';
import { useOmitirPrimeraCarga } from './iniciales';
import { useOnReconnect } from './online';

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
