/**
 * `/api/horarios/*` (the signed-in profesional's own) and the free franjas of
 * `GET /api/medic/disponibilidad` (and its month's days). Weekday flags are numbers 0/1.
 */
import type { Dia } from '../fechas';

/** One bookable time of a day; in the day's disponibilidad, `id` is the horario's. */
export type Franja = { id: number; hora_inicio: string; hora_fin: string };

/** A weekly row of bookable hours: its franja and the weekdays it is offered (1) or not (0). */
export type Horario = Franja & Record<Dia, number>;

/** The body of `POST /api/horarios/newhorario`. */
export type NuevoHorario = Omit<Horario, 'id'>;

/** `GET /api/medic/disponibilidad/mes`: the month's days (`YYYY-MM-DD`, ascending) with a free franja. */
export type DiasLibres = string[];
