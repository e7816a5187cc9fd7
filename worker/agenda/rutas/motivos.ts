import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { porId, texto } from '../../../common/validacion';
import type { Motivo } from '../../../common/wire/motivos';
import type { ColumnasDe } from '../../db/columnas';
import { motivos as motivosT } from '../../db/schema/agenda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { succes } from '../../http/respond';
import { conflict, fromDatabase, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';

const columnas = {
  id: motivosT.id,
  nombre: motivosT.nombre,
  duracion_minutos: motivosT.duracion_minutos,
  precio: motivosT.precio,
} satisfies ColumnasDe<Motivo>;

/** An optional whole number (also as multipart's text) that `vale` accepts, else `mensaje`; blank: null. */
const opcional = (vale: (n: number) => boolean, mensaje: string) =>
  z.preprocess((v) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
    if (s === undefined || s === null || s === '') return null;
    return typeof s === 'string' && /^\d{1,12}$/.test(s) ? Number(s) : Number.NaN;
  }, z.number({ error: mensaje }).refine(vale, { error: mensaje }).nullable());

const motivoSchema = z.object({
  nombre: texto('nombre', { max: 80 }),
  /** minutes (null: the profesional's franja length) */
  duracion_minutos: opcional((n) => n >= 10 && n <= 240 && n % 5 === 0, msg.agenda.duracionMotivo),
  /** COP (null: the profesional's consulta price) */
  precio: opcional((n) => Number.isSafeInteger(n) && n >= 0, msg.agenda.precioMotivo),
});
const actualizarSchema = motivoSchema.extend(porId.shape);

/** The caller's own visit reasons: patients pick one when booking; its duration sets the cita's. */
export const motivos = new Hono<AppEnv>()
  .get('/motivo/all', requireCuenta, async (c) => {
    const filas = await c.var.db
      .select(columnas)
      .from(motivosT)
      .where(eq(motivosT.user_id, cuentaActual(c).id))
      .orderBy(asc(motivosT.nombre), asc(motivosT.id));
    return succes<Motivo[]>(c, filas, 200);
  })
  .post('/motivo/newmotivo', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const motivo = check(motivoSchema, await readInput(c));
    const [fila] = await c.var.db
      .insert(motivosT)
      .values({ user_id: cuentaActual(c).id, ...motivo })
      .returning(columnas);
    return succes<Motivo>(c, fila, 201);
  })
  /** Changes one of the caller's reasons (its booked citas keep their hours). */
  .post('/motivo/update', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const { id, ...motivo } = check(actualizarSchema, await readInput(c));
    const [fila] = await c.var.db
      .update(motivosT)
      .set(motivo)
      .where(and(eq(motivosT.id, id), eq(motivosT.user_id, cuentaActual(c).id)))
      .returning(columnas);
    if (!fila) throw notFound(msg.agenda.motivoNoEncontrado);
    return succes<Motivo>(c, fila, 200);
  })
  /** Deletes one of the caller's reasons; one that appointments chose stays (the foreign key decides). */
  .post('/motivo/delete', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const input = check(porId, await readInput(c));
    try {
      const [fila] = await c.var.db
        .delete(motivosT)
        .where(and(eq(motivosT.id, input.id), eq(motivosT.user_id, cuentaActual(c).id)))
        .returning(columnas);
      if (!fila) throw notFound(msg.agenda.motivoNoEncontrado);
      return succes<Motivo>(c, fila, 200);
    } catch (err) {
      if (fromDatabase(err)?.status === 409) throw conflict(msg.agenda.motivoEnUso);
      throw err;
    }
  });
