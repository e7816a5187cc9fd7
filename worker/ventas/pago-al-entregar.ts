/**
 * «Pagado al entregar» (issue 33 item 2, docs/decisions/0023-pago-contra-entrega.md): staff record
 * that a venta contra entrega reached its comprador and how much cash was received. In one batch:
 * the pago `aprobado` and the entrega `entregado` (guarded by the statuses read), the amount
 * received, the two steps, the comprador's receipt, and what an approved Wompi pago does to stock
 * and cupon (its held units leave `stock`, its use counts for good). From then, and only then, the
 * venta counts as revenue (the sums of migration 0028 count `aprobado` alone).
 *
 * Two staff at once: the steps are unique per (venta, tipo, estado), so the second batch is rolled
 * back whole (no second step, receipt or stock movement) and its request answers the venta as the
 * first left it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { cop } from '../../common/dinero';
import type { Db } from '../db/conexion';
import { ventaPasos } from '../db/schema/entrega';
import { mailOutbox } from '../db/schema/mail';
import { ventaProductos, ventas } from '../db/schema/tienda';
import { causaDice, isUniqueViolation } from '../plataforma/errors';
import { msg } from '../textos';
import { confirmarUso, lineasConStock, venderVenta } from '../tienda';
import { filaSi, insertarPaso, nombreAdmin } from './entrega';
import { correoFactura, lineaColumns, type Venta } from './pagos/ventas';
import type { DatosPaso } from './paso';

/** Records the cash `recibido` for `venta` (as read); answers the venta as it is now, or null when another request did first. */
export async function pagarAlEntregar(
  db: Db,
  venta: Venta,
  recibido: number,
  opts: { adminId: number; ahora: Date; appUrl?: string },
) {
  const esta = eq(ventas.id, venta.id);
  const [conStock, lineas] = await db.batch([
    lineasConStock(db, esta),
    db
      .select(lineaColumns)
      .from(ventaProductos)
      .where(eq(ventaProductos.venta_id, venta.id))
      .orderBy(ventaProductos.id),
  ]);
  const autor = { por: 'admin', adminId: opts.adminId } as const;
  const llegada = sql`${ventas.status_pago} = 'aprobado' and ${ventas.status_entrega} = 'entregado'`;
  const momento = opts.ahora.toISOString();
  // the pago's step reads its venta back as the update left it: NULL (refused: NOT NULL) when the
  // update matched nothing, and the whole batch, stock and apartados included, is rolled back
  const pago = db.insert(ventaPasos).values({
    venta_id: sql`(select ${ventas.id} from ${ventas} where ${esta} and ${llegada} and ${ventas.updated_at} = ${momento})`,
    tipo: 'pago',
    anterior: 'contra_entrega',
    estado: 'aprobado',
    por: 'admin',
    admin_id: opts.adminId,
    admin_nombre: nombreAdmin(opts.adminId),
    nota: msg.entrega.recibidoNota(cop(recibido)),
    created_at: momento,
  });
  const entrega: DatosPaso = { tipo: 'entrega', anterior: venta.status_entrega, estado: 'entregado' };
  const pagada = { ...venta, status_pago: 'aprobado', status_entrega: 'entregado', recibido };
  const correo = correoFactura(pagada, lineas, opts.appUrl);
  const cambiar = db
    .update(ventas)
    .set({
      status_pago: 'aprobado',
      status_entrega: 'entregado',
      recibido,
      updated_at: momento,
    })
    .where(and(esta, eq(ventas.status_pago, 'contra_entrega'), eq(ventas.status_entrega, venta.status_entrega)))
    .returning();
  try {
    const [cambiadas] = await db.batch([
      cambiar,
      pago,
      insertarPaso(db, venta.id, entrega, autor, opts.ahora, llegada),
      filaSi(
        db,
        mailOutbox,
        { id: sql`null`, para: correo.para, asunto: correo.asunto, texto: correo.texto, html: correo.html ?? '' },
        venta.id,
        llegada,
      ),
      ...venderVenta(db, venta.id, conStock, opts.appUrl),
      confirmarUso(db, venta.id, opts.ahora),
    ]);
    return cambiadas[0] ?? null;
  } catch (err) {
    // another request recorded it first (the unique step) or changed the venta meanwhile (NULL)
    if (
      isUniqueViolation(err, 'venta_pasos.venta_id') ||
      causaDice(err, /NOT NULL constraint failed: venta_pasos\.venta_id/)
    )
      return null;
    throw err;
  }
}
