/**
 * `POST /api/compras/new`: the comprador's compra and the venta it creates, with what the
 * payment widget needs. The server prices every line; `token` makes one compra one venta.
 */
import type { DesgloseVenta, LineaVenta } from './ventas';

// The body of the compra (common/cuerpos/ventas.ts); the client's prices, if any, are ignored.
export type { Compra } from '../cuerpos/ventas';

/** What every venta created answers: its amounts, where it goes and its lines. */
export type VentaBase = DesgloseVenta & {
  id: number;
  factura: string;
  status_pago: string;
  /** the DIVIPOLA ciudad the venta goes to: its name and code ('' for ventas before codes) */
  ciudad: string;
  ciudad_codigo: string;
  documento: string;
  productos: LineaVenta[];
};

/** A venta paid on delivery (decision 0023): no payment reference, nothing for a widget. */
export type VentaContraEntrega = VentaBase & { metodo_pago: 'contra_entrega' };

/** A venta paid through Wompi: what its widget (or the local sandbox) needs. */
export type VentaWompi = VentaBase & {
  metodo_pago: 'wompi';
  /** the payment reference given to the provider */
  reference: string;
  /** `iva` as Wompi's widget takes it (informative: already inside `amount_in_cents`) */
  tax_in_cents: { vat: number };
  amount_in_cents: number;
  currency: 'COP';
  signature: { integrity: string };
  public_key: string;
  /** true with the local sandbox, whose page is `checkout_url` */
  sandbox: boolean;
  checkout_url?: string;
};

/** The venta created (201) or the one the same `token` created before (200). */
export type VentaCreada = VentaWompi | VentaContraEntrega;
