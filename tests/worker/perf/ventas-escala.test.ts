/**
 * Issue 21's speed goal, as a count: the sales view and the orders list (with its date range,
 * search, statuses and sort) answer with the same D1 round trips and statements for 5 orders as
 * for 300, each with lines on products of their own (many of them at their low-stock minimum).
 * The bench (scripts/bench/escenariosTienda.ts) times them at 100,000 orders.
 */
import { describe, expect, it } from 'vitest';
import { bogotaNow } from '../../../common/fechas';
import { schema } from '../../../worker/db/schema';
import { db, makeAdmin } from '../helpers';
import { insertarEnBloques, marca, unico } from './fixtures';
import { llamarContando, plan } from './instrumented';

/** `cuantas` paid and pending orders of today by Ana Torres, each with two lines on a product of its own. */
async function ventasConLineas(idMarca: number, cuantas: number) {
  const u = unico();
  await insertarEnBloques(
    schema.productos,
    Array.from({ length: cuantas }, (_, i) => ({
      nombre: `Producto ${u} ${i}`,
      busqueda: `producto ${u} ${i}`,
      id_marca: idMarca,
      precio: 10_000 + i,
      estado: '1',
      stock: i % 4,
      stock_minimo: 3,
    })),
  );
  const productos = await db().select({ id: schema.productos.id }).from(schema.productos);
  const propios = productos.slice(-cuantas);
  await insertarEnBloques(
    schema.ventas,
    Array.from({ length: cuantas }, (_, i) => ({
      factura: `E-${u}-${i}`,
      token: `t-${u}-${i}`,
      reference: `r-${u}-${i}`,
      nombre: 'Ana',
      apellidos: 'Torres',
      email: `ana${u}${i}@prueba.co`,
      telefono_cliente: '3001234567',
      ciudad: 'Soacha',
      direccion: 'Calle 1',
      status_pago: i % 3 ? 'aprobado' : 'pendiente',
      status_entrega: i % 2 ? 'preparando' : 'pendiente',
      total: 20_000 + i,
    })),
  );
  const ventas = (await db().select({ id: schema.ventas.id }).from(schema.ventas)).slice(-cuantas);
  await insertarEnBloques(
    schema.ventaProductos,
    ventas.flatMap((v, i) =>
      [0, 1].map((k) => ({
        venta_id: v.id,
        producto_id: propios[(i + k) % cuantas].id,
        nombre_produto: `Producto ${u} ${(i + k) % cuantas}`,
        cantidad: 1 + k,
        valor_unitario: 10_000,
        total: 10_000 * (1 + k),
      })),
    ),
  );
}

const hoy = bogotaNow().fecha;
const rutas = [
  '/api/ventas/resumen?dias=1',
  '/api/ventas/resumen?dias=7',
  '/api/ventas/resumen?dias=30',
  `/api/ventas/index?desde=${hoy}&hasta=${hoy}&page=1&limit=50`,
  `/api/ventas/index?q=ana%20torres&desde=${hoy}&status_pago=aprobado&orden=total&dir=asc&page=2&limit=20`,
  '/api/ventas/index?q=3001234&status_entrega=pendiente,preparando&orden=estado&page=1&limit=50',
];
/** What grows with the orders in each answer: the window's orders, or the list's total. */
const cuantas = (json: any) => json?.succes?.ventas ?? json?.total ?? -1;

describe('the sales view and the orders list issue a constant number of queries', () => {
  it('the same round trips and statements for 5 orders as for 300, at most 3 round trips', async () => {
    const admin = await makeAdmin();
    const m = await marca();
    const llamar = () => Promise.all(rutas.map((r) => llamarContando(r, { token: admin.token })));
    await ventasConLineas(m.id, 5);
    const pocas = await llamar();
    await ventasConLineas(m.id, 295);
    const muchas = await llamar();
    for (const [i, ruta] of rutas.entries()) {
      expect(pocas[i].status, ruta).toBe(200);
      expect(muchas[i].status, ruta).toBe(200);
      expect(cuantas(muchas[i].json), ruta).toBeGreaterThan(cuantas(pocas[i].json));
      expect(muchas[i].reg.idas, ruta).toBe(pocas[i].reg.idas);
      expect(muchas[i].reg.sentencias.length, ruta).toBe(pocas[i].reg.sentencias.length);
      expect(muchas[i].reg.idas, ruta).toBeLessThanOrEqual(3);
    }
    // the sales view saw the lines and the low stock behind it
    const resumen = muchas[2].json.succes;
    expect(resumen.top_productos.length).toBeGreaterThan(0);
    expect(resumen.stock_bajo).toHaveLength(10);
  });

  it('reads the sums by day the triggers keep, never a venta or a line', async () => {
    const admin = await makeAdmin();
    const { reg } = await llamarContando('/api/ventas/resumen?dias=30', { token: admin.token });
    const porDia = reg.sentencias.filter((s) => /from "ventas(_productos)?_por_dia"/.test(s.sql));
    expect(porDia).toHaveLength(4);
    // the window's three by their key; the count still to ship sums every day's few rows
    const ventana = porDia.filter((s) => / between /.test(s.sql));
    expect(ventana).toHaveLength(3);
    for (const s of ventana)
      expect((await plan(s)).join(' ')).toMatch(
        /SEARCH ventas(_productos)?_por_dia USING PRIMARY KEY \(fecha>\? AND fecha<\?\)/,
      );
    expect(reg.sentencias.filter((s) => /from "(ventas|venta_productos)"/.test(s.sql))).toEqual([]);
  });

  it("counts the list's matches without a search from the sums per day, never its ventas", async () => {
    const admin = await makeAdmin();
    const { reg } = await llamarContando(`/api/ventas/index?desde=${hoy}&status_pago=aprobado&page=1&limit=50`, {
      token: admin.token,
    });
    expect(reg.sentencias.filter((s) => /count\(/.test(s.sql))).toEqual([]);
    expect(reg.sentencias.filter((s) => /from "ventas_por_dia"/.test(s.sql))).toHaveLength(1);
  });

  it('reads the low-stock list in order from its partial index', async () => {
    const admin = await makeAdmin();
    const { reg } = await llamarContando('/api/ventas/resumen?dias=1', { token: admin.token });
    const [stockBajo] = reg.sentencias.filter((s) => /from "productos"/.test(s.sql));
    const lineas = (await plan(stockBajo)).join(' ');
    expect(lineas).toMatch(/USING INDEX productos_stock_bajo_idx/);
    expect(lineas).not.toMatch(/TEMP B-TREE/);
  });
});
