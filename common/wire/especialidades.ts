/** `/api/especialidades/all` (public) and `/api/especialidad/*` (admin writes). */

export type Especialidad = { id: number; nombre: string };

/** What an admin write answers: the row with its timestamps (ISO 8601). */
export type EspecialidadConFechas = Especialidad & { created_at: string; updated_at: string };
