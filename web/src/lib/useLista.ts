import { useCallback, useRef } from 'react';
import { useFallo } from './useFallo';
import { useLoad } from './useLoad';
import { type Pagina, usePaginada } from './usePaginada';

/** One page of a staff list as the API answers it (`page`/`limit` given: `total` added). */
export type RespuestaPaginada<T> = { succes: T[]; total: number; page: number };

/** What a staff list adds to its load: rows replaced by id, and whether the last read failed. */
export type Lista<T> = {
  /** null until the first read answers */
  filas: T[] | null;
  /** the last read failed (the client already showed why); still true while a retry loads */
  fallo: boolean;
  loading: boolean;
  reload: () => Promise<void>;
  /** replace one row by id after a write answered it */
  reemplazar: (fila: T) => void;
};

export type ListaPaginada<T> = Lista<T> & {
  /** rows matching the filters on the server (the list shows the first pages of them) */
  total: number;
  cargarMas: () => Promise<void>;
};

const reemplazarFila = <T extends { id: number }>(filas: T[], nueva: T) =>
  filas.map((f) => (f.id === nueva.id ? nueva : f));

/**
 * `useLoad` of a staff screen's list: read on mount (aborted on unmount), again after a write or
 * when the connection comes back; rows replaced in place when a write answers the stored row.
 */
export function useLista<T extends { id: number }>(cargar: (o: { signal?: AbortSignal }) => Promise<T[]>): Lista<T> {
  const cargarRef = useRef(cargar);
  cargarRef.current = cargar;
  const { data, error, loading, reload, setData } = useLoad((signal) => cargarRef.current({ signal }), []);
  return {
    filas: data ?? null,
    fallo: useFallo(error, loading),
    loading,
    reload,
    reemplazar: useCallback((nueva: T) => setData((filas) => filas && reemplazarFila(filas, nueva)), [setData]),
  };
}

/**
 * `usePaginada` of a staff list the server pages and filters (orders, products, professionals:
 * tables that grow without bound), with the rows of `useLista`. `clave` stands for the filters;
 * the rows on screen stay until the first page of a new key arrives. `cargar` is told how many
 * rows the list it continues already has (`vistos`).
 */
export function useListaPaginada<T extends { id: number }>(
  cargar: (page: number, o: { signal?: AbortSignal; vistos: number }) => Promise<RespuestaPaginada<T>>,
  clave: string,
): ListaPaginada<T> {
  const { lista, error, loading, reload, setData, cargarMas } = usePaginada<Pagina<T>>(async (page, signal, antes) => {
    const r = await cargar(page, { signal, vistos: antes?.items.length ?? 0 });
    return { items: r.succes, total: r.total, page: r.page };
  }, clave);
  return {
    filas: lista?.items ?? null,
    total: lista?.total ?? 0,
    fallo: useFallo(error, loading),
    loading,
    reload,
    cargarMas,
    reemplazar: useCallback(
      (nueva: T) => setData((l) => l && { ...l, items: reemplazarFila(l.items, nueva) }),
      [setData],
    ),
  };
}
