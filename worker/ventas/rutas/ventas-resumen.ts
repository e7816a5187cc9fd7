/**
 * `GET /api/ventas/resumen`: the admin's sales view (today, 7 or 30 Bogotá days). The counts,
 * revenue and top products come from the sums per day that triggers keep on every write (migration
 * 0028, db/schema/resumen-ventas.ts): a few rows a day for the counts and one per product sold that
 * day for the top products, whatever the number of ventas and lines.
 * One batch of five statements, none of which reads a venta.
 */
import { and, asc, between, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaResumen } from '../../../common/cuerpos/ventas';
import { addDays, bogotaNow } from '../../../common/fechas';
import type { ResumenVentas } from '../../../common/wire/resumen-ventas';
import { ventasPorDia, ventasProductosPorDia } from '../../db/schema/resumen-ventas';
import { productos } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';

/** Top productos shown. */
const TOP = 5;
/** Low-stock productos shown. */
const STOCK_BAJO = 10;
const ventasN = sql<number>`sum(${ventasPorDia.n})`;
const ingresosPagados = sql<number>`coalesce(sum(case when ${ventasPorDia.status_pago} = 'aprobado' then ${ventasPorDia.total} else 0 end), 0)`;
const unidades = sql<number>`sum(${ventasProductosPorDia.cantidad})`;
const pesos = sql<number>`sum(${ventasProductosPorDia.total})`;

export const ventasResumen = new Hono<AppEnv>().get('/ventas/resumen', requireAdmin, async (c) => {
  const dias = Number(check(consultaResumen, await readInput(c)).dias);
  const hasta = bogotaNow(nowFor(c)).fecha;
  const desde = addDays(hasta, -(dias - 1));
  const dia = between(ventasPorDia.fecha, desde, hasta);
  const db = c.var.db;
  const [estados, porDia, [enviar], top, stockBajo] = await db.batch([
    // a pair of statuses no venta has any more keeps a row of zeros: left out
    db
      .select({
        pago: ventasPorDia.status_pago,
        entrega: ventasPorDia.status_entrega,
        n: ventasN,
        ingresos: ingresosPagados,
      })
      .from(ventasPorDia)
      .where(dia)
      .groupBy(ventasPorDia.status_pago, ventasPorDia.status_entrega)
      .having(sql`${ventasN} > 0`),
    db
      .select({ fecha: ventasPorDia.fecha, ventas: ventasN, ingresos: ingresosPagados })
      .from(ventasPorDia)
      .where(dia)
      .groupBy(ventasPorDia.fecha),
    // paid and still to ship, of every day
    db
      .select({ n: sql<number>`coalesce(${ventasN}, 0)`.mapWith(Number) })
      .from(ventasPorDia)
      .where(
        and(
          inArray(ventasPorDia.status_entrega, ['pendiente', 'preparando']),
          eq(ventasPorDia.status_pago, 'aprobado'),
        ),
      ),
    db
      .select({
        producto_id: sql<number | null>`max(${ventasProductosPorDia.producto_id})`,
        nombre_produto: sql<string>`max(${ventasProductosPorDia.nombre_produto})`,
        cantidad: unidades,
        ingresos: pesos,
      })
      .from(ventasProductosPorDia)
      .where(between(ventasProductosPorDia.fecha, desde, hasta))
      .groupBy(ventasProductosPorDia.clave)
      .having(sql`${unidades} > 0`)
      .orderBy(desc(unidades), desc(pesos))
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
    const n = Number(e.n);
    por_pago[e.pago] = (por_pago[e.pago] ?? 0) + n;
    por_entrega[e.entrega] = (por_entrega[e.entrega] ?? 0) + n;
    ventas += n;
    ingresos += Number(e.ingresos);
  }
  const delDia = new Map(porDia.map((d) => [d.fecha, d]));
  const serie = Array.from({ length: dias }, (_, i) => {
    const fecha = addDays(desde, i);
    const d = delDia.get(fecha);
    return { fecha, ventas: Number(d?.ventas ?? 0), ingresos: Number(d?.ingresos ?? 0) };
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
