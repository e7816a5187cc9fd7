/**
 * Absences (ausencias): which of the profesional's citas fall inside
 * one (whole days, or crossing its hours on each of its days), as a WHERE that both the listing at
 * creation and the cancellation read through.
 */
import { and, asc, between, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Bloqueo } from '../../common/agenda';
import { bogotaNow } from '../../common/fechas';
import type { Ausencia } from '../../common/wire/agenda';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { ausencias, citas, motivos } from '../db/schema/agenda';
import { citaColumnas } from './agenda';

/** An absence as the wire answers it. */
export const ausenciaColumnas = {
  id: ausencias.id,
  desde: ausencias.desde,
  hasta: ausencias.hasta,
  hora_inicio: ausencias.hora_inicio,
  hora_fin: ausencias.hora_fin,
  motivo: ausencias.motivo,
} satisfies ColumnasDe<Ausencia>;

/**
 * The live citas of profesional `cuentaId` inside absence `a` that have not started at `ahora`:
 * not cancelled, attended or marked a no-show, on one of its dates and, when it has hours,
 * crossing them.
 */
export function dentroDeAusencia(cuentaId: number, a: Bloqueo, ahora: Date): SQL | undefined {
  const { fecha: hoy, hora } = bogotaNow(ahora);
  return and(
    eq(citas.user_id, cuentaId),
    between(citas.fecha_cita, a.desde, a.hasta),
    isNull(citas.cancelada_at),
    eq(citas.atendido, 0),
    isNull(citas.no_asistio_at),
    or(gt(citas.fecha_cita, hoy), and(eq(citas.fecha_cita, hoy), gt(citas.hora_inicio, hora))),
    a.hora_inicio !== null && a.hora_fin !== null
      ? and(lt(citas.hora_inicio, a.hora_fin), gt(citas.hora_fin, a.hora_inicio))
      : undefined,
  );
}

/** The citas `donde` picks as the profesional's agenda lists them (`Cita`), in time order. */
export const citasAfectadas = (db: Db, donde: SQL | undefined) =>
  db
    .select({ ...citaColumnas, motivo: sql<string>`${motivos.nombre}`.as('motivo') })
    .from(citas)
    .innerJoin(motivos, eq(motivos.id, citas.motivo_id))
    .where(donde)
    .orderBy(asc(citas.fecha_cita), asc(citas.hora_inicio), asc(citas.id));
