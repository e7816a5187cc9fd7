/**
 * Search that forgives (issue 20): the directory's free text `q` over the name, the specialty and
 * the conditions a professional treats (`users.busqueda`, lowercase and accent-free), through the
 * trigram index `profesionales_fts` (migration 0006), never a scan of `users`. The store's search
 * (issue 21, lib/busqueda-productos.ts over `productos_fts`, migration 0010) uses the same pieces:
 * the words and the typos they may have (common/busqueda.ts, which the web's offline store uses
 * too), and here `consultaFts`, `ordenar`, `idEntre` and `enOrden`, which know no table.
 *
 * A trigram MATCH is a substring search, so a typo would miss: the index is asked for pieces of
 * each word that survive the typos forgiven (`trozos`), ORed and ranked by bm25, which brings the
 * near spellings among the first candidates;
 * here each candidate is then kept only when every query word is found in its text with at most
 * the typos the word's length allows (an approximate substring match, so a word being typed
 * matches too), and the kept ones are ordered by how few typos they needed.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnySQLiteColumn, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/conexion';
import { especialidades, users } from '../db/schema/directorio';

import { consultaExacta, consultaFts, MAX_CANDIDATOS, ordenar } from '../plataforma/fts';

/** The index's table (a virtual FTS5 table of migration 0006; not in the schema drizzle-kit reads). */
const fts = sqliteTable('profesionales_fts', { rowid: integer('rowid').notNull(), busqueda: text('busqueda') });

/**
 * The index's best candidates among the professionals `donde` keeps (one query): their id, text,
 * bm25 rank and featured flag, plus `extra` columns. `conEspecialidad` joins the specialty (when
 * `donde` or `extra` read it). `exactas`: only those holding every word as typed (`consultaExacta`),
 * already in `ordenar`'s order for them (featured, bm25, id: none needed a typo); else the
 * forgiving pieces, to be `ordenar`ed, and with `salvoExactas` none at all when that many hold the
 * words as typed (the database checks it once, before reading the index for typos, so the query
 * can share a batch with the exact one).
 */
export function candidatos<E extends Record<string, SQL.Aliased | AnySQLiteColumn>>(
  db: Db,
  palabras: string[],
  donde: SQL | undefined,
  { conEspecialidad = false, limite = MAX_CANDIDATOS, extra = {} as E, exactas = false, salvoExactas = 0 } = {},
) {
  const rango = sql<number>`bm25(${fts})`.as('rango');
  const columnas = { id: users.id, busqueda: users.busqueda, rango, destacado: users.destacado, ...extra };
  const filas = db.select(columnas).from(fts).innerJoin(users, eq(users.id, fts.rowid)).$dynamic();
  const unas = db.select({ id: users.id }).from(fts).innerJoin(users, eq(users.id, fts.rowid)).$dynamic();
  // a LEFT JOIN on the specialty's key changes no row; only the nullability drizzle infers for it
  const especialidad = eq(especialidades.id, users.especialidad_id);
  const [desde, deUnas] = conEspecialidad
    ? [
        filas.leftJoin(especialidades, especialidad) as unknown as typeof filas,
        unas.leftJoin(especialidades, especialidad) as unknown as typeof unas,
      ]
    : [filas, unas];
  const exacta = and(sql`${fts} MATCH ${consultaExacta(palabras)}`, donde);
  // no `salvoExactas`-th exact row: a bounded look, no count of every match
  const pocasExactas = sql`(${deUnas
    .where(exacta)
    .limit(1)
    .offset(Math.max(salvoExactas - 1, 0))}) IS NULL`;
  return exactas
    ? desde.where(exacta).orderBy(desc(users.destacado), sql`"rango"`, users.id).limit(limite)
    : desde
        .where(and(salvoExactas > 0 ? pocasExactas : undefined, sql`${fts} MATCH ${consultaFts(palabras)}`, donde))
        .orderBy(sql`"rango"`, desc(users.destacado))
        .limit(limite);
}

/** The ids of `candidatos(…, { exactas: true })` alone: a common word at scale holds every candidate. */
function idsExactos(db: Db, palabras: string[], donde: SQL | undefined, conEspecialidad: boolean) {
  const unas = db.select({ id: users.id }).from(fts).innerJoin(users, eq(users.id, fts.rowid)).$dynamic();
  const desde = conEspecialidad
    ? (unas.leftJoin(especialidades, eq(especialidades.id, users.especialidad_id)) as unknown as typeof unas)
    : unas;
  return desde
    .where(and(sql`${fts} MATCH ${consultaExacta(palabras)}`, donde))
    .orderBy(desc(users.destacado), sql`bm25(${fts})`, users.id)
    .limit(MAX_CANDIDATOS);
}

/**
 * When the words as typed already find this many professionals, the search answers those and
 * does not look for typos: a common surname or specialty ('gomez', 'derma') would otherwise bring
 * thousands of candidates to rank, all of them after the exact ones (issue 20's scale bench).
 */
export const BASTAN_EXACTOS = 24;

/**
 * The ids the search finds among the professionals `donde` keeps, most relevant first: the exact
 * ones when they are `BASTAN_EXACTOS` or more, else the forgiving search's (one batch of two).
 */
export async function hallados(db: Db, palabras: string[], donde: SQL | undefined, conEspecialidad: boolean) {
  const [exactos, cercanos] = await db.batch([
    idsExactos(db, palabras, donde, conEspecialidad),
    candidatos(db, palabras, donde, { conEspecialidad, salvoExactas: BASTAN_EXACTOS }),
  ]);
  return (exactos.length >= BASTAN_EXACTOS ? exactos : ordenar(palabras, cercanos)).map((c) => c.id);
}
