import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Producto } from '../../../../common/wire/productos';
import { ApiError } from '../../lib/api-client';
import { useOmitirPrimeraCarga, useRespuestaInicial } from '../../lib/iniciales';
import { useOnline } from '../../lib/online';
import { lecturas, tiendaApi } from './api';
import { claveDe, type Filtros } from './filters';
import { olvidarGuardados, paginaGuardada } from './guardados';

/** Where a list came from: the server, or the pages kept for offline use. */
export type Origen = 'red' | 'guardado';

export type Lista = { clave: string; items: Producto[]; total: number; page: number; origen: Origen };

/**
 * One page for `f`: from the server (which filters and pages); without a connection, or when
 * the server cannot be reached, from the pages kept by the service worker, filtered in memory.
 */
async function cargar(f: Filtros, page: number, enLinea: boolean, signal?: AbortSignal) {
  if (enLinea) {
    try {
      return await delServidor(f, page, signal);
    } catch (err) {
      if (!(err instanceof ApiError && err.network)) throw err;
    }
  }
  return guardada(f, page);
}

async function delServidor(f: Filtros, page: number, signal?: AbortSignal, quiet = true) {
  const r = await tiendaApi.pagina(f, page, { signal, quiet });
  olvidarGuardados();
  return { items: r.succes, total: r.total, page: r.page, origen: 'red' as const };
}

const guardada = async (f: Filtros, page: number) => ({
  ...(await paginaGuardada(f, page)),
  origen: 'guardado' as const,
});

/**
 * The store's product list for the filters `f`: the first page when they change (the previous
 * list stays on screen meanwhile, `vigente` says whether it is the one asked for), more pages on
 * demand, loaded again when the connection comes or goes.
 */
export function useCatalogo(f: Filtros) {
  const clave = claveDe(f);
  const enLinea = useOnline();
  // the first page the page came with, when the server drew it (lib/iniciales.ts)
  const primera = useRespuestaInicial(lecturas.pagina(f, 1));
  const [lista, setLista] = useState<Lista | null>(() =>
    primera ? { clave, items: primera.succes, total: primera.total, page: primera.page, origen: 'red' as const } : null,
  );
  const omitir = useOmitirPrimeraCarga(primera !== undefined);
  const [cargando, setCargando] = useState(primera === undefined);
  const [error, setError] = useState<ApiError | null>(null);
  const [intento, setIntento] = useState(0);
  const filtros = useRef(f);
  filtros.current = f;

  // each stretch without connection (or a screen opened offline) reads the kept pages afresh, once
  useEffect(() => {
    if (!enLinea) olvidarGuardados();
  }, [enLinea]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `clave` stands for the filters
  useEffect(() => {
    if (omitir()) {
      olvidarGuardados();
      return;
    }
    const ctrl = new AbortController();
    setCargando(true);
    setError(null);
    cargar(filtros.current, 1, enLinea, ctrl.signal).then(
      (r) => {
        if (ctrl.signal.aborted) return;
        // 24 cards drawn in slices (a transition), not in one long task
        startTransition(() => {
          setLista({ clave, ...r });
          setCargando(false);
        });
      },
      (err: unknown) => {
        if (ctrl.signal.aborted || (err as Error)?.name === 'AbortError') return;
        setError(err instanceof ApiError ? err : new ApiError(0, 'unknown', String(err)));
        setCargando(false);
      },
    );
    return () => ctrl.abort();
  }, [clave, enLinea, intento]);

  const cargarMas = useCallback(async () => {
    if (!lista || lista.clave !== clave) return;
    setCargando(true);
    try {
      // more of the same source: a server list asks the server (its error toast says why it failed)
      const siguiente = lista.page + 1;
      const r =
        lista.origen === 'guardado'
          ? await guardada(filtros.current, siguiente)
          : await delServidor(filtros.current, siguiente, undefined, false);
      setLista((l) => (l && l.clave === lista.clave ? { ...l, ...r, items: [...l.items, ...r.items] } : l));
    } catch {
      // the button stays for another try; the list shown is still right
    } finally {
      setCargando(false);
    }
  }, [lista, clave]);

  const reintentar = useCallback(() => setIntento((n) => n + 1), []);
  const vigente = lista?.clave === clave ? lista : null;
  return { lista, vigente, cargando, error, cargarMas, reintentar };
}
