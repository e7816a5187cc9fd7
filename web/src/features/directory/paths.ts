import { slug } from '../../lib/format';

/** The one canonical list route: /especialistas/{ciudad}/{especialidad}/{modalidad}, lowercase accent-free slugs. */
export const rutaEspecialistas = (ciudad: string, especialidad: string, modalidad: string) =>
  `/especialistas/${slug(ciudad) || 'todas'}/${slug(especialidad) || 'todas'}/${modalidad || '0'}`;

export const rutaPerfil = (id: number | string) => `/doc-detalle/${id}`;
