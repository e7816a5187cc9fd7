/**
 * Discount codes (cupones; docs/decisions/0014). A compra names its code; the server reads it with
 * the uses that count now, applies common/cupones.ts's rules and takes the use in the venta's own
 * batch, where trigger `cupon_usos_sin_exceso` (migration 0017) refuses the use past the last one:
 * of N compras racing for it exactly one gets it, the others a 409. A use lives like an apartado
 * (lib/stock.ts): pending for APARTADO_MINUTOS, for good once paid, deleted when the pago is
 * declined or the venta cancelled (given back); an expired one counts for nothing.
 */
import { and, eq, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm';
import { normalizarCupon } from '../../common/cupones';
import type { Db } from '../db/conexion';
import { cupones, cuponUsos } from '../db/schema/cupones';
import { ventas } from '../db/schema/tienda';
import { venceSql } from './stock';

// what does not need the database (a code's refusal, what it takes off, the admin's view) lives in
// aplicar-cupon.ts; the routes read it here with the queries
export { aplicarCupon, cuponAdmin, errorCupon, rechazoDelTrigger } from './aplicar-cupon';

/**
 * The cupon's uses that count at `ahora` (paid, or pending and not expired), optionally of one
 * e-mail. Spelled out with an alias: drizzle leaves columns unqualified in a one-table select, where
 * `cupon_id = id` would read the subquery's own `id`.
 */
const usosQueCuentan = (ahora: Date, email?: string) =>
  sql<number>`(select count(*) from cupon_usos u where u.cupon_id = "cupones"."id"
    and (u.pagado = 1 or u.vence_at > ${ahora.toISOString()})
    ${email === undefined ? sql`` : sql`and u.email = ${email}`})`;

/** Cupones (chosen by `where`) with their uses: in all, paid, and of `email` ('' counts none). */
export const cuponesConUsos = (db: Db, where: SQL, ahora: Date, email = '') =>
  db
    .select({
      ...getTableColumns(cupones),
      usos: usosQueCuentan(ahora).as('usos'),
      usos_pagados: sql<number>`(select count(*) from cupon_usos u
        where u.cupon_id = "cupones"."id" and u.pagado = 1)`.as('usos_pagados'),
      usos_email: usosQueCuentan(ahora, email.toLowerCase()).as('usos_email'),
    })
    .from(cupones)
    .where(where);

/** The statement reading the typed code's cupon (none for '' or an unknown code), for the caller's batch. */
export const cuponDelCodigo = (db: Db, codigo: string, ahora: Date, email = '') =>
  cuponesConUsos(db, codigo ? eq(cupones.codigo, normalizarCupon(codigo)) : sql`0`, ahora, email);

/** The venta's use of its cupon (none without one), pending until APARTADO_MINUTOS (or `hasta`), for its batch. */
export const tomarUso = (db: Db, ventaId: SQL, ahora: Date, hasta?: string) =>
  db.insert(cuponUsos).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        cupon_id: sql<number>`${ventas.cupon_id}`.as('cupon_id'),
        venta_id: sql<number>`${ventas.id}`.as('venta_id'),
        email: sql<string>`lower(${ventas.email})`.as('email'),
        creado_at: sql<string>`${ahora.toISOString()}`.as('creado_at'),
        vence_at: (hasta === undefined ? venceSql(ahora) : sql<string>`${hasta}`).as('vence_at'),
        pagado: sql<number>`0`.as('pagado'),
      })
      .from(ventas)
      .where(and(eq(ventas.id, ventaId), isNotNull(ventas.cupon_id))),
  );

/**
 * The approval's statement: the venta's use counts for good. A use given back meanwhile (a declined
 * pago approved late) is taken again without the trigger's limit: the pago happened, so the code may
 * end one use over (as stock may end below 0; decision 0012). Not for a venta staff cancelled.
 */
export const confirmarUso = (db: Db, ventaId: number, ahora: Date) =>
  db
    .insert(cuponUsos)
    .select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          cupon_id: sql<number>`${ventas.cupon_id}`.as('cupon_id'),
          venta_id: sql<number>`${ventas.id}`.as('venta_id'),
          email: sql<string>`lower(${ventas.email})`.as('email'),
          creado_at: sql<string>`${ahora.toISOString()}`.as('creado_at'),
          vence_at: sql<string>`${ahora.toISOString()}`.as('vence_at'),
          pagado: sql<number>`1`.as('pagado'),
        })
        .from(ventas)
        .where(and(eq(ventas.id, ventaId), isNotNull(ventas.cupon_id), sql`${ventas.status_entrega} <> 'cancelado'`)),
    )
    .onConflictDoUpdate({ target: cuponUsos.venta_id, set: { pagado: 1 } });

/** Gives the venta's use back (pago declined, or before taking it again to pay again). */
export const devolverUso = (db: Db, ventaId: number) => db.delete(cuponUsos).where(eq(cuponUsos.venta_id, ventaId));

/** A cancellation's statement, after its status change in the same batch: the venta's (`cual`) use goes back. */
export const devolverPorCancelacion = (db: Db, cual: SQL) =>
  db
    .delete(cuponUsos)
    .where(
      sql`${cuponUsos.venta_id} in (select ${ventas.id} from ${ventas} where ${cual} and ${ventas.status_entrega} = 'cancelado')`,
    );
