/** The store's calls, all through the one API client (shapes follow CONTRACT.md). */
import { t } from '../../i18n/es';
import { ApiError, api, type Lectura, leer, type Succes } from '../../lib/api-client';
import { suSucces, tal } from '../../lib/lectura';
import { consultaDe, type Filtros } from './filters';

export type Producto = {
  id: number;
  nombre: string;
  id_marca: number;
  nombre_marca: string;
  id_promocion: number;
  nombre_promocion: string;
  porcentaje: number;
  precio: number;
  precio_final: number;
  /** '1' active, '0' inactive */
  estado: string;
  imagen1: string | null;
  imagen2: string | null;
  imagen3: string | null;
  imagen4: string | null;
  id_caract: number;
  nombre_caract: string;
  ficha_tecnica: string | null;
  uso_adecuado: string | null;
  aviso_legal: string | null;
};

export type Opcion = { id: number; nombre: string };

/** An order line as the contract spells it, plus its total (pesos). */
export type LineaVenta = {
  nombre_produto: string;
  nombre_promocion: string;
  nombre_marca: string;
  cantidad: number;
  valor_unitario: number;
  procentaje_aplicado: number;
  total?: number;
};

export type Compra = {
  productos: { id: number; cantidad: number }[];
  token: string;
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  ciudad: string;
  direccion: string;
  acepta_tratamiento: '1';
};

export type Venta = {
  id: number;
  factura: string;
  reference: string;
  status_pago: string;
  total: number;
  amount_in_cents: number;
  currency: 'COP';
  signature: { integrity: string };
  public_key: string;
  sandbox: boolean;
  checkout_url?: string;
  productos: LineaVenta[];
};

export type EstadoPago = {
  factura: string;
  reference: string;
  status_pago: string;
  status_pago_texto: string;
  total: number;
};

export type Consulta = {
  factura: string;
  status_pago: string;
  status_pago_texto: string;
  status_entrega: string;
  status_entrega_texto: string;
  total: number;
  created_at: string;
  productos: LineaVenta[];
};

/** One page of `producto/index` with its paging keys. */
export type PaginaApi = Succes<Producto[]> & { total: number; page: number; limit: number };

const T = t.tienda;
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
  pagina: (f: Filtros, page: number): Lectura<PaginaApi, PaginaApi> => ({
    metodo: 'GET',
    path: '/api/producto/index',
    query: consultaDe(f, page),
    tomar: tal,
  }),
  marcas: () => opciones('/api/marcas/index'),
  caracteristicas: () => opciones('/api/caracteristica/all'),
};

export const tiendaApi = {
  /** One page of active products, filtered and paged by the server (quiet by default: the grid shows a failure). */
  pagina: (f: Filtros, page: number, { signal, quiet = true }: { signal?: AbortSignal; quiet?: boolean } = {}) =>
    leer(lecturas.pagina(f, page), { signal, quiet }),
  /** quiet: a 404 is the page's own not-found state */
  producto: (id: number, signal?: AbortSignal) =>
    api.get<Succes<Producto>>('/api/producto/find', { query: { id }, signal, quiet: true }).then((r) => r.succes),
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
  comprar: (compra: Compra) =>
    api
      .post<Succes<Venta>>('/api/compras/new', compra, {
        toasts: { loading: T.compra.creando, error: T.compra.error },
      })
      .then((r) => r.succes),
  /** The payment status; `id` is the provider's transaction (Wompi adds it to the return URL). */
  verificar: (q: { factura?: string; reference?: string; id?: string }, signal?: AbortSignal) =>
    api.get<Succes<EstadoPago>>('/api/pagos/wompi/verificar', { query: q, signal, quiet: true }).then((r) => r.succes),
  consultar: (factura: string, email: string) =>
    api
      .get<Succes<Consulta>>('/api/ventas/consulta', {
        query: { factura, email },
        quiet: true,
        toasts: { loading: T.venta.buscando },
      })
      .then((r) => r.succes),
};
