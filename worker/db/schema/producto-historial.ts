/**
 * The historial of the productos (docs/glosario.md): one row per change an admin made to a
 * producto, written in the same batch as the change (worker/tienda/historial-producto.ts).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './directorio';

export const productoHistorial = sqliteTable(
  'producto_historial',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** no foreign key: the historial outlives its producto */
    producto_id: integer('producto_id').notNull(),
    /** the admin who made the change (NULL once that account is deleted; its name stays) */
    cuenta_id: integer('cuenta_id').references(() => users.id, { onDelete: 'set null' }),
    /** the admin's name when the change was made */
    cuenta_nombre: text('cuenta_nombre').notNull().default(''),
    /** 'crear' (the producto was created) or 'cambiar' (one field changed) */
    accion: text('accion').notNull(),
    /** where the change came from: 'panel' (the back office's forms) or 'csv' (an import) */
    origen: text('origen').notNull().default('panel'),
    /** the field changed (`precio`, `stock`, `marca`, `imagen2`…); NULL for 'crear' */
    campo: text('campo'),
    /**
     * the value before and after, as short text (a price in pesos, a marca's name, '' for none or
     * for stock sin control); both NULL for a long text or an image: only that it changed is kept
     */
    antes: text('antes'),
    despues: text('despues'),
    created_at: createdAt(),
  },
  (t) => [index('producto_historial_producto_idx').on(t.producto_id, t.id)],
);
