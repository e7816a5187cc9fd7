/**
 * The statement that has a professional accept aseguradoras of the catalogue: shared by
 * `users/update` and the demo seed (which type-checks without the Worker's bindings, so this file
 * imports only the schema).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { aseguradoras, profesionalAseguradoras } from '../db/schema/directorio';

/**
 * Professional `cuentaId` accepts the aseguradoras that `cuales` picks (by id, by slug). The order
 * copies of migration 0023 (her `destacado` and `promedio`) are written by its insert trigger; the
 * zeros here only fill the columns.
 */
export const aceptarAseguradoras = (db: Db, cuentaId: number, cuales: SQL) =>
  db.insert(profesionalAseguradoras).select(
    db
      .select({
        user_id: sql<number>`${cuentaId}`.as('user_id'),
        aseguradora_id: aseguradoras.id,
        destacado: sql<number>`0`.as('destacado'),
        promedio: sql<number>`0`.as('promedio'),
      })
      .from(aseguradoras)
      .where(cuales),
  );
