/**
 * `/api/ventas/*` of a venta's steps (issue 21 item 4, docs/decisions/0013-entrega-y-reembolso.md):
 * the admins move its delivery status (lib/entrega.ts), record the refund of a paid venta they
 * cancelled, and read its history. Each step e-mails the comprador and shows on her look-up page.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as cuerpos from '../../../common/cuerpos/entregas';
import { cop } from '../../../common/dinero';
import type { PasoVenta, VentaAdmin } from '../../../common/wire/ventas';
import { ventas as ventasT } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { conflict, invalid, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { impedimento, moverEntrega, registrarReembolso } from '../entrega';
import { pagarAlEntregar } from '../pago-al-entregar';
import { textoPago, ventaAdmin } from '../pagos/ventas';
import { pasosDe } from '../seguimiento';

const msgTienda = msg.tienda;
const msgEntrega = msg.entrega;
/** How much more than the total the cash received may be: change rounded to the coins (decision 0023). */
const RECIBIDO_DE_MAS = 1000;

const dondeVenta = (v: { id?: number; factura?: string }) =>
  v.id !== undefined ? eq(ventasT.id, v.id) : eq(ventasT.factura, v.factura ?? '');

export const entregas = new Hono<AppEnv>()
  /**
   * Staff: moves the delivery status one step (enviado needs `transportadora` and `guia`) or cancels
   * (a paid venta needs `motivo`: its units go back and its pago is `reembolso_pendiente`); the
   * comprador gets an e-mail. The payment status is never taken from the body.
   */
  .post('/ventas/update/status', escritura([]), requireAdmin, async (c) => {
    const input = check(cuerpos.cambioDeEntrega, await readInput(c));
    const destino = input.status_entrega;
    const db = c.var.db;
    const leer = async () => (await db.select().from(ventasT).where(dondeVenta(input)).limit(1))[0];
    const venta = await leer();
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    if (venta.status_entrega === destino) return succes<VentaAdmin>(c, ventaAdmin(venta), 200);
    const error = impedimento(venta, destino);
    if (error) throw error;
    if (destino === 'cancelado' && venta.status_pago === 'aprobado' && !input.motivo)
      throw invalid({ motivo: [msgEntrega.motivoObligatorio] });

    const movida = await moverEntrega(db, venta, destino, input, {
      adminId: c.var.user?.id ?? 0,
      ahora: nowFor(c),
      appUrl: c.env.APP_URL,
    });
    if (movida) return succes<VentaAdmin>(c, ventaAdmin(movida), 200);
    // another request changed it first: answer as it is now
    const ahora = await leer();
    if (!ahora) throw notFound(msgTienda.ventaNoEncontrada);
    if (ahora.status_entrega === destino) return succes<VentaAdmin>(c, ventaAdmin(ahora), 200);
    throw impedimento(ahora, destino) ?? conflict(msgTienda.transicionInvalida(ahora.status_entrega, destino));
  })
  /** Staff: records the refund of a paid venta they cancelled (`reembolso_pendiente`), with an optional note. */
  .post('/ventas/reembolso', escritura([]), requireAdmin, async (c) => {
    const input = check(cuerpos.reembolso, await readInput(c));
    const db = c.var.db;
    const leer = async () => (await db.select().from(ventasT).where(dondeVenta(input)).limit(1))[0];
    const venta = await leer();
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    if (venta.status_pago === 'reembolsado') return succes<VentaAdmin>(c, ventaAdmin(venta), 200);
    if (venta.status_pago !== 'reembolso_pendiente')
      throw conflict(msgEntrega.sinReembolsoPendiente(textoPago(venta.status_pago)));
    const hecha = await registrarReembolso(db, venta, input.nota, {
      adminId: c.var.user?.id ?? 0,
      ahora: nowFor(c),
      appUrl: c.env.APP_URL,
    });
    const ahora = hecha ?? (await leer()) ?? venta;
    return succes<VentaAdmin>(c, ventaAdmin(ahora), 200);
  })
  /**
   * Staff: a venta contra entrega was delivered and paid in cash (decision 0023): `recibido` pesos,
   * from its total up to $ 1.000 more (cash has no coins under 50 pesos; more is a typo). It becomes
   * paid and delivered, the comprador gets the receipt; recorded already, 200 as it is.
   */
  .post('/ventas/pagado-al-entregar', escritura([]), requireAdmin, async (c) => {
    const input = check(cuerpos.pagoAlEntregar, await readInput(c));
    const db = c.var.db;
    const leer = async () => (await db.select().from(ventasT).where(dondeVenta(input)).limit(1))[0];
    const venta = await leer();
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    if (venta.metodo_pago !== 'contra_entrega') throw conflict(msgEntrega.noEsContraEntrega);
    if (venta.status_pago === 'aprobado') return succes<VentaAdmin>(c, ventaAdmin(venta), 200);
    if (venta.status_pago !== 'contra_entrega' || venta.status_entrega === 'cancelado')
      throw conflict(msgEntrega.contraEntregaCancelada);
    if (input.recibido < venta.total)
      throw invalid({ recibido: [msgEntrega.recibidoMenor(cop(input.recibido), cop(venta.total))] });
    if (input.recibido > venta.total + RECIBIDO_DE_MAS)
      throw invalid({ recibido: [msgEntrega.recibidoMayor(cop(input.recibido), cop(venta.total))] });
    const opts = { adminId: c.var.user?.id ?? 0, ahora: nowFor(c), appUrl: c.env.APP_URL };
    let actual = venta;
    for (let intento = 0; intento < 2; intento++) {
      const hecha = await pagarAlEntregar(db, actual, input.recibido, opts);
      actual = hecha ?? (await leer()) ?? actual;
      // recorded (by this request, or by another one first: the same answer)
      if (actual.status_pago === 'aprobado') return succes<VentaAdmin>(c, ventaAdmin(actual), 200);
      // cancelled meanwhile; else another step moved it meanwhile: once more as it is now
      if (actual.status_entrega === 'cancelado' || actual.status_pago !== 'contra_entrega') break;
    }
    throw conflict(msgEntrega.contraEntregaCancelada);
  })
  /** Staff: the venta's history, oldest first: each step with who made it and when. */
  .get('/ventas/pasos', requireAdmin, async (c) => {
    const input = check(cuerpos.pasosDeVenta, await readInput(c));
    const db = c.var.db;
    const [venta] = await db.select().from(ventasT).where(dondeVenta(input)).limit(1);
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    return succes<PasoVenta[]>(c, await pasosDe(db, venta), 200);
  });
