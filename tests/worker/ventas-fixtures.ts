/**
 * Fixtures of the orders and payments tests: catalogue rows inserted directly with drizzle,
 * purchases posted as the original client posts them, and Wompi events signed as Wompi signs them.
 */
import { schema } from '../../worker/db/schema';
import { sha256Hex } from '../../worker/plataforma/cripto';
import { callJson, db, type Encoding } from './helpers';

/** The events secret of vitest.config.ts. */
export const EVENTS_SECRET = 'test_events_vitest';
export const INTEGRITY_SECRET = 'test_integrity_vitest';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh client address, so each test has its own throttle windows. */
export const ipUnica = () => `10.${seq++ % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type ProductoOpts = {
  nombre?: string;
  precio?: number;
  estado?: '0' | '1';
  /** a promotion with this percent (none when undefined) */
  porcentaje?: number;
  promocionActiva?: 0 | 1;
  /** units on hand (none: sin control de inventario) */
  stock?: number | null;
  stock_minimo?: number;
  /** IVA class in percent (19 when undefined) */
  iva?: number;
};

/** A brand, optionally a promotion, and a product of that brand. */
export async function makeProducto(opts: ProductoOpts = {}) {
  const u = unique();
  const [marca] = await db()
    .insert(schema.marcas)
    .values({ nombre: `Marca ${u}` })
    .returning();
  const promocion =
    opts.porcentaje === undefined
      ? null
      : (
          await db()
            .insert(schema.promociones)
            .values({ nombre: `Promo ${u}`, porcentaje: opts.porcentaje, activo: opts.promocionActiva ?? 1 })
            .returning()
        )[0];
  const [producto] = await db()
    .insert(schema.productos)
    .values({
      nombre: opts.nombre ?? `Producto ${u}`,
      id_marca: marca.id,
      id_promocion: promocion?.id ?? null,
      precio: opts.precio ?? 10000,
      estado: opts.estado ?? '1',
      stock: opts.stock ?? null,
      ...(opts.stock_minimo === undefined ? {} : { stock_minimo: opts.stock_minimo }),
      ...(opts.iva === undefined ? {} : { iva: opts.iva }),
    })
    .returning();
  return { ...producto, marca, promocion: promocion };
}

/** The buyer fields of the checkout form, with a fresh token. */
export const comprador = (over: Record<string, unknown> = {}) => ({
  token: crypto.randomUUID(),
  nombre: 'Ana',
  apellido: 'Pérez Gómez',
  email: `ana.${unique()}@correo.co`,
  ciudad: 'Bogotá',
  direccion: 'Calle 10 # 20-30, apto 401',
  telefono: '3001234567',
  ...over,
});

/** Posts a purchase; answers the status and the `succes` body. */
export async function comprar(
  lineas: { id: number; cantidad: number }[],
  over: Record<string, unknown> = {},
  encoding: Encoding = 'multipart',
  headers: Record<string, string> = {},
) {
  return callJson('/api/compras/new', {
    body: { ...comprador(over), productos: lineas },
    encoding,
    headers: { 'cf-connecting-ip': ipUnica(), ...headers },
  });
}

/** A paid-for order fixture: one product, one purchase; answers the purchase's `succes`. */
export async function nuevaVenta(precio = 20000, cantidad = 1, over: Record<string, unknown> = {}) {
  const p = await makeProducto({ precio });
  const { status, json } = await comprar([{ id: p.id, cantidad }], over);
  if (status !== 201) throw new Error(`compra falló: ${status} ${JSON.stringify(json)}`);
  return json.succes as {
    id: number;
    factura: string;
    reference: string;
    total: number;
    amount_in_cents: number;
    status_pago: string;
  };
}

type Tx = { id?: string; status: string; reference: string; amount_in_cents: number };

/** A `transaction.updated` event signed with `secret` as Wompi does. */
export async function eventoFirmado(tx: Tx, timestamp = Math.floor(Date.now() / 1000), secret = EVENTS_SECRET) {
  const transaction = { id: tx.id ?? `tx-${unique()}`, currency: 'COP', payment_method_type: 'CARD', ...tx };
  const checksum = await sha256Hex(
    `${transaction.id}${transaction.status}${transaction.amount_in_cents}${timestamp}${secret}`,
  );
  return {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}

/** Posts an event to the webhook as JSON, as Wompi does. */
export const enviarEvento = (evento: unknown, headers: Record<string, string> = {}) =>
  callJson('/api/pagos/wompi/eventos', {
    rawBody: JSON.stringify(evento),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
