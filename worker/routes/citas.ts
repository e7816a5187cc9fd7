import { Hono } from 'hono';
import { z } from 'zod';
import type { CitaProfesional, Tablero } from '../../common/wire/citas';
import type { DiasLibres, Franja } from '../../common/wire/horarios';
import type { AppEnv } from '../env';
import { ahoraFor, aunNoEmpieza, fechaReservable, horariosLibres, profesionalActivo, tablero } from '../lib/agenda';
import { agendar } from '../lib/agendar';
import { marcarAtendida } from '../lib/asistencia';
import { cuentaActual, requireCuenta } from '../lib/auth';
import { readInput } from '../lib/body';
import { cancelarPropia } from '../lib/cambiar-cita';
import { citasDelRango, diasLibres, horariosSemana, mesReservable } from '../lib/disponibilidad';
import { notFound } from '../lib/errors';
import { escritura, lecturaPublica } from '../lib/politica';
import { succes } from '../lib/respond';
import { clientIp, limitInBatch } from '../lib/throttle';
import { check, id, porDia, porId, texto } from '../lib/validate';
import { msg } from '../messages';

/** Bookings per client address in a 10-minute window. */
const CITAS_POR_VENTANA = 20;
const VENTANA_SEGUNDOS = 600;

const disponibilidadSchema = porDia((hoy: string) =>
  z.object({ id: id('especialista'), fecha: fechaReservable(hoy, 'fecha') }),
);

const cancelarSchema = z.object({ id: id(), motivo: texto('motivo', { min: 3, max: 500 }) });

const disponibilidadMesSchema = porDia((hoy: string) =>
  z.object({ id: id('especialista'), mes: mesReservable(hoy, 'mes') }),
);

export const citas = new Hono<AppEnv>()
  /** The day's free slots of an active professional (public; two queries in one batch). */
  .get('/medic/disponibilidad', lecturaPublica('agenda'), async (c) => {
    const ahora = ahoraFor(c);
    const input = check(disponibilidadSchema(ahora.fecha), await readInput(c));
    const db = c.var.db;
    const [[profesional], libres] = await db.batch([
      profesionalActivo(db, input.id),
      horariosLibres(db, input.id, input.fecha),
    ]);
    if (!profesional) throw notFound(msg.agenda.profesionalNoEncontrado);
    return succes<Franja[]>(
      c,
      libres.filter((h) => aunNoEmpieza(input.fecha, h.hora_inicio, ahora)),
      200,
    );
  })
  /**
   * The days of a month (`mes=YYYY-MM`, within the booking window) with a free slot, by the
   * one-day read's rules (public; three queries in one batch, whatever the month holds).
   */
  .get('/medic/disponibilidad/mes', lecturaPublica('agenda'), async (c) => {
    const ahora = ahoraFor(c);
    const input = check(disponibilidadMesSchema(ahora.fecha), await readInput(c));
    const db = c.var.db;
    const [[profesional], semana, reservadas] = await db.batch([
      profesionalActivo(db, input.id),
      horariosSemana(db, input.id),
      citasDelRango(db, input.id, input.mes),
    ]);
    if (!profesional) throw notFound(msg.agenda.profesionalNoEncontrado);
    return succes<DiasLibres>(c, diasLibres(input.mes, semana, reservadas, ahora), 200);
  })
  /**
   * Books a slot (public). The UNIQUE index on (professional, date, start) decides races. One
   * commit: the address's booking counter (past the limit it undoes the batch: 429), the cita,
   * its consent, its confirmation e-mail and the availability cache's new version are written in
   * one batch, all or nothing. Attempts that fail earlier are counted on their own (lib/throttle.ts).
   * The e-mail goes out right after the answer; its outcome is written grouped (lib/mail.ts).
   */
  .post('/cita/create', escritura(['agenda']), (c) => {
    const limite = limitInBatch(
      c,
      `cita:${clientIp(c)}`,
      CITAS_POR_VENTANA,
      VENTANA_SEGUNDOS,
      msg.agenda.demasiadasCitas,
    );
    return limite.vigilar(() => agendar(c, limite.contar));
  })
  /** Marks one of the caller's own appointments attended (idempotent; the first time, the comentario invitation). */
  .get('/cita/atendido', escritura([]), requireCuenta, marcarAtendida)
  /**
   * The original "delete": now cancels one of the caller's own citas (no reason given), tells the
   * paciente and frees the franja; attended ones stay (409). Answers it as it now stands.
   */
  .get('/cita/delete', escritura(['agenda']), requireCuenta, async (c) => {
    const { id: citaId } = check(porId, await readInput(c));
    return succes<CitaProfesional>(c, await cancelarPropia(c, citaId, '', msg.agenda.citaAtendida), 200);
  })
  .get('/medic/all/private', requireCuenta, async (c) =>
    c.json((await tablero(c.var.db, cuentaActual(c).id, ahoraFor(c).fecha)) satisfies Tablero, 200),
  )
  /** "Cancelar cita": one of the caller's own citas, with the reason told to the paciente. */
  .post('/cita/cancelar', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(cancelarSchema, await readInput(c));
    return succes<CitaProfesional>(
      c,
      await cancelarPropia(c, input.id, input.motivo, msg.gestion.citaAtendidaNoCancela),
      200,
    );
  });
