/**
 * Search that forgives (issue 20): the directory's free text `q` over the name, the specialty and
 * the conditions a professional treats (`users.busqueda`, lowercase and accent-free), through the
 * trigram index `profesionales_fts` (migration 0006), never a scan of `users`.
 *
 * A trigram MATCH is a substring search, so a typo would miss: the index is asked for the query's
 * trigrams ORed and ranked by bm25, which brings the near spellings among the first candidates;
 * here each candidate is then kept only when every query word is found in its text with at most
 * the typos the word's length allows (an approximate substring match, so a word being typed
 * matches too), and the kept ones are ordered by how few typos they needed.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { type AnySQLiteColumn, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { normalizar } from '../../common/texto';
import type { schema } from '../db/schema';
import { especialidades, users } from '../db/schema/directorio';

type Db = DrizzleD1Database<typeof schema>;

/** The index's table (a virtual FTS5 table of migration 0006; not in the schema drizzle-kit reads). */
const fts = sqliteTable('profesionales_fts', { rowid: integer('rowid').notNull(), busqueda: text('busqueda') });

/** Words shorter than a trigram cannot be looked up; more than this many words add nothing. */
const MIN_LETRAS = 3;
const MAX_PALABRAS = 5;
/** How many of the index's best candidates are checked: the most a search ever finds. */
export const MAX_CANDIDATOS = 500;

/** The words of `q` the index can look for: normalised, 3 letters or more, 5 at most ([] = none). */
export const palabrasDe = (q: string): string[] =>
  [...new Set(normalizar(q).split(' '))].filter((w) => w.length >= MIN_LETRAS).slice(0, MAX_PALABRAS);

const trigramas = (palabra: string) => Array.from({ length: palabra.length - 2 }, (_, i) => palabra.slice(i, i + 3));

/**
 * The FTS5 expression: every trigram of every word as a quoted string, ORed. Quoting (with `"`
 * doubled) keeps any user text a plain string to FTS5: no operator, column filter or `*` reaches it.
 */
export const consultaFts = (palabras: string[]): string =>
  [...new Set(palabras.flatMap(trigramas))].map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');

/** Typos forgiven in a word: none under 4 letters, one up to 7, two from 8 ('dermatolga'). */
export const tolerancia = (palabra: string) => (palabra.length < 4 ? 0 : palabra.length < 8 ? 1 : 2);

/**
 * The fewest edits (insert, delete, replace a letter) that turn `palabra` into some substring of
 * `texto` (Sellers' algorithm): 0 when it appears as is, 1 for 'cardiologo' in '… cardiologia'.
 */
export function distanciaEnTexto(palabra: string, texto: string): number {
  const n = palabra.length;
  // column j of the table: the cost of palabra[0..i) ending at texto[j]; a match may start anywhere
  let previa = Array.from({ length: n + 1 }, (_, i) => i);
  let mejor = previa[n];
  for (let j = 0; j < texto.length; j++) {
    const actual = [0];
    for (let i = 1; i <= n; i++) {
      const cambio = previa[i - 1] + (palabra[i - 1] === texto[j] ? 0 : 1);
      actual.push(Math.min(cambio, previa[i] + 1, actual[i - 1] + 1));
    }
    mejor = Math.min(mejor, actual[n]);
    previa = actual;
  }
  return mejor;
}

/** How many typos `texto` needs to hold every word (lower is closer), or null when one is missing. */
export function relevancia(palabras: string[], texto: string): number | null {
  let total = 0;
  for (const palabra of palabras) {
    const d = distanciaEnTexto(palabra, texto);
    if (d > tolerancia(palabra)) return null;
    total += d;
  }
  return total;
}

export type Candidato = { id: number; busqueda: string; rango: number; destacado: number };

/** The candidates that hold every word, closest first; then featured, then the index's bm25 rank. */
export function ordenar<T extends Candidato>(palabras: string[], candidatos: T[]): T[] {
  return candidatos
    .map((c) => ({ c, d: relevancia(palabras, c.busqueda) }))
    .filter((x): x is { c: T; d: number } => x.d !== null)
    .sort((a, b) => a.d - b.d || b.c.destacado - a.c.destacado || a.c.rango - b.c.rango || a.c.id - b.c.id)
    .map((x) => x.c);
}

/**
 * The index's best candidates among the professionals `donde` keeps (one query): their id, text,
 * bm25 rank and featured flag, plus `extra` columns. `conEspecialidad` joins the specialty (when
 * `donde` or `extra` read it).
 */
export function candidatos<E extends Record<string, SQL.Aliased | AnySQLiteColumn>>(
  db: Db,
  palabras: string[],
  donde: SQL | undefined,
  { conEspecialidad = false, limite = MAX_CANDIDATOS, extra = {} as E } = {},
) {
  const rango = sql<number>`bm25(${fts})`.as('rango');
  let q = db
    .select({ id: users.id, busqueda: users.busqueda, rango, destacado: users.destacado, ...extra })
    .from(fts)
    .innerJoin(users, eq(users.id, fts.rowid))
    .$dynamic();
  // a LEFT JOIN on the specialty's key changes no row; only the nullability drizzle infers for it
  if (conEspecialidad)
    q = q.leftJoin(especialidades, eq(especialidades.id, users.especialidad_id)) as unknown as typeof q;
  return q
    .where(and(sql`${fts} MATCH ${consultaFts(palabras)}`, donde))
    .orderBy(sql`"rango"`, desc(users.destacado))
    .limit(limite);
}

/** The ids the search finds among the professionals `donde` keeps, most relevant first (one query). */
export async function hallados(db: Db, palabras: string[], donde: SQL | undefined, conEspecialidad: boolean) {
  return ordenar(palabras, await candidatos(db, palabras, donde, { conEspecialidad })).map((c) => c.id);
}

/** `users.id` among `ids`, as one bound parameter whatever their number (D1 allows 100 per query). */
export const idEntre = (ids: number[]) => sql`${users.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** `filas` in the order of `ids` (a page read by id comes back in the table's order). */
export function enOrden<T extends { id: number }>(filas: T[], ids: number[]): T[] {
  const porId = new Map(filas.map((f) => [f.id, f]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}
