/**
 * A venta's steps, oldest first, as the admins see them (`GET /api/ventas/pasos`) and as its
 * comprador follows them (the `seguimiento` of `GET /api/ventas/consulta`): received (the venta's
 * own `created_at`), paid (its first approval applied from `pago_eventos`), then each step of
 * `venta_pasos`. One round trip.
 */
import { and, asc, eq, min } from 'drizzle-orm';
import type { PasoSeguimiento, PasoVenta } from '../../common/wire/ventas';
import type { Db } from '../db/conexion';
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
  const [filas, [pago]] = await db.batch([
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
  ]);
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
  return [
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
