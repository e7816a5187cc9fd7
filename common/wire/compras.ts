/**
 * `POST /api/compras/new`: the comprador's compra and the venta it creates, with what the
 * payment widget needs. The server prices every line; `token` makes one compra one venta.
 */
import type { LineaVenta } from './ventas';

// The body of the compra (common/cuerpos/ventas.ts); the client's prices, if any, are ignored.
export type { Compra } from '../cuerpos/ventas';

/** The venta created (201) or the one the same `token` created before (200). */
export type VentaCreada = {
  id: number;
  factura: string;
  /** the payment reference given to the provider */
  reference: string;
  status_pago: string;
  /** the lines without their IVA, integer pesos */
  subtotal: number;
  /** the IVA inside the lines' prices (each line's class, rounded per line), integer pesos */
  iva: number;
  /** envío to the ciudad's departamento (0 when free), integer pesos */
  envio: number;
  /** pesos the cupon took off the products, IVA included (0 without one) */
  descuento: number;
  /** the code of that cupon, as stored ('' without one) */
  cupon: string;
  /** subtotal + iva + envío − descuento: the amount paid */
  total: number;
  /** the IVA as Wompi's widget takes it (informative: already inside `amount_in_cents`) */
  tax_in_cents: { vat: number };
  /** the DIVIPOLA ciudad the venta goes to: its name and code ('' for ventas before codes) */
  ciudad: string;
  ciudad_codigo: string;
  documento: string;
  amount_in_cents: number;
  currency: 'COP';
  signature: { integrity: string };
  public_key: string;
  /** true with the local sandbox, whose page is `checkout_url` */
  sandbox: boolean;
  checkout_url?: string;
  productos: LineaVenta[];
};
