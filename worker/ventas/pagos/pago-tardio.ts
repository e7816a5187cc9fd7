/**
 * An approved pago of a venta vencida (decision 0021): the comprador paid after the store released
 * her units. The units are held again in the approval's own batch, where trigger
 * `apartados_sin_exceso` decides: when they are all still there the pago is applied as any other
 * (the sale takes them from `stock`); when one ran out the batch is rolled back and the venta is
 * cancelled with its pago `reembolso_pendiente` (the money goes back, decision 0013), the comprador
 * and the admins e-mailed. Both batches are guarded as every event's is (eventos.ts): a lost race
 * rolls them back whole.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db/conexion';
import { pagoEventos, ventas } from '../../db/schema/tienda';
import { correoHtml } from '../../mensajes';
import { msg } from '../../textos';
import { apartarVenta, correoAAdmins, isSinStock, liberarApartados } from '../../tienda';
import { correoSi, insertarPaso } from '../entrega';
import type { DatosPaso } from '../paso';
import { RESULTADOS } from './resultados';
import type { Venta } from './ventas';

type Registro = typeof pagoEventos.$inferInsert;
type Opciones = { transaccion: string; eventoAt: number; ahora: Date; appUrl?: string };

/** Applies the approval `aprobar` (its statements) to the venta vencida, or refunds it when a unit is gone. */
export async function aprobarVencida(
  db: Db,
  venta: Venta,
  aprobar: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
  registro: Registro,
  opts: Opciones,
) {
  try {
    // its own apartados first (none, unless the cron has not purged them), then held again
    await db.batch([liberarApartados(db, venta.id), apartarVenta(db, sql`${venta.id}`, opts.ahora), ...aprobar]);
    return { cambio: true, resultado: RESULTADOS.aplicado };
  } catch (err) {
    if (!isSinStock(err)) throw err;
  }
  const momento = opts.ahora.toISOString();
  const llegada = sql`${ventas.status_entrega} = 'cancelado' and ${ventas.status_pago} = 'reembolso_pendiente'
    and ${ventas.transaccion_id} = ${opts.transaccion} and ${ventas.evento_at} = ${opts.eventoAt}`;
  const cancelado: DatosPaso = {
    tipo: 'entrega',
    anterior: 'pendiente',
    estado: 'cancelado',
    motivo: msg.pagos.tardioSinUnidades,
  };
  const reembolso: DatosPaso = { tipo: 'pago', anterior: 'vencido', estado: 'reembolso_pendiente' };
  const wompi = { por: 'wompi' } as const;
  await db.batch([
    db
      .update(ventas)
      .set({
        status_pago: 'reembolso_pendiente',
        status_entrega: 'cancelado',
        transaccion_id: opts.transaccion,
        evento_at: opts.eventoAt,
        updated_at: momento,
      })
      .where(and(eq(ventas.id, venta.id), eq(ventas.status_pago, 'vencido'), eq(ventas.status_entrega, 'pendiente'))),
    // NULL (refused: NOT NULL) when the update above matched nothing: the whole batch goes back
    db.insert(pagoEventos).values({
      ...registro,
      resultado: RESULTADOS.aplicado,
      transaccion_id: sql`(select ${ventas.transaccion_id} from ${ventas} where ${ventas.id} = ${venta.id} and ${llegada})`,
    }),
    insertarPaso(db, venta.id, cancelado, wompi, opts.ahora, llegada),
    insertarPaso(db, venta.id, reembolso, wompi, opts.ahora, llegada),
    correoSi(db, { ...venta, status_pago: 'reembolso_pendiente' }, cancelado, opts.appUrl, llegada),
    correoAdmins(db, venta, opts, llegada),
  ]);
  return { cambio: true, resultado: RESULTADOS.aplicado };
}

/** The admins' e-mail: a late pago to refund. */
function correoAdmins(db: Db, venta: Venta, opts: Opciones, llegada: SQL) {
  const correo = msg.pagos.correoTardio(venta.factura, opts.transaccion, `${opts.appUrl ?? ''}/panel/ecomerce/pedidos`);
  const siLlego = sql`exists (select 1 from ${ventas} where ${ventas.id} = ${venta.id} and ${llegada})`;
  return correoAAdmins(db, { ...correo, html: correoHtml([correo.texto]) }, siLlego);
}
