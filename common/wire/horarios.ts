/**
 * `/api/horarios/*` (the signed-in profesional's own) and the free franjas of
 * `GET /api/medic/disponibilidad` (and its month's days). Weekday flags are numbers 0/1.
 */
import type { Dia } from '../fechas';

// The bodies of `POST /api/horarios/newhorario` and `/update` (common/cuerpos/agenda.ts).
export type { ActualizarHorario, NuevoHorario } from '../cuerpos/agenda';

/** One bookable time of a day, cut from a horario (a weekly range); in the day's disponibilidad, `id` is that horario's (several franjas share it). */
export type Franja = { id: number; hora_inicio: string; hora_fin: string };

/** A weekly range of working hours (cut into franjas of the profesional's length) and the weekdays it applies to (1) or not (0). */
export type Horario = Franja & Record<Dia, number>;

/** `GET /api/medic/disponibilidad/mes`: the month's days (`YYYY-MM-DD`, ascending) with a free franja. */
export type DiasLibres = string[];

// The queries of `GET /api/medic/disponibilidad` and `/mes` (common/cuerpos/citas.ts).
export type { ConsultaDiasLibres, ConsultaDisponibilidad } from '../cuerpos/citas';
