/**
 * Returns and partial refunds of a paid venta (migration 0035, docs/decisions/0024-devoluciones.md).
 * The migration's triggers guard them: refunds never pass what was paid, a line never gives back
 * more units than were bought, and the per-day sums of migration 0028 count net of them.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './directorio';
import { ventaProductos, ventas } from './tienda';

/** One refund: unique per venta and the request's idempotency key (`clave`). */
export const devoluciones = sqliteTable(
  'devoluciones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    /** the request's idempotency key */
    clave: text('clave').notNull(),
    /** integer pesos refunded */
    monto: integer('monto').notNull(),
    /** the pesos the venta had refunded when the request read it (the guard's check of a race) */
    devuelto_antes: integer('devuelto_antes').notNull(),
    /** of `monto`, the pesos beyond the lines: envío and what was left, refunded with the last units */
    envio: integer('envio').notNull().default(0),
    motivo: text('motivo').notNull(),
    /** 'proveedor' (the payment provider) or 'efectivo' (cash, a venta contra entrega) */
    medio: text('medio').notNull(),
    /** 'pendiente' (asked), 'aprobado' (the provider or the cash gave it back), 'manual' (staff transfer it) */
    estado: text('estado').notNull().default('pendiente'),
    /** the provider's refund id ('' in cash) */
    referencia: text('referencia').notNull().default(''),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    admin_nombre: text('admin_nombre').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('devoluciones_venta_clave_uq').on(t.venta_id, t.clave)],
);

/** The units of one line a refund took back: `monto` refunded (after the descuento), `total` their part of the line's total. */
export const devolucionLineas = sqliteTable(
  'devolucion_lineas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    devolucion_id: integer('devolucion_id')
      .notNull()
      .references(() => devoluciones.id, { onDelete: 'cascade' }),
    venta_producto_id: integer('venta_producto_id')
      .notNull()
      .references(() => ventaProductos.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    monto: integer('monto').notNull(),
    total: integer('total').notNull(),
    /** the line's IVA class, for the credit note */
    iva: integer('iva').notNull(),
  },
  (t) => [
    index('devolucion_lineas_linea_idx').on(t.venta_producto_id),
    index('devolucion_lineas_devolucion_idx').on(t.devolucion_id),
  ],
);
