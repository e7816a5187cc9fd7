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
import { relevancia, tolerancia } from '../../common/busqueda';
import type { Db } from '../db/conexion';
import { especialidades, users } from '../db/schema/directorio';

export { distanciaEnTexto, palabrasDe, relevancia, tolerancia } from '../../common/busqueda';

/** The index's table (a virtual FTS5 table of migration 0006; not in the schema drizzle-kit reads). */
const fts = sqliteTable('profesionales_fts', { rowid: integer('rowid').notNull(), busqueda: text('busqueda') });

/** How many of the index's best candidates are checked: the most a search ever finds. */
export const MAX_CANDIDATOS = 500;

/**
 * The pieces of `palabra` the index is asked for: one more than the typos it forgives, spread
 * over the word, each at least a trigram long. Where they do not overlap (3 letters a piece or
 * more) one of them survives the typos forgiven, so a text holding the word with those typos
 * holds that piece as is: 'cardiologo' → car, iol, ogo ('cardiologia' holds car and iol).
 * Pieces longer or fewer than the word's every trigram keep a common word from matching most of
 * the directory (each match is ranked before the LIMIT).
 */
export function trozos(palabra: string): string[] {
  const n = tolerancia(palabra) + 1;
  const largo = Math.max(3, Math.floor(palabra.length / n));
  const inicio = (i: number) => (n === 1 ? 0 : Math.round((i * (palabra.length - largo)) / (n - 1)));
  return [...new Set(Array.from({ length: n }, (_, i) => palabra.slice(inicio(i), inicio(i) + largo)))];
}

/**
 * The FTS5 expression: every piece of every word (`trozos`) as a quoted string, ORed. Quoting
 * (with `"` doubled) keeps any user text a plain string to FTS5: no operator, column filter or
 * `*` reaches it.
 */
const comillas = (t: string) => `"${t.replaceAll('"', '""')}"`;
export const consultaFts = (palabras: string[]): string =>
  [...new Set(palabras.flatMap(trozos))].map(comillas).join(' OR ');

/** The FTS5 expression of every word as typed (a quoted string: a substring to a trigram index), ANDed. */
export const consultaExacta = (palabras: string[]): string => palabras.map(comillas).join(' AND ');

/** A row the index found: its id, its text (lowercase, accent-free), its bm25 rank (lower is better). */
export type Candidato = { id: number; busqueda: string; rango: number; destacado?: number };

/**
 * The candidates that hold every word, closest first; then featured (a row without the flag is
 * not), then the index's bm25 rank.
 */
export function ordenar<T extends Candidato>(palabras: string[], candidatos: T[]): T[] {
  return candidatos
    .map((c) => ({ c, d: relevancia(palabras, c.busqueda) }))
    .filter((x): x is { c: T; d: number } => x.d !== null)
    .sort(
      (a, b) => a.d - b.d || (b.c.destacado ?? 0) - (a.c.destacado ?? 0) || a.c.rango - b.c.rango || a.c.id - b.c.id,
    )
    .map((x) => x.c);
}

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

/** `col` (`users.id` by default) among `ids`, as one bound parameter whatever their number (D1 allows 100 per query). */
export const idEntre = (ids: number[], col: AnySQLiteColumn = users.id) =>
  sql`${col} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** `filas` in the order of `ids` (a page read by id comes back in the table's order). */
export function enOrden<T extends { id: number }>(filas: T[], ids: number[]): T[] {
  const porId = new Map(filas.map((f) => [f.id, f]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}
