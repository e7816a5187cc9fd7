/**
 * The pieces every trigram (FTS5) search of ours shares, whatever its table: the directory's
 * professionals (worker/directorio/busqueda.ts) and the store's products
 * (worker/tienda/busqueda-productos.ts). The words and the typos they may have are
 * common/busqueda.ts's, which the web's offline store uses too.
 */
import { sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { relevancia, tolerancia } from '../../common/busqueda';

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

/** `col` among `ids`, as one bound parameter whatever their number (D1 allows 100 per query). */
export const idEntre = (ids: number[], col: AnySQLiteColumn) =>
  sql`${col} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** `filas` in the order of `ids` (a page read by id comes back in the table's order). */
export function enOrden<T extends { id: number }>(filas: T[], ids: number[]): T[] {
  const porId = new Map(filas.map((f) => [f.id, f]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}
