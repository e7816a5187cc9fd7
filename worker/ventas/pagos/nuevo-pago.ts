/**
 * Paying a venta again (issue 21 item 5): after a declined, failed or abandoned pago (or a venta
 * vencida: decision 0021) the venta
 * gets a new Wompi reference (Wompi wants one per transaction): its first reference plus the
 * attempt number (`CS…-2`, `CS…-3`). The old references stay in `pago_referencias` and still
 * lead to the venta. The venta's units are apartados again, in the same batch, for
 * APARTADO_MINUTOS: a product sold out meanwhile answers 409 naming it, and nothing changes. The
 * venta keeps its amounts (its cupon's descuento too): the cupon's use is taken again in the same
 * batch, and a cupon used up meanwhile answers 409 as well (lib/cupones.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/conexion';
import { cupones } from '../../db/schema/cupones';
import { pagoReferencias, ventaProductos, ventas } from '../../db/schema/tienda';
import { nuevaVersion } from '../../db/versiones';
import { ApiError, causaDice, conflict, isUniqueViolation, notFound } from '../../plataforma/errors';
import { msg } from '../../textos';
import {
  apartarVenta,
  devolverUso,
  errorCupon,
  faltantes,
  isSinStock,
  liberarApartados,
  rechazoDelTrigger,
  tomarUso,
  venceDe,
} from '../../tienda';
import { cargarVenta, type Venta } from './ventas';

const msgPagos = msg.pagos;

/** Why the venta cannot be paid again, or null when it can. */
function impedimento(venta: Venta): string | null {
  if (venta.status_entrega === 'cancelado') return msgPagos.ventaCancelada;
  // paid in cash at the door (decision 0023): there is no pago to make again
  if (venta.metodo_pago === 'contra_entrega') return msgPagos.contraEntrega;
  if (venta.status_pago === 'aprobado' || venta.status_pago === 'anulado') return msgPagos.yaPagada;
  // a transaction Wompi reported as pending may still be approved: paying again would charge twice
  if (venta.status_pago === 'pendiente' && venta.transaccion_id) return msgPagos.pagoEnCurso;
  return null;
}

/** Gives the venta of `factura` a new reference and its apartados again; answers the venta as it is now. */
export async function nuevoPago(db: Db, factura: string, ahora: Date) {
  const porFactura = eq(ventas.factura, factura.toUpperCase());
  const cargada = await cargarVenta(db, porFactura);
  if (!cargada) throw notFound(msg.tienda.ventaNoEncontrada);
  const { venta, lineas } = cargada;
  const motivo = impedimento(venta);
  if (motivo) throw conflict(motivo);

  const [anteriores, cantidadesFilas] = await db.batch([
    db
      .select({ reference: pagoReferencias.reference })
      .from(pagoReferencias)
      .where(eq(pagoReferencias.venta_id, venta.id))
      .orderBy(asc(pagoReferencias.numero)),
    db
      .select({ producto_id: ventaProductos.producto_id, cantidad: ventaProductos.cantidad })
      .from(ventaProductos)
      .where(eq(ventaProductos.venta_id, venta.id)),
  ]);
  const numero = anteriores.length + 2;
  const reference = `${anteriores[0]?.reference ?? venta.reference}-${numero}`;
  try {
    await db.batch([
      db
        .update(ventas)
        .set({
          reference,
          status_pago: 'pendiente',
          transaccion_id: null,
          vence_at: venceDe(ahora),
          updated_at: ahora.toISOString(),
        })
        .where(
          sql`${ventas.id} = ${venta.id} and ${ventas.reference} = ${venta.reference} and ${ventas.status_pago} = ${venta.status_pago}`,
        ),
      // reads the venta back as the update left it: NULL (refused: NOT NULL) when another request
      // changed it first, and the whole batch is rolled back
      db.insert(pagoReferencias).values({
        venta_id: sql`(select ${ventas.id} from ${ventas} where ${ventas.id} = ${venta.id} and ${ventas.reference} = ${reference})`,
        reference: venta.reference,
        numero: numero - 1,
      }),
      liberarApartados(db, venta.id),
      apartarVenta(db, sql`${venta.id}`, ahora),
      devolverUso(db, venta.id),
      tomarUso(db, sql`${venta.id}`, ahora),
      nuevaVersion(db, ['tienda']),
    ]);
  } catch (err) {
    const rechazo = rechazoDelTrigger(err);
    if (rechazo) throw errorCupon(rechazo, await codigoDe(db, venta.cupon_id));
    if (isSinStock(err)) {
      const cantidades = new Map<number, number>();
      for (const l of cantidadesFilas) if (l.producto_id !== null) cantidades.set(l.producto_id, l.cantidad);
      const cortos = await faltantes(db, cantidades, ahora);
      const detalle = cortos.join(' ') || msg.tienda.stock.sinUnidadesGeneral;
      throw new ApiError(409, 'sin_stock', msgPagos.sinUnidades(detalle), { productos: cortos });
    }
    if (isUniqueViolation(err, 'pago_referencias.reference') || otraVezCambiada(err))
      throw conflict(msgPagos.otroIntento);
    throw err;
  }
  const vence_at = venceDe(ahora);
  return {
    venta: { ...venta, reference, status_pago: 'pendiente', transaccion_id: null, vence_at } satisfies Venta,
    lineas,
  };
}

/** The code of the venta's cupon, for the refusal's message. */
async function codigoDe(db: Db, cuponId: number | null) {
  const [fila] = await db
    .select({ codigo: cupones.codigo })
    .from(cupones)
    .where(eq(cupones.id, cuponId ?? 0));
  return fila?.codigo ?? '';
}

/** The guarded insert refused: another request changed the venta between the read and the batch. */
const otraVezCambiada = (err: unknown) => causaDice(err, /NOT NULL constraint failed: pago_referencias\.venta_id/);
