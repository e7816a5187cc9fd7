import { slug } from '../../../../common/texto';
import type { Filtros, Modalidad } from './api';

/**
 * The one canonical list route: /especialistas/{ciudad}/{especialidad}/{modalidad}, lowercase
 * accent-free slugs, and the search box's text as `?q=` when there is one.
 */
export const rutaProfesionales = (ciudad: string, especialidad: string, modalidad: string, q = '') =>
  `/especialistas/${slug(ciudad) || 'todas'}/${slug(especialidad) || 'todas'}/${modalidad || '0'}${consultaDeLista({ q })}`;

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

/** The list's query part: `?q=<text>&aseguradora=<slug>&orden=proxima`, '' when none is chosen. */
export function consultaDeLista(f: Pick<Filtros, 'q' | 'aseguradora' | 'orden'>): string {
  const q = new URLSearchParams();
  if (f.q?.trim()) q.set('q', f.q.trim());
  if (f.aseguradora && f.aseguradora !== 'todas') q.set('aseguradora', f.aseguradora);
  if (f.orden === 'proxima') q.set('orden', 'proxima');
  const texto = q.toString();
  return texto ? `?${texto}` : '';
}

/** The list's query → its filters ('todas' and the default order when absent). */
export function filtrosDeConsulta(search: string): Required<Pick<Filtros, 'q' | 'aseguradora' | 'orden'>> {
  const q = new URLSearchParams(search);
  return {
    q: q.get('q') ?? '',
    aseguradora: slug(q.get('aseguradora') ?? '') || 'todas',
    orden: q.get('orden') === 'proxima' ? 'proxima' : '',
  };
}
