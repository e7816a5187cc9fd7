/**
 * The staff calls, all through the one client, each with the specification's toasts.
 * Lists answer their rows; writes answer the row the server stored.
 */
import { t } from '../../i18n/es';
import { api, type Succes } from '../../lib/api-client';
import type { Pagina } from './usePaginada';

const A = t.admin;

export type Marca = { id: number; nombre: string };
export type Caracteristica = { id: number; nombre: string };
export type Promocion = { id: number; nombre: string; porcentaje: number; activo: number };
export type Especialidad = { id: number; nombre: string; created_at?: string; updated_at?: string };

export type Producto = {
  id: number;
  nombre: string;
  id_marca: number;
  nombre_marca: string;
  /** 0 when none */
  id_promocion: number;
  nombre_promocion: string;
  /** the promotion's percent while it is active, else 0 */
  porcentaje: number;
  precio: number;
  precio_final: number;
  estado: '0' | '1';
  imagen1: string;
  imagen2: string;
  imagen3: string;
  imagen4: string;
  id_caract: number;
  nombre_caract: string;
  caracteristica: string;
  ficha_tecnica: string;
  uso_adecuado: string;
  aviso_legal: string;
};

export type Venta = {
  id: number;
  factura: string;
  nombre: string;
  apellidos: string;
  telefono_cliente: string;
  direccion: string;
  ciudad?: string;
  status_pago: string;
  status_entrega: string;
  total: number;
};

export type LineaVenta = {
  nombre_produto: string;
  nombre_promocion: string;
  nombre_marca: string;
  cantidad: number;
  valor_unitario: number;
  procentaje_aplicado: number;
};

export type Profesional = {
  id: number;
  name: string;
  nombre: string;
  apellido: string;
  cedula: string;
  celular: string;
  fijo: string;
  email: string;
  cargo: string;
  ciudad: string;
  direccion: string;
  activo: number;
  destacado: number;
  [campo: string]: unknown;
};

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

export type NuevoProducto = {
  nombre: string;
  id_marca: string;
  id_promocion: string;
  precio: string;
  caracteristica: string;
  ficha_tecnica: string;
  uso_adecuado: string;
  aviso_legal: string;
};

export function crearProducto(datos: NuevoProducto, imagenes: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(datos)) form.append(k, v);
  for (const f of imagenes) form.append('fotos[]', f);
  const T = A.productos.toasts;
  return api
    .post<Succes<Producto>>('/api/producto/create', form, {
      toasts: { loading: T.creando, success: T.creado, error: T.errorCrear },
    })
    .then(fila);
}

export type TipoCambio = 'estado' | 'campo' | 'textos';

/** The whole row posted back with some fields changed; each kind of change has its own toasts. */
export function actualizarProducto(producto: Producto, cambio: TipoCambio) {
  const T = A.productos.toasts;
  const toasts =
    cambio === 'textos'
      ? { loading: T.guardandoTextos, success: T.textosGuardados, error: T.errorTextos }
      : {
          loading: T.actualizando,
          success: T.actualizado,
          error: cambio === 'estado' ? T.errorEstado : T.errorActualizar,
        };
  return api.post<Succes<Producto>>('/api/producto/update', producto, { toasts }).then(fila);
}

export function cambiarImagen(idProducto: number, imagen: number, file: File) {
  const T = A.galeria.toasts;
  return api
    .post<Succes<Producto>>(
      '/api/producto/update-image',
      { id_producto: String(idProducto), imagen: String(imagen), file },
      { toasts: { loading: T.subiendo, success: T.subida, error: T.error } },
    )
    .then(fila);
}

// ---- brands -----------------------------------------------------------------------------

const M = A.marcas.toasts;
export const listarMarcas = ({ signal }: Opts = {}) =>
  api.get<Succes<Marca[]>>('/api/marcas/index', { signal }).then(filas);
export const crearMarca = (nombre: string) =>
  api
    .post<Succes<Marca>>(
      '/api/marcas/create',
      { nombre },
      { toasts: { loading: M.creando, success: M.creada, error: M.errorCrear } },
    )
    .then(fila);
export const actualizarMarca = (marca: Marca) =>
  api
    .post<Succes<Marca>>('/api/marcas/update', marca, {
      toasts: { loading: M.actualizando, success: M.actualizada, error: M.errorActualizar },
    })
    .then(fila);
export const eliminarMarca = (id: number) =>
  api.post<Succes<Marca>>(
    '/api/marcas/delete',
    { id },
    { toasts: { loading: M.eliminando, success: M.eliminada, error: M.errorEliminar } },
  );

// ---- characteristics --------------------------------------------------------------------

const C = A.caracteristicas.toasts;
export const listarCaracteristicas = ({ signal }: Opts = {}) =>
  api.get<Succes<Caracteristica[]>>('/api/caracteristica/all', { signal }).then(filas);
export const crearCaracteristica = (nombre: string) =>
  api
    .post<Succes<Caracteristica>>(
      '/api/caracteristica/create',
      { nombre },
      { toasts: { loading: C.creando, success: C.creada, error: C.errorCrear } },
    )
    .then(fila);
export const actualizarCaracteristica = (c: Caracteristica) =>
  api
    .post<Succes<Caracteristica>>('/api/caracteristica/update', c, {
      toasts: { loading: C.actualizando, success: C.actualizada, error: C.errorActualizar },
    })
    .then(fila);
export const eliminarCaracteristica = (id: number) =>
  api.post<Succes<Caracteristica>>(
    '/api/caracteristica/delete',
    { id },
    { toasts: { loading: C.eliminando, success: C.eliminada, error: C.errorEliminar } },
  );

// ---- promotions -------------------------------------------------------------------------

const P = A.promociones.toasts;
export const listarPromociones = ({ signal }: Opts = {}) =>
  api.get<Succes<Promocion[]>>('/api/promocion/index', { signal }).then(filas);
export const buscarPromocion = (id: number, { signal }: Opts = {}) =>
  api.post<Succes<Promocion>>('/api/promocion/find', { id }, { signal }).then(fila);
export const crearPromocion = (p: Omit<Promocion, 'id'>) =>
  api
    .post<Succes<Promocion>>('/api/promocion/create', p, {
      toasts: { loading: P.creando, success: P.creada, error: P.error },
    })
    .then(fila);
export const actualizarPromocion = (p: Promocion) =>
  api
    .post<Succes<Promocion>>('/api/promocion/update', p, {
      toasts: { loading: P.actualizando, success: P.actualizada, error: P.error },
    })
    .then(fila);
export const eliminarPromocion = (id: number) =>
  api.post<Succes<Promocion>>(
    '/api/promocion/delete',
    { id },
    { toasts: { loading: P.eliminando, success: P.eliminada, error: P.errorEliminar } },
  );

// ---- orders -----------------------------------------------------------------------------

/** `q`: the invoice's beginning or the buyer's e-mail; '' in a status means any. */
export type FiltroVentas = { q: string; entrega: string; pago: string };

/** One page of the orders, newest first, filtered by the server. */
export const listarVentas = (f: FiltroVentas, page: number, { signal }: Opts = {}) =>
  api.get<Pagina<Venta>>('/api/ventas/index', {
    query: {
      q: f.q.trim() || undefined,
      status_entrega: f.entrega || undefined,
      status_pago: f.pago || undefined,
      page,
      limit: POR_PAGINA,
    },
    signal,
  });
export const lineasVenta = (factura: string, { signal }: Opts = {}) =>
  api.post<Succes<LineaVenta[]>>('/api/ventas/index/productos', { factura }, { signal }).then(filas);
export const cambiarEntrega = (id: number, status_entrega: string) => {
  const T = A.ventas.toasts;
  return api
    .post<Succes<Venta>>(
      '/api/ventas/update/status',
      { id, status_entrega },
      { toasts: { loading: T.cambiando, success: T.cambiado, error: T.error } },
    )
    .then(fila);
};

// ---- configuration ----------------------------------------------------------------------

const E = A.config.especialidades.toasts;
export const listarEspecialidades = ({ signal }: Opts = {}) =>
  api.get<Succes<Especialidad[]>>('/api/especialidades/all', { signal }).then(filas);
export const crearEspecialidad = (nombre: string) =>
  api
    .post<Succes<Especialidad>>(
      '/api/especialidad/create',
      { nombre },
      { toasts: { loading: E.creando, success: E.creada, error: E.error } },
    )
    .then(fila);
export const actualizarEspecialidad = (e: Especialidad) =>
  api
    .post<Succes<Especialidad>>('/api/especialidad/update', e, {
      toasts: { loading: E.actualizando, success: E.actualizada, error: E.error },
    })
    .then(fila);
export const eliminarEspecialidad = (id: number) =>
  api.post<Succes<Especialidad>>(
    '/api/especialidad/delete',
    { id },
    { toasts: { loading: E.eliminando, success: E.eliminada, error: E.error } },
  );

/** One page of the professionals, active or not (staff only); `q` matches name, e-mail or cédula. */
export const listarProfesionales = (q: string, page: number, { signal }: Opts = {}) =>
  api.get<Pagina<Profesional>>('/api/admin/medicos', {
    query: { q: q.trim() || undefined, page, limit: POR_PAGINA },
    signal,
  });

/** The professional's row posted back with `activo` or `destacado` changed (null fields left out). */
export function actualizarProfesional(profesional: Profesional) {
  const T = A.config.profesionales.toasts;
  const cuerpo = Object.fromEntries(Object.entries(profesional).filter(([, v]) => v !== null && v !== undefined));
  return api
    .post<Succes<Profesional>>('/api/users/update', cuerpo, {
      toasts: { loading: T.cambiando, success: T.cambiado, error: T.error },
    })
    .then(fila);
}

export type Home = { id: number; fondo: string };
export const leerFondo = ({ signal }: Opts = {}) =>
  api.get<Succes<Home[]>>('/api/home/all', { signal }).then((r) => r.succes[0] ?? null);
export function subirFondo(file: File) {
  const T = A.config.fondo.toasts;
  return api
    .post<Succes<Home>>(
      '/api/home/create',
      { fondo: file },
      {
        toasts: { loading: T.cargando, success: T.cargada, error: T.error },
      },
    )
    .then(fila);
}
