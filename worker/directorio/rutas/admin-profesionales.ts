import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { filtrosAdminProfesionales } from '../../../common/cuerpos/directorio';
import { normalizar } from '../../../common/texto';
import type { ProfesionalAdmin } from '../../../common/wire/profesionales';
import type { Pagina } from '../../../common/wire/sobre';
import { reservableColumna } from '../../agenda';
import { likeContains } from '../../db/like';
import { schema } from '../../db/schema';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { completarProfesionales } from '../directorio';
import { contactoColumns, profesionalColumns } from '../profesional';

/**
 * Staff: every professional (`rol` 0), active or not, with the directory's row (so the
 * configuration screen can post it back to `users/update` with `activo`/`destacado` changed).
 * Accounts awaiting activation come first, then the newest. `q` matches name, e-mail or
 * cédula; paging is optional (`page`/`limit` add `total`). `reservable`: she has weekly hours a
 * patient could book (staff cannot feature her otherwise). Admins read her cédula, e-mail and
 * phones as stored (`contactoColumns`), which public answers leave out.
 */
export const adminProfesionales = new Hono<AppEnv>().get('/admin/medicos', requireAdmin, async (c) => {
  const f = check(filtrosAdminProfesionales, await readInput(c));
  const db = c.var.db;
  // every word of `q` in the name, e-mail or cédula (normalizar() leaves no LIKE wildcards)
  const palabras = normalizar(f.q).split(' ').filter(Boolean).slice(0, 5);
  const where = and(
    eq(schema.users.rol, 0),
    ...palabras.map((w) =>
      or(
        like(schema.users.busqueda, likeContains(w)),
        like(sql`lower(${schema.users.email})`, likeContains(w)),
        like(schema.users.cedula, likeContains(w)),
      ),
    ),
  );
  const rows = db
    .select({ ...profesionalColumns, ...contactoColumns, reservable: reservableColumna.as('reservable') })
    .from(schema.users)
    .leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id))
    .where(where)
    .orderBy(asc(schema.users.activo), desc(schema.users.id));
  const completar = async (filas: Awaited<typeof rows>): Promise<ProfesionalAdmin[]> =>
    (await completarProfesionales(entornoDe(c), filas, nowFor(c))).map((p) => ({
      ...p,
      reservable: p.reservable === 1,
    }));
  if (f.page === undefined && f.limit === undefined)
    return succes<ProfesionalAdmin[]>(c, await completar(await rows), 200);

  const page = f.page ?? 1;
  const limit = f.limit ?? 50;
  const [filas, [{ total }]] = await db.batch([
    rows.limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(schema.users).where(where),
  ]);
  return c.json({ succes: await completar(filas), total, page, limit } satisfies Pagina<ProfesionalAdmin>, 200);
});
