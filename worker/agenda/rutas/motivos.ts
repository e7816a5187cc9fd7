import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarMotivo, nuevoMotivo } from '../../../common/cuerpos/agenda';
import { porId } from '../../../common/validacion';
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
    const motivo = check(nuevoMotivo, await readInput(c));
    const [fila] = await c.var.db
      .insert(motivosT)
      .values({ user_id: cuentaActual(c).id, ...motivo })
      .returning(columnas);
    return succes<Motivo>(c, fila, 201);
  })
  /** Changes one of the caller's reasons (its booked citas keep their hours). */
  .post('/motivo/update', escritura(['directorio', 'agenda']), requireCuenta, async (c) => {
    const { id, ...motivo } = check(actualizarMotivo, await readInput(c));
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
