/**
 * The WHERE of the filters the admin's orders list and its CSV export share (their schemas:
 * common/cuerpos/ventas.ts): text search (invoice, name, phone or e-mail, accents ignored), delivery and payment
 * statuses, and a range of Bogotá calendar days on `created_at`. Each search reads an index range
 * (migrations/0011_ventas_resumen.sql).
 */
import { and, count, gte, inArray, lt, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FiltrosExportacion } from '../../common/cuerpos/ventas';
import { addDays, instanteBogota } from '../../common/fechas';
import type { Db } from '../db/conexion';
import { ventasPorDia } from '../db/schema/resumen-ventas';
import { ventas as ventasT } from '../db/schema/tienda';
import { sinTildes, sinTildesSql } from '../db/sin-tildes';

/** The filters as their schema parsed them. */
export type FiltroVentas = FiltrosExportacion;

/** `col` starts with `inicio`: a range an index can read (`\uffff` sorts after any BMP text). */
const empieza = (col: SQLWrapper, inicio: string) => and(gte(col, inicio), lt(col, `${inicio}\uffff`));

/** The buyer's whole name and surname lowercase without accents, as the expression indexes hold them (migration 0034). */
export const nombreCompleto = sinTildesSql(sql`${ventasT.nombre} || ' ' || ${ventasT.apellidos}`);
export const apellidosSinTildes = sinTildesSql(ventasT.apellidos);
/** The e-mail from its @ ('@gmail.com'), as the expression index `ventas_email_dominio_idx` holds it. */
export const dominioEmail = sql`substr(${ventasT.email}, instr(${ventasT.email}, '@'))`;

/**
 * Digits (spaces, +57, dashes allowed): the phone. From an @ ('@gmail'): the e-mail's domain. With
 * an @ inside: the e-mail (stored lower-case). Otherwise the invoice code, the name ("ana pérez"),
 * the surname or the e-mail ("ana.torres"), each from its start; names ignore case and accents
 * ("jose" finds "José", "PEREZ" finds "Pérez").
 */
export function busquedaVenta(q: string): SQL | undefined {
  const texto = q.trim();
  if (!texto) return undefined;
  if (texto.startsWith('@')) return empieza(dominioEmail, texto.toLowerCase());
  if (texto.includes('@')) return empieza(ventasT.email, texto.toLowerCase());
  const digitos = texto.replace(/[\s()+.-]/g, '');
  if (/^\d{3,}$/.test(digitos))
    return empieza(
      ventasT.telefono_cliente,
      digitos.length === 12 && digitos.startsWith('57') ? digitos.slice(2) : digitos,
    );
  const plano = sinTildes(texto).replace(/\s+/g, ' ');
  return or(
    empieza(ventasT.factura, texto.toUpperCase()),
    empieza(nombreCompleto, plano),
    empieza(apellidosSinTildes, plano),
    empieza(ventasT.email, texto.toLowerCase()),
  );
}

/** The first instant of a Bogotá day, as `created_at` stores instants (ISO 8601, UTC). */
export const inicioDia = (fecha: string) => instanteBogota(fecha, '00:00');

/** The WHERE of a filter; `hasta` includes its whole Bogotá day. */
export function dondeVentas(f: FiltroVentas): SQL | undefined {
  return and(
    f.q ? busquedaVenta(f.q) : undefined,
    f.status_entrega ? inArray(ventasT.status_entrega, f.status_entrega) : undefined,
    f.status_pago ? inArray(ventasT.status_pago, f.status_pago) : undefined,
    f.desde ? gte(ventasT.created_at, inicioDia(f.desde)) : undefined,
    f.hasta ? lt(ventasT.created_at, inicioDia(addDays(f.hasta, 1))) : undefined,
  );
}

/**
 * How many ventas match `f`. Without a search the statuses and days are those of the sums per day
 * the triggers keep (migration 0028): a few rows a day instead of counting every matching venta
 * (the list's whole store, 100,000 at the scale data). A search narrows by its index and counts.
 */
export function cuentaVentas(db: Db, f: FiltroVentas) {
  if (f.q?.trim()) return db.select({ total: count() }).from(ventasT).where(dondeVentas(f));
  return db
    .select({ total: sql<number>`coalesce(sum(${ventasPorDia.n}), 0)`.mapWith(Number) })
    .from(ventasPorDia)
    .where(
      and(
        f.status_entrega ? inArray(ventasPorDia.status_entrega, f.status_entrega) : undefined,
        f.status_pago ? inArray(ventasPorDia.status_pago, f.status_pago) : undefined,
        f.desde ? gte(ventasPorDia.fecha, f.desde) : undefined,
        f.hasta ? lte(ventasPorDia.fecha, f.hasta) : undefined,
      ),
    );
}
