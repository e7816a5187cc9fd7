/**
 * `/api/ventas/{id}/devoluciones` (staff, docs/decisions/0024-devoluciones.md): what can still be
 * returned of a paid venta and its refunds so far; a return of some units with a reason and an
 * idempotency key. The same key twice answers the first refund again; two returns at once never
 * refund more than was paid (the guard lives in the write: worker/ventas/devoluciones.ts).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import * as cuerpos from '../../../common/cuerpos/devoluciones';
import { calcularDevolucion, esRechazo } from '../../../common/devolucion';
import { cop } from '../../../common/dinero';
import { id } from '../../../common/validacion';
import type { DevolucionesVenta, DevolucionHecha } from '../../../common/wire/devoluciones';
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
import {
  aDevolver,
  devolucionesVenta,
  devolucionHecha,
  escribirDevolucion,
  type Leido,
  leerDevoluciones,
  pagadoDe,
  reembolsarConProveedor,
} from '../devoluciones';
import { proveedorPagos } from '../pagos/provider';
import { textoPago } from '../pagos/ventas';

const t = msg.devoluciones;
/** Reads again when another refund of the venta was written between a read and its write. */
const INTENTOS = 4;
const cualVenta = z.object({ id: id() });

export const rutasDevoluciones = new Hono<AppEnv>()
  /** Staff: the lines with the units still to return and what one more unit refunds; the refunds so far. */
  .get('/ventas/:id/devoluciones', requireAdmin, async (c) => {
    const { id: ventaId } = check(cualVenta, { id: c.req.param('id') });
    const db = c.var.db;
    const [venta] = await db.select().from(ventasT).where(eq(ventasT.id, ventaId)).limit(1);
    if (!venta) throw notFound(msg.tienda.ventaNoEncontrada);
    return succes<DevolucionesVenta>(c, devolucionesVenta(venta, await leerDevoluciones(db, venta.id)), 200);
  })
  /** Staff: returns units of a paid venta and refunds them (201; the same clave again: 200, the first refund). */
  .post('/ventas/:id/devoluciones', escritura(['tienda']), requireAdmin, async (c) => {
    const { id: ventaId } = check(cualVenta, { id: c.req.param('id') });
    const input = check(cuerpos.devolucion, await readInput(c));
    const db = c.var.db;
    const [venta] = await db.select().from(ventasT).where(eq(ventasT.id, ventaId)).limit(1);
    if (!venta) throw notFound(msg.tienda.ventaNoEncontrada);
    const proveedor = () => proveedorPagos(c.env, db);
    const yaHecha = async (leido: Leido) => {
      const fila = leido.filas.find((f) => f.clave === input.clave);
      if (!fila) return null;
      const final = await reembolsarConProveedor(db, proveedor, venta, fila);
      return devolucionHecha(final, leido);
    };

    for (let intento = 0; intento < INTENTOS; intento++) {
      const leido = await leerDevoluciones(db, venta.id);
      const repetida = await yaHecha(leido);
      if (repetida) return succes<DevolucionHecha>(c, repetida, 200);
      if (venta.status_pago !== 'aprobado') throw conflict(t.sinPagar(textoPago(venta.status_pago)));
      const v = aDevolver(venta, leido);
      const calculo = calcularDevolucion(v, input.lineas);
      if (esRechazo(calculo)) {
        if ('excede' in calculo)
          throw invalid({ lineas: [t.excede(cop(calculo.excede), cop(pagadoDe(venta) - v.devuelto))] });
        const linea = leido.lineas.find((l) => l.id === calculo.linea);
        throw invalid({ lineas: [linea ? t.unidadesDeMas(linea.nombre_produto, calculo.quedan) : t.lineaAjena] });
      }
      const r = await escribirDevolucion(db, venta, leido, calculo, {
        clave: input.clave,
        motivo: input.motivo,
        adminId: c.var.user?.id ?? 0,
        ahora: nowFor(c),
        appUrl: c.env.APP_URL,
      });
      if (r === 'excede') {
        // the venta stopped being paid meanwhile, or the refunds reached what was paid
        const [ahora] = await db.select().from(ventasT).where(eq(ventasT.id, venta.id)).limit(1);
        if (ahora && ahora.status_pago !== 'aprobado') throw conflict(t.sinPagar(textoPago(ahora.status_pago)));
        throw invalid({ lineas: [t.excede(cop(calculo.monto), cop(pagadoDe(venta) - v.devuelto))] });
      }
      if (r === 'hecha') {
        const despues = await leerDevoluciones(db, venta.id);
        const hecha = await yaHecha(despues);
        if (hecha) return succes<DevolucionHecha>(c, hecha, 201);
      }
      // 'repetida', 'cruzada', 'unidades': read again, and answer as it is now
    }
    throw conflict(t.ocupada);
  });
