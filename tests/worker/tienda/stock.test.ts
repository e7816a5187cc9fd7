import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin, pngFile } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, makeProducto } from '../ventas-fixtures';

const T = '2031-03-10T15:00:00.000Z';
const masMinutos = (instante: string, minutos: number) =>
  new Date(Date.parse(instante) + minutos * 60_000).toISOString();

/** Buys `cantidad` units of a product as a fresh buyer, at `ahora` (X-Test-Now) when given. */
const comprarEn = (id: number, cantidad: number, ahora?: string) =>
  comprar([{ id, cantidad }], {}, 'multipart', ahora ? { 'X-Test-Now': ahora } : {});

type Creada = { id: number; reference: string; amount_in_cents: number };
const pagar = async (venta: Creada, status: 'APPROVED' | 'DECLINED') =>
  enviarEvento(await eventoFirmado({ status, reference: venta.reference, amount_in_cents: venta.amount_in_cents }));

const producto = async (id: number, ahora?: string) =>
  (await callJson(`/api/producto/find?id=${id}`, { headers: ahora ? { 'X-Test-Now': ahora } : {} })).json.succes;
const stockDe = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0].stock;
/** The orders holding a line of this product: a refused purchase leaves none. */
const ventasDe = (productoId: number) =>
  db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.producto_id, productoId));
const apartadosDe = (ventaId: number) =>
  db().select().from(schema.apartados).where(eq(schema.apartados.venta_id, ventaId));

describe('stock on the product form and answers', () => {
  it('round-trips `stock` and `stock_minimo` through create, update, find and index', async () => {
    const admin = await makeAdmin();
    const { marca } = await makeProducto();
    const creado = await callJson('/api/producto/create', {
      token: admin.token,
      body: {
        nombre: 'Tensiómetro digital',
        id_marca: marca.id,
        precio: '90000',
        stock: '5',
        stock_minimo: '2',
        fotos: [pngFile()],
      },
    });
    expect(creado.status).toBe(201);
    expect(creado.json.succes).toMatchObject({ stock: 5, stock_minimo: 2, disponible: 5 });
    const id = creado.json.succes.id;

    const sinControl = await callJson('/api/producto/update', { token: admin.token, body: { id, stock: '' } });
    expect(sinControl.json.succes).toMatchObject({ stock: null, stock_minimo: 2, disponible: null });
    const otra = await callJson('/api/producto/update', { token: admin.token, body: { id, nombre: 'Tensiómetro' } });
    expect(otra.json.succes.stock).toBeNull();
    const con = await callJson('/api/producto/update', {
      token: admin.token,
      body: { id, stock: '12', stock_minimo: 0 },
    });
    expect(con.json.succes).toMatchObject({ stock: 12, stock_minimo: 0, disponible: 12 });

    expect(await producto(id)).toMatchObject({ stock: 12, disponible: 12 });
    const lista = await callJson('/api/producto/index?q=tensiometro');
    expect(lista.json.succes.find((p: { id: number }) => p.id === id)).toMatchObject({ stock: 12, disponible: 12 });
  });

  it('creates without control of inventory when `stock` is absent or empty, with a minimum of 1', async () => {
    const admin = await makeAdmin();
    const { marca } = await makeProducto();
    for (const stock of [undefined, '']) {
      const { status, json } = await callJson('/api/producto/create', {
        token: admin.token,
        body: {
          nombre: 'Gasa',
          id_marca: marca.id,
          precio: '3000',
          ...(stock === undefined ? {} : { stock }),
          fotos: [pngFile()],
        },
      });
      expect(status).toBe(201);
      expect(json.succes).toMatchObject({ stock: null, stock_minimo: 1, disponible: null });
    }
  });

  it('refuses a stock that is not whole units with 422 and a Spanish message', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ stock: 4 });
    for (const stock of ['-1', 'diez', '2.5', '1000001']) {
      const { status, json } = await callJson('/api/producto/update', {
        token: admin.token,
        body: { id: p.id, stock },
      });
      expect(status, stock).toBe(422);
      expect(json.errors.stock[0]).toMatch(/número entero de unidades/);
    }
    const minimo = await callJson('/api/producto/update', {
      token: admin.token,
      body: { id: p.id, stock_minimo: '-3' },
    });
    expect(minimo.status).toBe(422);
    expect(await stockDe(p.id)).toBe(4);
  });
});

describe('POST /api/compras/new holds the units', () => {
  it('of N concurrent orders for the last unit, exactly one gets it; the others get 409 naming it', async () => {
    const p = await makeProducto({ nombre: 'Glucómetro Accu', stock: 1 });
    const intentos = await Promise.all(Array.from({ length: 6 }, () => comprarEn(p.id, 1)));
    expect(intentos.filter((r) => r.status === 201)).toHaveLength(1);
    const refusals = intentos.filter((r) => r.status !== 201);
    expect(refusals).toHaveLength(5);
    for (const r of refusals) {
      expect(r.status).toBe(409);
      expect(r.json.error).toBe('sin_stock');
      expect(r.json.message).toBe('«Glucómetro Accu» está agotado. Quítelo del carrito para continuar.');
    }
    expect(await ventasDe(p.id)).toHaveLength(1);
    expect(await producto(p.id)).toMatchObject({ stock: 1, disponible: 0 });
  });

  it('says how many are left when the cart asks for more, and leaves no order behind', async () => {
    const p = await makeProducto({ nombre: 'Termómetro', stock: 3 });
    expect((await comprarEn(p.id, 2)).status).toBe(201);
    const mucho = await comprarEn(p.id, 2);
    expect(mucho.status).toBe(409);
    expect(mucho.json.message).toBe('Solo queda 1 unidad de «Termómetro». Ajuste la cantidad en el carrito.');
    expect(mucho.json.errors.productos).toEqual([mucho.json.message]);
    expect(await ventasDe(p.id)).toHaveLength(1);
    expect((await comprarEn(p.id, 1)).status).toBe(201);
  });

  it('never limits a product without control of inventory', async () => {
    const p = await makeProducto();
    const r = await comprarEn(p.id, 99);
    expect(r.status).toBe(201);
    expect(await apartadosDe(r.json.succes.id)).toHaveLength(0);
  });

  it('holds them for 30 minutes: an expired apartado never blocks the next buyer', async () => {
    const p = await makeProducto({ stock: 1 });
    const primera = await comprarEn(p.id, 1, T);
    expect(primera.status).toBe(201);
    expect((await comprarEn(p.id, 1, masMinutos(T, 29))).status).toBe(409);
    expect(await producto(p.id, masMinutos(T, 29))).toMatchObject({ disponible: 0 });
    // not purged yet: it simply no longer counts
    expect(await apartadosDe(primera.json.succes.id)).toEqual([
      expect.objectContaining({ cantidad: 1, creado_at: T, vence_at: masMinutos(T, 30) }),
    ]);
    expect(await producto(p.id, masMinutos(T, 30))).toMatchObject({ disponible: 1 });
    expect((await comprarEn(p.id, 1, masMinutos(T, 31))).status).toBe(201);
  });

  it('the cron drops expired apartados and keeps live ones', async () => {
    const p = await makeProducto({ stock: 5 });
    const vieja = await comprarEn(p.id, 1, T);
    const viva = await comprarEn(p.id, 1, masMinutos(T, 20));
    const ahora = masMinutos(T, 35);
    const cron = await callJson(`/api/dev/cron?ahora=${encodeURIComponent(ahora)}`, { method: 'POST' });
    expect(cron.status).toBe(200);
    expect(await apartadosDe(vieja.json.succes.id)).toHaveLength(0);
    expect(await apartadosDe(viva.json.succes.id)).toHaveLength(1);
  });
});

describe('the payment decides what the apartado becomes', () => {
  it('a declined payment releases the units', async () => {
    const p = await makeProducto({ stock: 1 });
    const venta = (await comprarEn(p.id, 1)).json.succes;
    expect((await comprarEn(p.id, 1)).status).toBe(409);
    expect((await pagar(venta, 'DECLINED')).status).toBe(200);
    expect(await apartadosDe(venta.id)).toHaveLength(0);
    expect(await stockDe(p.id)).toBe(1);
    expect((await comprarEn(p.id, 1)).status).toBe(201);
  });

  it('an approved payment turns them into a sale: the stock goes down for good', async () => {
    const p = await makeProducto({ stock: 3, stock_minimo: 0 });
    const venta = (await comprarEn(p.id, 2)).json.succes;
    expect((await pagar(venta, 'APPROVED')).status).toBe(200);
    expect(await stockDe(p.id)).toBe(1);
    expect(await apartadosDe(venta.id)).toHaveLength(0);
    expect(await producto(p.id)).toMatchObject({ stock: 1, disponible: 1 });
    // the same event again changes nothing
    expect((await pagar(venta, 'APPROVED')).status).toBe(200);
    expect(await stockDe(p.id)).toBe(1);
    expect((await comprarEn(p.id, 2)).status).toBe(409);
  });

  it('staff cancelling a pending order releases its units', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ stock: 1 });
    const venta = (await comprarEn(p.id, 1)).json.succes;
    expect((await comprarEn(p.id, 1)).status).toBe(409);
    const cancelada = await callJson('/api/ventas/update/status', {
      token: admin.token,
      body: { id: venta.id, status_entrega: 'cancelado' },
    });
    expect(cancelada.status).toBe(200);
    expect(await apartadosDe(venta.id)).toHaveLength(0);
    expect((await comprarEn(p.id, 1)).status).toBe(201);
  });

  it('a payment approved after its apartado expired still counts as a sale', async () => {
    const p = await makeProducto({ stock: 1, stock_minimo: 0 });
    const tarde = (await comprarEn(p.id, 1, T)).json.succes;
    const otra = (await comprarEn(p.id, 1, masMinutos(T, 31))).json.succes;
    await pagar(otra, 'APPROVED');
    await pagar(tarde, 'APPROVED');
    expect(await stockDe(p.id)).toBe(-1);
    expect(await producto(p.id)).toMatchObject({ disponible: 0 });
  });
});

describe('low-stock e-mail to the admins', () => {
  const correosDe = (para: string, nombre: string) =>
    db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.para, para), eq(schema.mailOutbox.asunto, `Stock bajo: ${nombre}`)));

  it('is queued once, when a paid sale takes the stock below its minimum', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: 'Oxímetro de pulso', stock: 4, stock_minimo: 2 });
    await pagar((await comprarEn(p.id, 2)).json.succes, 'APPROVED');
    expect(await correosDe(admin.email, p.nombre)).toHaveLength(0);

    await pagar((await comprarEn(p.id, 1)).json.succes, 'APPROVED');
    const [correo] = await correosDe(admin.email, p.nombre);
    expect(correo.texto).toContain('«Oxímetro de pulso» quedó por debajo de su stock mínimo (2 unidades)');
    expect(correo.texto).toContain('/panel/ecomerce/productos');

    await pagar((await comprarEn(p.id, 1)).json.succes, 'APPROVED');
    expect(await correosDe(admin.email, p.nombre)).toHaveLength(1);
    expect(await stockDe(p.id)).toBe(0);
  });

  it('is not sent for a declined payment', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ stock: 1 });
    await pagar((await comprarEn(p.id, 1)).json.succes, 'DECLINED');
    expect(await correosDe(admin.email, p.nombre)).toHaveLength(0);
  });
});
