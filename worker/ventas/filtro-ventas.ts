/**
 * The filters the admin's orders list and its CSV export share: text search (invoice, name,
 * phone or e-mail), delivery and payment statuses, and a range of Bogotá calendar days on
 * `created_at`. Each search reads an index range (migrations/0011_ventas_resumen.sql).
 */
import { and, gte, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, instanteBogota, parseFecha } from '../../common/fechas';
import { textoOpcional } from '../../common/validacion';
import { ESTADOS_ENTREGA, ESTADOS_REEMBOLSO } from '../../common/wire/ventas';
import { ventas as ventasT } from '../db/schema/tienda';
import { msg } from '../textos';
import { ESTADOS_PAGO } from './pagos/provider';

const msgVentas = msg.ventas;

/** `status_entrega=pendiente`, `pendiente,preparando` or repeated keys: a list of known codes. */
const codigos = <T extends string>(validos: readonly T[], message: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim().toLowerCase());
    },
    z
      .array(z.enum(validos as [T, ...T[]], { error: message }), { error: message })
      .max(10, { error: message })
      .optional(),
  );

/** An optional calendar day `YYYY-MM-DD` (blank = none). */
const dia = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (parseFecha(v) ?? '')),
    z.string({ error: message }).min(1, { error: message }).optional(),
  );

/** The fields of the filter; each route adds its own (paging, sort) and then `conRango`. */
export const camposFiltro = {
  /** the invoice's beginning, the buyer's name or surname, phone or e-mail (each from its start) */
  q: textoOpcional('q', { max: 100 }),
  status_entrega: codigos(ESTADOS_ENTREGA, msg.tienda.estadoEntregaInvalido),
  status_pago: codigos([...Object.values(ESTADOS_PAGO), ...ESTADOS_REEMBOLSO], msg.tienda.estadoPagoInvalido),
  desde: dia(msgVentas.desdeInvalido),
  hasta: dia(msgVentas.hastaInvalido),
};

/** Refuses `hasta` before `desde`. */
export const conRango = <T extends z.ZodType<{ desde?: string; hasta?: string }>>(schema: T) =>
  schema.refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    error: msgVentas.rangoInvertido,
    path: ['hasta'],
  });

export type FiltroVentas = {
  q: string;
  status_entrega?: string[];
  status_pago?: string[];
  desde?: string;
  hasta?: string;
};

/** `col` starts with `inicio`: a range an index can read (`\uffff` sorts after any BMP text). */
const empieza = (col: SQLWrapper, inicio: string) => and(gte(col, inicio), lt(col, `${inicio}\uffff`));

/** The buyer's whole name as the expression index `ventas_comprador_idx` holds it. */
export const nombreCompleto = sql`lower(${ventasT.nombre} || ' ' || ${ventasT.apellidos})`;
export const apellidosMinuscula = sql`lower(${ventasT.apellidos})`;

/**
 * With an @: the e-mail (stored lower-case). Digits (spaces, +57, dashes allowed): the phone.
 * Otherwise the invoice code, the name ("ana pérez") or the surname, each from its start.
 * SQLite's lower() folds ASCII only, so "Álvarez" is found as "Álvarez", not "álvarez".
 */
export function busquedaVenta(q: string): SQL | undefined {
  const texto = q.trim();
  if (!texto) return undefined;
  if (texto.includes('@')) return empieza(ventasT.email, texto.toLowerCase());
  const digitos = texto.replace(/[\s()+.-]/g, '');
  if (/^\d{3,}$/.test(digitos))
    return empieza(
      ventasT.telefono_cliente,
      digitos.length === 12 && digitos.startsWith('57') ? digitos.slice(2) : digitos,
    );
  const minuscula = texto.toLowerCase().replace(/\s+/g, ' ');
  return or(
    empieza(ventasT.factura, texto.toUpperCase()),
    empieza(nombreCompleto, minuscula),
    empieza(apellidosMinuscula, minuscula),
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
