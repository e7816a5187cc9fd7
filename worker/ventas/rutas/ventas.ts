import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaVenta, type FiltrosVentas, filtrosVentas, lineasDeVenta } from '../../../common/cuerpos/ventas';
import type { Pagina } from '../../../common/wire/sobre';
import type { ConsultaVenta, DetalleVenta, LineaVenta, VentaAdmin } from '../../../common/wire/ventas';
import { ventas as ventasT } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { consulta } from '../../http/politica';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { cuentaVentas, dondeVentas } from '../filtro-ventas';
import { cargarVenta, desgloseVenta, textoEntrega, textoPago, ventaAdmin } from '../pagos/ventas';
import { seguimientoDe } from '../seguimiento';

const msgTienda = msg.tienda;

/** The delivery statuses in the order an order moves through them (cancelado last). */
const pasoEntrega = sql`case ${ventasT.status_entrega} when 'pendiente' then 0 when 'preparando' then 1 when 'enviado' then 2 when 'entregado' then 3 else 4 end`;

/** ORDER BY of the list; ties go newest first, then by id, so pages never overlap. */
function ordenLista(orden: FiltrosVentas['orden'], dir: 'asc' | 'desc') {
  const sentido = dir === 'asc' ? asc : desc;
  const desempate = [desc(ventasT.created_at), desc(ventasT.id)];
  if (orden === 'total') return [sentido(ventasT.total), ...desempate];
  if (orden === 'estado') return [sentido(pasoEntrega), ...desempate];
  return [sentido(ventasT.created_at), sentido(ventasT.id)];
}

export const ventas = new Hono<AppEnv>()
  /**
   * Staff: the orders, newest first unless `orden`/`dir` say otherwise, filtered by
   * lib/filtro-ventas.ts. Without `page`/`limit` every matching order (the original client's
   * whole table); with them one page plus `total`, `page` and `limit` (at most 100 rows).
   */
  .get('/ventas/index', requireAdmin, async (c) => {
    const f = check(filtrosVentas, await readInput(c));
    const where = dondeVentas(f);
    const db = c.var.db;
    const todos = db
      .select()
      .from(ventasT)
      .where(where)
      .orderBy(...ordenLista(f.orden, f.dir));
    if (f.page === undefined && f.limit === undefined)
      return succes<VentaAdmin[]>(c, (await todos).map(ventaAdmin), 200);

    const page = f.page ?? 1;
    const limit = f.limit ?? 50;
    const [rows, [{ total }]] = await db.batch([todos.limit(limit).offset((page - 1) * limit), cuentaVentas(db, f)]);
    return c.json({ succes: rows.map(ventaAdmin), total, page, limit } satisfies Pagina<VentaAdmin>, 200);
  })
  /**
   * Staff: the lines of one invoice (an order always has at least one) and, beside them, the venta:
   * its buyer's contact and address for the shipment and its amounts per tarifa (decision 0018).
   */
  .post('/ventas/index/productos', consulta, requireAdmin, async (c) => {
    const input = check(lineasDeVenta, await readInput(c));
    const detalle = await cargarVenta(c.var.db, eq(ventasT.factura, input.factura));
    if (!detalle?.lineas.length) throw notFound(msgTienda.ventaNoEncontrada);
    const { venta, lineas } = detalle;
    const respuesta: { succes: LineaVenta[]; venta: DetalleVenta } = {
      succes: lineas,
      venta: { ...ventaAdmin(venta), ...desgloseVenta(venta, lineas) },
    };
    return c.json(respuesta, 200);
  })
  /** Public: a buyer's order by invoice and e-mail (both must match), throttled against guessing. */
  .get('/ventas/consulta', async (c) => {
    await throttle(entornoDe(c), `consulta:${clientIp(c)}`, 10, 600);
    const input = check(consultaVenta, await readInput(c));
    const consulta = await cargarVenta(
      c.var.db,
      and(eq(ventasT.factura, input.factura), sql`lower(${ventasT.email}) = ${input.email}`) ?? sql`0`,
    );
    if (!consulta) throw notFound(msgTienda.consultaSinResultado);
    const { venta, lineas } = consulta;
    return succes<ConsultaVenta>(
      c,
      {
        factura: venta.factura,
        status_pago: venta.status_pago,
        status_pago_texto: textoPago(venta.status_pago),
        status_entrega: venta.status_entrega,
        status_entrega_texto: textoEntrega(venta.status_entrega),
        ...desgloseVenta(venta, lineas),
        ciudad: venta.ciudad,
        vendedor: { nit: venta.vendedor_nit, razon_social: venta.vendedor_razon_social },
        created_at: venta.created_at,
        productos: lineas,
        seguimiento: await seguimientoDe(c.var.db, venta),
      },
      200,
    );
  });
