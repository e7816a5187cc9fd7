import { useCallback, useEffect, useRef, useState } from 'react';
import type { Pagina } from '../../../../common/wire/sobre';
import { ApiError } from '../../lib/api-client';
import { useOnReconnect } from '../../lib/online';
import { clearToken } from '../../lib/session';
import type { Lista } from './useLista';

export type ListaPaginada<T> = Lista<T> & {
  /** rows matching the filters on the server (the list shows the first pages of them) */
  total: number;
  /** a page is on its way (filters changed, or 'Mostrar más') */
  cargando: boolean;
  cargarMas: () => Promise<void>;
};

/**
 * A staff list the server pages and filters (the tables grow without bound: orders, products,
 * professionals). The first page is read when the filters' key changes (the rows on screen stay
 * until it arrives), more pages on demand; a reload after a write reads the first page again.
 * An expired session clears the token so the panel shell sends the visitor away.
 */
export function usePaginada<T extends { id: number }>(
  cargar: (page: number, o: { signal?: AbortSignal }) => Promise<Pagina<T>>,
  clave: string,
): ListaPaginada<T> {
  const [estado, setEstado] = useState<{ filas: T[] | null; total: number; page: number }>({
    filas: null,
    total: 0,
    page: 0,
  });
  const [fallo, setFallo] = useState(false);
  const [cargando, setCargando] = useState(true);
  const cargarRef = useRef(cargar);
  cargarRef.current = cargar;
  /** the request of the current key; an answer for an older one is dropped */
  const vigente = useRef<AbortController | null>(null);

  const leer = useCallback(async () => {
    vigente.current?.abort();
    const ctrl = new AbortController();
    vigente.current = ctrl;
    setCargando(true);
    try {
      const r = await cargarRef.current(1, { signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      setEstado({ filas: r.succes, total: r.total, page: 1 });
      setFallo(false);
    } catch (err) {
      if ((err as Error).name === 'AbortError' || ctrl.signal.aborted) return;
      if (err instanceof ApiError && err.status === 401) clearToken();
      setFallo(true);
    } finally {
      if (!ctrl.signal.aborted) setCargando(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` stands for the filters
  useEffect(() => {
    leer();
    return () => vigente.current?.abort();
  }, [clave, leer]);

  const cargarMas = useCallback(async () => {
    const ctrl = vigente.current;
    setCargando(true);
    try {
      const r = await cargarRef.current(estado.page + 1, {});
      if (ctrl !== vigente.current) return;
      setEstado((e) => ({ filas: [...(e.filas ?? []), ...r.succes], total: r.total, page: r.page }));
    } catch {
      // the client showed why; the button stays for another try
    } finally {
      if (ctrl === vigente.current) setCargando(false);
    }
  }, [estado.page]);

  const reemplazar = useCallback(
    (nueva: T) => setEstado((e) => ({ ...e, filas: e.filas?.map((f) => (f.id === nueva.id ? nueva : f)) ?? e.filas })),
    [],
  );
  const setFilas = useCallback((filas: T[]) => setEstado((e) => ({ ...e, filas })), []);
  useOnReconnect(() => void leer());
  return { ...estado, fallo, cargando, recargar: leer, reemplazar, setFilas, cargarMas };
}

/** `valor`, once it has not changed for `ms` (a search box asks the server once per pause). */
export function useDemorado<T>(valor: T, ms = 250): T {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const espera = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(espera);
  }, [valor, ms]);
  return demorado;
}
