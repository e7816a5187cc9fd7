import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as cuerpos from '../../../common/cuerpos/ventas';
import type { VentaCreada } from '../../../common/wire/compras';
import type { PagoVerificado } from '../../../common/wire/pagos';
import { pagoReferencias, ventas } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { readBody, readInput } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { aplicarTransaccion, procesarEvento } from '../pagos/eventos';
import { nuevoPago } from '../pagos/nuevo-pago';
import { proveedorPagos, usaSandbox } from '../pagos/provider';
import { respuesta } from '../pagos/respuesta-compra';
import { eventoSandbox, paginaNoEncontrada, paginaSandbox, TARJETAS_SANDBOX } from '../pagos/sandbox';
import { textoPago, type Venta, ventaDeReferencia } from '../pagos/ventas';

const msgTienda = msg.tienda;

/** Whether `reference` is the venta's current reference or one of its earlier pagos'. */
async function esDeLaVenta(db: AppEnv['Variables']['db'], venta: Venta, reference: string) {
  if (reference === venta.reference) return true;
  const [fila] = await db
    .select({ id: pagoReferencias.id })
    .from(pagoReferencias)
    .where(and(eq(pagoReferencias.venta_id, venta.id), eq(pagoReferencias.reference, reference)))
    .limit(1);
  return Boolean(fila);
}

const estadoPublico = (v: Venta): PagoVerificado => ({
  factura: v.factura,
  reference: v.reference,
  status_pago: v.status_pago,
  status_pago_texto: textoPago(v.status_pago),
  total: v.total,
});

/** The sandbox page is ours to serve, so is its CSP: no script, only its own inline styles. */
function htmlSandbox(c: Context<AppEnv>, html: string, status: 200 | 404 | 422) {
  const destino = c.env.APP_URL ? ` ${new URL(c.env.APP_URL).origin}` : '';
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${destino}; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, status);
}

/** The sandbox routes exist only while the sandbox is in use (never in production). */
async function ventaSandbox(c: Context<AppEnv>) {
  if (!usaSandbox(c.env)) throw notFound(msg.errores.rutaNoEncontrada);
  const [venta] = await c.var.db
    .select()
    .from(ventas)
    .where(eq(ventas.reference, c.req.param('reference') ?? ''))
    .limit(1);
  return venta ?? null;
}

export const pagos = new Hono<AppEnv>()
  /** Wompi's webhook: a signed `transaction.updated` event. */
  .post('/pagos/wompi/eventos', escritura([]), async (c) => {
    const provider = proveedorPagos(c.env, c.var.db);
    await procesarEvento(c.var.db, provider, await readBody(c), {
      cabecera: c.req.header('x-event-checksum'),
      appUrl: c.env.APP_URL,
      ahora: nowFor(c),
    });
    return succes<boolean>(c, true, 200);
  })
  /**
   * The order's payment status; while pending (or vencida: a late pago, decision 0021), asks the
   * provider about its transaction first.
   */
  .get('/pagos/wompi/verificar', async (c) => {
    await throttle(entornoDe(c), `verificar:${clientIp(c)}`, 60, 600);
    const q = check(cuerpos.verificacionPago, await readInput(c));
    const db = c.var.db;
    const where = q.reference ? ventaDeReferencia(q.reference) : eq(ventas.factura, (q.factura ?? '').toUpperCase());
    const [venta] = await db.select().from(ventas).where(where).limit(1);
    if (!venta) throw notFound(msgTienda.ventaNoEncontrada);
    const transaccionId = venta.transaccion_id ?? q.id;
    if ((venta.status_pago !== 'pendiente' && venta.status_pago !== 'vencido') || !transaccionId)
      return succes<PagoVerificado>(c, estadoPublico(venta), 200);

    const provider = proveedorPagos(c.env, db);
    const tx = await provider.lookup(transaccionId);
    if (!tx || !(await esDeLaVenta(db, venta, tx.reference)))
      return succes<PagoVerificado>(c, estadoPublico(venta), 200);
    const eventoAt = Date.now();
    await aplicarTransaccion(db, tx, {
      checksum: `consulta:${tx.id}:${tx.status}`,
      eventoAt,
      appUrl: c.env.APP_URL,
      ahora: nowFor(c),
    }).catch((err) => {
      // the provider's answer did not fit the order (amount, status): the order stays as it is
      console.error('Transacción consultada no aplicada', venta.reference, String(err));
    });
    const [ahora] = await db.select().from(ventas).where(eq(ventas.id, venta.id)).limit(1);
    return succes<PagoVerificado>(c, estadoPublico(ahora ?? venta), 200);
  })
  /**
   * Pays a venta again after a declined, failed or abandoned pago: a new reference, its units
   * apartados again; answers what the widget (or the sandbox) needs, as `compras/new` does.
   */
  .post('/pagos/nuevo', escritura([]), async (c) => {
    await throttle(entornoDe(c), `pago-nuevo:${clientIp(c)}`, 20, 600);
    const { factura } = check(cuerpos.nuevoPago, await readBody(c));
    const provider = proveedorPagos(c.env, c.var.db);
    const { venta, lineas } = await nuevoPago(c.var.db, factura, nowFor(c));
    return succes<VentaCreada>(c, await respuesta(provider, venta, lineas), 200);
  })
  /** Local sandbox checkout page. */
  .get('/pagos/sandbox/:reference', async (c) => {
    const venta = await ventaSandbox(c);
    if (!venta) return htmlSandbox(c, paginaNoEncontrada(), 404);
    return htmlSandbox(c, paginaSandbox(venta), 200);
  })
  /** The sandbox "pays": a properly signed event through the webhook's own verification path. */
  .post('/pagos/sandbox/:reference', escritura([]), async (c) => {
    const venta = await ventaSandbox(c);
    if (!venta) return htmlSandbox(c, paginaNoEncontrada(), 404);
    const body = await readBody(c);
    const tarjeta = typeof body.tarjeta === 'string' ? body.tarjeta.replace(/[\s-]/g, '') : '';
    const status = Object.hasOwn(TARJETAS_SANDBOX, tarjeta) ? TARJETAS_SANDBOX[tarjeta] : null;
    if (!status) return htmlSandbox(c, paginaSandbox(venta, msgTienda.sandbox.tarjetaDesconocida), 422);
    const provider = proveedorPagos(c.env, c.var.db);
    const ahora = nowFor(c);
    const evento = await eventoSandbox(venta, status, provider.eventsSecret, ahora);
    await procesarEvento(c.var.db, provider, evento, { appUrl: c.env.APP_URL, ahora });
    return c.redirect(
      `${c.env.APP_URL ?? ''}/e-comerce/pago/resultado?factura=${encodeURIComponent(venta.factura)}`,
      303,
    );
  });
