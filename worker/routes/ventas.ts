import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Pagina } from '../../common/wire/sobre';
import {
  type ConsultaVenta,
  ESTADOS_ENTREGA,
  type EstadoEntrega,
  type LineaVenta,
  type VentaAdmin,
} from '../../common/wire/ventas';
import { ventaProductos, ventas as ventasT } from '../db/schema/tienda';
import type { AppEnv } from '../env';
import { requireAdmin } from '../lib/auth';
import { readInput } from '../lib/body';
import { nuevaVersion } from '../lib/cache';
import { devolverPorCancelacion } from '../lib/cupones';
import { conflict, notFound } from '../lib/errors';
import { camposFiltro, conRango, dondeVentas } from '../lib/filtro-ventas';
import { consulta, escritura } from '../lib/politica';
import { succes } from '../lib/respond';
import { liberarPorCancelacion } from '../lib/stock';
import { clientIp, throttle } from '../lib/throttle';
import { check, email, entero, id, texto } from '../lib/validate';
import { msg } from '../messages';
import { cargarVenta, desgloseVenta, lineaColumns, textoEntrega, textoPago, ventaAdmin } from '../pagos/ventas';

const msgTienda = msg.tienda;
const msgVentas = msg.ventas;

/** Where each delivery status can be reached from. Preparing and shipping need a paid order. */
const DESDE: Record<EstadoEntrega, EstadoEntrega[]> = {
  pendiente: [],
  preparando: ['pendiente'],
  enviado: ['preparando'],
  entregado: ['enviado'],
  cancelado: ['pendiente', 'preparando'],
};

const factura = () => z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), texto('factura', { max: 40 }));

const statusSchema = z
  .object({
    id: id().optional(),
    factura: factura().optional(),
    status_entrega: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(ESTADOS_ENTREGA, { error: msgTienda.estadoEntregaInvalido }),
    ),
    // status_pago is never read: only the provider's events change it
  })
  .refine((v) => v.id !== undefined || v.factura !== undefined, { error: msgTienda.ventaObligatoria, path: ['id'] });

const consultaSchema = z.object({ factura: factura(), email: email() });

/** Sort keys of the list: `fecha` (created_at), `total`, `estado` (delivery, in the order it moves). */
const ORDENES = ['fecha', 'total', 'estado'] as const;

const listaSchema = conRango(
  z.object({
    ...camposFiltro,
    orden: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ORDENES, { error: msgVentas.ordenInvalido }).default('fecha'),
    ),
    dir: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(['asc', 'desc'], { error: msgVentas.direccionInvalida }).default('desc'),
    ),
    page: entero('page', { min: 1, max: 100_000 }).optional(),
    limit: entero('limit', { min: 1, max: 100 }).optional(),
  }),
);

/** The delivery statuses in the order an order moves through them (cancelado last). */
const pasoEntrega = sql`case ${ventasT.status_entrega} when 'pendiente' then 0 when 'preparando' then 1 when 'enviado' then 2 when 'entregado' then 3 else 4 end`;

/** ORDER BY of the list; ties go newest first, then by id, so pages never overlap. */
function ordenLista(orden: (typeof ORDENES)[number], dir: 'asc' | 'desc') {
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
    const f = check(listaSchema, await readInput(c));
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
    const [rows, [{ total }]] = await db.batch([
      todos.limit(limit).offset((page - 1) * limit),
      db.select({ total: count() }).from(ventasT).where(where),
    ]);
    return c.json({ succes: rows.map(ventaAdmin), total, page, limit } satisfies Pagina<VentaAdmin>, 200);
  })
  /** Staff: the lines of one invoice (an order always has at least one). */
  .post('/ventas/index/productos', consulta, requireAdmin, async (c) => {
    const input = check(z.object({ factura: factura() }), await readInput(c));
    const lineas = await c.var.db
      .select(lineaColumns)
      .from(ventaProductos)
      .innerJoin(ventasT, eq(ventasT.id, ventaProductos.venta_id))
      .where(eq(ventasT.factura, input.factura))
      .orderBy(ventaProductos.id);
    if (!lineas.length) throw notFound(msgTienda.ventaNoEncontrada);
    return succes<LineaVenta[]>(c, lineas, 200);
  })
  /** Staff: moves the delivery status one step (or cancels); the payment status is never set here. */
  .post('/ventas/update/status', escritura([]), requireAdmin, async (c) => {
    const input = check(statusSchema, await readInput(c));
    const destino = input.status_entrega;
    const cual = input.id !== undefined ? eq(ventasT.id, input.id) : eq(ventasT.factura, input.factura ?? '');
    const db = c.var.db;
    const cambiar = db
      .update(ventasT)
      .set({ status_entrega: destino, updated_at: new Date().toISOString() })
      .where(
        and(
          cual,
          inArray(ventasT.status_entrega, DESDE[destino]),
          destino === 'cancelado' ? undefined : eq(ventasT.status_pago, 'aprobado'),
        ),
      )
      .returning();
    // a cancelled order frees its apartados and gives its cupon's use back in the same batch
    // (lib/stock.ts, lib/cupones.ts): the catalogue's cached reads go stale (cancelling is rare)
    const [cambiada] = !DESDE[destino].length
      ? []
      : destino === 'cancelado'
        ? (
            await db.batch([
              cambiar,
              liberarPorCancelacion(db, cual),
              devolverPorCancelacion(db, cual),
              nuevaVersion(db, ['tienda']),
            ])
          )[0]
        : await cambiar;
    if (cambiada) return succes<VentaAdmin>(c, ventaAdmin(cambiada), 200);

    // nothing moved: say why
    const [venta] = await db.select().from(ventasT).where(cual).limit(1);
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    if (venta.status_entrega === destino) return succes<VentaAdmin>(c, ventaAdmin(venta), 200);
    if (DESDE[destino].includes(venta.status_entrega as EstadoEntrega) && venta.status_pago !== 'aprobado')
      throw conflict(msgTienda.ventaSinPagar(textoPago(venta.status_pago)));
    throw conflict(msgTienda.transicionInvalida(textoEntrega(venta.status_entrega), textoEntrega(destino)));
  })
  /** Public: a buyer's order by invoice and e-mail (both must match), throttled against guessing. */
  .get('/ventas/consulta', async (c) => {
    await throttle(c, `consulta:${clientIp(c)}`, 10, 600);
    const input = check(consultaSchema, await readInput(c));
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
        ...desgloseVenta(venta),
        ciudad: venta.ciudad,
        vendedor: { nit: venta.vendedor_nit, razon_social: venta.vendedor_razon_social },
        created_at: venta.created_at,
        productos: lineas,
      },
      200,
    );
  });
