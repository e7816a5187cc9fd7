/** The staff's read of a producto's historial, through the one client. */
import type { CambioProducto } from '../../../../common/wire/producto-historial';
import type { Pagina } from '../../../../common/wire/sobre';
import { api } from '../../lib/api-client';

/** Changes per page of the historial. */
export const CAMBIOS_POR_PAGINA = 20;

/** One page of a producto's historial, the newest change first. */
export const leerHistorial = (productoId: number, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Pagina<CambioProducto>>('/api/producto/historial', {
    query: { id: productoId, page, limit: CAMBIOS_POR_PAGINA },
    signal,
  });
