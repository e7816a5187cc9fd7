/**
 * The staff's calls beyond the original client's (api.ts keeps those): the orders list with its
 * filters, the sales summary, and the CSV of the orders and of the catalogue. The orders list's
 * filters live in the screen's URL under the API's own names, so reload and back keep them.
 */

import type { Devolucion } from '../../../../common/cuerpos/devoluciones';
import type { DevolucionesVenta, DevolucionHecha } from '../../../../common/wire/devoluciones';
import type { ResultadoImportacion } from '../../../../common/wire/productos-csv';
import type { ResumenVentas } from '../../../../common/wire/resumen-ventas';
import type { ConMensaje, Pagina, Succes } from '../../../../common/wire/sobre';
import type { PasoVenta, VentaAdmin } from '../../../../common/wire/ventas';
import { textosDevoluciones } from '../../i18n/es/devoluciones';
import { textosProductosCsv } from '../../i18n/es/productos-csv';
import { textosVentas } from '../../i18n/es/ventas';
import { api } from '../../lib/api-client';
import { descargar } from '../../lib/guardar-archivo';
import { POR_PAGINA } from './api';

type Opts = { signal?: AbortSignal };

export const ORDENES = ['fecha', 'total', 'estado'] as const;
export type OrdenVentas = (typeof ORDENES)[number];

/** The orders list's filters, as the URL and the API name them ('' = none). */
export type FiltroVentas = {
  q: string;
  status_entrega: string;
  status_pago: string;
  desde: string;
  hasta: string;
  orden: OrdenVentas;
  dir: 'asc' | 'desc';
};

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a URL's search params; anything unknown is read as its default. */
export function filtroDe(params: URLSearchParams): FiltroVentas {
  const orden = params.get('orden') as OrdenVentas | null;
  const dia = (k: string) => {
    const v = params.get(k) ?? '';
    return DIA.test(v) ? v : '';
  };
  return {
    q: params.get('q') ?? '',
    status_entrega: params.get('status_entrega') ?? '',
    status_pago: params.get('status_pago') ?? '',
    desde: dia('desde'),
    hasta: dia('hasta'),
    orden: orden && ORDENES.includes(orden) ? orden : 'fecha',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** The search params of some filters: only what differs from the defaults. */
export function paramsDe(f: FiltroVentas): Record<string, string> {
  const todos: Record<string, string> = {
    ...f,
    orden: f.orden === 'fecha' ? '' : f.orden,
    dir: f.dir === 'desc' ? '' : f.dir,
  };
  return Object.fromEntries(Object.entries(todos).filter(([, v]) => v.trim() !== ''));
}

/** One page of the orders, filtered and sorted by the server. */
export const listarVentas = (f: FiltroVentas, page: number, { signal }: Opts = {}) =>
  api.get<Pagina<VentaAdmin>>('/api/ventas/index', {
    query: { ...paramsDe(f), page, limit: POR_PAGINA },
    signal,
  });

/** An order's history: each step with who and when, oldest first. */
export const leerPasos = (factura: string, { signal }: Opts = {}) =>
  api.get<Succes<PasoVenta[]>>('/api/ventas/pasos', { query: { factura }, signal }).then((r) => r.succes);

/** Records the refund of a paid order the staff cancelled, with an optional note. */
export const registrarReembolso = (id: number, nota: string) => {
  const avisos = textosVentas.reembolso.toasts;
  return api
    .post<Succes<VentaAdmin>>(
      '/api/ventas/reembolso',
      { id, nota },
      { toasts: { loading: avisos.cargando, success: avisos.listo, error: avisos.error } },
    )
    .then((r) => r.succes);
};

/** Records that an order paid on delivery was delivered and its cash received (decision 0023). */
export const registrarPagoAlEntregar = (id: number, recibido: number) => {
  const avisos = textosVentas.pagoAlEntregar.toasts;
  return api
    .post<Succes<VentaAdmin>>(
      '/api/ventas/pagado-al-entregar',
      { id, recibido },
      { toasts: { loading: avisos.cargando, success: avisos.listo, error: avisos.error } },
    )
    .then((r) => r.succes);
};

/** The CSV of the orders the filters choose (every page, oldest first). */
export function exportarVentas(f: FiltroVentas) {
  const { orden: _o, dir: _d, ...filtro } = paramsDe(f);
  const avisos = textosVentas.exportar;
  return descargar('/api/ventas/export.csv', {
    query: filtro,
    toasts: { loading: avisos.preparando, success: avisos.listo, error: avisos.error },
  });
}

/** The sales summary of the last `dias` Bogotá days (1 = today). */
export const leerResumen = (dias: number, { signal }: Opts = {}) =>
  api.get<Succes<ResumenVentas>>('/api/ventas/resumen', { query: { dias }, signal }).then((r) => r.succes);

/** The whole catalogue as CSV. */
export const exportarProductos = () =>
  descargar('/api/producto/export.csv', {
    toasts: {
      loading: textosProductosCsv.exportando,
      success: textosProductosCsv.exportado,
      error: textosProductosCsv.errorExportar,
    },
  });

/** Uploads an edited catalogue CSV; the server's message says how many rows it took. */
export const importarProductos = (archivo: File) =>
  api
    .post<ConMensaje<ResultadoImportacion>>(
      '/api/producto/import.csv',
      { file: archivo },
      {
        toasts: {
          loading: textosProductosCsv.importando,
          success: (r) => r.message,
          error: textosProductosCsv.errorImportar,
        },
      },
    )
    .then((r) => r.succes);

/** An order's returns: what can still be returned and the refunds so far (decision 0024). */
export const leerDevoluciones = (ventaId: number, opts: Opts = {}) =>
  api
    .get<Succes<DevolucionesVenta>>(`/api/ventas/${ventaId}/devoluciones`, { signal: opts.signal })
    .then((r) => r.succes);

/** Returns units of a paid order with its idempotency key: the same key twice is one refund. */
export const devolverUnidades = (ventaId: number, cuerpo: Devolucion) => {
  const avisos = textosDevoluciones.toasts;
  return api
    .post<Succes<DevolucionHecha>>(`/api/ventas/${ventaId}/devoluciones`, cuerpo, {
      toasts: { loading: avisos.cargando, success: avisos.listo, error: avisos.error },
    })
    .then((r) => r.succes);
};
