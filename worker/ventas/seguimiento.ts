/**
 * A venta's steps, oldest first, as the admins see them (`GET /api/ventas/pasos`) and as its
 * comprador follows them (the `seguimiento` of `GET /api/ventas/consulta`): received (the venta's
 * own `created_at`), paid (its first approval applied from `pago_eventos`), then each step of
 * `venta_pasos`. One round trip.
 */
import { and, asc, eq, min, sql } from 'drizzle-orm';
import { cop } from '../../common/dinero';
import type { PasoSeguimiento, PasoVenta } from '../../common/wire/ventas';
import type { Db } from '../db/conexion';
import { devoluciones } from '../db/schema/devoluciones';
import { ventaPasos } from '../db/schema/entrega';
import { pagoEventos } from '../db/schema/tienda';
import { msg } from '../textos';
import { RESULTADOS } from './pagos/resultados';
import type { Venta } from './pagos/ventas';

const msgEntrega = msg.entrega;

const textoPaso = (paso: string) => msgEntrega.pasos[paso as keyof typeof msgEntrega.pasos] ?? paso;

const vacio = { transportadora: '', guia: '', motivo: '', nota: '' };

/** Every step of `venta`, with who made it and the admins' notes. */
export async function pasosDe(db: Db, venta: Venta): Promise<PasoVenta[]> {
  const [filas, [pago], dev] = await db.batch([
    db.select().from(ventaPasos).where(eq(ventaPasos.venta_id, venta.id)).orderBy(asc(ventaPasos.id)),
    db
      .select({ fecha: min(pagoEventos.created_at) })
      .from(pagoEventos)
      .where(
        and(
          eq(pagoEventos.venta_id, venta.id),
          eq(pagoEventos.status, 'APPROVED'),
          eq(pagoEventos.resultado, RESULTADOS.aplicado),
        ),
      ),
    // its returns (decision 0024): amount, reason and units, on the timeline
    db
      .select({
        fecha: devoluciones.created_at,
        monto: devoluciones.monto,
        motivo: devoluciones.motivo,
        quien: devoluciones.admin_nombre,
        unidades: sql<string>`(select group_concat(dl.cantidad || ' × ' || vp.nombre_produto, ', ')
          from devolucion_lineas dl join venta_productos vp on vp.id = dl.venta_producto_id
          where dl.devolucion_id = "devoluciones"."id")`,
      })
      .from(devoluciones)
      .where(eq(devoluciones.venta_id, venta.id))
      .orderBy(asc(devoluciones.id)),
  ]);
  const devueltas = dev.map(
    (d): PasoVenta => ({
      paso: 'devolucion',
      texto: `${msg.devoluciones.paso}: ${msg.devoluciones.detalle(cop(d.monto), d.unidades ?? '')}`,
      fecha: d.fecha,
      ...vacio,
      motivo: d.motivo,
      por: 'admin',
      quien: d.quien || msgEntrega.quien.admin,
    }),
  );
  const recibido: PasoVenta = {
    paso: 'recibido',
    texto: textoPaso('recibido'),
    fecha: venta.created_at,
    ...vacio,
    por: 'comprador',
    quien: msgEntrega.quien.comprador,
  };
  const pagado: PasoVenta[] = pago?.fecha
    ? [
        {
          paso: 'pagado',
          texto: textoPaso('pagado'),
          fecha: pago.fecha,
          ...vacio,
          por: 'wompi',
          quien: msgEntrega.quien.wompi,
        },
      ]
    : [];
  const pasos = [
    recibido,
    ...pagado,
    ...filas.map(
      (f): PasoVenta => ({
        paso: f.estado,
        texto: textoPaso(f.estado),
        fecha: f.created_at,
        transportadora: f.transportadora,
        guia: f.guia,
        motivo: f.motivo,
        nota: f.nota,
        por: f.por === 'wompi' || f.por === 'tienda' ? f.por : 'admin',
        quien:
          f.por === 'wompi' || f.por === 'tienda' ? msgEntrega.quien[f.por] : f.admin_nombre || msgEntrega.quien.admin,
      }),
    ),
  ];
  // the returns among the steps, by date (a stable sort keeps equal dates in their order)
  return [...pasos, ...devueltas].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}

/** The comprador's seguimiento: the same steps without who made them nor the admins' notes. */
export const seguimientoDe = async (db: Db, venta: Venta): Promise<PasoSeguimiento[]> =>
  (await pasosDe(db, venta)).map(({ paso, texto, fecha, transportadora, guia, motivo }) => ({
    paso,
    texto,
    fecha,
    transportadora,
    guia,
    motivo,
  }));
