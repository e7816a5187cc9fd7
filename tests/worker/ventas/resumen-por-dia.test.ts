/**
 * The sales view's sums per day (migration 0028) are kept by triggers on every write of `ventas`
 * and `venta_productos`: after any sequence of writes they equal the same sums made from the rows.
 */
import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { insertarLineas, insertarVentas } from '../ventas-filas';
import { makeProducto } from '../ventas-fixtures';

const filas = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;

/** The kept sums (rows of zeros left out: a pair no venta has any more) and the same made from the rows. */
async function comparar() {
  const guardadas = await filas(
    'SELECT fecha, status_pago, status_entrega, n, total FROM ventas_por_dia WHERE n <> 0 OR total <> 0 ORDER BY 1, 2, 3',
  );
  const hechas = await filas(
    `SELECT date(created_at, '-5 hours') AS fecha, status_pago, status_entrega, count(*) AS n, sum(total) AS total
     FROM ventas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const productosGuardados = await filas(
    `SELECT fecha, clave, cantidad, total FROM ventas_productos_por_dia
     WHERE cantidad <> 0 OR total <> 0 ORDER BY 1, 2`,
  );
  const productosHechos = await filas(
    `SELECT date(v.created_at, '-5 hours') AS fecha, coalesce('p' || l.producto_id, 'n' || l.nombre_produto) AS clave,
       sum(l.cantidad) AS cantidad, sum(l.total) AS total
     FROM venta_productos l JOIN ventas v ON v.id = l.venta_id WHERE v.status_pago = 'aprobado'
     GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return { guardadas, hechas, productosGuardados, productosHechos };
}

async function igualesALasFilas() {
  const r = await comparar();
  expect(r.guardadas).toEqual(r.hechas);
  expect(r.productosGuardados).toEqual(r.productosHechos);
  return r;
}

describe('the sums per day the triggers keep (ventas_por_dia, ventas_productos_por_dia)', () => {
  it('follow inserts, payments, refunds, deliveries, line changes, deleted products and ventas', async () => {
    const d = db();
    const crema = await makeProducto({ nombre: 'Crema' });
    const jarabe = await makeProducto({ nombre: 'Jarabe' });
    const { ids } = await insertarVentas([
      { created_at: '2031-03-10T04:30:00.000Z', total: 30000 }, // 9 March in Bogotá
      { created_at: '2031-03-10T15:00:00.000Z', total: 12000, status_pago: 'aprobado' },
      { created_at: '2031-03-10T16:00:00.000Z', total: 8000 },
      { created_at: '2031-03-11T16:00:00.000Z', total: 20000, status_pago: 'rechazado' },
    ]);
    const [a, b, c, e] = ids;
    // the lines come after their venta, paid or not
    await insertarLineas([
      { venta_id: a, producto_id: crema.id, nombre_produto: 'Crema', cantidad: 3, valor_unitario: 10000, total: 30000 },
      { venta_id: b, producto_id: crema.id, nombre_produto: 'Crema', cantidad: 1, valor_unitario: 10000, total: 10000 },
      { venta_id: b, producto_id: null, nombre_produto: 'Gasa', cantidad: 2, valor_unitario: 1000, total: 2000 },
      { venta_id: c, producto_id: jarabe.id, nombre_produto: 'Jarabe', cantidad: 1, valor_unitario: 8000, total: 8000 },
      {
        venta_id: e,
        producto_id: jarabe.id,
        nombre_produto: 'Jarabe',
        cantidad: 2,
        valor_unitario: 10000,
        total: 20000,
      },
    ]);
    let r = await igualesALasFilas();
    expect(r.productosGuardados).toHaveLength(2); // only b is paid: Crema and Gasa

    // paid: its lines join the products' sums; a delivery step moves the venta between pairs
    await d
      .update(schema.ventas)
      .set({ status_pago: 'aprobado' })
      .where(inArray(schema.ventas.id, [a, c]));
    await d.update(schema.ventas).set({ status_entrega: 'enviado' }).where(eq(schema.ventas.id, a));
    r = await igualesALasFilas();
    expect(r.productosGuardados).toContainEqual({
      fecha: '2031-03-09',
      clave: `p${crema.id}`,
      cantidad: 3,
      total: 30000,
    });

    // refunded: no longer paid, its lines leave; a line changed on a paid venta
    await d.update(schema.ventas).set({ status_pago: 'reembolsado' }).where(eq(schema.ventas.id, c));
    await d
      .update(schema.ventaProductos)
      .set({ cantidad: 2, total: 20000 })
      .where(eq(schema.ventaProductos.venta_id, b));
    await igualesALasFilas();
    // a new total leaves the lines where they are; another day moves them
    await d.update(schema.ventas).set({ total: 22500 }).where(eq(schema.ventas.id, b));
    await igualesALasFilas();
    await d.update(schema.ventas).set({ created_at: '2031-03-12T15:00:00.000Z' }).where(eq(schema.ventas.id, b));
    r = await igualesALasFilas();
    expect(r.productosGuardados).toContainEqual({ fecha: '2031-03-12', clave: 'nGasa', cantidad: 2, total: 20000 });

    // a deleted product leaves its lines by name; a line added to a paid venta; a venta deleted
    await d.delete(schema.productos).where(eq(schema.productos.id, crema.id));
    await insertarLineas([
      { venta_id: a, producto_id: jarabe.id, nombre_produto: 'Jarabe', cantidad: 1, valor_unitario: 8000, total: 8000 },
    ]);
    r = await igualesALasFilas();
    expect(r.productosGuardados.map((p) => p.clave)).toContain('nCrema');
    await d.delete(schema.ventas).where(eq(schema.ventas.id, a));
    await d.delete(schema.ventaProductos).where(eq(schema.ventaProductos.nombre_produto, 'Gasa'));
    r = await igualesALasFilas();
    expect(r.guardadas.length).toBeGreaterThan(0);
  });

  it("give the orders list's total without a search: the same count as the rows it lists", async () => {
    const admin = await makeAdmin();
    await insertarVentas([
      { created_at: '2032-01-10T04:59:00.000Z', status_pago: 'aprobado', status_entrega: 'enviado' }, // 9 Jan in Bogotá
      { created_at: '2032-01-10T05:00:00.000Z', status_pago: 'aprobado' },
      { created_at: '2032-01-11T12:00:00.000Z', status_pago: 'rechazado', status_entrega: 'cancelado' },
      { created_at: '2032-01-12T23:59:00.000Z', status_entrega: 'preparando' },
    ]);
    for (const filtro of [
      '',
      'status_pago=aprobado',
      'status_entrega=enviado,cancelado',
      'desde=2032-01-10&hasta=2032-01-11',
      'desde=2032-01-09&hasta=2032-01-09&status_pago=aprobado',
      'hasta=2032-01-12&status_pago=pendiente&status_entrega=preparando',
    ]) {
      const todas = await callJson(`/api/ventas/index?${filtro}`, { token: admin.token });
      const pagina = await callJson(`/api/ventas/index?${filtro}&page=1&limit=2`, { token: admin.token });
      expect(pagina.status, filtro).toBe(200);
      expect(pagina.json.total, filtro).toBe(todas.json.succes.length);
    }
  });
});
