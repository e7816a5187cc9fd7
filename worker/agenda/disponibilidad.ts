/**
 * A profesional's free franjas (`GET /api/medic/disponibilidad`) and the days of a month with one
 * (`GET /api/medic/disponibilidad/mes`), by the agenda's rules (common/agenda.ts `franjasDelDia`:
 * ranges, settings, live citas, absences, festivos, notice, her booking window). One batch of six
 * selects, whatever her agenda holds: she, the motivo asked for, and lib/agenda-datos.ts's four.
 */
import { and, eq } from 'drizzle-orm';
import { type Agenda, franjasDelDia } from '../../common/agenda';
import { addDays } from '../../common/fechas';
import type { Db } from '../db/conexion';
import { motivos } from '../db/schema/agenda';
import { users } from '../db/schema/directorio';
import { invalid, notFound } from '../plataforma/errors';
import { msg } from '../textos';
import { agendas, ajustesColumnas, leerAgendas, type Tramo } from './agenda-datos';
import { duracionDe } from './revisar-franja';

/**
 * Profesional `id`'s agenda over `tramo` and the minutes of the visit asked for (motivo `motivoId`'s,
 * or her franja length), in one batch of four queries (five with a motivo): her settings (only while
 * she is active), ranges, live citas and absences; 404 when she is not active, 422 when the motivo
 * is not hers.
 */
export async function agendaDe(db: Db, id: number, tramo: Tramo, motivoId: number | undefined) {
  const [, ...resto] = leerAgendas(db, [id], tramo);
  const ajustes = db
    .select({ user_id: users.id, ...ajustesColumnas })
    .from(users)
    .where(and(eq(users.id, id), eq(users.activo, 1), eq(users.rol, 0)));
  const delMotivo = db
    .select({ duracion_minutos: motivos.duracion_minutos })
    .from(motivos)
    .where(and(eq(motivos.id, motivoId ?? 0), eq(motivos.user_id, id)));
  const [a, r, o, b, m] =
    motivoId === undefined
      ? [...(await db.batch([ajustes, ...resto])), []]
      : await db.batch([ajustes, ...resto, delMotivo]);
  const agenda = agendas(a, r, o, b).get(id);
  if (!agenda) throw notFound(msg.agenda.profesionalNoEncontrado);
  const [motivo] = m;
  if (motivoId !== undefined && !motivo) throw invalid({ motivo: [msg.agenda.motivoAjenoDisponibilidad] });
  return { agenda, duracion: motivo ? duracionDe(motivo, agenda.ajustes) : agenda.ajustes.duracion_franja };
}

/** The days of `tramo` (ascending) with at least one franja of `duracion` minutes at `ahora`. */
export function diasLibres(tramo: Tramo, agenda: Agenda, duracion: number, ahora: Date): string[] {
  const dias: string[] = [];
  for (let fecha = tramo.desde; fecha <= tramo.hasta; fecha = addDays(fecha, 1))
    if (franjasDelDia(fecha, agenda, duracion, ahora).length > 0) dias.push(fecha);
  return dias;
}
