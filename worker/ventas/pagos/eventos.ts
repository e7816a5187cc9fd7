import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { eventoWompi, transaccionWompi } from '../../../common/cuerpos/pagos';
import type { Db } from '../../db/conexion';
import { pagoEventos, ventaProductos, ventas } from '../../db/schema/tienda';
import { nuevaVersion } from '../../db/versiones';
import { correoHtml, queueMail } from '../../mensajes';
import { ApiError, badRequest, causaDice, isUniqueViolation } from '../../plataforma/errors';
import { msg } from '../../textos';
import { confirmarUso, correoAAdmins, devolverUso, liberarApartados, lineasConStock, venderVenta } from '../../tienda';
import { correoSi, insertarPaso } from '../entrega';
import { checksumEvento, mismoChecksum, valorEn } from './firmas';
import { aprobarVencida } from './pago-tardio';
import type { ProveedorDePagos, Transaccion } from './proveedor';
import { estadoPago } from './provider';
import { decidir, dentroDeVentana, mismasPropiedades, RESULTADOS, type Resultado } from './resultados';
import { correoFactura, lineaColumns, type Venta, ventaDeReferencia } from './ventas';

const msgTienda = msg.tienda;

/** Wompi's `timestamp` is in seconds; `evento_at` keeps milliseconds. */
const aMilisegundos = (ts: number | string) => {
  const n = Number(ts);
  return n < 1e12 ? n * 1000 : n;
};

type Registro = typeof pagoEventos.$inferInsert;

/** Records an event that changed nothing; the same event again (same checksum) is not recorded twice. */
const registrarSinEfecto = async (db: Db, registro: Registro, resultado: Resultado) => {
  await db
    .insert(pagoEventos)
    .values({ ...registro, resultado })
    .onConflictDoNothing();
  return { cambio: false, resultado };
};

/**
 * THE verification path of a provider event (webhook and local sandbox alike): checks the
 * checksum with the events secret (401, nothing recorded, when it is wrong), then records the
 * event whatever becomes of it (worker/ventas/pagos/resultados.ts): a timestamp outside the window or a
 * `transaction.updated` signing other properties than Wompi's documented ones is refused with
 * 400; anything else is answered 200, applied to its venta when it can be.
 */
export async function procesarEvento(
  db: Db,
  provider: ProveedorDePagos,
  body: unknown,
  opts: { cabecera?: string; appUrl?: string; ahora: Date },
) {
  const parsed = eventoWompi.safeParse(body);
  if (!parsed.success) throw badRequest(msgTienda.eventoInvalido);
  const evento = parsed.data;
  const recibido = evento.signature.checksum || opts.cabecera;
  const esperado = await checksumEvento(evento, provider.eventsSecret);
  if (!recibido || !esperado || !mismoChecksum(esperado, recibido))
    throw new ApiError(401, 'invalid_signature', msgTienda.firmaInvalida);

  const eventoAt = aMilisegundos(evento.timestamp);
  const registro: Registro = {
    transaccion_id: (valorEn(evento.data, 'transaction.id') ?? '').slice(0, 100),
    status: (valorEn(evento.data, 'transaction.status') ?? '').slice(0, 30),
    reference: (valorEn(evento.data, 'transaction.reference') ?? '').slice(0, 100),
    checksum: esperado,
    evento_at: eventoAt,
  };
  if (!dentroDeVentana(eventoAt, opts.ahora)) {
    await registrarSinEfecto(db, registro, RESULTADOS.fueraDeTiempo);
    throw new ApiError(400, 'stale_event', msg.pagos.eventoFueraDeTiempo);
  }
  if (evento.event !== 'transaction.updated') return registrarSinEfecto(db, registro, RESULTADOS.tipoIgnorado);
  if (!mismasPropiedades(evento.signature.properties)) {
    await registrarSinEfecto(db, registro, RESULTADOS.propiedadesNoDocumentadas);
    throw new ApiError(400, 'undocumented_signature_properties', msg.pagos.propiedadesNoDocumentadas);
  }
  const tx = transaccionWompi.safeParse((evento.data as { transaction?: unknown }).transaction);
  if (!tx.success) return registrarSinEfecto(db, registro, RESULTADOS.eventoInvalido);
  return aplicarTransaccion(db, tx.data, { checksum: esperado, eventoAt, appUrl: opts.appUrl, ahora: opts.ahora });
}

/**
 * Applies what the provider says about a transaction to its venta (by any of its references),
 * once, and records the event with what became of it. The guarded status change, the event row
 * (unique checksum) and what follows (invoice e-mail, stock) go in one batch: all or nothing.
 */
export async function aplicarTransaccion(
  db: Db,
  tx: Transaccion,
  opts: { checksum: string; eventoAt: number; appUrl?: string; ahora?: Date },
  otraVez = false,
): Promise<{ cambio: boolean; resultado: Resultado }> {
  const { eventoAt } = opts;
  const registro: Registro = {
    transaccion_id: tx.id,
    status: tx.status,
    reference: tx.reference,
    checksum: opts.checksum,
    evento_at: eventoAt,
  };
  const estado = estadoPago(tx.status);
  if (!estado) return registrarSinEfecto(db, registro, RESULTADOS.estadoDesconocido);
  const porReferencia = ventaDeReferencia(tx.reference);
  const [filas, lineas, conStock] = await db.batch([
    db
      .select({ ...getTableColumns(ventas), de_la_referencia: sql<number>`${porReferencia}`.as('de_la_referencia') })
      .from(ventas)
      .where(sql`${porReferencia} or ${ventas.transaccion_id} = ${tx.id}`),
    db
      .select(lineaColumns)
      .from(ventaProductos)
      .innerJoin(ventas, eq(ventas.id, ventaProductos.venta_id))
      .where(porReferencia)
      .orderBy(ventaProductos.id),
    lineasConStock(db, porReferencia),
  ]);
  const fila = filas.find((v) => Number(v.de_la_referencia) === 1);
  if (!fila) return registrarSinEfecto(db, registro, RESULTADOS.referenciaDesconocida);
  const { de_la_referencia: _, ...venta } = fila;
  if (filas.some((v) => v.id !== venta.id)) return registrarSinEfecto(db, registro, RESULTADOS.transaccionDeOtraVenta);
  if (tx.amount_in_cents !== venta.total * 100 || (tx.currency && tx.currency !== 'COP'))
    return registrarSinEfecto(db, registro, RESULTADOS.montoNoCoincide);

  const deLaVenta = { ...registro, venta_id: venta.id };
  const resultado = decidir(venta, tx, estado, eventoAt);
  try {
    if (resultado === RESULTADOS.pagoDuplicado) {
      await db.batch([
        db
          .update(ventas)
          .set({ pago_duplicado: 1, updated_at: new Date().toISOString() })
          .where(eq(ventas.id, venta.id)),
        db.insert(pagoEventos).values({ ...deLaVenta, resultado }),
        correoDuplicado(db, venta, tx.id, opts.appUrl),
      ]);
      return { cambio: true, resultado };
    }
    if (resultado !== RESULTADOS.aplicado) return await registrarSinEfecto(db, deLaVenta, resultado);
    if (venta.status_pago === 'reembolso_pendiente') return await confirmarReembolso(db, venta, deLaVenta, opts.appUrl);
    // guarded by the same rule as `decidir`, in SQL: when another event changed the venta meanwhile
    // so that this one no longer applies, the update matches nothing
    const vigente =
      estado === 'aprobado'
        ? sql`${ventas.status_pago} in ('pendiente', 'rechazado', 'error', 'vencido')
            and not (${ventas.transaccion_id} is ${tx.id} and ${ventas.evento_at} > ${eventoAt})`
        : sql`${ventas.status_pago} = 'pendiente' and ${ventas.reference} = ${tx.reference}
            and (${ventas.evento_at} is null or ${ventas.evento_at} <= ${eventoAt})`;
    const cambiar = db
      .update(ventas)
      .set({ status_pago: estado, transaccion_id: tx.id, evento_at: eventoAt, updated_at: new Date().toISOString() })
      .where(and(eq(ventas.id, venta.id), vigente));
    // The event row reads its transaction id back from the venta as this update left it: when a
    // concurrent event won the race the update matched nothing, the value is NULL, the NOT NULL
    // column refuses it and the whole batch (invoice e-mail included) is rolled back.
    const registrar = db.insert(pagoEventos).values({
      ...deLaVenta,
      resultado,
      transaccion_id: sql`(select ${ventas.transaccion_id} from ${ventas} where ${ventas.id} = ${venta.id}
        and ${ventas.status_pago} = ${estado} and ${ventas.evento_at} = ${eventoAt} and ${ventas.transaccion_id} = ${tx.id})`,
    });
    // the stock and the cupon's use follow in the same batch: approved, the apartados become a sale
    // (what is available does not change) and the use counts for good; declined, anulado or failed,
    // the apartados are released (the catalogue's cached reads go stale) and the use is given back
    if (estado === 'aprobado') {
      const aprobar = [
        cambiar,
        registrar,
        queueMail(db, correoFactura(venta, lineas, opts.appUrl)),
        ...venderVenta(db, venta.id, conStock, opts.appUrl),
        confirmarUso(db, venta.id, new Date(eventoAt)),
      ] as const;
      // paid after it was vencida: its units are held again, or the money goes back (decision 0021)
      if (venta.status_pago === 'vencido' && venta.status_entrega !== 'cancelado')
        return await aprobarVencida(db, venta, [...aprobar], deLaVenta, {
          transaccion: tx.id,
          eventoAt,
          ahora: opts.ahora ?? new Date(),
          appUrl: opts.appUrl,
        });
      await db.batch(aprobar);
    } else if (estado === 'pendiente') await db.batch([cambiar, registrar]);
    else
      await db.batch([
        cambiar,
        registrar,
        devolverUso(db, venta.id),
        ...(conStock.length ? [liberarApartados(db, venta.id), nuevaVersion(db, ['tienda'])] : []),
      ]);
    return { cambio: venta.status_pago !== estado, resultado };
  } catch (err) {
    // the same event again (a provider retry, a replay): already recorded, nothing changes
    if (isUniqueViolation(err, 'pago_eventos.checksum')) return { cambio: false, resultado };
    if (carreraPerdida(err)) {
      // an approval that lost the race may now be a duplicate pago: weighed once more on the new row
      if (estado === 'aprobado' && !otraVez) return aplicarTransaccion(db, tx, opts, true);
      return registrarSinEfecto(db, deLaVenta, RESULTADOS.carreraPerdida).catch(() => ({ cambio: false, resultado }));
    }
    throw err;
  }
}

/** The admins' e-mail about a duplicate pago, for its batch. */
function correoDuplicado(db: Db, venta: Venta, transaccion: string, appUrl = '') {
  const url = `${appUrl}/panel/ecomerce/pedidos`;
  const correo = msg.pagos.correoDuplicado(venta.factura, transaccion, url);
  return correoAAdmins(db, { ...correo, html: correoHtml([correo.texto]) }, undefined);
}

/** The guarded event insert of `aplicarTransaccion` refused: another event changed the order first. */
const carreraPerdida = (err: unknown) => causaDice(err, /NOT NULL constraint failed: pago_eventos\.transaccion_id/);

/**
 * A VOIDED event of the paid transaction of a venta `reembolso_pendiente` (decidir): the pago is
 * `reembolsado`, by Wompi, with its step and the comprador's e-mail, in one batch guarded as the
 * other events are (a lost race rolls it back: `carreraPerdida`).
 */
async function confirmarReembolso(db: Db, venta: Venta, registro: Registro, appUrl?: string) {
  const ahora = new Date();
  const paso = { tipo: 'pago', anterior: 'reembolso_pendiente', estado: 'reembolsado' } as const;
  const llegada = sql`${ventas.status_pago} = 'reembolsado' and ${ventas.evento_at} = ${registro.evento_at}`;
  await db.batch([
    db
      .update(ventas)
      .set({ status_pago: 'reembolsado', evento_at: registro.evento_at, updated_at: ahora.toISOString() })
      .where(and(eq(ventas.id, venta.id), eq(ventas.status_pago, 'reembolso_pendiente'))),
    db.insert(pagoEventos).values({
      ...registro,
      resultado: RESULTADOS.aplicado,
      transaccion_id: sql`(select ${ventas.transaccion_id} from ${ventas} where ${ventas.id} = ${venta.id} and ${llegada})`,
    }),
    insertarPaso(db, venta.id, paso, { por: 'wompi' }, ahora, llegada),
    correoSi(db, venta, paso, appUrl, llegada),
  ]);
  return { cambio: true, resultado: RESULTADOS.aplicado };
}
