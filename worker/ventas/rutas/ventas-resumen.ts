/**
 * `GET /api/ventas/resumen`: the admin's sales view (today, 7 or 30 Bogotá days). Every figure is
 * aggregated in SQL, in one batch of five statements, whatever the number of ventas and productos.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaResumen } from '../../../common/cuerpos/ventas';
import { addDays, bogotaNow } from '../../../common/fechas';
import type { ResumenVentas } from '../../../common/wire/resumen-ventas';
import { productos, ventaProductos, ventas as ventasT } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { inicioDia } from '../filtro-ventas';

/** Top productos shown. */
const TOP = 5;
/** Low-stock productos shown. */
const STOCK_BAJO = 10;
const pagada = eq(ventasT.status_pago, 'aprobado');
/** The Bogotá day of `created_at` (UTC-5, no daylight saving). */
const diaBogota = sql<string>`date(${ventasT.created_at}, '-5 hours')`;
const ingresosPagados = sql<number>`coalesce(sum(case when ${pagada} then ${ventasT.total} else 0 end), 0)`;

export const ventasResumen = new Hono<AppEnv>().get('/ventas/resumen', requireAdmin, async (c) => {
  const dias = Number(check(consultaResumen, await readInput(c)).dias);
  const hasta = bogotaNow(nowFor(c)).fecha;
  const desde = addDays(hasta, -(dias - 1));
  const ventana = and(gte(ventasT.created_at, inicioDia(desde)), lt(ventasT.created_at, inicioDia(addDays(hasta, 1))));
  const db = c.var.db;
  const [estados, porDia, [enviar], top, stockBajo] = await db.batch([
    db
      .select({ pago: ventasT.status_pago, entrega: ventasT.status_entrega, n: count(), ingresos: ingresosPagados })
      .from(ventasT)
      .where(ventana)
      .groupBy(ventasT.status_pago, ventasT.status_entrega),
    db
      .select({ fecha: diaBogota, ventas: count(), ingresos: ingresosPagados })
      .from(ventasT)
      .where(ventana)
      .groupBy(diaBogota),
    db
      .select({ n: count() })
      .from(ventasT)
      .where(and(inArray(ventasT.status_entrega, ['pendiente', 'preparando']), pagada)),
    db
      .select({
        producto_id: ventaProductos.producto_id,
        nombre_produto: sql<string>`max(${ventaProductos.nombre_produto})`,
        cantidad: sql<number>`sum(${ventaProductos.cantidad})`,
        ingresos: sql<number>`sum(${ventaProductos.total})`,
      })
      .from(ventaProductos)
      .innerJoin(ventasT, eq(ventasT.id, ventaProductos.venta_id))
      .where(and(ventana, pagada))
      .groupBy(sql`coalesce(${ventaProductos.producto_id}, ${ventaProductos.nombre_produto})`)
      .orderBy(desc(sum(ventaProductos.cantidad)), desc(sum(ventaProductos.total)))
      .limit(TOP),
    // active products with stock control at or under their low-stock threshold, fewest first: read
    // in order from the partial index productos_stock_bajo_idx (migration 0018); the unary + keeps
    // SQLite from taking the estado index instead and sorting every active product
    db
      .select({ id: productos.id, nombre: productos.nombre, stock: sql<number>`${productos.stock}` })
      .from(productos)
      .where(
        and(sql`+${productos.estado} = '1'`, isNotNull(productos.stock), lte(productos.stock, productos.stock_minimo)),
      )
      .orderBy(asc(productos.stock), asc(productos.id))
      .limit(STOCK_BAJO),
  ]);
  const por_pago: Record<string, number> = {};
  const por_entrega: Record<string, number> = {};
  let ventas = 0;
  let ingresos = 0;
  for (const e of estados) {
    por_pago[e.pago] = (por_pago[e.pago] ?? 0) + e.n;
    por_entrega[e.entrega] = (por_entrega[e.entrega] ?? 0) + e.n;
    ventas += e.n;
    ingresos += Number(e.ingresos);
  }
  const delDia = new Map(porDia.map((d) => [d.fecha, d]));
  const serie = Array.from({ length: dias }, (_, i) => {
    const fecha = addDays(desde, i);
    const d = delDia.get(fecha);
    return { fecha, ventas: d?.ventas ?? 0, ingresos: Number(d?.ingresos ?? 0) };
  });
  return succes<ResumenVentas>(
    c,
    {
      dias,
      desde,
      hasta,
      ingresos,
      ventas,
      pagadas: por_pago.aprobado ?? 0,
      por_pago,
      por_entrega,
      por_enviar: enviar?.n ?? 0,
      top_productos: top.map((t) => ({ ...t, cantidad: Number(t.cantidad), ingresos: Number(t.ingresos) })),
      serie,
      stock_bajo: stockBajo,
    },
    200,
  );
});
