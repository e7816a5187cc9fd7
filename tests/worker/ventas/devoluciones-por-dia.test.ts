/**
 * Returns (decision 0024) in the sales view's sums per day (migration 0028, kept by triggers): they
 * count net revenue, the kept sums equal the same sums made from the rows less their refunds after
 * partial and full returns, a later cancellation and a deleted venta. And a venta contra entrega
 * refunds what was received, in cash, through no provider.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { comprar, makeProducto } from '../ventas-fixtures';
import { devolucionesDe, devolver, pagada, stockDe, ventaDe } from './devoluciones-fixtures';

const filas = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;

/** The kept sums (rows of zeros left out) and the same made from the rows, net of their refunds. */
async function igualesALasFilas() {
  const guardadas = await filas(
    'SELECT fecha, status_pago, status_entrega, n, total FROM ventas_por_dia WHERE n <> 0 OR total <> 0 ORDER BY 1, 2, 3',
  );
  const hechas = await filas(
    `SELECT date(created_at, '-5 hours') AS fecha, status_pago, status_entrega, count(*) AS n,
       sum(total - (SELECT coalesce(sum(d.monto), 0) FROM devoluciones d WHERE d.venta_id = ventas.id)) AS total
     FROM ventas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const productosGuardados = await filas(
    'SELECT fecha, clave, cantidad, total FROM ventas_productos_por_dia WHERE cantidad <> 0 OR total <> 0 ORDER BY 1, 2',
  );
  const devuelto = (col: string) =>
    `(SELECT coalesce(sum(dl.${col}), 0) FROM devolucion_lineas dl WHERE dl.venta_producto_id = l.id)`;
  const productosHechos = await filas(
    `SELECT date(v.created_at, '-5 hours') AS fecha, coalesce('p' || l.producto_id, 'n' || l.nombre_produto) AS clave,
       sum(l.cantidad - ${devuelto('cantidad')}) AS cantidad, sum(l.total - ${devuelto('total')}) AS total
     FROM venta_productos l JOIN ventas v ON v.id = l.venta_id WHERE v.status_pago = 'aprobado'
     GROUP BY 1, 2 HAVING sum(l.cantidad - ${devuelto('cantidad')}) <> 0 OR sum(l.total - ${devuelto('total')}) <> 0
     ORDER BY 1, 2`,
  );
  expect(guardadas).toEqual(hechas);
  expect(productosGuardados).toEqual(productosHechos);
  return { guardadas, productosGuardados };
}

const ingresosDel = async (fecha: string) =>
  (await filas(`SELECT total FROM ventas_por_dia WHERE fecha = '${fecha}' AND status_pago = 'aprobado'`)).reduce(
    (s, f) => s + Number(f.total),
    0,
  );

describe('returns in the sums per day (ventas_por_dia, ventas_productos_por_dia)', () => {
  it('subtract partial and full refunds, and stay equal to the rows through cancellations and deletions', async () => {
    const admin = await makeAdmin();
    const crema = await makeProducto({ nombre: 'Crema', precio: 10000, stock: 20, stock_minimo: 0 });
    const gasa = await makeProducto({ nombre: 'Gasa', precio: 3000, iva: 5 });
    const a = await pagada([
      { id: crema.id, cantidad: 3 },
      { id: gasa.id, cantidad: 2 },
    ]);
    const b = await pagada([{ id: crema.id, cantidad: 1 }]);
    const fecha = String((await filas(`SELECT date(created_at, '-5 hours') AS f FROM ventas WHERE id = ${a.id}`))[0].f);
    await igualesALasFilas();
    const antes = await ingresosDel(fecha);

    // partial: one crema of a, then the rest of a (envío and all)
    const r1 = await devolver(admin.token, a.id, [{ linea: a.lineas[0], cantidad: 1 }]);
    expect(r1.status).toBe(201);
    expect(await ingresosDel(fecha)).toBe(antes - r1.json.succes.monto);
    await igualesALasFilas();
    const r2 = await devolver(admin.token, a.id, [
      { linea: a.lineas[0], cantidad: 2 },
      { linea: a.lineas[1], cantidad: 2 },
    ]);
    expect(r2.status).toBe(201);
    expect(await ingresosDel(fecha)).toBe(antes - a.total);
    await igualesALasFilas();

    // b: a unit back, then cancelled (its pago reembolso_pendiente): only the net moves
    await devolver(admin.token, b.id, [{ linea: b.lineas[0], cantidad: 1 }]);
    await igualesALasFilas();
    const stock = await stockDe(crema.id);
    const cancelar = await callJson('/api/ventas/update/status', {
      token: admin.token,
      body: { id: b.id, status_entrega: 'cancelado', motivo: 'El comprador desistió' },
    });
    expect(cancelar.status).toBe(200);
    // the unit already returned does not come back twice
    expect(await stockDe(crema.id)).toBe(stock);
    await igualesALasFilas();

    await db().delete(schema.ventas).where(eq(schema.ventas.id, a.id));
    await igualesALasFilas();
    expect(await ingresosDel(fecha)).toBe(antes - a.total - b.total);
  });

  it('refunds a venta contra entrega what was received, in cash, through no provider', async () => {
    const admin = await makeAdmin();
    const ofrecer = await callJson('/api/envios/contra-entrega', {
      token: admin.token,
      body: { codigo: '05', contra_entrega: 1, contra_entrega_hasta: 300000 },
    });
    expect(ofrecer.status).toBe(200);
    const p = await makeProducto({ precio: 20000, stock: 5, stock_minimo: 0 });
    const email = `efectivo.${crypto.randomUUID().slice(0, 8)}@correo.co`;
    const compra = await comprar([{ id: p.id, cantidad: 2 }], {
      email,
      ciudad: '05088',
      metodo_pago: 'contra_entrega',
    });
    expect(compra.status).toBe(201);
    const v = compra.json.succes;
    const mover = (status_entrega: string, extra = {}) =>
      callJson('/api/ventas/update/status', { token: admin.token, body: { id: v.id, status_entrega, ...extra } });
    await mover('preparando');
    await mover('enviado', { transportadora: 'Servientrega', guia: '7000123' });
    const recibido = v.total + 100; // change rounded to the coins
    const marcar = await callJson('/api/ventas/pagado-al-entregar', {
      token: admin.token,
      body: { id: v.id, recibido },
    });
    expect(marcar.status).toBe(200);
    const [linea] = await db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.venta_id, v.id));

    const una = await devolver(admin.token, v.id, [{ linea: linea.id, cantidad: 1 }]);
    expect(una.status).toBe(201);
    expect(una.json.succes).toMatchObject({ medio: 'efectivo', estado: 'aprobado', referencia: '' });
    const resto = await devolver(admin.token, v.id, [{ linea: linea.id, cantidad: 1 }]);
    expect(resto.json.succes.monto).toBe(recibido - una.json.succes.monto);
    expect((await devolucionesDe(v.id)).reduce((s, d) => s + d.monto, 0)).toBe(recibido);
    const [correo] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, email))
      .orderBy(schema.mailOutbox.id)
      .then((cs) => cs.filter((c) => c.asunto.startsWith('Nota crédito')));
    expect(correo.texto).toContain('Le devolvemos el dinero en efectivo.');
    expect((await ventaDe(v.id)).status_pago).toBe('aprobado');
  });
});
