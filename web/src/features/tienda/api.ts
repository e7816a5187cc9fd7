/** The store's calls, all through the one API client (answers typed by common/wire/). */
import type { Caracteristica } from '../../../../common/wire/caracteristicas';
import type { Compra, VentaCreada, VentaWompi } from '../../../../common/wire/compras';
import type { CuponAplicado, RevisionCupon } from '../../../../common/wire/cupones';
import type { BusquedaCiudades } from '../../../../common/wire/envio';
import type { Marca } from '../../../../common/wire/marcas';
import type { PagoVerificado } from '../../../../common/wire/pagos';
import type { FacetasProductos, Producto } from '../../../../common/wire/productos';
import type { Pagina, Succes } from '../../../../common/wire/sobre';
import type { ConsultaVenta } from '../../../../common/wire/ventas';
import { textosTienda } from '../../i18n/es/tienda';
import { ApiError, api, type Lectura, leer } from '../../lib/api-client';
import { suSucces, tal } from '../../lib/lectura';
import { consultaDe, type Filtros } from './filters';

/** A page of the store's list, with the counts beside the filter options when asked (page 1). */
export type PaginaTienda = Pagina<Producto> & { facetas?: FacetasProductos };

/** An option of the filter bar: a marca or a caracteristica. */
export type Opcion = Marca | Caracteristica;
/** Only active products are public (a staff session's list also carries inactive ones). */
const activos = (rows: Producto[]) => rows.filter((p) => p.estado === '1');

const opciones = (path: string): Lectura<Opcion[], Succes<Opcion[]>> => ({
  metodo: 'GET',
  path,
  query: { en_uso: 1 },
  tomar: suSucces,
});

/** The reads the store's screen makes on its first render (lib/iniciales.ts). */
export const lecturas = {
  pagina: (f: Filtros, page: number): Lectura<PaginaTienda, PaginaTienda> => ({
    metodo: 'GET',
    path: '/api/producto/index',
    query: consultaDe(f, page),
    tomar: tal,
  }),
  marcas: () => opciones('/api/marcas/index'),
  caracteristicas: () => opciones('/api/caracteristica/all'),
  /** the product page's read (drawn by the Worker: common/primeras-lecturas.ts names it alike) */
  producto: (id: number): Lectura<Producto, Succes<Producto>> => ({
    metodo: 'GET',
    path: '/api/producto/find',
    query: { id },
    tomar: suSucces,
  }),
};

export const tiendaApi = {
  /** One page of active products, filtered and paged by the server (quiet by default: the grid shows a failure). */
  pagina: (f: Filtros, page: number, { signal, quiet = true }: { signal?: AbortSignal; quiet?: boolean } = {}) =>
    leer(lecturas.pagina(f, page), { signal, quiet }),
  /** quiet: a 404 is the page's own not-found state */
  producto: (id: number, signal?: AbortSignal) => leer(lecturas.producto(id), { signal, quiet: true }),
  /**
   * The current rows of these products, straight from the server: POST is never answered from
   * the service worker's catalogue cache. A product that is gone or inactive is left out.
   */
  vigentes: (ids: readonly number[]) =>
    Promise.all(
      ids.map((id) =>
        api.post<Succes<Producto>>('/api/producto/find', { id }, { quiet: true }).then(
          (r) => r.succes,
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return null;
            throw err;
          },
        ),
      ),
    ).then((rows) => activos(rows.filter((p): p is Producto => p !== null))),
  /** The brands some active product has (the filter bar offers no empty filter). */
  marcas: (signal?: AbortSignal) => leer(lecturas.marcas(), { signal, quiet: true }),
  caracteristicas: (signal?: AbortSignal) => leer(lecturas.caracteristicas(), { signal, quiet: true }),
  /** Up to 10 ciudades for what the buyer typed, with the envío terms (quiet: the box says so). */
  ciudades: (q: string, signal?: AbortSignal) =>
    api.get<BusquedaCiudades>('/api/ciudades', { query: { q }, signal, quiet: true }),
  comprar: (compra: Compra) =>
    api
      .post<Succes<VentaCreada>>('/api/compras/new', compra, {
        toasts: { loading: textosTienda.compra.creando, errorServidor: textosTienda.compra.error },
      })
      .then((r) => r.succes),
  /** A new pago for a venta whose pago was declined, failed or abandoned: what the widget needs. */
  pagarDeNuevo: (factura: string) =>
    api
      .post<Succes<VentaWompi>>(
        '/api/pagos/nuevo',
        { factura },
        { toasts: { loading: textosTienda.pagarDeNuevo.preparando, error: textosTienda.pagarDeNuevo.error } },
      )
      .then((r) => r.succes),
  /** What a discount code takes off this cart, or why not (quiet: the field shows the refusal). */
  revisarCupon: (revision: RevisionCupon) =>
    api.post<Succes<CuponAplicado>>('/api/cupones/revisar', revision, { quiet: true }).then((r) => r.succes),
  /** The payment status; `id` is the provider's transaction (Wompi adds it to the return URL). */
  verificar: (q: { factura?: string; reference?: string; id?: string }, signal?: AbortSignal) =>
    api
      .get<Succes<PagoVerificado>>('/api/pagos/wompi/verificar', { query: q, signal, quiet: true })
      .then((r) => r.succes),
  consultar: (factura: string, email: string) =>
    api
      .get<Succes<ConsultaVenta>>('/api/ventas/consulta', {
        query: { factura, email },
        quiet: true,
        toasts: { loading: textosTienda.venta.buscando },
      })
      .then((r) => r.succes),
};
