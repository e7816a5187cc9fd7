/**
 * Text folded lowercase and without Spanish accents in SQL, where SQLite's lower() folds ASCII only.
 * Expression indexes are built on these very expressions (migrations 0034): a query that uses them
 * reads the index, so the literals are written into the SQL text (never bound) and keep their order.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export const PLIEGUES: [string, string][] = [
  ['áàâäÁÀÂÄ', 'a'],
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['óòôöÓÒÔÖ', 'o'],
  ['úùûüÚÙÛÜ', 'u'],
  ['ñÑ', 'n'],
];

/** `lower(col)` with each accented letter of PLIEGUES replaced by its base, so names compare as `sinTildes(q)`. */
export function sinTildesSql(col: SQLWrapper): SQL {
  let expr = sql`lower(${col})`;
  for (const [letras, base] of PLIEGUES)
    for (const letra of letras) expr = sql`replace(${expr}, ${sql.raw(`'${letra}'`)}, ${sql.raw(`'${base}'`)})`;
  return expr;
}

/** The JavaScript side of `sinTildesSql`. */
export const sinTildes = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
