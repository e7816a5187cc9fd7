/**
 * Discount codes (cupones) and the uses ventas make of them (migration 0017, hand-written). A use is
 * taken in the venta's own batch and trigger `cupon_usos_sin_exceso` refuses one past the code's
 * total uses or its uses per e-mail (worker/tienda/cupones.ts; docs/decisions/0014).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, updatedAt } from './columns';
import { ventas } from './tienda';

export const cupones = sqliteTable(
  'cupones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** trimmed and upper-case: what the buyer types matches whatever its case */
    codigo: text('codigo').notNull(),
    /** 'porcentaje' (of the products) or 'valor' (whole pesos off) */
    tipo: text('tipo', { enum: ['porcentaje', 'valor'] }).notNull(),
    /** 1..100 for a porcentaje; pesos for a valor */
    valor: integer('valor').notNull(),
    /** the products' total (IVA included) a compra must reach, pesos; 0: none */
    minimo: integer('minimo').notNull().default(0),
    /** Bogotá dates (YYYY-MM-DD), both inclusive; NULL: open */
    desde: text('desde'),
    hasta: text('hasta'),
    /** uses in all, and per buyer e-mail; NULL: no limit */
    usos_total: integer('usos_total'),
    usos_por_email: integer('usos_por_email'),
    activo: flag('activo', 1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('cupones_codigo_uq').on(t.codigo)],
);

/**
 * A venta's use of its cupon: pending for 30 minutes like an apartado (`vence_at`), for good once
 * paid (`pagado` 1). A declined pago or a cancelled venta deletes it; an expired one never counts.
 */
export const cuponUsos = sqliteTable(
  'cupon_usos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cupon_id: integer('cupon_id')
      .notNull()
      .references(() => cupones.id, { onDelete: 'cascade' }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    /** the venta's e-mail, lower-case */
    email: text('email').notNull(),
    /** the request's instant (ISO 8601): the trigger counts uses still live at it */
    creado_at: text('creado_at').notNull(),
    vence_at: text('vence_at').notNull(),
    pagado: flag('pagado'),
  },
  (t) => [uniqueIndex('cupon_usos_venta_uq').on(t.venta_id), index('cupon_usos_cupon_idx').on(t.cupon_id, t.email)],
);
