/**
 * The booking limits per paciente's e-mail (issue 19): 3 no-shows within 12 months keep it from
 * booking online for 4 months after the third (403), and it holds at most 2 upcoming citas with
 * one profesional (409). The booking's write checks both inside its own transaction
 * (`dentroDeLimites`, part of lib/agendar.ts `vigente`), so two bookings racing cannot both pass;
 * only when that write is refused does `explicarLimite` read why.
 */
import { and, count, eq, gt, isNotNull, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/conexion';
import { citas } from '../db/schema/agenda';
import { ApiError, conflict } from '../plataforma/errors';
import { diaEnPalabras } from '../plataforma/reloj';
import { msg } from '../textos';

export const INASISTENCIAS_BLOQUEO = 3;
export const MAX_PENDIENTES = 2;

/** Who books, with whom, and when (the request's clock, ISO instant). */
export type Limites = { email: string; profesional: number; ahora: string };

const tercera = alias(citas, 'tercera');
const anterior = alias(citas, 'anterior');
const pendiente = alias(citas, 'pendiente');

const instante = (expr: SQL, cambio: string) => sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${expr}, ${cambio})`;

/**
 * The no-shows of `email` that block now: a missed cita less than 4 months ago that is at least
 * the third missed within the 12 months up to it (dates are the citas' starts).
 */
const bloqueantes = (db: Db, l: Limites) =>
  and(
    eq(tercera.email, l.email),
    isNotNull(tercera.no_asistio_at),
    gt(instante(sql`${tercera.inicio}`, '+4 months'), l.ahora),
    sql`(${db
      .select({ n: count() })
      .from(anterior)
      .where(
        and(
          eq(anterior.email, l.email),
          isNotNull(anterior.no_asistio_at),
          lte(anterior.inicio, tercera.inicio),
          gt(anterior.inicio, instante(sql`${tercera.inicio}`, '-12 months')),
        ),
      )}) >= ${INASISTENCIAS_BLOQUEO}`,
  );

/** Upcoming (not started, not cancelled) citas of `email` with the profesional. */
const pendientes = (l: Limites) =>
  and(
    eq(pendiente.email, l.email),
    eq(pendiente.user_id, l.profesional),
    isNull(pendiente.cancelada_at),
    gt(pendiente.inicio, l.ahora),
  );

/** True while `email` may book with the profesional now (for the write's own check). */
export const dentroDeLimites = (db: Db, l: Limites) =>
  and(
    notExists(db.select({ uno: sql`1` }).from(tercera).where(bloqueantes(db, l))),
    sql`(${db.select({ n: count() }).from(pendiente).where(pendientes(l))}) < ${MAX_PENDIENTES}`,
  );

/** Reads which limit refused a booking and throws its clear refusal; returns when neither holds. */
export async function explicarLimite(db: Db, l: Limites): Promise<void> {
  const [[bloqueo], [abiertas]] = await db.batch([
    db
      .select({ hasta: sql<string | null>`max(${instante(sql`${tercera.inicio}`, '+4 months')})` })
      .from(tercera)
      .where(bloqueantes(db, l)),
    db.select({ n: count() }).from(pendiente).where(pendientes(l)),
  ]);
  if (bloqueo?.hasta) {
    throw new ApiError(
      403,
      'inasistencias',
      msg.agenda.bloqueoInasistencias(diaEnPalabras(bloqueo.hasta), INASISTENCIAS_BLOQUEO),
    );
  }
  if ((abiertas?.n ?? 0) >= MAX_PENDIENTES) throw conflict(msg.agenda.maximoPendientes(MAX_PENDIENTES));
}
