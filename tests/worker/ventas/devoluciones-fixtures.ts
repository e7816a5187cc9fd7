/** Paid ventas to return units of (decision 0024), and the calls of `/api/ventas/{id}/devoluciones`. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, makeProducto } from '../ventas-fixtures';

export type Pagada = { id: number; factura: string; total: number; envio: number; email: string; lineas: number[] };

export const ventaDe = async (id: number) =>
  (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
export const stockDe = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0].stock;
export const devolucionesDe = (id: number) =>
  db().select().from(schema.devoluciones).where(eq(schema.devoluciones.venta_id, id));
export const correosA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(schema.mailOutbox.id);

/** A purchase of `productos` (id and units), paid by Wompi's approved event. */
export async function pagada(productos: { id: number; cantidad: number }[], over: Record<string, unknown> = {}) {
  const { status, json } = await comprar(productos, over);
  if (status !== 201) throw new Error(`compra: ${status} ${JSON.stringify(json)}`);
  const v = json.succes;
  const evento = await eventoFirmado({ status: 'APPROVED', reference: v.reference, amount_in_cents: v.total * 100 });
  expect((await enviarEvento(evento)).status).toBe(200);
  const fila = await ventaDe(v.id);
  const lineas = await db()
    .select()
    .from(schema.ventaProductos)
    .where(eq(schema.ventaProductos.venta_id, v.id))
    .orderBy(schema.ventaProductos.id);
  return {
    id: v.id,
    factura: v.factura,
    total: fila.total,
    envio: fila.envio,
    email: fila.email,
    lineas: lineas.map((l) => l.id),
  } as Pagada;
}

/** Two units of a new product at $ 12.000 (19 %), `stock` on hand, paid. */
export async function dosUnidades(stock: number | null = 10) {
  const producto = await makeProducto({ precio: 12000, stock, stock_minimo: 0 });
  return { producto, venta: await pagada([{ id: producto.id, cantidad: 2 }]) };
}

export const clave = () => `dev-${crypto.randomUUID()}`;

export const devolver = (
  token: string | undefined,
  ventaId: number,
  lineas: { linea: number; cantidad: number }[],
  over: Record<string, unknown> = {},
) =>
  callJson(`/api/ventas/${ventaId}/devoluciones`, {
    token,
    body: { lineas, motivo: 'Llegó dañado', clave: clave(), ...over },
    encoding: 'json',
  });
