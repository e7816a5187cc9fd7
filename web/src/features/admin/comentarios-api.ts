/** The admins' calls on comentarios: the list (paged and filtered by the server) and hiding one with a reason. */

import type { ComentarioAdmin, OcultarComentario } from '../../../../common/wire/comentarios';
import type { Succes } from '../../../../common/wire/sobre';
import { textosComentarios } from '../../i18n/es/comentarios';
import { api } from '../../lib/api-client';
import type { RespuestaPaginada } from '../../lib/useLista';
import { totalDe } from '../../lib/usePaginada';
import { POR_PAGINA } from './api';

/** `q`: the profesional, the paciente's name or the text; `estado` '' every comentario. */
export type FiltroComentarios = { q: string; estado: '' | 'visibles' | 'ocultos' };

/**
 * One page of the comentarios, newest first. `exacto` is false when the server did not count the
 * matches: `total` is then the rows seen plus one while pages come full.
 */
export async function listarComentarios(
  f: FiltroComentarios,
  page: number,
  vistos: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RespuestaPaginada<ComentarioAdmin> & { exacto: boolean }> {
  const r = await api.get<Succes<ComentarioAdmin[]> & { total?: number }>('/api/admin/comentarios', {
    query: { q: f.q.trim() || undefined, estado: f.estado || undefined, page, limit: POR_PAGINA },
    signal,
  });
  return { succes: r.succes, total: totalDe(r, vistos, POR_PAGINA), page, exacto: typeof r.total === 'number' };
}

const avisos = textosComentarios.admin.toasts;

/** Hides a comentario from the public profile with a reason (kept, never deleted); quiet: the dialog shows a refusal. */
export const ocultarComentario = (id: number, motivo: string) =>
  api.post<Succes<ComentarioAdmin>>('/api/comentario/ocultar', { id, motivo } satisfies OcultarComentario, {
    quiet: true,
    toasts: { loading: avisos.ocultando, success: avisos.ocultado },
  });
