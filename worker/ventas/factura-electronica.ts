/**
 * Where a DIAN electronic-invoice provider would plug in (docs/decisions/0011-factura-electronica.md).
 * CitaSalud issues no electronic invoice: its receipt (the paid venta's e-mail and look-up) says
 * so. A provider (a "proveedor tecnológico" authorised by the DIAN) would implement this interface
 * and be called once a venta's payment is approved, after the receipt is queued.
 */

/** What a provider needs of a paid venta: all of it is on the venta and its lines. */
export type VentaFacturable = {
  factura: string;
  /** ISO 8601 instant of the approved payment */
  pagada_at: string;
  comprador: { nombre: string; documento: string; email: string; ciudad_codigo: string; direccion: string };
  vendedor: { nit: string; razon_social: string };
  lineas: { descripcion: string; cantidad: number; valor_unitario: number; iva: number; total: number }[];
  /** integer pesos: subtotal + iva + envio − descuento = total */
  subtotal: number;
  iva: number;
  envio: number;
  descuento: number;
  total: number;
};

/** The invoice a provider issued: its CUFE (the DIAN's unique code) and where the buyer gets it. */
export type FacturaEmitida = { cufe: string; url: string };

export interface EmisorFacturaElectronica {
  /** Issues the electronic invoice of `venta`; null when this emisor issues none. Idempotent by `factura`. */
  emitir(venta: VentaFacturable): Promise<FacturaEmitida | null>;
}

/** Today's emisor: no electronic invoice; the receipt says it is not one. */
export const sinFacturaElectronica: EmisorFacturaElectronica = {
  emitir: async () => null,
};
