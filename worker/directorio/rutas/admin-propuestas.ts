import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { Hono } from 'hono';
import { rechazoPropuesta } from '../../../common/cuerpos/directorio';
import { normalizar } from '../../../common/texto';
import { porId } from '../../../common/validacion';
import type { PropuestaAdmin } from '../../../common/wire/cuentas';
import { especialidades, propuestas, users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { cuentaActual, requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { queueMail } from '../../mensajes';
import { conflict, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { busqueda, duplicado } from '../cuenta';
import { camposDe, correoPropuesta } from '../propuesta';

/** The especialidad she asks for, beside the one she has. */
const pedida = alias(especialidades, 'pedida');

/** A propuesta with what she has now, flat (a D1 batch cannot nest joined objects). */
const columnas = {
  id: propuestas.id,
  user_id: propuestas.user_id,
  estado: propuestas.estado,
  nombre: propuestas.nombre,
  apellido: propuestas.apellido,
  cedula: propuestas.cedula,
  ciudad: propuestas.ciudad,
  especialidad_id: propuestas.especialidad_id,
  cargo: sql<string | null>`${pedida.nombre}`.as('cargo'),
  created_at: propuestas.created_at,
  email: users.email,
  a_nombre: users.nombre,
  a_apellido: users.apellido,
  a_cedula: users.cedula,
  a_ciudad: users.ciudad,
  a_cargo: sql<string>`coalesce(${especialidades.nombre}, '')`.as('a_cargo'),
  condiciones: users.condiciones,
};

const leer = (db: AppEnv['Variables']['db']) =>
  db
    .select(columnas)
    .from(propuestas)
    .innerJoin(users, eq(users.id, propuestas.user_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .leftJoin(pedida, eq(pedida.id, propuestas.especialidad_id))
    .$dynamic();
type Fila = Awaited<ReturnType<typeof leer>>[number];

const aWire = (f: Fila): PropuestaAdmin => ({
  id: f.id,
  user_id: f.user_id,
  email: f.email,
  nombre: f.nombre,
  apellido: f.apellido,
  cedula: f.cedula,
  ciudad: f.ciudad,
  cargo: f.cargo,
  created_at: f.created_at,
  actual: { nombre: f.a_nombre, apellido: f.a_apellido, cedula: f.a_cedula, ciudad: f.a_ciudad, cargo: f.a_cargo },
});

/** The pending propuesta `id`: 404 when it does not exist, 409 when an admin already reviewed it. */
async function pendiente(db: AppEnv['Variables']['db'], propuestaId: number): Promise<Fila> {
  const [fila] = await leer(db).where(eq(propuestas.id, propuestaId)).limit(1);
  if (!fila) throw notFound(msg.propuestas.noEncontrada);
  if (fila.estado !== 'pendiente') throw conflict(msg.propuestas.yaRevisada);
  return fila;
}

const sigue = (propuestaId: number) => eq(propuestas.id, propuestaId);

/**
 * Admins review the changes of name, specialty, cédula or city that activated profesionales asked
 * for (lib/propuesta.ts): the pending ones, oldest first, with what each has now; approving applies
 * them to her profile, rejecting keeps the reason; she gets an e-mail either way.
 */
export const adminPropuestas = new Hono<AppEnv>()
  .get('/admin/propuestas', requireAdmin, async (c) => {
    const filas = await leer(c.var.db)
      .where(eq(propuestas.estado, 'pendiente'))
      .orderBy(asc(propuestas.created_at), asc(propuestas.id));
    return succes<PropuestaAdmin[]>(c, filas.map(aWire), 200);
  })
  .post('/admin/propuestas/aprobar', escritura(['directorio', 'agenda']), requireAdmin, async (c) => {
    const { id: propuestaId } = check(porId, await readInput(c));
    const db = c.var.db;
    const p = await pendiente(db, propuestaId);
    const ahora = nowFor(c).toISOString();
    const nombre = p.nombre ?? p.a_nombre;
    const apellido = p.apellido ?? p.a_apellido;
    const ciudad = p.ciudad ?? p.a_ciudad;
    const set: Partial<typeof users.$inferInsert> = {
      name: nombre,
      nombre,
      apellido,
      cedula: p.cedula ?? p.a_cedula,
      ciudad,
      ciudad_slug: normalizar(ciudad),
      busqueda: busqueda(nombre, apellido, p.cargo ?? p.a_cargo, p.condiciones),
      updated_at: ahora,
      ...(p.especialidad_id !== null ? { especialidad_id: p.especialidad_id } : {}),
    };
    const revisada = { revisada_por: cuentaActual(c).id, revisada_at: ahora, updated_at: ahora };
    const abierta = and(sigue(propuestaId), eq(propuestas.estado, 'pendiente'));
    try {
      // her row changes only while the propuesta is still pending (a second approval changes nothing)
      const [, cerradas] = await db.batch([
        db
          .update(users)
          .set(set)
          .where(and(eq(users.id, p.user_id), sql`exists (select 1 from "propuestas" where ${abierta})`)),
        db
          .update(propuestas)
          .set({ estado: 'aprobada', ...revisada })
          .where(abierta)
          .returning({ id: propuestas.id }),
        queueMail(db, correoPropuesta(p.email, nombre, camposDe(p), null)),
      ]);
      if (!cerradas.length) throw conflict(msg.propuestas.yaRevisada);
    } catch (err) {
      throw duplicado(err) ?? err;
    }
    return succes<string>(c, msg.propuestas.aprobada, 200);
  })
  .post('/admin/propuestas/rechazar', escritura([]), requireAdmin, async (c) => {
    const input = check(rechazoPropuesta, await readInput(c));
    const db = c.var.db;
    const p = await pendiente(db, input.id);
    const ahora = nowFor(c).toISOString();
    const [cerradas] = await db.batch([
      db
        .update(propuestas)
        .set({
          estado: 'rechazada',
          motivo: input.motivo,
          revisada_por: cuentaActual(c).id,
          revisada_at: ahora,
          updated_at: ahora,
        })
        .where(and(sigue(input.id), eq(propuestas.estado, 'pendiente')))
        .returning({ id: propuestas.id }),
      queueMail(db, correoPropuesta(p.email, p.a_nombre, camposDe(p), input.motivo)),
    ]);
    if (!cerradas.length) throw conflict(msg.propuestas.yaRevisada);
    return succes<string>(c, msg.propuestas.rechazada, 200);
  });
