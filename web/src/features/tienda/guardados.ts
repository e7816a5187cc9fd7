/**
 * The store without a connection: the catalogue pages the service worker kept (runtime cache
 * `citasalud-catalogo`, see web/pwa.config.ts) are read back, joined (one row per product, the
 * latest copy), indexed once and filtered in memory with the same rules the server applies.
 * Only what the visitor already saw online is there: the screen says so.
 */
import type { Producto } from '../../../../common/wire/productos';
import { type Filtros, filtrar, type Indexado, indexar, POR_PAGINA } from './filters';

const CACHE = 'citasalud-catalogo';
const LISTA = '/api/producto/index';

/** Every product found in the kept `producto/index` answers, by id. */
async function leerCache(): Promise<Producto[]> {
  if (typeof caches === 'undefined') return [];
  const porId = new Map<number, Producto>();
  for (const nombre of await caches.keys()) {
    if (!nombre.startsWith(CACHE)) continue;
    const cache = await caches.open(nombre);
    for (const req of await cache.keys()) {
      if (new URL(req.url).pathname !== LISTA) continue;
      const res = await cache.match(req);
      const cuerpo = (await res?.json().catch(() => null)) as { succes?: unknown } | null;
      if (!Array.isArray(cuerpo?.succes)) continue;
      for (const p of cuerpo.succes as Producto[]) if (p?.estado === '1') porId.set(p.id, p);
    }
  }
  return [...porId.values()].sort((a, b) => a.id - b.id);
}

let indice: Promise<Indexado[]> | null = null;

/** The kept products, indexed once per stretch without connection (`olvidarGuardados` starts over). */
const guardados = () => {
  indice ??= leerCache().then(indexar, () => []);
  return indice;
};

/** Back online (or a page read from the network): the next offline stretch reads the cache again. */
export const olvidarGuardados = () => {
  indice = null;
};

/** One page of the kept products that match `f`, in the server's order (by id). */
export async function paginaGuardada(f: Filtros, page: number) {
  const lista = filtrar(await guardados(), f);
  return {
    items: lista.slice((page - 1) * POR_PAGINA, page * POR_PAGINA),
    total: lista.length,
    page,
  };
}
