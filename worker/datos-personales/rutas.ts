/**
 * Download and delete my data (Ley 1581 de 2012). The access a person already has is the proof of
 * who she is, as everywhere after a booking or a purchase: Mis citas' sign-in link (mailed to her,
 * 30 minutes) for everything of that e-mail's citas; the order look-up's factura and e-mail for
 * that one venta. Both are throttled per client address (IPv6 by /64) like their look-ups, and
 * the look-up's budget is shared, so guessing facturas costs the same whichever route is tried.
 * A deletion needs `confirmar` and cannot be undone (borrar-datos.ts); from Mis citas it needs too
 * the code sent to the e-mail at that moment (codigo-borrado.ts): a forwarded link reads, never erases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as cuerpos from '../../common/cuerpos/mis-datos';
import type { ArchivoMisDatos, BorradoMisCitas, BorradoVenta } from '../../common/wire/mis-datos';
import { leerEnlace } from '../citas';
import { ventas } from '../db/schema/tienda';
import type { AppEnv } from '../env';
import { readInput } from '../http/body';
import { clientIp } from '../http/cliente';
import { entornoDe } from '../http/entorno';
import { escritura } from '../http/politica';
import { nowFor } from '../http/reloj';
import { succes } from '../http/respond';
import { notFound } from '../plataforma/errors';
import { throttle } from '../plataforma/throttle';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import { borrarDeCorreo, borrarVenta } from './borrar-datos';
import { comprobarCodigoBorrado, enviarCodigoBorrado } from './codigo-borrado';
import { archivoDeCorreo, archivoDeVenta, comoTexto } from './mis-datos';

const textos = msg.misDatos;

/** Calls per client address in 10 minutes: Mis citas' own budget, and the order look-up's. */
const POR_VENTANA = 10;
const VENTANA_SEGUNDOS = 600;

const frenarMisCitas = (c: Context<AppEnv>) =>
  throttle(entornoDe(c), `mis-datos:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS, textos.demasiados);
const frenarConsulta = (c: Context<AppEnv>) =>
  throttle(entornoDe(c), `consulta:${clientIp(c)}`, POR_VENTANA, VENTANA_SEGUNDOS);

/** The e-mail of the unexpired Mis citas link of this request, or 404. */
async function correoDelEnlace(c: Context<AppEnv>) {
  const acceso = await leerEnlace(c.var.db, 'acceso', c.req.param('token') ?? '', nowFor(c));
  if (!acceso) throw notFound(msg.gestion.accesoNoEncontrado);
  return acceso.email;
}

/** The venta of this factura and e-mail (both must match), or 404. */
async function ventaConsultada(c: Context<AppEnv>, input: { factura: string; email: string }) {
  const [venta] = await c.var.db
    .select()
    .from(ventas)
    .where(and(eq(ventas.factura, input.factura), sql`lower(${ventas.email}) = ${input.email}`))
    .limit(1);
  if (!venta) throw notFound(msg.tienda.consultaSinResultado);
  return venta;
}

/** The file as an attachment: JSON, or readable text; private, never stored by a cache. */
function archivo(c: Context<AppEnv>, datos: ArchivoMisDatos, como: 'json' | 'texto') {
  const nombre = `mis-datos-citasalud-${datos.generado_at.slice(0, 10)}.${como === 'json' ? 'json' : 'txt'}`;
  c.header('Content-Disposition', `attachment; filename="${nombre}"`);
  c.header('Cache-Control', 'private, no-store');
  if (como === 'texto') return c.text(comoTexto(datos), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  return c.body(JSON.stringify(datos, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
}

export const misDatos = new Hono<AppEnv>()
  /** Everything stored with the e-mail of this Mis citas link (`?formato=json|texto`). */
  .get('/mis-citas/:token/datos', async (c) => {
    await frenarMisCitas(c);
    const { formato: como } = check(cuerpos.formatoMisDatos, await readInput(c));
    const email = await correoDelEnlace(c);
    return archivo(c, await archivoDeCorreo(c.var.db, email, nowFor(c)), como);
  })
  /** Sends the code a deletion asks for to the link's e-mail (the link alone does not delete). */
  .post('/mis-citas/:token/borrar/codigo', escritura([]), async (c) => {
    await frenarMisCitas(c);
    const email = await correoDelEnlace(c);
    await throttle(entornoDe(c), `borrado-envio:${email}`, 3, VENTANA_SEGUNDOS, textos.demasiados);
    await enviarCodigoBorrado(entornoDe(c), email);
    return succes<string>(c, textos.codigo.enviado, 200);
  })
  /**
   * Deletes it, with the code just sent to the e-mail: upcoming citas cancelled (with notices), the
   * rest anonymised, an e-mail confirms.
   */
  .post('/mis-citas/:token/borrar', escritura(['agenda']), async (c) => {
    await frenarMisCitas(c);
    const input = check(cuerpos.borrarMisCitas, await readInput(c));
    const email = await correoDelEnlace(c);
    const e = entornoDe(c);
    await comprobarCodigoBorrado(e, email, input.codigo);
    return succes<BorradoMisCitas>(c, await borrarDeCorreo(e, email), 200);
  })
  /** Everything stored about the venta of this factura and e-mail (`?formato=json|texto`). */
  .get('/ventas/consulta/datos', async (c) => {
    await frenarConsulta(c);
    const input = check(cuerpos.datosDeVenta, await readInput(c));
    const venta = await ventaConsultada(c, input);
    return archivo(c, await archivoDeVenta(c.var.db, venta, nowFor(c)), input.formato);
  })
  /** Deletes the buyer's data of that venta, as far as the commercial law allows (409 while on its way). */
  .post('/ventas/consulta/borrar', escritura([]), async (c) => {
    await frenarConsulta(c);
    const input = check(cuerpos.borrarVenta, await readInput(c));
    return succes<BorradoVenta>(c, await borrarVenta(entornoDe(c), await ventaConsultada(c, input)), 200);
  });
