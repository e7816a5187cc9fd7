/**
 * What `producto/index` adds for finding products (issue 33 item 6): its orders and the facet
 * counts of the current filter.
 *
 * Facets: `marca` and `caracteristica` count the products per brand and characteristic;
 * `categoria` counts them per price group of the filter bar (the store has no category apart
 * from its characteristic: schema.org's `category` is `nombre_caract`, worker/paginas/cabecera.ts).
 * The usual facet rule: a group's own selection does not narrow its own counts (with `marca=3`,
 * `facetas.marca` still counts every brand under the other filters, so the buyer sees what adding
 * one more brand would give), while every other group's selection does. Values with no product
 * are left out; each list is sorted by name (price groups by their order).
 */
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { catalogo } from '../../common/textos/catalogo';
import type { FacetasProductos } from '../../common/wire/productos';
import type { Db } from '../db/conexion';
import { ventasProductosPorDia } from '../db/schema/resumen-ventas';
import { caracteristicas, marcas, productos, promociones } from '../db/schema/tienda';
import { precioFinal } from './producto';

/** The filter of a `producto/index` call split by group, so that a facet can leave its own out. */
export type Partes = {
  /** what every count keeps: active only, `estado`, the search */
  base: SQL | undefined;
  marca: SQL | undefined;
  caracteristica: SQL | undefined;
  precio: SQL | undefined;
  descuento: SQL | undefined;
  /** `base` reads the brand's and the promotion's names (a search too short for the index) */
  leeNombres: boolean;
};

/** The price group (1..4) of `RANGOS_DE_PRECIO` a product falls in. */
const rango = sql<number>`case when ${precioFinal} < 10000 then 1 when ${precioFinal} < 50000 then 2 when ${precioFinal} <= 100000 then 3 else 4 end`;

/** The three counts in one round trip; each query joins the promotion only when it reads it. */
export async function facetasDe(db: Db, p: Partes): Promise<FacetasProductos> {
  const n = sql<number>`count(*)`.mapWith(Number);
  const conPromocion = (sinEsta: 'precio' | 'descuento' | null) =>
    p.leeNombres || (sinEsta !== 'precio' && Boolean(p.precio)) || (sinEsta !== 'descuento' && Boolean(p.descuento));

  let porMarca = db
    .select({ id: marcas.id, nombre: marcas.nombre, n })
    .from(productos)
    .innerJoin(marcas, eq(marcas.id, productos.id_marca))
    .$dynamic();
  if (conPromocion(null)) porMarca = porMarca.leftJoin(promociones, eq(promociones.id, productos.id_promocion));

  let porCaracteristica = db
    .select({ id: caracteristicas.id, nombre: caracteristicas.nombre, n })
    .from(productos)
    .innerJoin(caracteristicas, eq(caracteristicas.id, productos.id_caract))
    .$dynamic();
  if (p.leeNombres) porCaracteristica = porCaracteristica.leftJoin(marcas, eq(marcas.id, productos.id_marca));
  if (conPromocion(null))
    porCaracteristica = porCaracteristica.leftJoin(promociones, eq(promociones.id, productos.id_promocion));

  let porRango = db
    .select({ id: rango.as('rango'), n })
    .from(productos)
    .leftJoin(promociones, eq(promociones.id, productos.id_promocion))
    .$dynamic();
  if (p.leeNombres) porRango = porRango.leftJoin(marcas, eq(marcas.id, productos.id_marca));

  const [m, c, r] = await db.batch([
    porMarca
      .where(and(p.base, p.caracteristica, p.precio, p.descuento))
      .groupBy(marcas.id)
      .orderBy(asc(marcas.nombre), asc(marcas.id)),
    porCaracteristica
      .where(and(p.base, p.marca, p.precio, p.descuento))
      .groupBy(caracteristicas.id)
      .orderBy(asc(caracteristicas.nombre), asc(caracteristicas.id)),
    porRango
      .where(and(p.base, p.marca, p.caracteristica, p.descuento))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  return {
    marca: m,
    caracteristica: c,
    categoria: r.map((x) => ({ id: Number(x.id), nombre: catalogo.rangos[Number(x.id)] ?? '', n: x.n })),
  };
}

/** Days of sales `mas_vendidos` reads (Bogotá days of `ventas_productos_por_dia`, migration 0028). */
export const DIAS_MAS_VENDIDOS = 90;

/**
 * Units sold per product over the last `DIAS_MAS_VENDIDOS` days: a read of the per-day sums (a
 * range of their primary key), never of the ventas, whatever their number.
 */
export function vendidos(db: Db, ahora: Date) {
  const desde = new Date(ahora.getTime() - 5 * 3_600_000 - DIAS_MAS_VENDIDOS * 86_400_000).toISOString().slice(0, 10);
  return db
    .select({
      producto_id: ventasProductosPorDia.producto_id,
      unidades: sql<number>`sum(${ventasProductosPorDia.cantidad})`.as('unidades'),
    })
    .from(ventasProductosPorDia)
    .where(gte(ventasProductosPorDia.fecha, desde))
    .groupBy(ventasProductosPorDia.producto_id)
    .as('vendidos');
}

/** ORDER BY of an `orden` other than the default (`unidades`: the `vendidos` join's column). */
export function ordenSql(orden: string, unidades?: unknown): SQL[] {
  switch (orden) {
    case 'precio_asc':
      return [asc(precioFinal), asc(productos.id)];
    case 'precio_desc':
      return [desc(precioFinal), asc(productos.id)];
    case 'mas_vendidos':
      return [sql`coalesce(${unidades}, 0) desc`, asc(productos.id)];
    default:
      // 'recientes' and 'nuevos': the newest product has the highest id
      return [desc(productos.id)];
  }
}
