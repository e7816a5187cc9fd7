/**
 * The admin's calls of the tienda (productos, marcas, caracteristicas, promociones, ventas),
 * all through the one client, each with the specification's toasts (the configuration screen's
 * calls are in config-api.ts).
 * Lists answer their rows; writes answer the row the server stored.
 */

import type { Caracteristica } from '../../../../common/wire/caracteristicas';
import type { Marca } from '../../../../common/wire/marcas';
import type { FormularioProducto, Producto } from '../../../../common/wire/productos';
import type { NuevaPromocion, Promocion } from '../../../../common/wire/promociones';
import type { ConMensaje, Pagina, Succes } from '../../../../common/wire/sobre';
import type { DetalleVenta, LineaVenta, VentaAdmin } from '../../../../common/wire/ventas';
import { textosAdmin } from '../../i18n/es/admin';
import { textosVentas } from '../../i18n/es/ventas';
import { api } from '../../lib/api-client';

const filas = <T>(r: Succes<T[]>) => r.succes;
const fila = <T>(r: Succes<T>) => r.succes;
type Opts = { signal?: AbortSignal };

/** Rows per page of the staff tables the server pages (products, orders, professionals). */
export const POR_PAGINA = 50;

// ---- products ---------------------------------------------------------------------------

/** `estado`: '' every product, '1' active, '0' inactive. */
export type FiltroProductos = { q: string; estado: '' | '0' | '1' };

/** One page of the staff product table, newest first; `q` matches name, brand or active promotion. */
export const listarProductos = (f: FiltroProductos, page: number, { signal }: Opts = {}) =>
  api.get<Pagina<Producto>>('/api/producto/index', {
    query: { q: f.q.trim() || undefined, estado: f.estado || undefined, orden: 'recientes', page, limit: POR_PAGINA },
    signal,
  });

export function crearProducto(datos: FormularioProducto, imagenes: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(datos)) form.append(k, v);
  for (const f of imagenes) form.append('fotos[]', f);
  const avisos = textosAdmin.productos.toasts;
  return api
    .post<ConMensaje<Producto>>('/api/producto/create', form, {
      toasts: { loading: avisos.creando, success: avisos.creado, errorServidor: avisos.errorCrear },
    })
    .then(fila);
}

export type TipoCambio = 'estado' | 'campo' | 'textos';
/** A product row as posted back: its stock fields only when they are the change ('' = sin control de inventario). */
export type FilaEditada = Omit<Producto, 'stock' | 'stock_minimo' | 'disponible'> & {
  stock?: number | '';
  stock_minimo?: number;
};

/** The whole row posted back with some fields changed; each kind of change has its own toasts. */
export function actualizarProducto(producto: FilaEditada, cambio: TipoCambio) {
  const avisos = textosAdmin.productos.toasts;
  const toasts =
    cambio === 'textos'
      ? { loading: avisos.guardandoTextos, success: avisos.textosGuardados, errorServidor: avisos.errorTextos }
      : {
          loading: avisos.actualizando,
          success: avisos.actualizado,
          error: cambio === 'estado' ? avisos.errorEstado : avisos.errorActualizar,
        };
  return api.post<ConMensaje<Producto>>('/api/producto/update', producto, { toasts }).then(fila);
}

export function cambiarImagen(idProducto: number, imagen: number, file: File) {
  const avisos = textosAdmin.galeria.toasts;
  return api
    .post<ConMensaje<Producto>>(
      '/api/producto/update-image',
      { id_producto: String(idProducto), imagen: String(imagen), file },
      { toasts: { loading: avisos.subiendo, success: avisos.subida, error: avisos.error } },
    )
    .then(fila);
}

// ---- brands -----------------------------------------------------------------------------

const avisos = textosAdmin.marcas.toasts;
export const listarMarcas = ({ signal }: Opts = {}) =>
  api.get<Succes<Marca[]>>('/api/marcas/index', { signal }).then(filas);
export const crearMarca = (nombre: string) =>
  api
    .post<ConMensaje<Marca>>(
      '/api/marcas/create',
      { nombre },
      { toasts: { loading: avisos.creando, success: avisos.creada, error: avisos.errorCrear } },
    )
    .then(fila);
export const actualizarMarca = (marca: Marca) =>
  api
    .post<ConMensaje<Marca>>('/api/marcas/update', marca, {
      toasts: { loading: avisos.actualizando, success: avisos.actualizada, error: avisos.errorActualizar },
    })
    .then(fila);
export const eliminarMarca = (id: number) =>
  api.post<ConMensaje<Marca>>(
    '/api/marcas/delete',
    { id },
    { toasts: { loading: avisos.eliminando, success: avisos.eliminada, error: avisos.errorEliminar } },
  );

// ---- characteristics --------------------------------------------------------------------

const avisosCaracteristicas = textosAdmin.caracteristicas.toasts;
export const listarCaracteristicas = ({ signal }: Opts = {}) =>
  api.get<Succes<Caracteristica[]>>('/api/caracteristica/all', { signal }).then(filas);
export const crearCaracteristica = (nombre: string) =>
  api
    .post<ConMensaje<Caracteristica>>(
      '/api/caracteristica/create',
      { nombre },
      {
        toasts: {
          loading: avisosCaracteristicas.creando,
          success: avisosCaracteristicas.creada,
          error: avisosCaracteristicas.errorCrear,
        },
      },
    )
    .then(fila);
export const actualizarCaracteristica = (c: Caracteristica) =>
  api
    .post<ConMensaje<Caracteristica>>('/api/caracteristica/update', c, {
      toasts: {
        loading: avisosCaracteristicas.actualizando,
        success: avisosCaracteristicas.actualizada,
        error: avisosCaracteristicas.errorActualizar,
      },
    })
    .then(fila);
export const eliminarCaracteristica = (id: number) =>
  api.post<ConMensaje<Caracteristica>>(
    '/api/caracteristica/delete',
    { id },
    {
      toasts: {
        loading: avisosCaracteristicas.eliminando,
        success: avisosCaracteristicas.eliminada,
        error: avisosCaracteristicas.errorEliminar,
      },
    },
  );

// ---- promotions -------------------------------------------------------------------------

const avisosPromociones = textosAdmin.promociones.toasts;
export const listarPromociones = ({ signal }: Opts = {}) =>
  api.get<Succes<Promocion[]>>('/api/promocion/index', { signal }).then(filas);
export const buscarPromocion = (id: number, { signal }: Opts = {}) =>
  api.post<Succes<Promocion>>('/api/promocion/find', { id }, { signal }).then(fila);
export const crearPromocion = (p: NuevaPromocion) =>
  api
    .post<ConMensaje<Promocion>>('/api/promocion/create', p, {
      toasts: { loading: avisosPromociones.creando, success: avisosPromociones.creada, error: avisosPromociones.error },
    })
    .then(fila);
export const actualizarPromocion = (p: Promocion) =>
  api
    .post<ConMensaje<Promocion>>('/api/promocion/update', p, {
      toasts: {
        loading: avisosPromociones.actualizando,
        success: avisosPromociones.actualizada,
        error: avisosPromociones.error,
      },
    })
    .then(fila);
export const eliminarPromocion = (id: number) =>
  api.post<ConMensaje<Promocion>>(
    '/api/promocion/delete',
    { id },
    {
      toasts: {
        loading: avisosPromociones.eliminando,
        success: avisosPromociones.eliminada,
        error: avisosPromociones.errorEliminar,
      },
    },
  );

// ---- orders -----------------------------------------------------------------------------

/**
 * One order's detail: its lines (`succes`, the contract's) and the order itself, with the buyer's
 * contact and address and its amounts per tarifa (`venta`; absent from an older server).
 */
export const detalleVenta = (factura: string, { signal }: Opts = {}) =>
  api
    .post<Succes<LineaVenta[]> & { venta?: DetalleVenta }>('/api/ventas/index/productos', { factura }, { signal })
    .then((r) => ({ lineas: filas(r), venta: r.venta ?? null }));
/** Moves an order's delivery status; `datos`: the carrier and tracking number to ship, the reason to cancel a paid one. */
export const cambiarEntrega = (
  id: number,
  status_entrega: string,
  datos: { transportadora?: string; guia?: string; motivo?: string } = {},
) => {
  const avisos = textosVentas.toasts;
  return api
    .post<Succes<VentaAdmin>>(
      '/api/ventas/update/status',
      { id, status_entrega, ...datos },
      { toasts: { loading: avisos.cambiando, success: avisos.cambiado, error: avisos.error } },
    )
    .then(fila);
};
