/**
 * The sales view's sums per Bogotá day, kept on write by triggers on `ventas` and
 * `venta_productos` (migration 0028; issue 36 item 4): GET /api/ventas/resumen reads these, never
 * the ventas of its window. Only the triggers write them.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Ventas (`n`) and their totals per day (created_at − 5 h) and pair of statuses. */
export const ventasPorDia = sqliteTable(
  'ventas_por_dia',
  {
    fecha: text('fecha').notNull(),
    status_pago: text('status_pago').notNull(),
    status_entrega: text('status_entrega').notNull(),
    n: integer('n').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fecha, t.status_pago, t.status_entrega] })],
);

/**
 * Units and pesos of the lines of paid ventas per day and product; `clave` is 'p' + producto_id,
 * or 'n' + the line's name when its product was deleted.
 */
export const ventasProductosPorDia = sqliteTable(
  'ventas_productos_por_dia',
  {
    fecha: text('fecha').notNull(),
    clave: text('clave').notNull(),
    producto_id: integer('producto_id'),
    nombre_produto: text('nombre_produto').notNull(),
    cantidad: integer('cantidad').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fecha, t.clave] })],
);
