import { slug } from '../../../../common/texto';
import type { Filtros, Modalidad } from './api';

/**
 * The one canonical list route: /especialistas/{ciudad}/{especialidad}/{modalidad}, lowercase
 * accent-free slugs, and the search box's text as `?q=` when there is one.
 */
export const rutaProfesionales = (ciudad: string, especialidad: string, modalidad: string, q = '') =>
  `/especialistas/${slug(ciudad) || 'todas'}/${slug(especialidad) || 'todas'}/${modalidad || '0'}${sufijoQ(q)}`;

/** The search box's text as the list route's query ('' when none). */
export const sufijoQ = (q = '') => (q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

export const rutaPerfil = (id: number | string) => `/doc-detalle/${id}`;

/** Route segments → filters: slugs, 'todas' for any; modality 1 presencial, 2 virtual, else any. */
export function filtrosDeRuta(p: { ciudad?: string; especialidad?: string; modalidad?: string }): Filtros {
  const seg = (v?: string) => (v ? slug(v) : '') || 'todas';
  const m = slug(p.modalidad ?? '');
  return {
    ciudad: seg(p.ciudad),
    especialidad: seg(p.especialidad),
    modalidad: (m === '1' || m === '2' ? m : '0') as Modalidad,
  };
}
