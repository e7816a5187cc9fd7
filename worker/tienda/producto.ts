import { type AnyColumn, and, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { normalizar } from '../../common/texto';
import type { Producto } from '../../common/wire/productos';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { likeContains } from '../db/like';
import { caracteristicas, marcas, productos, promociones } from '../db/schema/tienda';
import { sinTildes, sinTildesSql } from '../db/sin-tildes';
import { conflict, fromDatabase } from '../plataforma/errors';
import { disponibleSql } from './stock';

/**
 * The product row of the contract (`producto/index`, `producto/find`, and what purchases
 * price their lines from), in one query with its brand, promotion and characteristic joined:
 * - `porcentaje` is the promotion's percent only while the promotion is active, else 0;
 * - `precio_final` is the discounted integer price (see lib/money.ts: same rule, same rounding);
 * - ids absent on the row (`id_promocion`, `id_caract`) are 0, names are '' (never null);
 * - `caracteristica` repeats the characteristic's name (`nombre_caract`), as the original did.
 */
export const porcentajeActivo = sql<number>`coalesce(case when ${promociones.activo} = 1 then ${promociones.porcentaje} end, 0)`;

/** `precio - precio * porcentaje / 100` rounded half up to whole pesos, computed by D1. */
export const precioFinal = sql<number>`cast(round(${productos.precio} - ${productos.precio} * ${porcentajeActivo} / 100.0) as integer)`;

const texto = (col: AnyColumn, alias: string) => sql<string>`coalesce(${col}, '')`.as(alias);
const idOCero = (col: AnyColumn, alias: string) => sql<number>`coalesce(${col}, 0)`.as(alias);

/** The columns at `ahora` (`disponible` counts the apartados still live then: lib/stock.ts). */
export const productoColumns = (ahora: Date) =>
  ({
    id: productos.id,
    nombre: productos.nombre,
    id_marca: productos.id_marca,
    nombre_marca: texto(marcas.nombre, 'nombre_marca'),
    id_promocion: idOCero(productos.id_promocion, 'id_promocion'),
    nombre_promocion: texto(promociones.nombre, 'nombre_promocion'),
    porcentaje: porcentajeActivo.as('porcentaje'),
    precio: productos.precio,
    precio_final: precioFinal.as('precio_final'),
    estado: productos.estado,
    imagen1: productos.imagen1,
    imagen2: productos.imagen2,
    imagen3: productos.imagen3,
    imagen4: productos.imagen4,
    id_caract: idOCero(productos.id_caract, 'id_caract'),
    nombre_caract: texto(caracteristicas.nombre, 'nombre_caract'),
    caracteristica: texto(caracteristicas.nombre, 'caracteristica'),
    ficha_tecnica: productos.ficha_tecnica,
    uso_adecuado: productos.uso_adecuado,
    aviso_legal: productos.aviso_legal,
    stock: productos.stock,
    stock_minimo: productos.stock_minimo,
    iva: productos.iva,
    disponible: disponibleSql(ahora).as('disponible'),
    created_at: productos.created_at,
  }) satisfies ColumnasDe<Producto>;

/** `selectProductos(db, ahora).where(...)`: the contract's product rows at `ahora`, joins included. */
export const selectProductos = (db: Db, ahora = new Date()) =>
  db
    .select(productoColumns(ahora))
    .from(productos)
    .leftJoin(marcas, eq(marcas.id, productos.id_marca))
    .leftJoin(promociones, eq(promociones.id, productos.id_promocion))
    .leftJoin(caracteristicas, eq(caracteristicas.id, productos.id_caract));

export type ProductoRow = Awaited<ReturnType<typeof selectProductos>>[number];

/** Only what the public may see (and buy). */
export const productoActivo = eq(productos.estado, '1');

/**
 * For `.catch()` on a catalogue delete: the products' foreign keys (ON DELETE RESTRICT) refuse
 * deleting a brand, promotion or characteristic still in use; the caller gets 409 with `message`.
 */
export const enUso = (message: string) => (err: unknown) => {
  if (fromDatabase(err)?.status === 409) throw conflict(message);
  throw err;
};

/**
 * Price buckets on the discounted price, as the store's filter bar offers them:
 * 1 below 10.000; 2 from 10.000 to below 50.000; 3 from 50.000 to 100.000; 4 above 100.000.
 * (The original's exclusive bounds left exact 50.000 or 100.000 prices in no bucket.)
 * Use with `selectProductos` (it joins the promotion the discounted price reads).
 */
export const RANGOS_DE_PRECIO: Record<number, SQL | undefined> = {
  1: lt(precioFinal, 10_000),
  2: and(gte(precioFinal, 10_000), lt(precioFinal, 50_000)),
  3: and(gte(precioFinal, 50_000), lte(precioFinal, 100_000)),
  4: gt(precioFinal, 100_000),
};

const contiene = (expr: SQL | typeof productos.busqueda, text: string) =>
  sql`${expr} like ${likeContains(text, { escape: true })} escape '\\'`;

/**
 * A `q` with no word long enough for the index (lib/busqueda-productos.ts searches the others):
 * a case- and accent-insensitive substring of the product's name (its slug or the name
 * folded), of its brand's name, or of its promotion's name while that promotion is active.
 * Brand and promotion names are matched live through the joins, never from a copied text, so
 * renaming a brand or promotion can never leave the search stale.
 */
export function busquedaProductos(q: string): SQL | undefined {
  const plano = sinTildes(q).trim();
  if (!plano) return undefined;
  const enSlug = normalizar(q);
  return or(
    enSlug ? contiene(productos.busqueda, enSlug) : undefined,
    contiene(sinTildesSql(productos.nombre), plano),
    contiene(sinTildesSql(marcas.nombre), plano),
    and(eq(promociones.activo, 1), contiene(sinTildesSql(promociones.nombre), plano)),
  );
}

/** 'Descuento del día': an active promotion above 0 %. */
export const conDescuento = and(eq(promociones.activo, 1), gt(promociones.porcentaje, 0));
