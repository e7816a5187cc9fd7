import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { z } from 'zod';
import type { schema } from '../db/schema';
import { pagoEventos, ventaProductos, ventas } from '../db/schema/tienda';
import { nuevaVersion } from '../lib/cache';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { queueMail } from '../lib/mail';
import { liberarApartados, lineasConStock, venderVenta } from '../lib/stock';
import { msg } from '../messages';
import { checksumEvento, mismoChecksum } from './firmas';
import { estadoPago, type ProveedorDePagos, type Transaccion } from './provider';
import { correoFactura, lineaColumns } from './ventas';

type Db = DrizzleD1Database<typeof schema>;
const msgTienda = msg.tienda;

const eventoSchema = z.object({
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()),
  signature: z.object({
    properties: z.array(z.string().min(1).max(100)).min(1).max(20),
    checksum: z.string().max(128).optional(),
  }),
  timestamp: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)]),
});

const transaccionSchema = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  status: z.string().max(30),
  reference: z.string().min(1).max(100),
  amount_in_cents: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  currency: z.string().max(10).optional(),
});

/** Wompi's `timestamp` is in seconds; `evento_at` keeps milliseconds. */
const aMilisegundos = (ts: number | string) => {
  const n = Number(ts);
  return n < 1e12 ? n * 1000 : n;
};

/**
 * THE verification path of a provider event (webhook and local sandbox alike): checks the
 * checksum with the events secret, then applies `transaction.updated` to its order.
 * A bad checksum is 401 and changes nothing; other event types are accepted and ignored.
 */
export async function procesarEvento(
  db: Db,
  provider: ProveedorDePagos,
  body: unknown,
  opts: { cabecera?: string; appUrl?: string } = {},
) {
  const parsed = eventoSchema.safeParse(body);
  if (!parsed.success) throw badRequest(msgTienda.eventoInvalido);
  const evento = parsed.data;
  const recibido = evento.signature.checksum || opts.cabecera;
  const esperado = await checksumEvento(evento, provider.eventsSecret);
  if (!recibido || !esperado || !mismoChecksum(esperado, recibido))
    throw new ApiError(401, 'invalid_signature', msgTienda.firmaInvalida);
  if (evento.event !== 'transaction.updated') return { cambio: false };
  const tx = transaccionSchema.safeParse((evento.data as { transaction?: unknown }).transaction);
  if (!tx.success) throw badRequest(msgTienda.eventoInvalido);
  return aplicarTransaccion(db, tx.data, {
    checksum: esperado,
    eventoAt: aMilisegundos(evento.timestamp),
    appUrl: opts.appUrl,
  });
}

/**
 * Applies what the provider says about a transaction to its order (by reference), once:
 * the amount must be the order's, a final status never moves, an older event never wins.
 * The conditional status change, the event row (unique checksum) and, when it becomes
 * approved, the invoice e-mail go in one batch: all or nothing.
 */
export async function aplicarTransaccion(
  db: Db,
  tx: Transaccion,
  opts: { checksum: string; eventoAt: number; appUrl?: string },
) {
  const estado = estadoPago(tx.status);
  if (!estado) throw new ApiError(422, 'unknown_status', msgTienda.estadoPagoDesconocido);
  const [filas, lineas, conStock] = await db.batch([
    db
      .select()
      .from(ventas)
      .where(or(eq(ventas.reference, tx.reference), eq(ventas.transaccion_id, tx.id))),
    db
      .select(lineaColumns)
      .from(ventaProductos)
      .innerJoin(ventas, eq(ventas.id, ventaProductos.venta_id))
      .where(eq(ventas.reference, tx.reference))
      .orderBy(ventaProductos.id),
    lineasConStock(db, eq(ventas.reference, tx.reference)),
  ]);
  const venta = filas.find((v) => v.reference === tx.reference);
  if (!venta) throw notFound(msgTienda.referenciaDesconocida);
  if (filas.some((v) => v.id !== venta.id)) throw conflict(msgTienda.transaccionDeOtraVenta);
  if (tx.amount_in_cents !== venta.total * 100 || (tx.currency && tx.currency !== 'COP'))
    throw new ApiError(422, 'amount_mismatch', msgTienda.montoNoCoincide);

  const { eventoAt } = opts;
  const evento = {
    venta_id: venta.id,
    transaccion_id: tx.id,
    status: tx.status,
    checksum: opts.checksum,
    evento_at: eventoAt,
  };
  const registrarSolo = async () => {
    await db.insert(pagoEventos).values(evento);
    return { cambio: false };
  };
  try {
    // already final, or older than what was applied: recorded for the audit, nothing moves
    if (venta.status_pago !== 'pendiente' || (venta.evento_at !== null && venta.evento_at > eventoAt))
      return await registrarSolo();
    const cambiar = db
      .update(ventas)
      .set({ status_pago: estado, transaccion_id: tx.id, evento_at: eventoAt, updated_at: new Date().toISOString() })
      .where(
        and(
          eq(ventas.id, venta.id),
          eq(ventas.status_pago, 'pendiente'),
          or(isNull(ventas.evento_at), lte(ventas.evento_at, eventoAt)),
        ),
      );
    // The event row reads its transaction id back from the order as this update left it: when a
    // concurrent event won the race the update matched nothing, the value is NULL, the NOT NULL
    // column refuses it and the whole batch (invoice e-mail included) is rolled back.
    const registrar = db.insert(pagoEventos).values({
      ...evento,
      transaccion_id: sql`(select ${ventas.transaccion_id} from ${ventas} where ${ventas.id} = ${venta.id}
        and ${ventas.status_pago} = ${estado} and ${ventas.evento_at} = ${eventoAt} and ${ventas.transaccion_id} = ${tx.id})`,
    });
    // the stock follows in the same batch: approved, the apartados become a sale (what is available
    // does not change); otherwise they are released and the catalogue's cached reads go stale
    if (estado === 'aprobado')
      await db.batch([
        cambiar,
        registrar,
        queueMail(db, correoFactura(venta, lineas, opts.appUrl)),
        ...venderVenta(db, venta.id, conStock, opts.appUrl),
      ]);
    else if (estado === 'pendiente' || !conStock.length) await db.batch([cambiar, registrar]);
    else await db.batch([cambiar, registrar, liberarApartados(db, venta.id), nuevaVersion(db, ['tienda'])]);
    return { cambio: venta.status_pago !== estado };
  } catch (err) {
    // the same event again (a provider retry, a replay): already recorded, nothing changes
    if (isUniqueViolation(err, 'pago_eventos.checksum')) return { cambio: false };
    if (carreraPerdida(err)) return registrarSolo().catch(() => ({ cambio: false }));
    throw err;
  }
}

/** The guarded event insert of `aplicarTransaccion` refused: another event changed the order first. */
function carreraPerdida(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e instanceof Error && i < 4; e = e.cause, i++)
    if (/NOT NULL constraint failed: pago_eventos\.transaccion_id/.test(e.message)) return true;
  return false;
}
