import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Motivo } from '../../common/wire/motivos';
import { motivos as motivosT } from '../db/schema/agenda';
import type { AppEnv } from '../env';
import { cuentaActual, requireCuenta } from '../lib/auth';
import { readInput } from '../lib/body';
import { conflict, fromDatabase, notFound } from '../lib/errors';
import { escritura } from '../lib/politica';
import { type ColumnasDe, succes } from '../lib/respond';
import { check, porId, texto } from '../lib/validate';
import { msg } from '../messages';

const columnas = {
  id: motivosT.id,
  nombre: motivosT.nombre,
  duracion_minutos: motivosT.duracion_minutos,
  precio: motivosT.precio,
} satisfies ColumnasDe<Motivo>;

/** The caller's own visit reasons: patients pick one when booking. */
export const motivos = new Hono<AppEnv>()
  .get('/motivo/all', requireCuenta, async (c) => {
    const filas = await c.var.db
      .select(columnas)
      .from(motivosT)
      .where(eq(motivosT.user_id, cuentaActual(c).id))
      .orderBy(asc(motivosT.nombre), asc(motivosT.id));
    return succes<Motivo[]>(c, filas, 200);
  })
  .post('/motivo/newmotivo', escritura(['directorio']), requireCuenta, async (c) => {
    const { nombre } = check(z.object({ nombre: texto('nombre', { max: 80 }) }), await readInput(c));
    const [fila] = await c.var.db
      .insert(motivosT)
      .values({ user_id: cuentaActual(c).id, nombre })
      .returning(columnas);
    return succes<Motivo>(c, fila, 201);
  })
  /** Deletes one of the caller's reasons; one that appointments chose stays (the foreign key decides). */
  .post('/motivo/delete', escritura(['directorio']), requireCuenta, async (c) => {
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
