/**
 * The days of a month with at least one free franja (`GET /api/medic/disponibilidad/mes`): the
 * rules of the one-day read (lib/agenda.ts `horariosLibres` and `aunNoEmpieza`) applied to every
 * day of the month inside the booking window, from two queries: the professional's horarios and
 * the month's booked start times. Every "today" is Bogotá's.
 */
import { and, between, eq, isNull } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { z } from 'zod';
import { addDays, type Dia, daysBetween, diaDeLaSemana } from '../../common/fechas';
import type { schema } from '../db/schema';
import { citas, horarios } from '../db/schema/agenda';
import { msg } from '../messages';
import { aunNoEmpieza, MAX_DIAS_ADELANTE } from './agenda';

type Db = DrizzleD1Database<typeof schema>;
type Ahora = { fecha: string; hora: string };
/** The days of a month a patient can book: the first and last of them. */
export type Rango = { desde: string; hasta: string };

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month a patient can book in, as a zod field: `YYYY-MM` with at least one day between `hoy`
 * (Bogotá) and 90 days ahead. Parses to those days' range; fails with a clear message.
 */
export const mesReservable = (hoy: string, label: string) =>
  z.unknown().transform((value, ctx): Rango => {
    const texto = typeof value === 'string' ? value.trim() : '';
    const partes = MES.exec(texto);
    const primero = `${texto}-01`;
    // the day before the next month's first (month 13 is January of the next year)
    const ultimo = partes ? addDays(`${partes[1]}-${String(Number(partes[2]) + 1).padStart(2, '0')}-01`, -1) : '';
    const limite = addDays(hoy, MAX_DIAS_ADELANTE);
    const problema =
      value === undefined || value === null || value === ''
        ? msg.campos.obligatorio(label)
        : !partes
          ? msg.agenda.mesInvalido
          : daysBetween(hoy, ultimo) < 0
            ? msg.agenda.mesPasado
            : primero > limite
              ? msg.agenda.fechaLejana(MAX_DIAS_ADELANTE)
              : null;
    if (problema) {
      ctx.addIssue({ code: 'custom', message: problema });
      return z.NEVER;
    }
    return { desde: primero < hoy ? hoy : primero, hasta: daysBetween(limite, ultimo) > 0 ? limite : ultimo };
  });

/** The seven weekday flags of a horario, as select columns. */
export const diasDelHorario = {
  domingo: horarios.domingo,
  lunes: horarios.lunes,
  martes: horarios.martes,
  miercoles: horarios.miercoles,
  jueves: horarios.jueves,
  viernes: horarios.viernes,
  sabado: horarios.sabado,
};

/** The professional's horarios: start time and weekday flags. */
export const horariosSemana = (db: Db, cuentaId: number) =>
  db
    .select({ hora_inicio: horarios.hora_inicio, ...diasDelHorario })
    .from(horarios)
    .where(eq(horarios.user_id, cuentaId));

/** The professional's booked start times between the range's days. */
export const citasDelRango = (db: Db, cuentaId: number, rango: Rango) =>
  db
    .selectDistinct({ fecha_cita: citas.fecha_cita, hora_inicio: citas.hora_inicio })
    .from(citas)
    .where(
      and(eq(citas.user_id, cuentaId), between(citas.fecha_cita, rango.desde, rango.hasta), isNull(citas.cancelada_at)),
    );

/** The range's days (ascending) where some horario of their weekday is neither booked nor started. */
export function diasLibres(
  rango: Rango,
  semana: ({ hora_inicio: string } & Record<Dia, number>)[],
  reservadas: { fecha_cita: string; hora_inicio: string }[],
  ahora: Ahora,
): string[] {
  const ocupadas = new Set(reservadas.map((r) => `${r.fecha_cita} ${r.hora_inicio}`));
  const dias: string[] = [];
  for (let fecha = rango.desde; fecha <= rango.hasta; fecha = addDays(fecha, 1)) {
    const dia = diaDeLaSemana(fecha);
    const libre = semana.some(
      (h) => h[dia] === 1 && !ocupadas.has(`${fecha} ${h.hora_inicio}`) && aunNoEmpieza(fecha, h.hora_inicio, ahora),
    );
    if (libre) dias.push(fecha);
  }
  return dias;
}
