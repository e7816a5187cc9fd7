/**
 * Returns and partial refunds of a paid venta (issue 33 item 3, docs/decisions/0024-devoluciones.md).
 * A return is one batch: the refund's row (trigger `devoluciones_sin_exceso` refuses it past what was
 * paid less earlier refunds, or when another refund was written since this request read them), its
 * lines (trigger `devolucion_lineas_sin_exceso`: never more units than bought), the units back in
 * stock and the comprador's e-mail with the credit note. Then the payment provider gives the money
 * back (or it was cash, contra entrega) and the row records how it went.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Calculo, notaCredito, type VentaADevolver, valorUnitario } from '../../common/devolucion';
import type { DevolucionesVenta, DevolucionHecha } from '../../common/wire/devoluciones';
import type { Db } from '../db/conexion';
import { devoluciones, devolucionLineas } from '../db/schema/devoluciones';
import { mailOutbox } from '../db/schema/mail';
import { productos, ventaProductos } from '../db/schema/tienda';
import { nuevaVersion } from '../db/versiones';
import { causaDice, isUniqueViolation } from '../plataforma/errors';
import { correoDevolucion } from './correo-devolucion';
import { nombreAdmin } from './entrega';
import type { ProveedorDePagos } from './pagos/proveedor';
import type { Venta } from './pagos/ventas';

/** What was paid: the total, or the cash received contra entrega (decision 0023). */
export const pagadoDe = (v: Venta) => (v.metodo_pago === 'contra_entrega' ? (v.recibido ?? v.total) : v.total);

/** A venta's lines with the units already returned, its refunds and their lines: one round trip. */
export async function leerDevoluciones(db: Db, ventaId: number) {
  // raw names: drizzle leaves a column unqualified inside sql``, and both tables have an `id`
  const devueltas = sql<number>`(select coalesce(sum(dl.cantidad), 0) from devolucion_lineas dl
    where dl.venta_producto_id = "venta_productos"."id")`;
  const [lineas, filas, detalle] = await db.batch([
    db
      .select({
        id: ventaProductos.id,
        producto_id: ventaProductos.producto_id,
        nombre_produto: ventaProductos.nombre_produto,
        cantidad: ventaProductos.cantidad,
        total: ventaProductos.total,
        iva: ventaProductos.iva,
        devueltas,
      })
      .from(ventaProductos)
      .where(eq(ventaProductos.venta_id, ventaId))
      .orderBy(asc(ventaProductos.id)),
    db.select().from(devoluciones).where(eq(devoluciones.venta_id, ventaId)).orderBy(asc(devoluciones.id)),
    db
      .select({
        devolucion_id: devolucionLineas.devolucion_id,
        linea: devolucionLineas.venta_producto_id,
        nombre_produto: ventaProductos.nombre_produto,
        cantidad: devolucionLineas.cantidad,
        monto: devolucionLineas.monto,
        iva: devolucionLineas.iva,
      })
      .from(devolucionLineas)
      .innerJoin(ventaProductos, eq(ventaProductos.id, devolucionLineas.venta_producto_id))
      .where(eq(ventaProductos.venta_id, ventaId))
      .orderBy(asc(devolucionLineas.id)),
  ]);
  return { lineas, filas, detalle };
}
export type Leido = Awaited<ReturnType<typeof leerDevoluciones>>;

/** The venta as common/devolucion.ts computes on it. */
export const aDevolver = (venta: Venta, leido: Leido): VentaADevolver => ({
  total: venta.total,
  envio: venta.envio,
  pagado: pagadoDe(venta),
  devuelto: leido.filas.reduce((s, f) => s + f.monto, 0),
  lineas: leido.lineas.map((l) => ({
    id: l.id,
    cantidad: l.cantidad,
    total: l.total,
    iva: l.iva,
    devueltas: l.devueltas,
  })),
});

/** One refund on the wire, with its credit note's figures. */
export function devolucionHecha(fila: typeof devoluciones.$inferSelect, leido: Leido): DevolucionHecha {
  const lineas = leido.detalle
    .filter((d) => d.devolucion_id === fila.id)
    .map(({ linea, nombre_produto, cantidad, monto, iva }) => ({ linea, nombre_produto, cantidad, monto, iva }));
  const nota = notaCredito(lineas, fila.envio);
  return {
    id: fila.id,
    clave: fila.clave,
    monto: fila.monto,
    motivo: fila.motivo,
    medio: fila.medio,
    estado: fila.estado,
    referencia: fila.referencia,
    quien: fila.admin_nombre,
    created_at: fila.created_at,
    lineas,
    impuestos: nota.impuestos,
    envio: nota.envio,
    redondeo: nota.redondeo,
  };
}

/** `GET /api/ventas/{id}/devoluciones`: what staff may still return, and the refunds so far. */
export function devolucionesVenta(venta: Venta, leido: Leido): DevolucionesVenta {
  const v = aDevolver(venta, leido);
  const unitarios = valorUnitario(v);
  return {
    venta_id: venta.id,
    total: venta.total,
    envio: venta.envio,
    pagado: v.pagado,
    devuelto: v.devuelto,
    lineas: leido.lineas.map((l, i) => ({
      linea: l.id,
      nombre_produto: l.nombre_produto,
      cantidad: l.cantidad,
      devueltas: l.devueltas,
      total: l.total,
      valor_unitario: unitarios[i],
      iva: l.iva,
    })),
    devoluciones: leido.filas.map((f) => devolucionHecha(f, leido)),
  };
}

export type DatosDevolucion = { clave: string; motivo: string; adminId: number; ahora: Date; appUrl?: string };

/**
 * Writes the return `calculo` of `venta` (as read in `leido`) in one batch. 'hecha'; 'repetida' (its
 * clave was written first); 'cruzada' (another refund came between the read and the write: read
 * again); 'excede' (past what was paid, or the venta is no longer paid); 'unidades' (past a line's units).
 */
export async function escribirDevolucion(db: Db, venta: Venta, leido: Leido, calculo: Calculo, p: DatosDevolucion) {
  const medio = venta.metodo_pago === 'contra_entrega' ? 'efectivo' : 'proveedor';
  const lineaDe = (id: number) => leido.lineas.find((l) => l.id === id);
  const idDevolucion = sql`(select ${devoluciones.id} from ${devoluciones}
    where ${devoluciones.venta_id} = ${venta.id} and ${devoluciones.clave} = ${p.clave})`;
  const correo = correoDevolucion(
    venta,
    {
      lineas: calculo.lineas.map((l) => ({ ...l, nombre_produto: lineaDe(l.linea)?.nombre_produto ?? '' })),
      envio: calculo.envio,
      monto: calculo.monto,
      motivo: p.motivo,
      medio,
    },
    p.appUrl,
  );
  const fila = db.insert(devoluciones).values({
    venta_id: venta.id,
    clave: p.clave,
    monto: calculo.monto,
    devuelto_antes: aDevolver(venta, leido).devuelto,
    envio: calculo.envio,
    motivo: p.motivo,
    medio,
    // cash is given back by hand at once; the provider answers after the batch
    estado: medio === 'efectivo' ? 'aprobado' : 'pendiente',
    admin_id: p.adminId || null,
    admin_nombre: nombreAdmin(p.adminId),
    created_at: p.ahora.toISOString(),
  });
  const lineas = calculo.lineas.map((l) =>
    db.insert(devolucionLineas).values({
      devolucion_id: idDevolucion,
      venta_producto_id: l.linea,
      cantidad: l.cantidad,
      monto: l.monto,
      total: l.total,
      iva: l.iva,
    }),
  );
  const stock = calculo.lineas.flatMap((l) => {
    const productoId = lineaDe(l.linea)?.producto_id;
    return productoId
      ? [
          db
            .update(productos)
            .set({ stock: sql`${productos.stock} + ${l.cantidad}` })
            .where(and(eq(productos.id, productoId), isNotNull(productos.stock))),
        ]
      : [];
  });
  const mail = db
    .insert(mailOutbox)
    .values({ para: correo.para, asunto: correo.asunto, texto: correo.texto, html: correo.html ?? '' });
  try {
    await db.batch([fila, ...lineas, ...stock, mail, nuevaVersion(db, ['tienda'])]);
    return 'hecha' as const;
  } catch (err) {
    if (isUniqueViolation(err, 'devoluciones.')) return 'repetida' as const;
    if (causaDice(err, 'devolucion_cruzada')) return 'cruzada' as const;
    if (causaDice(err, 'devolucion_excede')) return 'excede' as const;
    if (causaDice(err, 'devolucion_unidades')) return 'unidades' as const;
    throw err;
  }
}

/** The provider gives the refund back (a venta paid online); its row records the answer. Cash needs nothing. */
export async function reembolsarConProveedor(
  db: Db,
  proveedor: () => ProveedorDePagos,
  venta: Venta,
  fila: typeof devoluciones.$inferSelect,
) {
  if (fila.medio !== 'proveedor' || fila.estado !== 'pendiente') return fila;
  try {
    const r = await proveedor().reembolsar({
      transaccionId: venta.transaccion_id,
      montoCentavos: fila.monto * 100,
      clave: `${venta.reference}-${fila.clave}`,
    });
    const [hecha] = await db
      .update(devoluciones)
      .set({ estado: r.estado, referencia: r.id })
      .where(and(eq(devoluciones.id, fila.id), eq(devoluciones.estado, 'pendiente')))
      .returning();
    return hecha ?? fila;
  } catch (err) {
    // stays 'pendiente': staff see it and ask again with the same clave
    console.error('El proveedor no pudo devolver el dinero', fila.id, String(err));
    return fila;
  }
}
