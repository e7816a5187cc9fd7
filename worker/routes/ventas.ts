import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ventaProductos, ventas as ventasT } from '../db/schema';
import type { AppEnv } from '../env';
import { requireStaff } from '../lib/auth';
import { readInput } from '../lib/body';
import { conflict, notFound } from '../lib/errors';
import { succes } from '../lib/respond';
import { clientIp, throttle } from '../lib/throttle';
import { check, email, id, texto } from '../lib/validate';
import { msg } from '../messages';
import {
  cargarPedido,
  ESTADOS_ENTREGA,
  type EstadoEntrega,
  lineaColumns,
  pedidoAdmin,
  textoEntrega,
  textoPago,
} from '../payments/pedidos';

const t = msg.tienda;

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
      z.enum(ESTADOS_ENTREGA, { error: t.estadoEntregaInvalido }),
    ),
    // status_pago is never read: only the provider's events change it
  })
  .refine((v) => v.id !== undefined || v.factura !== undefined, { error: t.pedidoObligatorio, path: ['id'] });

const consultaSchema = z.object({ factura: factura(), email: email() });

export const ventas = new Hono<AppEnv>()
  /** Staff: every order, newest first. */
  .get('/ventas/index', requireStaff, async (c) => {
    const rows = await c.var.db.select().from(ventasT).orderBy(desc(ventasT.created_at), desc(ventasT.id));
    return succes(c, rows.map(pedidoAdmin), 200);
  })
  /** Staff: the lines of one invoice (an order always has at least one). */
  .post('/ventas/index/productos', requireStaff, async (c) => {
    const input = check(z.object({ factura: factura() }), await readInput(c));
    const lineas = await c.var.db
      .select(lineaColumns)
      .from(ventaProductos)
      .innerJoin(ventasT, eq(ventasT.id, ventaProductos.venta_id))
      .where(eq(ventasT.factura, input.factura))
      .orderBy(ventaProductos.id);
    if (!lineas.length) throw notFound(t.pedidoNoEncontrado);
    return succes(c, lineas, 200);
  })
  /** Staff: moves the delivery status one step (or cancels); the payment status is never set here. */
  .post('/ventas/update/status', requireStaff, async (c) => {
    const input = check(statusSchema, await readInput(c));
    const destino = input.status_entrega;
    const cual = input.id !== undefined ? eq(ventasT.id, input.id) : eq(ventasT.factura, input.factura ?? '');
    const db = c.var.db;
    const [cambiada] = DESDE[destino].length
      ? await db
          .update(ventasT)
          .set({ status_entrega: destino, updated_at: new Date().toISOString() })
          .where(
            and(
              cual,
              inArray(ventasT.status_entrega, DESDE[destino]),
              destino === 'cancelado' ? undefined : eq(ventasT.status_pago, 'aprobado'),
            ),
          )
          .returning()
      : [];
    if (cambiada) return succes(c, pedidoAdmin(cambiada), 200);

    // nothing moved: say why
    const [venta] = await db.select().from(ventasT).where(cual).limit(1);
    if (!venta) throw notFound(t.pedidoNoEncontrado);
    if (venta.status_entrega === destino) return succes(c, pedidoAdmin(venta), 200);
    if (DESDE[destino].includes(venta.status_entrega as EstadoEntrega) && venta.status_pago !== 'aprobado')
      throw conflict(t.pedidoSinPagar(textoPago(venta.status_pago)));
    throw conflict(t.transicionInvalida(textoEntrega(venta.status_entrega), textoEntrega(destino)));
  })
  /** Public: a buyer's order by invoice and e-mail (both must match), throttled against guessing. */
  .get('/ventas/consulta', async (c) => {
    await throttle(c, `consulta:${clientIp(c)}`, 10, 600);
    const input = check(consultaSchema, await readInput(c));
    const pedido = await cargarPedido(
      c.var.db,
      and(eq(ventasT.factura, input.factura), sql`lower(${ventasT.email}) = ${input.email}`) ?? sql`0`,
    );
    if (!pedido) throw notFound(t.consultaSinResultado);
    const { venta, lineas } = pedido;
    return succes(
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
