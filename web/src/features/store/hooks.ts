import { type DependencyList, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client';
import { useOnReconnect } from '../../lib/online';

export type Cargado<T> = { data?: T; error?: ApiError; cargando: boolean; recargar: () => void };

/**
 * Loads server data for a screen (kept in the component, never in zustand); aborts the request
 * when the deps change or the screen goes away; loads again when the connection comes back.
 */
export function useCargar<T>(cargar: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Cargado<T> {
  const [estado, setEstado] = useState<{ data?: T; error?: ApiError; cargando: boolean }>({ cargando: true });
  const [vuelta, setVuelta] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    const ctrl = new AbortController();
    setEstado((s) => ({ data: s.data, cargando: true }));
    cargar(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setEstado({ data, cargando: false }),
      (err: unknown) => {
        if (ctrl.signal.aborted || (err as Error)?.name === 'AbortError') return;
        const error = err instanceof ApiError ? err : new ApiError(0, 'unknown', String(err));
        setEstado((s) => ({ data: s.data, error, cargando: false }));
      },
    );
    return () => ctrl.abort();
  }, [...deps, vuelta]);
  const recargar = useCallback(() => setVuelta((n) => n + 1), []);
  useOnReconnect(recargar);
  return { ...estado, recargar };
}

const suscribirConexion = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** `navigator.onLine`, kept current by the online/offline events. */
export const useEnLinea = () =>
  useSyncExternalStore(
    suscribirConexion,
    () => navigator.onLine,
    () => true,
  );

/** Sets the document title while the screen is shown. */
export function useTitulo(titulo: string) {
  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
}
