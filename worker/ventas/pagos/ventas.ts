import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { cop } from '../../../common/dinero';
import { desglose } from '../../../common/iva';
import type { DesgloseVenta, LineaVenta, VentaAdmin } from '../../../common/wire/ventas';
import type { ColumnasDe } from '../../db/columnas';
import type { Db } from '../../db/conexion';
import { pagoReferencias, ventaProductos, ventas } from '../../db/schema/tienda';
import type { Correo } from '../../mensajes';
import { componerCorreo, nombreCorto } from '../../mensajes';
import { msg } from '../../textos';

export type Venta = typeof ventas.$inferSelect;

const msgTienda = msg.tienda;
/** The Spanish label of a stored status code (the code itself when unknown). */
export const textoPago = (code: string) => msgTienda.estadosPago[code as keyof typeof msgTienda.estadosPago] ?? code;
export const textoEntrega = (code: string) =>
  msgTienda.estadosEntrega[code as keyof typeof msgTienda.estadosEntrega] ?? code;

/** The columns of a venta's line (common/wire/ventas.ts: `LineaVenta`). */
export const lineaColumns = {
  nombre_produto: ventaProductos.nombre_produto,
  nombre_promocion: ventaProductos.nombre_promocion,
  nombre_marca: ventaProductos.nombre_marca,
  cantidad: ventaProductos.cantidad,
  valor_unitario: ventaProductos.valor_unitario,
  procentaje_aplicado: ventaProductos.procentaje_aplicado,
  iva: ventaProductos.iva,
  total: ventaProductos.total,
} satisfies ColumnasDe<LineaVenta>;

/** The order row of the admin list and of a status change. */
export const ventaAdmin = (v: Venta): VentaAdmin => ({
  id: v.id,
  factura: v.factura,
  nombre: v.nombre,
  apellidos: v.apellidos,
  telefono_cliente: v.telefono_cliente,
  email: v.email,
  documento: v.documento,
  ciudad: v.ciudad,
  direccion: v.direccion,
  status_pago: v.status_pago,
  status_pago_texto: textoPago(v.status_pago),
  status_entrega: v.status_entrega,
  status_entrega_texto: textoEntrega(v.status_entrega),
  total: v.total,
  created_at: v.created_at,
  pago_duplicado: v.pago_duplicado === 1,
  metodo_pago: v.metodo_pago === 'contra_entrega' ? 'contra_entrega' : 'wompi',
  recibido: v.recibido,
});

/** One order (chosen by `where`) and its lines, in one round trip; null when there is none. */
export async function cargarVenta(db: Db, where: SQL) {
  const [filas, lineas] = await db.batch([
    db.select().from(ventas).where(where).limit(1),
    db
      .select(lineaColumns)
      .from(ventaProductos)
      .innerJoin(ventas, eq(ventas.id, ventaProductos.venta_id))
      .where(where)
      .orderBy(ventaProductos.id),
  ]);
  return filas[0] ? { venta: filas[0], lineas } : null;
}

/**
 * A venta's amounts from its lines, envío and descuento (common/iva.ts, decision 0018), with the
 * code of the cupon that took `descuento` ('' without one). `total` is what was charged: a venta
 * made before decision 0018 charged its lines in full, so a peso of difference goes into the IVA of
 * its first taxed tarifa, as it was then computed, and the sum stays exact.
 */
export function desgloseVenta(
  v: Pick<Venta, 'total' | 'envio' | 'descuento' | 'cupon_codigo'>,
  lineas: Pick<LineaVenta, 'total' | 'iva'>[],
): DesgloseVenta {
  const d = desglose(lineas, v.envio, v.descuento);
  const diferencia = v.total - d.total;
  const gravada = d.impuestos.find((x) => x.tarifa > 0);
  if (diferencia !== 0 && gravada) {
    gravada.iva += diferencia;
    d.iva += diferencia;
    d.redondeo -= diferencia;
  }
  return { ...d, cupon: v.cupon_codigo, total: v.total };
}

/**
 * The receipt e-mail of a paid order: its lines, the breakdown (products, descuento, redondeo,
 * subtotal, IVA and each tarifa's base and IVA, envío, total; decision 0018), the seller and that
 * it is not a DIAN electronic invoice (docs/decisions/0011). The buyer's name rides only as
 * `nombreCorto` (letters, no room for a link or markup).
 */
export function correoFactura(venta: Venta, lineas: LineaVenta[], appUrl = ''): Correo {
  const f = msgTienda.factura;
  const consulta = `${appUrl}/e-comerce/pedido`;
  const filas = lineas.map((l) => f.linea(l.cantidad, l.nombre_produto, l.nombre_marca, cop(l.total)));
  const d = desgloseVenta(venta, lineas);
  // what the buyer saw (products, code, rounding), then the same amount split into bases and IVA
  const productos = d.subtotal + d.iva + d.descuento + d.redondeo;
  const cuentas = [
    ...(d.descuento > 0 || d.redondeo > 0 ? [f.productos(cop(productos))] : []),
    ...(d.descuento > 0 ? [f.descuento(cop(d.descuento), d.cupon)] : []),
    ...(d.redondeo > 0 ? [f.redondeo(cop(d.redondeo))] : []),
    f.subtotal(cop(d.subtotal)),
    f.iva(cop(d.iva)),
    ...d.impuestos.map((x) => f.tarifa(x.tarifa, cop(x.base), cop(x.iva))),
    f.envio(cop(d.envio)),
  ];
  const vendedor = f.vendedor(venta.vendedor_razon_social, venta.vendedor_nit);
  return componerCorreo(venta.email, f.asunto(venta.factura), [
    [f.saludo(nombreCorto(venta.nombre)), f.intro(venta.factura)],
    { lista: filas },
    [{ lineas: cuentas }, { negrita: f.total(cop(venta.total)) }],
    { lineas: [vendedor, f.noEsFacturaElectronica] },
    [f.consulta(venta.factura, consulta), f.despedida],
  ]);
}

/**
 * The venta a payment reference leads to: its current `ventas.reference`, or one of its earlier
 * pagos' references (`pago_referencias`, paying again).
 */
export const ventaDeReferencia = (reference: string) =>
  or(
    eq(ventas.reference, reference),
    inArray(
      ventas.id,
      sql`(select ${pagoReferencias.venta_id} from ${pagoReferencias} where ${pagoReferencias.reference} = ${reference})`,
    ),
  ) as SQL;
