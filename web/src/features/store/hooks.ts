import { type DependencyList, useEffect } from 'react';
import type { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/carga';

export type Cargado<T> = { data?: T; error?: ApiError; cargando: boolean; recargar: () => void };

/**
 * Loads server data for a screen (kept in the component, never in zustand); aborts the request
 * when the deps change or the screen goes away; loads again when the connection comes back;
 * `inicial`, the answer the page came with, is drawn at once (the directory's `useLoad`).
 */
export function useCargar<T>(
  cargar: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  inicial?: T,
): Cargado<T> {
  const { data, error, loading, reload } = useLoad(cargar, deps, inicial);
  return { data, error, cargando: loading, recargar: reload };
}

/** Sets the document title while the screen is shown. */
export function useTitulo(titulo: string) {
  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
}
