import { and, asc, count, eq, notExists } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarEspecialidad, nuevaEspecialidad } from '../../../common/cuerpos/directorio';
import { normalizar } from '../../../common/texto';
import { porId } from '../../../common/validacion';
import type { Especialidad, EspecialidadConFechas } from '../../../common/wire/especialidades';
import type { ColumnasDe } from '../../db/columnas';
import { schema } from '../../db/schema';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura, lecturaPublica } from '../../http/politica';
import { succes } from '../../http/respond';
import { conflict, invalid, isUniqueViolation, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';

const msgDirectorio = msg.directorio;

/** The name and its slug; a name of only symbols has no slug and is refused. */
function conSlug(value: string) {
  const s = normalizar(value);
  if (!s) throw invalid({ nombre: [msgDirectorio.nombreSinLetras] });
  return { nombre: value, slug: s };
}

const fila = { id: schema.especialidades.id, nombre: schema.especialidades.nombre } satisfies ColumnasDe<Especialidad>;
const filaCompleta = {
  ...fila,
  created_at: schema.especialidades.created_at,
  updated_at: schema.especialidades.updated_at,
} satisfies ColumnasDe<EspecialidadConFechas>;

/** Specialties: public list; staff create, rename and delete. `slug` always follows `nombre`. */
export const especialidades = new Hono<AppEnv>()
  .get('/especialidades/all', lecturaPublica('directorio'), async (c) => {
    const rows = await c.var.db.select(fila).from(schema.especialidades).orderBy(asc(schema.especialidades.slug));
    // Spanish collation (ñ after n, not after z); the list is short.
    rows.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }));
    return succes<Especialidad[]>(c, rows, 200);
  })
  .post('/especialidad/create', escritura(['directorio']), requireAdmin, async (c) => {
    const input = check(nuevaEspecialidad, await readInput(c));
    const [row] = await c.var.db
      .insert(schema.especialidades)
      .values(conSlug(input.nombre))
      .onConflictDoNothing({ target: schema.especialidades.slug })
      .returning(filaCompleta);
    if (!row) throw conflict(msgDirectorio.especialidadDuplicada);
    return succes<EspecialidadConFechas>(c, row, 201);
  })
  .post('/especialidad/update', escritura(['directorio']), requireAdmin, async (c) => {
    const input = check(actualizarEspecialidad, await readInput(c));
    try {
      const [row] = await c.var.db
        .update(schema.especialidades)
        .set({ ...conSlug(input.nombre), updated_at: new Date().toISOString() })
        .where(eq(schema.especialidades.id, input.id))
        .returning(filaCompleta);
      if (!row) throw notFound(msgDirectorio.especialidadNoEncontrada);
      return succes<EspecialidadConFechas>(c, row, 200);
    } catch (err) {
      if (isUniqueViolation(err, 'especialidades.slug')) throw conflict(msgDirectorio.especialidadDuplicada);
      throw err;
    }
  })
  .post('/especialidad/delete', escritura(['directorio']), requireAdmin, async (c) => {
    const input = check(porId, await readInput(c));
    const db = c.var.db;
    const enUso = db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.especialidad_id, input.id));
    // One transaction: count the professionals using it, delete only when none does.
    const [usos, borradas] = await db.batch([
      db.select({ total: count() }).from(schema.users).where(eq(schema.users.especialidad_id, input.id)),
      db
        .delete(schema.especialidades)
        .where(and(eq(schema.especialidades.id, input.id), notExists(enUso)))
        .returning(filaCompleta),
    ]);
    if (borradas[0]) return succes<EspecialidadConFechas>(c, borradas[0], 200);
    if ((usos[0]?.total ?? 0) > 0) throw conflict(msgDirectorio.especialidadEnUso);
    throw notFound(msgDirectorio.especialidadNoEncontrada);
  });
