/** The steps of a venta's delivery and refund (migration 0015, docs/decisions/0013-entrega-y-reembolso.md). */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './directorio';
import { ventas } from './tienda';

/**
 * A paso: one change of a venta's status, with who made it and when. `tipo` 'entrega' (estado
 * preparando | enviado | entregado | cancelado) or 'pago' (reembolso_pendiente | reembolsado);
 * `por` 'admin' (`admin_id`, and `admin_nombre` as it was then) or 'wompi' (a VOIDED event).
 * The steps only move forward, so a venta reaches each (tipo, estado) once: the unique index
 * makes a repeated request lose instead of e-mailing the comprador twice.
 */
export const ventaPasos = sqliteTable(
  'venta_pasos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    venta_id: integer('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    /** the status the venta left */
    anterior: text('anterior').notNull(),
    /** the status it reached */
    estado: text('estado').notNull(),
    por: text('por').notNull(),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    admin_nombre: text('admin_nombre').notNull().default(''),
    /** enviado: the carrier and its tracking number */
    transportadora: text('transportadora').notNull().default(''),
    guia: text('guia').notNull().default(''),
    /** cancelado: why (required when the venta was paid; the comprador reads it) */
    motivo: text('motivo').notNull().default(''),
    /** reembolsado by an admin: its note or bank reference (admins only) */
    nota: text('nota').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('venta_pasos_venta_estado_uq').on(t.venta_id, t.tipo, t.estado)],
);
