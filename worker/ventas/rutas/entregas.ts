/**
 * `/api/ventas/*` of a venta's steps (issue 21 item 4, docs/decisions/0013-entrega-y-reembolso.md):
 * the admins move its delivery status (lib/entrega.ts), record the refund of a paid venta they
 * cancelled, and read its history. Each step e-mails the comprador and shows on her look-up page.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as cuerpos from '../../../common/cuerpos/entregas';
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
import { textoPago, ventaAdmin } from '../pagos/ventas';
import { pasosDe } from '../seguimiento';

const msgTienda = msg.tienda;
const msgEntrega = msg.entrega;

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
  /** Staff: the venta's history, oldest first: each step with who made it and when. */
  .get('/ventas/pasos', requireAdmin, async (c) => {
    const input = check(cuerpos.pasosDeVenta, await readInput(c));
    const db = c.var.db;
    const [venta] = await db.select().from(ventasT).where(dondeVenta(input)).limit(1);
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    return succes<PasoVenta[]>(c, await pasosDe(db, venta), 200);
  });
