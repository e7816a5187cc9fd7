import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { DIAS } from '../../common/fechas';
import type { Horario } from '../../common/wire/horarios';
import { horarios as horariosT } from '../db/schema/agenda';
import type { AppEnv } from '../env';
import { cuentaActual, requireCuenta } from '../lib/auth';
import { readInput } from '../lib/body';
import { conflict, fromDatabase, invalid, notFound } from '../lib/errors';
import { escritura } from '../lib/politica';
import { type ColumnasDe, succes } from '../lib/respond';
import { check, flag, porId } from '../lib/validate';
import { msg } from '../messages';

const columnas = {
  id: horariosT.id,
  hora_inicio: horariosT.hora_inicio,
  hora_fin: horariosT.hora_fin,
  lunes: horariosT.lunes,
  martes: horariosT.martes,
  miercoles: horariosT.miercoles,
  jueves: horariosT.jueves,
  viernes: horariosT.viernes,
  sabado: horariosT.sabado,
  domingo: horariosT.domingo,
} satisfies ColumnasDe<Horario>;

/** HH:MM (also H:MM and HH:MM:SS, as time inputs send), with the spec's message when absent or wrong. */
const hora = z.preprocess(
  (v) => {
    const m = typeof v === 'string' ? /^(\d{1,2}):([0-5]\d)(:[0-5]\d)?$/.exec(v.trim()) : null;
    return m ? `${m[1].padStart(2, '0')}:${m[2]}` : '';
  },
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg.agenda.horasInvalidas }),
);

/** A weekday flag: missing or blank means 0. */
const dia = (label: string) => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), flag(label));

const horarioSchema = z
  .object({
    hora_inicio: hora,
    hora_fin: hora,
    lunes: dia('lunes'),
    martes: dia('martes'),
    miercoles: dia('miércoles'),
    jueves: dia('jueves'),
    viernes: dia('viernes'),
    sabado: dia('sábado'),
    domingo: dia('domingo'),
  })
  .superRefine((h, ctx) => {
    if (h.hora_inicio >= h.hora_fin)
      ctx.addIssue({ code: 'custom', path: ['hora_inicio'], message: msg.agenda.horasInvalidas });
    if (!DIAS.some((d) => h[d] === 1)) ctx.addIssue({ code: 'custom', path: ['dias'], message: msg.agenda.sinDias });
  });

/** The caller's own attendance schedules: each one is a bookable slot on its flagged weekdays. */
export const horarios = new Hono<AppEnv>()
  .get('/horarios/all', requireCuenta, async (c) => {
    const filas = await c.var.db
      .select(columnas)
      .from(horariosT)
      .where(eq(horariosT.user_id, cuentaActual(c).id))
      .orderBy(asc(horariosT.hora_inicio), asc(horariosT.id));
    return succes<Horario[]>(c, filas, 200);
  })
  /** Creates a schedule; one overlapping another of the caller's on a shared weekday is refused. */
  .post('/horarios/newhorario', escritura(['agenda']), requireCuenta, async (c) => {
    const h = check(horarioSchema, await readInput(c));
    const cuentaId = cuentaActual(c).id;
    const db = c.var.db;
    const [cruce] = await db
      .select({ id: horariosT.id })
      .from(horariosT)
      .where(
        and(
          eq(horariosT.user_id, cuentaId),
          lt(horariosT.hora_inicio, h.hora_fin),
          gt(horariosT.hora_fin, h.hora_inicio),
          or(...DIAS.filter((d) => h[d] === 1).map((d) => eq(horariosT[d], 1))),
        ),
      )
      .limit(1);
    if (cruce) throw invalid({ hora_inicio: [msg.agenda.horarioSolapado] });
    const [fila] = await db
      .insert(horariosT)
      .values({ ...h, user_id: cuentaId })
      .returning(columnas);
    return succes<Horario>(c, fila, 201);
  })
  /** Deletes one of the caller's schedules; one that appointments booked stays (the foreign key decides). */
  .post('/horarios/delete', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(porId, await readInput(c));
    try {
      const [fila] = await c.var.db
        .delete(horariosT)
        .where(and(eq(horariosT.id, input.id), eq(horariosT.user_id, cuentaActual(c).id)))
        .returning(columnas);
      if (!fila) throw notFound(msg.agenda.horarioNoEncontrado);
      return succes<Horario>(c, fila, 200);
    } catch (err) {
      if (fromDatabase(err)?.status === 409) throw conflict(msg.agenda.horarioEnUso);
      throw err;
    }
  });
