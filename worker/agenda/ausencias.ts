/**
 * Absences (ausencias): the body of a new one, and which of the profesional's citas fall inside
 * one (whole days, or crossing its hours on each of its days), as a WHERE that both the listing at
 * creation and the cancellation read through.
 */
import { and, asc, between, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Bloqueo } from '../../common/agenda';
import { bogotaNow, daysBetween, parseFecha } from '../../common/fechas';
import { porDia, textoOpcional } from '../../common/validacion';
import type { Ausencia } from '../../common/wire/agenda';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { ausencias, citas, motivos } from '../db/schema/agenda';
import { msg } from '../textos';
import { citaColumnas } from './agenda';

/** The longest absence, in days (both ends included). */
export const DIAS_MAXIMOS_AUSENCIA = 366;

/** An absence as the wire answers it. */
export const ausenciaColumnas = {
  id: ausencias.id,
  desde: ausencias.desde,
  hasta: ausencias.hasta,
  hora_inicio: ausencias.hora_inicio,
  hora_fin: ausencias.hora_fin,
  motivo: ausencias.motivo,
} satisfies ColumnasDe<Ausencia>;

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required date (`YYYY-MM-DD` or `M/D/YYYY`), parsed to `YYYY-MM-DD`. */
const fechaCampo = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const fecha = parseFecha(v);
      if (fecha) return fecha;
      ctx.addIssue({ code: 'custom', message: vacio(v) ? msg.campos.obligatorio(label) : msg.campos.fecha });
      return z.NEVER;
    });

/** An optional `HH:MM` (also `HH:MM:SS`); absent or blank is null. */
const horaOpcional = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (vacio(v)) return null;
    const m = typeof v === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(v.trim()) : null;
    if (m) return `${m[1]}:${m[2]}`;
    ctx.addIssue({ code: 'custom', message: msg.campos.hora });
    return z.NEVER;
  });

/** The body of `POST /api/ausencias/create` on Bogotá's `hoy` (built once per day). */
export const nuevaAusenciaSchema = porDia((hoy: string) =>
  z
    .object({
      desde: fechaCampo('desde'),
      hasta: fechaCampo('hasta'),
      hora_inicio: horaOpcional,
      hora_fin: horaOpcional,
      motivo: textoOpcional('motivo', { max: 200 }),
    })
    .superRefine((a, ctx) => {
      const t = msg.ausencias;
      const problema = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
      if (a.desde > a.hasta) problema('hasta', t.desdeDespues);
      else if (a.hasta < hoy) problema('hasta', t.hastaPasada);
      else if (daysBetween(a.desde, a.hasta) + 1 > DIAS_MAXIMOS_AUSENCIA)
        problema('hasta', t.muyLarga(DIAS_MAXIMOS_AUSENCIA));
      if ((a.hora_inicio === null) !== (a.hora_fin === null))
        problema(a.hora_inicio === null ? 'hora_inicio' : 'hora_fin', t.horasIncompletas);
      else if (a.hora_inicio !== null && a.hora_fin !== null && a.hora_inicio >= a.hora_fin)
        problema('hora_inicio', t.horasInvalidas);
    }),
);

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
