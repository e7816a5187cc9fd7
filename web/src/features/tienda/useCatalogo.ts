import { useEffect, useState } from 'react';
import type { FacetasProductos, Producto } from '../../../../common/wire/productos';
import { ApiError } from '../../lib/api-client';
import { useRespuestaInicial } from '../../lib/iniciales';
import { useOnline } from '../../lib/online';
import { type Pagina, usePaginada } from '../../lib/usePaginada';
import { lecturas, tiendaApi } from './api';
import { claveDe, type Filtros } from './filters';
import { olvidarGuardados, paginaGuardada } from './guardados';

/** Where a list came from: the server, or the pages kept for offline use. */
export type Origen = 'red' | 'guardado';

/** `facetas`: the server's counts for the filters (first page; none offline) */
export type Lista = Pagina<Producto> & { origen: Origen; facetas?: FacetasProductos };

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
  // a later page has no counts: the first page's stay (usePaginada merges the pages)
  return {
    items: r.succes,
    total: r.total,
    page: r.page,
    origen: 'red' as const,
    ...(r.facetas && { facetas: r.facetas }),
  };
}

const guardada = async (f: Filtros, page: number) => ({
  ...(await paginaGuardada(f, page)),
  origen: 'guardado' as const,
});

/**
 * The store's product list for the filters `f` (`usePaginada`): the first page when they change
 * (the previous list stays on screen meanwhile, `vigente` says whether it is the one asked for),
 * more pages on demand from the same source, loaded again when the connection comes or goes.
 */
export function useCatalogo(f: Filtros) {
  const clave = claveDe(f);
  const enLinea = useOnline();
  // the first page the page came with, when the server drew it (lib/iniciales.ts)
  const primera = useRespuestaInicial(lecturas.pagina(f, 1));

  // each stretch without connection (or a screen opened offline) reads the kept pages afresh, once
  useEffect(() => {
    if (!enLinea) olvidarGuardados();
  }, [enLinea]);
  // a first page drawn by the server leaves the kept pages stale, as a first page read from it does
  const [conPrimera] = useState(primera !== undefined);
  useEffect(() => {
    if (conPrimera) olvidarGuardados();
  }, [conPrimera]);

  const { lista, vigente, error, loading, reload, cargarMas } = usePaginada<Lista>(
    (page, signal, anterior) =>
      !anterior
        ? cargar(f, page, enLinea, signal)
        : // more of the same source: a server list asks the server (its error toast says why it failed)
          anterior.origen === 'guardado'
          ? guardada(f, page)
          : delServidor(f, page, undefined, false),
    clave,
    {
      deps: [enLinea],
      alReconectar: false,
      inicial: primera && {
        items: primera.succes,
        total: primera.total,
        page: primera.page,
        origen: 'red',
        facetas: primera.facetas,
      },
    },
  );
  return { lista, vigente: vigente ?? null, cargando: loading, error: error ?? null, cargarMas, reintentar: reload };
}
