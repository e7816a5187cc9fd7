import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { llamarContando } from '../perf/instrumented';
import { insertarLineas, insertarVentas } from '../ventas-filas';

/** A day far from every other test's orders, so the window holds only this test's. */
let anio = 2040;
const diaPropio = () => {
  anio += 1;
  return `${anio}-05-20`;
};

const resumen = (token: string, dias: number | string, ahora: string) =>
  callJson(`/api/ventas/resumen?dias=${dias}`, { token, headers: { 'X-Test-Now': ahora } });

describe('GET /api/ventas/resumen', () => {
  it('sums paid revenue and counts orders for today, 7 and 30 Bogotá days', async () => {
    const admin = await makeAdmin();
    const hoy = diaPropio();
    const y = hoy.slice(0, 4);
    const ahora = `${hoy}T15:00:00.000Z`; // 10:00 in Bogotá
    await insertarVentas([
      { created_at: `${hoy}T06:00:00.000Z`, total: 10000, status_pago: 'aprobado' }, // today, 01:00
      { created_at: `${hoy}T14:00:00.000Z`, total: 5000 }, // today, pending payment
      { created_at: `${hoy}T04:30:00.000Z`, total: 7000, status_pago: 'aprobado' }, // yesterday 23:30 in Bogotá
      { created_at: `${y}-05-10T12:00:00.000Z`, total: 3000, status_pago: 'aprobado', status_entrega: 'enviado' },
      { created_at: `${y}-04-10T12:00:00.000Z`, total: 1000, status_pago: 'aprobado' }, // 40 days before
    ]);
    const uno = await resumen(admin.token, 1, ahora);
    expect(uno.status).toBe(200);
    expect(uno.json.succes).toMatchObject({
      dias: 1,
      desde: hoy,
      hasta: hoy,
      ingresos: 10000,
      ventas: 2,
      pagadas: 1,
      por_pago: { aprobado: 1, pendiente: 1 },
      por_entrega: { pendiente: 2 },
      serie: [{ fecha: hoy, ventas: 2, ingresos: 10000 }],
      stock_bajo: expect.any(Array),
    });
    const siete = (await resumen(admin.token, 7, ahora)).json.succes;
    expect(siete).toMatchObject({ desde: `${y}-05-14`, ingresos: 17000, ventas: 3, pagadas: 2 });
    expect(siete.serie).toHaveLength(7);
    expect(siete.serie.at(-2)).toEqual({ fecha: `${y}-05-19`, ventas: 1, ingresos: 7000 });
    const treinta = (await resumen(admin.token, 30, ahora)).json.succes;
    expect(treinta).toMatchObject({ desde: `${y}-04-21`, ingresos: 20000, ventas: 4 });
    expect(treinta.por_entrega).toEqual({ pendiente: 3, enviado: 1 });
    expect(treinta.serie.find((d: { fecha: string }) => d.fecha === `${y}-05-10`)).toMatchObject({ ingresos: 3000 });
  });

  it('ranks the best-selling products of paid orders by units', async () => {
    const admin = await makeAdmin();
    const hoy = diaPropio();
    const { ids } = await insertarVentas([
      { created_at: `${hoy}T12:00:00.000Z`, status_pago: 'aprobado' },
      { created_at: `${hoy}T13:00:00.000Z`, status_pago: 'aprobado' },
      { created_at: `${hoy}T13:30:00.000Z`, status_pago: 'rechazado' },
    ]);
    const linea = (venta_id: number, nombre_produto: string, cantidad: number, total: number) => ({
      venta_id,
      nombre_produto,
      cantidad,
      valor_unitario: total / cantidad,
      total,
    });
    await insertarLineas([
      linea(ids[0], 'Tensiómetro', 1, 90000),
      linea(ids[0], 'Glucómetro', 2, 60000),
      linea(ids[1], 'Glucómetro', 1, 30000),
      linea(ids[2], 'Tensiómetro', 9, 810000), // declined: not a sale
    ]);
    const { json } = await resumen(admin.token, 1, `${hoy}T20:00:00.000Z`);
    expect(json.succes.top_productos).toEqual([
      { producto_id: null, nombre_produto: 'Glucómetro', cantidad: 3, ingresos: 90000 },
      { producto_id: null, nombre_produto: 'Tensiómetro', cantidad: 1, ingresos: 90000 },
    ]);
  });

  it('counts every paid order still to ship, whatever its date', async () => {
    const admin = await makeAdmin();
    const ahora = `${diaPropio()}T15:00:00.000Z`;
    const antes = (await resumen(admin.token, 1, ahora)).json.succes.por_enviar;
    await insertarVentas([
      { created_at: '2020-01-01T12:00:00.000Z', status_pago: 'aprobado', status_entrega: 'preparando' },
      { created_at: '2020-01-02T12:00:00.000Z', status_pago: 'aprobado', status_entrega: 'pendiente' },
      { created_at: '2020-01-03T12:00:00.000Z', status_pago: 'aprobado', status_entrega: 'enviado' },
      { created_at: '2020-01-04T12:00:00.000Z', status_pago: 'pendiente', status_entrega: 'pendiente' },
    ]);
    expect((await resumen(admin.token, 1, ahora)).json.succes.por_enviar).toBe(antes + 2);
  });

  it('answers with the same queries for 5 orders as for 200', async () => {
    const admin = await makeAdmin();
    const hoy = diaPropio();
    const ahora = `${hoy}T20:00:00.000Z`;
    const llamar = () =>
      llamarContando('/api/ventas/resumen?dias=30', { token: admin.token, headers: { 'X-Test-Now': ahora } });
    const filas = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ created_at: `${hoy}T1${i % 10}:00:00.000Z`, status_pago: 'aprobado' }));
    await insertarVentas(filas(5));
    const pocas = await llamar();
    await insertarVentas(filas(195));
    const muchas = await llamar();
    expect(muchas.json.succes.ventas).toBe(200);
    expect(muchas.reg.idas).toBe(pocas.reg.idas);
    expect(muchas.reg.sentencias.map((s) => s.sql)).toEqual(pocas.reg.sentencias.map((s) => s.sql));
  });

  it('lists the active products at or under their low-stock threshold, fewest first', async () => {
    const admin = await makeAdmin();
    const [marca] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Marca ${Date.now()}` })
      .returning();
    const producto = async (nombre: string, stock: number | null, stock_minimo: number, estado = '1') =>
      (
        await db()
          .insert(schema.productos)
          .values({ nombre, id_marca: marca.id, precio: 1000, stock, stock_minimo, estado })
          .returning()
      )[0];
    const agotado = await producto('Agotado bajo', 0, 1);
    const justo = await producto('Justo en el mínimo', 3, 3);
    await producto('Con inventario', 20, 3);
    await producto('Sin control', null, 3);
    await producto('Inactivo bajo', 0, 1, '0');
    const { json } = await resumen(admin.token, 7, `${diaPropio()}T15:00:00.000Z`);
    const mios = json.succes.stock_bajo.filter((p: { id: number }) => [agotado.id, justo.id].includes(p.id));
    expect(mios).toEqual([
      { id: agotado.id, nombre: 'Agotado bajo', stock: 0 },
      { id: justo.id, nombre: 'Justo en el mínimo', stock: 3 },
    ]);
    const nombres = json.succes.stock_bajo.map((p: { nombre: string }) => p.nombre);
    expect(nombres).not.toContain('Con inventario');
    expect(nombres).not.toContain('Sin control');
    expect(nombres).not.toContain('Inactivo bajo');
  });

  it('refuses other windows with 422', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/ventas/resumen?dias=3', { token: admin.token });
    expect(status).toBe(422);
    expect(json.errors.dias).toEqual(['El resumen se calcula para 1, 7 o 30 días.']);
  });
});
