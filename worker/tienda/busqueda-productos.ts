/**
 * The store's search that forgives (issue 21): `q` over a product's name and the names of its
 * brand, characteristic and active promotion, through the trigram index `productos_fts`
 * (migration 0010, kept by triggers), never a scan of `productos`. The same steps as the
 * directory's (lib/busqueda.ts): the index's best candidates for the query's trigrams ORed, then
 * only those holding every word with the typos its length allows, the fewest typos first, then
 * bm25, which weighs a word in the product's own name above one in its brand or promotion.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { normalizar } from '../../common/texto';
import type { Db } from '../db/conexion';
import { productos, promociones } from '../db/schema/tienda';
import { consultaFts, MAX_CANDIDATOS, ordenar } from '../plataforma/fts';

/** The index's table (a virtual FTS5 table of migration 0010; not in the schema drizzle-kit reads). */
const fts = sqliteTable('productos_fts', {
  rowid: integer('rowid').notNull(),
  nombre: text('nombre').notNull(),
  detalle: text('detalle').notNull(),
});

/** bm25's weights: a word found in the product's name counts four times one found in `detalle`. */
const PESO_NOMBRE = 4;

/**
 * Among equally close matches, the products so named first (issue 33: «vitamina c» puts
 * «Vitamina C 500 mg» before «Vitamina E» and before a product only its brand or
 * characteristic names): 2 when the name holds the whole query (`frase`, normalised, its short
 * words too) as words, 1 when it holds every word, 0 when only `detalle` does.
 */
function enElNombre(palabras: string[], frase: string, nombre: string) {
  if (frase && ` ${nombre} `.includes(` ${frase} `)) return 2;
  return palabras.every((w) => nombre.includes(w)) ? 1 : 0;
}

/**
 * The ids of the products `donde` keeps that the search finds, most relevant first (one query,
 * at most `MAX_CANDIDATOS`). `conPromocion`: `donde` reads the promotion (price, discount);
 * `frase`: the query normalised (`normalizar(q)`), for `enElNombre`.
 */
export async function buscarProductos(
  db: Db,
  palabras: string[],
  donde: SQL | undefined,
  conPromocion: boolean,
  frase = palabras.join(' '),
) {
  const rango = sql<number>`bm25(${fts}, ${sql.raw(String(PESO_NOMBRE))}, 1)`.as('rango');
  let q = db
    .select({ id: productos.id, nombre: fts.nombre, detalle: fts.detalle, rango })
    .from(fts)
    .innerJoin(productos, eq(productos.id, fts.rowid))
    .$dynamic();
  // a LEFT JOIN on the promotion's key changes no row
  if (conPromocion) q = q.leftJoin(promociones, eq(promociones.id, productos.id_promocion)) as unknown as typeof q;
  const filas = await q
    .where(and(sql`${fts} MATCH ${consultaFts(palabras)}`, donde))
    .orderBy(sql`"rango"`)
    .limit(MAX_CANDIDATOS);
  const candidatos = filas.map((f) => ({
    id: f.id,
    rango: f.rango,
    busqueda: normalizar(`${f.nombre} ${f.detalle}`),
    destacado: enElNombre(palabras, frase, normalizar(f.nombre)),
  }));
  return ordenar(palabras, candidatos).map((c) => c.id);
}
