import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { useOnReconnect } from './online';

export type Loaded<T> = {
  data: T | undefined;
  /** why the last read failed; cleared when a read starts */
  error: ApiError | undefined;
  loading: boolean;
  /** reads again; resolves once that read has answered, failed or been replaced */
  reload: () => Promise<void>;
  /** changes the data on screen (a write answered a row, another page arrived) */
  setData: (cambio: (data: T | undefined) => T | undefined) => void;
};

export type OpcionesLoad<T> = {
  /** the answer the page came with (lib/iniciales.ts): drawn at once, not asked for again */
  inicial?: T;
  /** false: nothing is read (a closed modal) and what was read stays; true by default */
  activo?: boolean;
  /** read again when the connection comes back; true by default */
  alReconectar?: boolean;
};

/**
 * The base of the web's loading hooks: loads server data for a screen (kept in the component,
 * never in zustand) with an AbortSignal. The previous data stays on screen while reloading; a
 * stale request is aborted when deps change, so the latest choice wins; the data is read again
 * when the connection comes back. The answer is drawn in a transition: React renders it in slices
 * and the page keeps answering input meanwhile (a list of cards is one long task otherwise).
 * Built on it: useLista (rows of a staff list), usePaginada (pages), useLoadConCopia (offline copy).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { inicial, activo = true, alReconectar = true }: OpcionesLoad<T> = {},
): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>(() =>
    inicial === undefined ? { loading: activo } : { data: inicial, loading: false },
  );
  const [tick, setTick] = useState(0);
  // the first read is skipped when the page came with its answer
  const omitir = useRef(inicial !== undefined);
  // those waiting on `reload` for the next read
  const esperan = useRef<(() => void)[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    const mios = esperan.current.splice(0);
    // resolving twice (answered, then cleaned up) is harmless
    const fin = () => {
      for (const avisar of mios) avisar();
    };
    const saltar = omitir.current;
    omitir.current = false;
    if (!activo || saltar) return fin();
    const ctrl = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    load(ctrl.signal).then(
      (data) => {
        if (ctrl.signal.aborted) return;
        startTransition(() => setState({ data, loading: false }));
        fin();
      },
      (err: unknown) => {
        if (ctrl.signal.aborted || (err as Error)?.name === 'AbortError') return;
        const error = err instanceof ApiError ? err : new ApiError(0, 'unknown', String(err));
        setState((s) => ({ data: s.data, error, loading: false }));
        fin();
      },
    );
    return () => {
      ctrl.abort();
      fin();
    };
  }, [...deps, activo, tick]);
  const reload = useCallback(
    () =>
      new Promise<void>((avisar) => {
        esperan.current.push(avisar);
        setTick((n) => n + 1);
      }),
    [],
  );
  const setData = useCallback(
    (cambio: (data: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: cambio(s.data) })),
    [],
  );
  useOnReconnect(() => {
    if (alReconectar) reload();
  });
  return { ...state, reload, setData } as Loaded<T>;
}
