/**
 * `GET /api/producto/historial?id=`: the historial of a producto (lib/historial-producto.ts writes
 * it), for admins: who changed what and when, the newest change first, paged (`page`, `limit`).
 */
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaHistorial } from '../../../common/cuerpos/productos';
import type { CambioProducto } from '../../../common/wire/producto-historial';
import type { Pagina } from '../../../common/wire/sobre';
import { productoHistorial } from '../../db/schema/producto-historial';
import { productos } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';

export const historialProducto = new Hono<AppEnv>().get('/producto/historial', requireAdmin, async (c) => {
  const { id: productoId, page = 1, limit = 20 } = check(consultaHistorial, await readInput(c));
  const db = c.var.db;
  const delProducto = eq(productoHistorial.producto_id, productoId);
  const [producto, filas, [{ total }]] = await db.batch([
    db.select({ id: productos.id }).from(productos).where(eq(productos.id, productoId)),
    db
      .select()
      .from(productoHistorial)
      .where(delProducto)
      .orderBy(desc(productoHistorial.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(productoHistorial).where(delProducto),
  ]);
  // a producto that no longer exists still has its historial
  if (!producto.length && total === 0) throw notFound(msg.tienda.productoNoEncontrado);
  return c.json({ succes: filas as CambioProducto[], total, page, limit } satisfies Pagina<CambioProducto>, 200);
});
