import { type DependencyList, useCallback, useRef, useState } from 'react';
import { type OpcionesLoad, useLoad } from './useLoad';

/** One page of a list: its items, how many match on the server, and which page it is. */
export type Pagina<I = unknown> = { items: I[]; total: number; page: number };

/** The pages read for one key (the filters), joined in one list. */
export type Paginas<P extends Pagina> = P & { clave: string };

/**
 * `useLoad` of a list the server pages and filters: the first page is read when `clave` (the
 * filters) or `deps` change, aborting the read of an older key, so the latest choice wins; the
 * list on screen stays until the new one arrives (`vigente` is the list only when it is the one
 * asked for). `cargarMas` appends the next page; `cargar` is told the list it continues.
 */
export function usePaginada<P extends Pagina>(
  cargar: (page: number, signal: AbortSignal | undefined, anterior: Paginas<P> | undefined) => Promise<P>,
  clave: string,
  { deps = [], inicial, ...opciones }: OpcionesLoad<P> & { deps?: DependencyList } = {},
) {
  const cargarRef = useRef(cargar);
  cargarRef.current = cargar;
  const {
    data: lista,
    error,
    loading,
    reload,
    setData,
  } = useLoad<Paginas<P>>(
    async (signal) => ({ ...(await cargarRef.current(1, signal, undefined)), clave }),
    [clave, ...deps],
    { ...opciones, inicial: inicial && { ...inicial, clave } },
  );
  const [mas, setMas] = useState(false);
  const vigente = lista?.clave === clave ? lista : undefined;
  const cargarMas = useCallback(async () => {
    if (!vigente) return;
    setMas(true);
    try {
      const r = await cargarRef.current(vigente.page + 1, undefined, vigente);
      setData((l) =>
        l && l.clave === vigente.clave ? { ...l, ...r, clave: l.clave, items: [...l.items, ...r.items] } : l,
      );
    } catch {
      // the client (or the screen) showed why; the button stays for another try
    } finally {
      setMas(false);
    }
  }, [vigente, setData]);
  return { lista, vigente, error, loading: loading || mas, reload, setData, cargarMas };
}

/**
 * `total` of a page whose answer may not count the matches (`{succes}` alone): the rows seen so
 * far, plus one when this page came full (there may be more); the server's `total` when it sends one.
 */
export const totalDe = (r: { succes: unknown[]; total?: number }, vistosAntes: number, porPagina: number) =>
  typeof r.total === 'number' ? r.total : vistosAntes + r.succes.length + (r.succes.length >= porPagina ? 1 : 0);
