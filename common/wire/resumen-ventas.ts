/**
 * `GET /api/ventas/resumen?dias=1|7|30`: the admin's sales view over the last `dias` Bogotá days
 * (today included). Money is integer pesos; `ingresos` counts paid (aprobado) ventas only.
 */

/** A day of the chart: ventas created that Bogotá day and what the paid ones brought in. */
export type DiaResumen = { fecha: string; ventas: number; ingresos: number };

/** A best-selling producto among the paid ventas of the window. */
export type ProductoTop = { producto_id: number | null; nombre_produto: string; cantidad: number; ingresos: number };

export type ResumenVentas = {
  dias: number;
  /** the window's first and last Bogotá days (YYYY-MM-DD) */
  desde: string;
  hasta: string;
  ingresos: number;
  /** ventas created in the window, and how many of them are paid */
  ventas: number;
  pagadas: number;
  /** ventas of the window per payment status and per delivery status (codes as stored) */
  por_pago: Record<string, number>;
  por_entrega: Record<string, number>;
  /** every paid venta not yet shipped (pendiente or preparando), whatever its date */
  por_enviar: number;
  top_productos: ProductoTop[];
  /** one entry per day of the window, oldest first, zeros included */
  serie: DiaResumen[];
  /** Active productos with stock control at or under their low-stock threshold (`stock_minimo`), fewest first, 10 at most. */
  stock_bajo: { id: number; nombre: string; stock: number }[];
};
