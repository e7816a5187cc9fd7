/**
 * Statements whose SQL drizzle builds once per isolate, for hot write batches.
 *
 * Building a statement walks drizzle's SQL tree: 15–100 µs of CPU each (the venta's insert with
 * its `returning` the most), which `compras/new` paid for its seven statements on every request
 * (measured in Node with the checkout's own statements; a CPU profile of the Worker agreed).
 * A `plantilla` builds its statement once for each shape of its values, with a drizzle placeholder
 * in place of every value, and each use binds the values to that SQL text.
 *
 * - The shape is the values' structure: an object's keys, an array's length. A value's leaves
 *   (strings, numbers, null) are always bound, never part of the SQL text.
 * - `construir` receives the placeholders in the values' structure, so it must only place them:
 *   it cannot branch on a value, format it or do arithmetic with it (what it computes is built
 *   once, for every later use). Compute in SQL, or pass the result as a value.
 * - `lote` sends plantillas and ordinary drizzle statements in one D1 batch (one round trip, one
 *   transaction, as `db.batch`) and answers each statement's rows as D1 gives them (column names
 *   as keys, driver values: what drizzle gives for tables whose keys are their column names).
 */
import { fillPlaceholders, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './conexion';

type Hoja = string | number | null;
type Valores = Hoja | readonly Valores[] | { readonly [k: string]: Valores };
/** The values' structure with a placeholder in place of every leaf. */
export type Huecos<V> = V extends Hoja
  ? Placeholder
  : V extends readonly (infer E)[]
    ? Huecos<E>[]
    : { [K in keyof V]: Huecos<V[K]> };

type Construida = { sql: string; params: unknown[] };
type Construible = { toSQL(): Construida };

/** More shapes than a plantilla sees in practice (lines of a cart, ids of a batch): then start over. */
const MAX_FORMAS = 128;

/** The values' shape, and their leaves by path (the placeholders' names) into `hojas`. */
function recorrer(v: Valores, camino: string, hojas: Record<string, Hoja>): string {
  // drizzle leaves an undefined column out of an insert; a plantilla would bind it: say so instead
  if (v === undefined) throw new Error(`plantilla: valor sin definir en ${camino}`);
  if (v === null || typeof v !== 'object') {
    hojas[camino] = v;
    return '';
  }
  if (Array.isArray(v)) return `[${v.map((x, i) => recorrer(x, `${camino}.${i}`, hojas)).join(',')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${k}:${recorrer(x, `${camino}.${k}`, hojas)}`)
    .join(',')}}`;
}

function huecos(v: Valores, camino: string): unknown {
  if (v === null || typeof v !== 'object') return sql.placeholder(camino);
  if (Array.isArray(v)) return v.map((x, i) => huecos(x, `${camino}.${i}`));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, huecos(x, `${camino}.${k}`)]));
}

/** A statement built once per shape of its values (see above); each call binds `valores`. */
export function plantilla<V extends Valores>(construir: (db: Db, huecos: Huecos<V>) => Construible) {
  const hechas = new Map<string, Construida>();
  return (db: Db, valores: V): D1PreparedStatement => {
    const hojas: Record<string, Hoja> = {};
    const forma = recorrer(valores, '', hojas);
    let hecha = hechas.get(forma);
    if (!hecha) {
      if (hechas.size >= MAX_FORMAS) hechas.clear();
      hecha = construir(db, huecos(valores, '') as Huecos<V>).toSQL();
      hechas.set(forma, hecha);
    }
    return db.$client.prepare(hecha.sql).bind(...fillPlaceholders(hecha.params, hojas));
  };
}

/**
 * One D1 batch of plantillas and drizzle statements (built here), in order; each statement's rows.
 * A failing statement rolls the whole batch back and rejects with D1's error, as `db.batch` does.
 */
export async function lote(db: Db, sentencias: (D1PreparedStatement | Construible)[]): Promise<unknown[][]> {
  const preparadas = sentencias.map((s) => {
    if (!('toSQL' in s)) return s;
    const { sql: texto, params } = s.toSQL();
    return db.$client.prepare(texto).bind(...params);
  });
  return (await db.$client.batch(preparadas)).map((r) => r.results);
}
