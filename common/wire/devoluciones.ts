/** The wire of a venta's returns and partial refunds (decision 0024). */
import type { Impuesto } from '../iva';

/** A line of the venta as staff may return it: bought, already returned, its IVA class. */
export type LineaDevolvible = {
  linea: number;
  nombre_produto: string;
  cantidad: number;
  devueltas: number;
  /** the line's total as bought (common/devolucion.ts splits what was paid by it) */
  total: number;
  /** pesos each further unit refunds now (the last one may differ by the rounding) */
  valor_unitario: number;
  iva: number;
};

/** A refund as recorded, with its credit note's figures (common/devolucion.ts `notaCredito`). */
export type DevolucionHecha = {
  id: number;
  clave: string;
  monto: number;
  motivo: string;
  /** 'proveedor' or 'efectivo' */
  medio: string;
  /** 'pendiente', 'aprobado' or 'manual' */
  estado: string;
  referencia: string;
  quien: string;
  created_at: string;
  lineas: { linea: number; nombre_produto: string; cantidad: number; monto: number; iva: number }[];
  impuestos: Impuesto[];
  envio: number;
  redondeo: number;
};

/** `GET /api/ventas/{id}/devoluciones`: what can still be returned and the refunds so far. */
export type DevolucionesVenta = {
  venta_id: number;
  total: number;
  envio: number;
  /** what was paid: the total, or the cash received contra entrega */
  pagado: number;
  devuelto: number;
  lineas: LineaDevolvible[];
  devoluciones: DevolucionHecha[];
};
