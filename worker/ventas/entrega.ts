/**
 * A venta's steps (issue 21 item 4, docs/decisions/0013-entrega-y-reembolso.md): where each delivery
 * status can be reached from, and the statements of one step for its batch: the step recorded with
 * who and when (`venta_pasos`), the comprador's e-mail, and on a cancellation its apartados released
 * or, when it was paid, its units back in `stock` and the pago `reembolso_pendiente`.
 *
 * Every statement after the guarded status change is an INSERT … SELECT (or an UPDATE) that only
 * acts while the venta is in the status the step reached, and the step's row is unique per venta,
 * tipo and estado: a request that lost a race either changes nothing or is rolled back whole by the
 * unique index, never e-mailing the comprador twice or returning the units twice.
 */
import { and, eq, getTableColumns, inArray, is, isNotNull, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { EstadoEntrega } from '../../common/wire/ventas';
import type { Db } from '../db/conexion';
import { users } from '../db/schema/directorio';
import { ventaPasos } from '../db/schema/entrega';
import { mailOutbox } from '../db/schema/mail';
import { productos, ventaProductos, ventas } from '../db/schema/tienda';
import { nuevaVersion } from '../db/versiones';
import { isUniqueViolation } from '../plataforma/errors';
import { devolverPorCancelacion, liberarApartados } from '../tienda';
import { correoPaso } from './correo-entrega';
import { pideReembolso } from './impedimento';
import type { Venta } from './pagos/ventas';
import type { DatosPaso } from './paso';

// the rules of a step (where it can go from, and when it asks for a reembolso) live in
// impedimento.ts; the routes read them here
export { DESDE, impedimento } from './impedimento';

/** Who made a step: an admin (her account), Wompi (its events) or the store itself (the cron). */
export type Autor = { por: 'admin'; adminId: number } | { por: 'wompi' } | { por: 'tienda' };

/**
 * One row of `tabla` inserted from the venta `ventaId` while `condicion` (on `ventas`) holds:
 * `propios` give its values, every other column takes its default.
 */
export function filaSi(db: Db, tabla: SQLiteTable, propios: Record<string, unknown>, ventaId: number, condicion: SQL) {
  const campos = Object.fromEntries(
    Object.entries(getTableColumns(tabla)).map(([k, col]) => {
      const v = propios[k];
      const valor = v === undefined ? (is(col.default, SQL) ? col.default : sql`${col.default ?? null}`) : v;
      return [k, (is(valor, SQL) ? valor : sql`${valor}`).as(k)];
    }),
  );
  return db.insert(tabla).select(
    db
      .select(campos)
      .from(ventas)
      .where(and(eq(ventas.id, ventaId), condicion)) as never,
  );
}

/** An admin's name as the history shows it: "nombre apellido", else `name`, else her e-mail. */
export const nombreAdmin = (adminId: number) =>
  sql`coalesce((select coalesce(nullif(trim(${users.nombre} || ' ' || ${users.apellido}), ''), nullif(${users.name}, ''), ${users.email})
    from ${users} where ${users.id} = ${adminId}), '')`;

/** The step's row, while `condicion` holds. */
export const insertarPaso = (db: Db, ventaId: number, paso: DatosPaso, autor: Autor, ahora: Date, condicion: SQL) =>
  filaSi(
    db,
    ventaPasos,
    {
      id: sql`null`,
      venta_id: ventas.id,
      ...paso,
      por: autor.por,
      admin_id: autor.por === 'admin' ? autor.adminId : null,
      admin_nombre: autor.por === 'admin' ? nombreAdmin(autor.adminId) : '',
      created_at: ahora.toISOString(),
    },
    ventaId,
    condicion,
  );

/** The comprador's e-mail of a step, while `condicion` holds (lib/mail.ts's outbox delivers it). */
export const correoSi = (db: Db, venta: Venta, paso: DatosPaso, appUrl: string | undefined, condicion: SQL) => {
  const correo = correoPaso(venta, paso, appUrl);
  return filaSi(
    db,
    mailOutbox,
    { id: sql`null`, para: correo.para, asunto: correo.asunto, texto: correo.texto, html: correo.html ?? '' },
    venta.id,
    condicion,
  );
};

/** A paid venta cancelled: its lines' units back in `stock` (products with control only), while `condicion` holds. */
export function devolverStock(db: Db, ventaId: number, condicion: SQL) {
  // less the units a return already gave back (decision 0024)
  const vendidas = sql`(select sum(${ventaProductos.cantidad} - (select coalesce(sum(dl.cantidad), 0) from devolucion_lineas dl
      where dl.venta_producto_id = ${ventaProductos.id})) from ${ventaProductos}
    where ${ventaProductos.venta_id} = ${ventaId} and ${ventaProductos.producto_id} = ${productos.id})`;
  return db
    .update(productos)
    .set({ stock: sql`${productos.stock} + ${vendidas}` })
    .where(
      and(
        isNotNull(productos.stock),
        inArray(
          productos.id,
          db
            .select({ id: sql<number>`${ventaProductos.producto_id}` })
            .from(ventaProductos)
            .where(eq(ventaProductos.venta_id, ventaId)),
        ),
        sql`exists (select 1 from ${ventas} where ${ventas.id} = ${ventaId} and ${condicion})`,
      ),
    );
}

export type DatosEntrega = { transportadora: string; guia: string; motivo: string };

/**
 * Moves `venta` (as read) to `destino` in one batch: the status guarded by the one read, the step,
 * the e-mail and, on a cancellation, the apartados and the cupon's use released (and the catalogue's
 * cached reads made stale) or, for a paid venta, its units back in stock and its pago `reembolso_pendiente`.
 * Answers the venta as it is now, or null when another request changed it first.
 */
export async function moverEntrega(
  db: Db,
  venta: Venta,
  destino: EstadoEntrega,
  datos: DatosEntrega,
  opts: { adminId: number; ahora: Date; appUrl?: string },
) {
  const autor: Autor = { por: 'admin', adminId: opts.adminId };
  const reembolso = pideReembolso(venta, destino);
  const paso: DatosPaso = {
    tipo: 'entrega',
    anterior: venta.status_entrega,
    estado: destino,
    ...(destino === 'enviado' ? { transportadora: datos.transportadora, guia: datos.guia } : {}),
    ...(destino === 'cancelado' ? { motivo: datos.motivo } : {}),
  };
  const llegada = reembolso
    ? sql`${ventas.status_entrega} = 'cancelado' and ${ventas.status_pago} = 'reembolso_pendiente'`
    : sql`${ventas.status_entrega} = ${destino}`;
  const cambiar = db
    .update(ventas)
    .set({
      status_entrega: destino,
      ...(reembolso ? { status_pago: 'reembolso_pendiente' } : {}),
      updated_at: opts.ahora.toISOString(),
    })
    .where(
      and(
        eq(ventas.id, venta.id),
        eq(ventas.status_entrega, venta.status_entrega),
        eq(ventas.status_pago, venta.status_pago),
      ),
    )
    .returning();
  const pasoPago: DatosPaso = { tipo: 'pago', anterior: venta.status_pago, estado: 'reembolso_pendiente' };
  const despues = [
    insertarPaso(db, venta.id, paso, autor, opts.ahora, llegada),
    ...(reembolso ? [insertarPaso(db, venta.id, pasoPago, autor, opts.ahora, llegada)] : []),
    correoSi(
      db,
      { ...venta, status_pago: reembolso ? 'reembolso_pendiente' : venta.status_pago },
      paso,
      opts.appUrl,
      llegada,
    ),
    ...(reembolso ? [devolverStock(db, venta.id, llegada)] : []),
    // a cancelled venta also gives its cupon's use back (lib/cupones.ts)
    ...(destino === 'cancelado'
      ? [
          liberarApartados(db, venta.id),
          devolverPorCancelacion(db, eq(ventas.id, venta.id)),
          nuevaVersion(db, ['tienda']),
        ]
      : []),
  ];
  try {
    const [cambiadas] = await db.batch([cambiar, ...despues] as unknown as [typeof cambiar]);
    return cambiadas[0] ?? null;
  } catch (err) {
    if (isUniqueViolation(err, 'venta_pasos.venta_id')) return null;
    throw err;
  }
}

/**
 * Records the refund of a venta `reembolso_pendiente` (an admin, with an optional note), in one batch:
 * the pago `reembolsado`, the step and the comprador's e-mail. Answers the venta, or null when
 * another request (or Wompi's VOIDED event) recorded it first.
 */
export async function registrarReembolso(
  db: Db,
  venta: Venta,
  nota: string,
  opts: { adminId: number; ahora: Date; appUrl?: string },
) {
  const paso: DatosPaso = { tipo: 'pago', anterior: 'reembolso_pendiente', estado: 'reembolsado', nota };
  const llegada = sql`${ventas.status_pago} = 'reembolsado'`;
  const cambiar = db
    .update(ventas)
    .set({ status_pago: 'reembolsado', updated_at: opts.ahora.toISOString() })
    .where(and(eq(ventas.id, venta.id), eq(ventas.status_pago, 'reembolso_pendiente')))
    .returning();
  try {
    const [cambiadas] = await db.batch([
      cambiar,
      insertarPaso(db, venta.id, paso, { por: 'admin', adminId: opts.adminId }, opts.ahora, llegada),
      correoSi(db, venta, paso, opts.appUrl, llegada),
    ]);
    return cambiadas[0] ?? null;
  } catch (err) {
    if (isUniqueViolation(err, 'venta_pasos.venta_id')) return null;
    throw err;
  }
}
