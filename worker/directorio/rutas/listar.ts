/**
 * The public list of profesionales (`GET /api/medic/all`) under its filters, its search `q`, its
 * order and page: what the route answers once it knows what to look for (rutas/profesionales.ts).
 * `entendidas`: the especialidades the search box understood (common/entender-busqueda.ts), a
 * filter beside the request's own.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ciudadCanonica } from '../../../common/ciudades';
import type { filtrosProfesionales } from '../../../common/cuerpos/directorio';
import { normalizar } from '../../../common/texto';
import type { Profesional } from '../../../common/wire/profesionales';
import type { Pagina } from '../../../common/wire/sobre';
import { schema } from '../../db/schema';
import { users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { entornoDe } from '../../http/entorno';
import { nowFor } from '../../http/reloj';
import { enOrden, idEntre } from '../../plataforma/fts';
import { hallados } from '../busqueda';
import {
  completarProfesionales,
  cualquiera,
  enOrdenDeAseguradora,
  porAseguradora,
  vencidaColumna,
} from '../directorio';
import { profesionalColumns } from '../profesional';

const DEFAULT_LIMIT = 24;

/** Her acceptances of aseguradoras, joined to her row (the list in its default order under `aseguradora=`). */
const aceptadas = eq(schema.profesionalAseguradoras.user_id, schema.users.id);

/** Active professionals (`rol` 0, `activo` 1): the only ones anything public shows. */
export const publico = and(eq(schema.users.activo, 1), eq(schema.users.rol, 0));
/** Every professional, active or not: what staff list (the original client's "Activar" finds them here). */
export const deAdmin = eq(schema.users.rol, 0);

export type Filtros = z.output<typeof filtrosProfesionales>;

/**
 * The WHERE of the public list (the product decisions on the directory): accent- and case-insensitive segments;
 * `leeEspecialidad` when it reads the joined specialty (its slug), which the count joins only then.
 */
function where(
  f: Filtros,
  aseguradora: SQL | undefined,
  base: SQL | undefined = publico,
  entendidas: SQL | undefined = undefined,
): { donde: SQL | undefined; leeEspecialidad: boolean } {
  const parts: (SQL | undefined)[] = [base, aseguradora, entendidas];
  let leeEspecialidad = false;
  if (!cualquiera(f.ciudad)) {
    const canon = ciudadCanonica(f.ciudad);
    parts.push(
      canon
        ? and(
            // written as IN, not as an OR of the two: SQLite then reads the (activo, ciudad_slug, …)
            // index for both, while the OR made it read every active professional (measured on the
            // scale dataset without planner statistics)
            inArray(schema.users.ciudad_slug, [normalizar(f.ciudad), '']),
            // rows written before ciudad_slug was filled still match by their canonical name
            or(ne(schema.users.ciudad_slug, ''), eq(schema.users.ciudad, canon)),
          )
        : eq(schema.users.ciudad_slug, normalizar(f.ciudad)),
    );
  }
  if (!cualquiera(f.especialidad)) {
    parts.push(eq(schema.especialidades.slug, normalizar(f.especialidad)));
    leeEspecialidad = true;
  }
  if (f.modalidad === '1') parts.push(eq(schema.users.presencial, 1));
  if (f.modalidad === '2') parts.push(eq(schema.users.virtual, 1));
  if (f.destacado === '1') parts.push(eq(schema.users.destacado, 1));
  return { donde: and(...parts), leeEspecialidad };
}

/**
 * Featured first. Under a city or specialty filter the order is on `+destacado` (an expression):
 * without planner statistics SQLite prefers the index that gives the order, (activo, destacado),
 * and reads every active professional to keep a city's; with the expression it reads the filter's
 * index, (activo, ciudad_slug, especialidad_id), and sorts the few rows it finds.
 */
const destacadosPrimero = (f: Filtros, entendidas: SQL | undefined) =>
  cualquiera(f.ciudad) && cualquiera(f.especialidad) && entendidas === undefined
    ? desc(schema.users.destacado)
    : sql`+${schema.users.destacado} desc`;

/**
 * `q` (search that forgives, lib/busqueda.ts): the ids the index finds under the other filters, most
 * relevant first, then the page's rows by id: two queries, whatever the directory holds. A `q` of
 * words under 3 letters finds nothing to look for and is not a filter.
 */
async function buscar(
  c: Context<AppEnv>,
  f: Filtros,
  palabras: string[],
  donde: SQL | undefined,
  conEspecialidad: boolean,
) {
  const db = c.var.db;
  const ahora = nowFor(c);
  const ids = await hallados(db, palabras, donde, conEspecialidad);
  const paginado = f.page !== undefined || f.limit !== undefined;
  const page = f.page ?? 1;
  const limit = f.limit ?? DEFAULT_LIMIT;
  const pagina = paginado ? ids.slice((page - 1) * limit, page * limit) : ids;
  const filas =
    pagina.length === 0
      ? []
      : await db
          .select({ ...profesionalColumns, ...vencidaColumna(ahora) })
          .from(schema.users)
          .leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id))
          .where(idEntre(pagina, users.id));
  const lista = await completarProfesionales(entornoDe(c), enOrden(filas, pagina), ahora);
  return paginado
    ? ({ succes: lista, total: ids.length, page, limit } satisfies Pagina<Profesional>)
    : { succes: lista };
}

/**
 * The count of the list under `donde`: it joins the specialty only when the WHERE reads it (SQLite
 * keeps an unused LEFT JOIN, a lookup per counted row: 10,000 professionals, 7 ms with it, 4 ms without).
 */
function contar(
  db: Context<AppEnv>['var']['db'],
  donde: SQL | undefined,
  leeEspecialidad: boolean,
  /** joined to her acceptances (`enOrdenDeAseguradora`): counted from them, then her row by key */
  conAceptadas = false,
) {
  let q = db.select({ total: count() }).from(schema.users).$dynamic();
  if (conAceptadas) q = q.innerJoin(schema.profesionalAseguradoras, aceptadas);
  if (leeEspecialidad)
    q = q.leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id));
  return q.where(donde);
}

/**
 * `orden=proxima`: the professionals whose stored next franja is still ahead, soonest first (read in
 * the order of `users_proxima_idx`, no sort of the directory), then those with none or one gone
 * stale (by id; a stale one is recomputed on the page). A page that reaches the second part reads
 * it in a second round trip: at most two, whatever the directory holds.
 */
async function porProxima(c: Context<AppEnv>, f: Filtros, donde: SQL | undefined, leeEspecialidad: boolean) {
  const db = c.var.db;
  const ahora = nowFor(c);
  const iso = ahora.toISOString();
  const proxima = schema.users.proxima_disponible;
  const vigentes = and(donde, gte(proxima, iso));
  const filas = () =>
    db
      .select({ ...profesionalColumns, ...vencidaColumna(ahora) })
      .from(schema.users)
      .leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id))
      .$dynamic();
  const primeras = filas().where(vigentes).orderBy(asc(proxima), asc(schema.users.id));
  const ultimas = filas()
    .where(and(donde, or(isNull(proxima), lt(proxima, iso))))
    .orderBy(asc(schema.users.id));
  if (f.page === undefined && f.limit === undefined) {
    const [a, b] = await db.batch([primeras, ultimas]);
    return { succes: await completarProfesionales(entornoDe(c), [...a, ...b], ahora, true) };
  }
  const page = f.page ?? 1;
  const limit = f.limit ?? DEFAULT_LIMIT;
  const desde = (page - 1) * limit;
  const [a, [{ total }], [{ total: conProxima }]] = await db.batch([
    primeras.limit(limit).offset(desde),
    contar(db, donde, leeEspecialidad),
    contar(db, vigentes, leeEspecialidad),
  ]);
  const b = a.length < limit ? await ultimas.limit(limit - a.length).offset(Math.max(0, desde - conProxima)) : [];
  const lista = await completarProfesionales(entornoDe(c), [...a, ...b], ahora, true);
  return { succes: lista, total, page, limit } satisfies Pagina<Profesional>;
}

/** A page of the list, or the whole list without `page`/`limit`. */
export type Listado = { succes: Profesional[] } | Pagina<Profesional>;

/**
 * The list under the request's filters `f` and `entendidas`, searching `palabras` (none: the list
 * in its order, led by those `primero` holds: who wrote the condicion typed). Staff (`base` deAdmin) see inactive professionals too.
 */
export async function listar(
  c: Context<AppEnv>,
  f: Filtros,
  palabras: string[],
  entendidas: SQL | undefined = undefined,
  primero: SQL | undefined = undefined,
): Promise<Listado> {
  const db = c.var.db;
  const ahora = nowFor(c);
  // the default order under `aseguradora=` is read from her acceptances' own index (lib/directorio.ts)
  const deAseguradora =
    palabras.length === 0 && f.orden !== 'proxima' ? enOrdenDeAseguradora(f.aseguradora) : undefined;
  // staff see inactive professionals too (never cached: the answer cache serves anonymous callers only)
  const base = c.var.user?.rol === 1 ? deAdmin : publico;
  const { donde, leeEspecialidad } = where(
    f,
    deAseguradora ? deAseguradora.donde : porAseguradora(f.aseguradora),
    base,
    entendidas,
  );
  if (palabras.length > 0) return buscar(c, f, palabras, donde, leeEspecialidad);
  if (f.orden === 'proxima') return porProxima(c, f, donde, leeEspecialidad);
  let rows = db
    .select({ ...profesionalColumns, ...vencidaColumna(ahora) })
    .from(schema.users)
    .$dynamic();
  if (deAseguradora) rows = rows.innerJoin(schema.profesionalAseguradoras, aceptadas);
  rows = rows
    .leftJoin(schema.especialidades, eq(schema.especialidades.id, schema.users.especialidad_id))
    .where(donde)
    .orderBy(
      ...(deAseguradora?.orden ?? [
        ...(primero ? [primero] : []),
        destacadosPrimero(f, entendidas),
        sql`"promedio" desc`,
        asc(schema.users.id),
      ]),
    );
  if (f.page === undefined && f.limit === undefined)
    return { succes: await completarProfesionales(entornoDe(c), await rows, ahora) };

  const page = f.page ?? 1;
  const limit = f.limit ?? DEFAULT_LIMIT;
  const [filas, [{ total }]] = await db.batch([
    rows.limit(limit).offset((page - 1) * limit),
    contar(db, donde, leeEspecialidad, deAseguradora !== undefined),
  ]);
  return { succes: await completarProfesionales(entornoDe(c), filas, ahora), total, page, limit };
}
