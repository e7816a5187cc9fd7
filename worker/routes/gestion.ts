/**
 * The paciente's manage link (`/mi-cita/{token}`, lib/enlaces.ts): her cita, its cancellation, its
 * reschedule to another free franja of the same profesional, and "Confirmo mi asistencia" from the
 * reminder. No account: the token (only its hash is stored) is the key, so every call counts
 * against the client's address first and tokens cannot be tried at speed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { CitaGestion } from '../../common/wire/gestion';
import { citas, horarios } from '../db/schema/agenda';
import type { AppEnv } from '../env';
import { ahoraFor, aunNoEmpieza, columnaDelDia, fechaReservable } from '../lib/agenda';
import { readInput } from '../lib/body';
import { cancelarCita, reprogramarCita } from '../lib/cambiar-cita';
import { leerEnlace } from '../lib/enlaces';
import { conflict, invalid, notFound } from '../lib/errors';
import { bloqueo, cerrada, citaGestion, leerCitasGestion } from '../lib/gestion';
import { escritura } from '../lib/politica';
import { nowFor } from '../lib/reloj';
import { succes } from '../lib/respond';
import { clientIp, throttle } from '../lib/throttle';
import { check, hora, porDia, textoOpcional } from '../lib/validate';
import { msg } from '../messages';

/** Calls with a manage token per client address in a 10-minute window. */
const POR_VENTANA = 60;
const VENTANA_SEGUNDOS = 600;

const cancelarSchema = z.object({ motivo: textoOpcional('motivo', { max: 500 }) });
const reprogramarSchema = porDia((hoy: string) =>
  z.object({ fecha: fechaReservable(hoy, 'fecha'), hora_inicio: hora('hora_inicio') }),
);

/** Counts this call of the client's address; past the limit, 429. */
const frenar = (c: Context<AppEnv>) =>
  throttle(c, `gestion:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS, msg.gestion.demasiadosIntentos);

/** The id of the cita this request's unexpired manage token opens, or 404. */
async function citaDelToken(c: Context<AppEnv>): Promise<number> {
  const enlace = await leerEnlace(c.var.db, 'gestion', c.req.param('token') ?? '', nowFor(c));
  if (!enlace?.cita_id) throw notFound(msg.gestion.enlaceNoEncontrado);
  return enlace.cita_id;
}

/** The cita this request's manage token opens, as `leerCitasGestion` reads it, or 404. */
async function leerCita(c: Context<AppEnv>) {
  const [fila] = await leerCitasGestion(c.var.db, eq(citas.id, await citaDelToken(c)));
  if (!fila) throw notFound(msg.gestion.enlaceNoEncontrado);
  return fila;
}

export const gestion = new Hono<AppEnv>()
  /** The cita as its paciente sees it (private to the token's holder: never cached). */
  .get('/cita/gestion/:token', async (c) => {
    await frenar(c);
    return succes<CitaGestion>(c, citaGestion(await leerCita(c), nowFor(c)), 200);
  })
  /** Cancels it (optional reason) unless closed or inside the profesional's notice (409). */
  .post('/cita/gestion/:token/cancelar', escritura(['agenda']), async (c) => {
    await frenar(c);
    const { motivo } = check(cancelarSchema, await readInput(c));
    const fila = await leerCita(c);
    const porque = bloqueo(fila, nowFor(c));
    if (porque) throw conflict(porque);
    const cancelada = await cancelarCita(c, fila, { por: 'paciente', motivo });
    return succes<CitaGestion>(c, citaGestion(cancelada, nowFor(c)), 200);
  })
  /**
   * Moves it to another free franja of the same profesional (`fecha`, `hora_inicio` of one of her
   * horarios flagged that weekday, in the booking window, not started), in one write (409 if taken).
   */
  .post('/cita/gestion/:token/reprogramar', escritura(['agenda']), async (c) => {
    await frenar(c);
    const ahora = ahoraFor(c);
    const input = check(reprogramarSchema(ahora.fecha), await readInput(c));
    const citaId = await citaDelToken(c);
    const db = c.var.db;
    const [[fila], [horario]] = await db.batch([
      leerCitasGestion(db, eq(citas.id, citaId)),
      db
        .select({ id: horarios.id, hora_inicio: horarios.hora_inicio, hora_fin: horarios.hora_fin })
        .from(horarios)
        .where(
          and(
            eq(horarios.user_id, sql`(select ${citas.user_id} from ${citas} where ${citas.id} = ${citaId})`),
            eq(horarios.hora_inicio, input.hora_inicio),
            eq(columnaDelDia(input.fecha), 1),
          ),
        )
        .limit(1),
    ]);
    if (!fila) throw notFound(msg.gestion.enlaceNoEncontrado);
    const porque = bloqueo(fila, nowFor(c));
    if (porque) throw conflict(porque);
    if (!horario) throw invalid({ hora_inicio: [msg.gestion.horarioNoAtiende] });
    if (!aunNoEmpieza(input.fecha, horario.hora_inicio, ahora))
      throw invalid({ hora_inicio: [msg.agenda.horarioPasado] });
    if (input.fecha === fila.fecha_cita && horario.hora_inicio === fila.hora_inicio)
      throw invalid({ hora_inicio: [msg.gestion.mismaFranja] });
    const movida = await reprogramarCita(c, fila, input.fecha, horario);
    return succes<CitaGestion>(c, citaGestion(movida, nowFor(c)), 200);
  })
  /** "Confirmo mi asistencia": marks it confirmed (idempotent) unless closed (409). */
  .post('/cita/gestion/:token/confirmar', escritura([]), async (c) => {
    await frenar(c);
    const ahora = nowFor(c);
    const fila = await leerCita(c);
    const porque = cerrada(fila, ahora);
    if (porque) throw conflict(porque);
    if (fila.confirmada_at) return succes<CitaGestion>(c, citaGestion(fila, ahora), 200);
    const db = c.var.db;
    const [confirmadas, [actual]] = await db.batch([
      db
        .update(citas)
        .set({ confirmada_at: ahora.toISOString() })
        .where(
          and(
            eq(citas.id, fila.id),
            sql`${citas.cancelada_at} is null and ${citas.atendido} = 0 and ${citas.no_asistio_at} is null`,
          ),
        )
        .returning({ id: citas.id }),
      leerCitasGestion(db, eq(citas.id, fila.id)),
    ]);
    if (!confirmadas[0]) throw conflict(cerrada(actual, ahora) || msg.gestion.cambio);
    return succes<CitaGestion>(c, citaGestion(actual, ahora), 200);
  });
