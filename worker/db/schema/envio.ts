/**
 * Delivery anywhere in Colombia: the DANE's DIVIPOLA list (departamentos and their ciudades, with
 * 5-digit codes), the envío rate admins set per departamento, and the store's own ajustes (free
 * envío from a subtotal, delivery days). Hand-written migration 0014 loads the list.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns';

export const departamentos = sqliteTable('departamentos', {
  /** DIVIPOLA's 2 digits ('25' Cundinamarca) */
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  /** integer pesos an order to this departamento pays for envío (0 until an admin sets it) */
  envio: integer('envio').notNull().default(0),
  /** 1: staff offer pago contra entrega here (migration 0031, decision 0023) */
  contra_entrega: integer('contra_entrega').notNull().default(0),
  /** the largest venta total (integer pesos) paid on delivery here */
  contra_entrega_hasta: integer('contra_entrega_hasta').notNull().default(0),
  updated_at: updatedAt(),
});

/** Every municipality (and área no municipalizada) of DIVIPOLA. */
export const ciudades = sqliteTable(
  'ciudades',
  {
    /** DIVIPOLA's 5 digits ('25754' Soacha) */
    codigo: text('codigo').primaryKey(),
    nombre: text('nombre').notNull(),
    departamento: text('departamento')
      .notNull()
      .references(() => departamentos.codigo, { onDelete: 'restrict' }),
    /** `nombre` lower-case, without accents or punctuation (common/texto.ts normalizar): what the search reads */
    clave: text('clave').notNull(),
  },
  (t) => [index('ciudades_clave_idx').on(t.clave)],
);

/** The store's settings: one row (id 1). */
export const ajustesTienda = sqliteTable('ajustes_tienda', {
  id: integer('id').primaryKey(),
  /** a subtotal from which envío is free (integer pesos); 0: never */
  envio_gratis_desde: integer('envio_gratis_desde').notNull().default(0),
  dias_entrega_min: integer('dias_entrega_min').notNull().default(2),
  dias_entrega_max: integer('dias_entrega_max').notNull().default(5),
  /** the seller's NIT ('900123456-8') and business name, printed on the receipt */
  nit: text('nit').notNull().default(''),
  razon_social: text('razon_social').notNull().default(''),
  updated_at: updatedAt(),
});
