import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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
import { conflict, notFound } from '../lib/errors';
import { consulta, escritura } from '../lib/politica';
import { succes } from '../lib/respond';
import { liberarPorCancelacion } from '../lib/stock';
import { clientIp, throttle } from '../lib/throttle';
import { check, email, entero, id, texto, textoOpcional } from '../lib/validate';
import { msg } from '../messages';
import { ESTADOS_PAGO } from '../pagos/provider';
import { cargarVenta, lineaColumns, textoEntrega, textoPago, ventaAdmin } from '../pagos/ventas';

const msgTienda = msg.tienda;

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

/** `status_entrega=pendiente`, `pendiente,preparando` or repeated keys: a list of known codes. */
const codigos = <T extends string>(validos: readonly T[], message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim().toLowerCase());
    },
    z
      .array(z.enum(validos as [T, ...T[]], { error: message }), { error: message })
      .max(10, { error: message })
      .optional(),
  );

const listaSchema = z.object({
  /** the invoice's beginning (`CS-AB`) or the buyer's whole e-mail */
  q: textoOpcional('q', { max: 100 }),
  status_entrega: codigos(ESTADOS_ENTREGA, msgTienda.estadoEntregaInvalido),
  status_pago: codigos(Object.values(ESTADOS_PAGO), msgTienda.estadoPagoInvalido),
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: 100 }).optional(),
});

/**
 * `q` with an @ is the buyer's e-mail (exact, any case: `ventas_email_idx`); otherwise the start
 * of the invoice code, any case, read as a range on `ventas_factura_uq` (codes are upper-case ASCII).
 */
function busquedaVenta(q: string) {
  const texto = q.trim();
  if (!texto) return undefined;
  if (texto.includes('@')) return eq(ventasT.email, texto.toLowerCase());
  const prefijo = texto.toUpperCase();
  return and(gte(ventasT.factura, prefijo), lt(ventasT.factura, `${prefijo}\uffff`));
}

export const ventas = new Hono<AppEnv>()
  /**
   * Staff: the orders, newest first. Without `page`/`limit` every matching order (the original
   * client's whole table); with them one page plus `total`, `page` and `limit` (at most 100 rows).
   */
  .get('/ventas/index', requireAdmin, async (c) => {
    const f = check(listaSchema, await readInput(c));
    const where = and(
      f.q ? busquedaVenta(f.q) : undefined,
      f.status_entrega ? inArray(ventasT.status_entrega, f.status_entrega) : undefined,
      f.status_pago ? inArray(ventasT.status_pago, f.status_pago) : undefined,
    );
    const db = c.var.db;
    const todos = db.select().from(ventasT).where(where).orderBy(desc(ventasT.created_at), desc(ventasT.id));
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
    // a cancelled order frees its apartados in the same batch (lib/stock.ts): the catalogue's cached
    // reads go stale (cancelling is rare)
    const [cambiada] = !DESDE[destino].length
      ? []
      : destino === 'cancelado'
        ? (await db.batch([cambiar, liberarPorCancelacion(db, cual), nuevaVersion(db, ['tienda'])]))[0]
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
        total: venta.total,
        created_at: venta.created_at,
        productos: lineas,
      },
      200,
    );
  });
