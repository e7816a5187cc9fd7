/**
 * `GET /api/ventas/export.csv`: the admin's orders of a filter (the orders list's: dates, search,
 * statuses) as CSV for Excel (lib/csv.ts), oldest first. The answer is a stream that reads D1 one
 * page at a time by keyset on (created_at, id), so 100,000 ventas never sit in memory at once.
 */
import { and, asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { filtrosExportacion } from '../../../common/cuerpos/ventas';
import { bogotaNow } from '../../../common/fechas';
import { ventas as ventasT } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { cabecerasCsv, lineaCsv, streamCsv } from '../../plataforma/csv';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { dondeVentas } from '../filtro-ventas';
import { desgloseVenta, textoEntrega, textoPago, type Venta } from '../pagos/ventas';

/** Rows per D1 query. */
export const POR_LOTE = 500;

const columnas = {
  id: ventasT.id,
  factura: ventasT.factura,
  created_at: ventasT.created_at,
  nombre: ventasT.nombre,
  apellidos: ventasT.apellidos,
  documento: ventasT.documento,
  email: ventasT.email,
  telefono_cliente: ventasT.telefono_cliente,
  ciudad: ventasT.ciudad,
  direccion: ventasT.direccion,
  status_pago: ventasT.status_pago,
  status_entrega: ventasT.status_entrega,
  envio: ventasT.envio,
  iva: ventasT.iva,
  descuento: ventasT.descuento,
  cupon_codigo: ventasT.cupon_codigo,
  total: ventasT.total,
  // the venta's amounts per IVA class, summed in the same query: [{iva, total}] as JSON text
  tarifas: sql<string>`(select json_group_array(json_object('iva', t.iva, 'total', t.total)) from (select vp.iva as iva, sum(vp.total) as total from venta_productos vp where vp.venta_id = "ventas"."id" group by vp.iva) t)`,
  // the pesos its returns refunded (decision 0024)
  devuelto: sql<number>`(select coalesce(sum(d.monto), 0) from devoluciones d where d.venta_id = "ventas"."id")`,
};
type Fila = Pick<Venta, Exclude<keyof typeof columnas, 'tarifas' | 'devuelto'>> & { tarifas: string; devuelto: number };

/** `created_at` as a Bogotá wall-clock time, `YYYY-MM-DD HH:MM`. */
const fechaBogota = (instante: string) => {
  const { fecha, hora } = bogotaNow(new Date(instante));
  return `${fecha} ${hora}`;
};

const registro = (v: Fila) => {
  const d = desgloseVenta(v, JSON.parse(v.tarifas) as { iva: number; total: number }[]);
  return lineaCsv([
    v.factura,
    fechaBogota(v.created_at),
    v.nombre,
    v.apellidos,
    v.documento,
    v.email,
    v.telefono_cliente,
    v.ciudad,
    v.direccion,
    textoPago(v.status_pago),
    textoEntrega(v.status_entrega),
    // the amounts as the receipt gives them
    d.subtotal,
    d.iva,
    d.envio,
    d.descuento,
    d.cupon,
    d.total,
    ...[19, 5].flatMap((t) => {
      const x = d.impuestos.find((i) => i.tarifa === t);
      return [x?.base ?? 0, x?.iva ?? 0];
    }),
    d.impuestos.find((i) => i.tarifa === 0)?.base ?? 0,
    d.redondeo,
    v.devuelto,
  ]);
};

const nombreArchivo = (desde?: string, hasta?: string) =>
  `ventas${desde ? `_${desde}` : ''}${hasta ? `_a_${hasta}` : ''}.csv`;

export const ventasCsv = new Hono<AppEnv>().get('/ventas/export.csv', requireAdmin, async (c) => {
  const f = check(filtrosExportacion, await readInput(c));
  const where = dondeVentas(f);
  const db = c.var.db;
  const pagina = (despues: Fila | null) =>
    db
      .select(columnas)
      .from(ventasT)
      .where(
        and(
          where,
          despues ? sql`(${ventasT.created_at}, ${ventasT.id}) > (${despues.created_at}, ${despues.id})` : undefined,
        ),
      )
      .orderBy(asc(ventasT.created_at), asc(ventasT.id))
      .limit(POR_LOTE);
  const cuerpo = streamCsv(msg.ventas.columnasCsv, pagina, registro, POR_LOTE);
  return c.body(cuerpo, 200, cabecerasCsv(nombreArchivo(f.desde, f.hasta)));
});
