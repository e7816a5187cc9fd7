/**
 * What the checkout keeps in sessionStorage between steps and page loads:
 * - the purchase token (idempotency key) for the cart being paid, so a retry creates no second order;
 * - the order created last (its payment data, factura and e-mail), for the result and look-up pages.
 */
import type { VentaCreada } from '../../../../common/wire/compras';
import type { ItemCarrito } from '../../lib/carrito';

const TOKEN_KEY = 'citasalud:compra';
const VENTA_KEY = 'citasalud:pedido';

export type UltimaVenta = VentaCreada & {
  email: string;
  nombreCompleto: string;
  telefono: string;
  /** the cart lines this venta was made from: they stay in the cart until its payment is approved */
  lineasCarrito?: { id: number; cantidad: number }[];
};
/** The order created last when it is paid through Wompi (not on delivery: decision 0023). */
export type UltimaVentaWompi = Extract<UltimaVenta, { metodo_pago: 'wompi' }>;

const leer = <T>(key: string): T | null => {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};
const escribir = (key: string, value: unknown) => {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full storage: the flow still works, only a retry would create a new order
  }
};

/** The cart's content as a string: a changed cart needs a new token (a new order). */
export const firmaCarrito = (items: readonly Pick<ItemCarrito, 'id' | 'cantidad'>[]) =>
  [...items]
    .sort((a, b) => a.id - b.id)
    .map((i) => `${i.id}x${i.cantidad}`)
    .join(',');

/** The token for this cart: the same one while the cart is unchanged (retries), else a new one. */
export function tokenCompra(items: readonly Pick<ItemCarrito, 'id' | 'cantidad'>[]): string {
  const firma = firmaCarrito(items);
  const previo = leer<{ token: string; firma: string }>(TOKEN_KEY);
  if (previo?.firma === firma && previo.token) return previo.token;
  const token = crypto.randomUUID();
  escribir(TOKEN_KEY, { token, firma });
  return token;
}

export const olvidarToken = () => sessionStorage.removeItem(TOKEN_KEY);

export const guardarVenta = (p: UltimaVenta) => escribir(VENTA_KEY, p);
export const ultimaVenta = () => leer<UltimaVenta>(VENTA_KEY);
/**
 * The cart is kept until the venta's payment is approved (a declined pago can be paid again):
 * seen approved on the result page or the look-up, the venta's lines leave the cart. Answers
 * whether it took any out.
 */
export async function quitarLineasPagadas(factura: string) {
  const p = ultimaVenta();
  if (p?.factura !== factura || !p.lineasCarrito?.length) return false;
  const { quitarDelCarritoVarios } = await import('../../lib/carrito');
  await quitarDelCarritoVarios(p.lineasCarrito.map((l) => l.id));
  guardarVenta({ ...p, lineasCarrito: [] });
  return true;
}

/** The order's payment is settled: nothing left to pay from this tab. */
export const marcarVenta = (factura: string, status_pago: string) => {
  const p = ultimaVenta();
  if (p?.factura === factura) guardarVenta({ ...p, status_pago });
};
