/**
 * What the agenda rules (common/agenda.ts) need of one or many professionals, as batchable
 * selects: their settings, weekly ranges, live citas and absences over a span of dates. Four
 * queries whatever the number of professionals; `agendas` groups the rows per professional.
 */
import { and, between, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type SQLiteColumn, unionAll } from 'drizzle-orm/sqlite-core';
import type { Agenda } from '../../common/agenda';
import type { AjustesAgenda } from '../../common/wire/agenda';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { ausencias, citas, horarios } from '../db/schema/agenda';
import { users } from '../db/schema/directorio';
import { ofertasEspera } from '../db/schema/lista-espera';

/** Dates `YYYY-MM-DD`, both included. */
export type Tramo = { desde: string; hasta: string };

/** Whose rows: professionals' ids, or one id as a subquery (a cita's professional, say). */
export type Quien = number[] | SQL;
const deQuien = (columna: SQLiteColumn, quien: Quien) =>
  Array.isArray(quien) ? inArray(columna, quien) : eq(columna, quien);

/** The settings' columns of `users`. */
export const ajustesColumnas = {
  duracion_franja: users.duracion_franja,
  pausa_minutos: users.pausa_minutos,
  antelacion_minutos: users.antelacion_minutos,
  ventana_dias: users.ventana_dias,
  aviso_cancelacion_horas: users.aviso_cancelacion_horas,
  atiende_festivos: users.atiende_festivos,
} satisfies ColumnasDe<AjustesAgenda>;

/** The weekly range's columns of `horarios`. */
export const rangoColumnas = {
  id: horarios.id,
  hora_inicio: horarios.hora_inicio,
  hora_fin: horarios.hora_fin,
  domingo: horarios.domingo,
  lunes: horarios.lunes,
  martes: horarios.martes,
  miercoles: horarios.miercoles,
  jueves: horarios.jueves,
  viernes: horarios.viernes,
  sabado: horarios.sabado,
};

export const ajustesDe = (db: Db, ids: number[]) =>
  db
    .select({ user_id: users.id, ...ajustesColumnas })
    .from(users)
    .where(inArray(users.id, ids));

export const rangosDe = (db: Db, quien: Quien) =>
  db
    .select({ user_id: horarios.user_id, ...rangoColumnas })
    .from(horarios)
    .where(deQuien(horarios.user_id, quien));

/**
 * What keeps the span's time busy: the live citas (cancelled ones free their time) and the franjas
 * live ofertas of the lista de espera keep for 20 minutes (`pendiente` until taken, declined or
 * lapsed: docs/decisions/0022-lista-de-espera.md).
 */
export const ocupadasDe = (db: Db, ids: number[], tramo: Tramo) =>
  unionAll(
    db
      .select({
        user_id: citas.user_id,
        fecha_cita: citas.fecha_cita,
        hora_inicio: citas.hora_inicio,
        hora_fin: citas.hora_fin,
        ocupa_hasta: citas.ocupa_hasta,
      })
      .from(citas)
      .where(
        and(
          inArray(citas.user_id, ids),
          between(citas.fecha_cita, tramo.desde, tramo.hasta),
          isNull(citas.cancelada_at),
        ),
      ),
    db
      .select({
        user_id: ofertasEspera.user_id,
        fecha_cita: ofertasEspera.fecha,
        hora_inicio: ofertasEspera.hora_inicio,
        hora_fin: ofertasEspera.hora_fin,
        ocupa_hasta: ofertasEspera.ocupa_hasta,
      })
      .from(ofertasEspera)
      .where(
        and(
          // one bound parameter, whatever the number of ids (D1 binds at most 100 per query)
          sql`${ofertasEspera.user_id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
          between(ofertasEspera.fecha, tramo.desde, tramo.hasta),
          eq(ofertasEspera.estado, 'pendiente'),
        ),
      ),
  );

/** The absences that touch the span. */
export const ausenciasDe = (db: Db, quien: Quien, tramo: Tramo) =>
  db
    .select({
      id: ausencias.id,
      user_id: ausencias.user_id,
      desde: ausencias.desde,
      hasta: ausencias.hasta,
      hora_inicio: ausencias.hora_inicio,
      hora_fin: ausencias.hora_fin,
      motivo: ausencias.motivo,
    })
    .from(ausencias)
    .where(
      and(deQuien(ausencias.user_id, quien), gte(ausencias.hasta, tramo.desde), lte(ausencias.desde, tramo.hasta)),
    );

/** The four selects, in the order `agendas` takes their rows (put them in one `db.batch`). */
export const leerAgendas = (db: Db, ids: number[], tramo: Tramo) =>
  [ajustesDe(db, ids), rangosDe(db, ids), ocupadasDe(db, ids, tramo), ausenciasDe(db, ids, tramo)] as const;

type Filas<T extends (...a: never[]) => unknown> = Awaited<ReturnType<T>>;

/** The rows of `leerAgendas`, grouped into each professional's `Agenda` (only those whose settings were read). */
export function agendas(
  ajustes: Filas<typeof ajustesDe>,
  rangos: Filas<typeof rangosDe>,
  ocupadas: Filas<typeof ocupadasDe>,
  ausenciasFilas: Filas<typeof ausenciasDe>,
): Map<number, Agenda> {
  const porId = new Map<number, Agenda>();
  for (const { user_id, ...a } of ajustes) porId.set(user_id, { ajustes: a, rangos: [], ocupadas: [], ausencias: [] });
  for (const { user_id, ...r } of rangos) porId.get(user_id)?.rangos.push(r);
  for (const { user_id, ...o } of ocupadas) porId.get(user_id)?.ocupadas.push(o);
  for (const { user_id, ...a } of ausenciasFilas) porId.get(user_id)?.ausencias.push(a);
  return porId;
}
