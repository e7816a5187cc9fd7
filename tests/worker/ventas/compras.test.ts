import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POLITICA_VERSION } from '../../../common/consentimiento';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { olvidarCopia } from '../../../worker/ventas/lectura-compra';
import { callJson, db, ENCODINGS, makeAdmin, mismaVentana } from '../helpers';
import { llamarContando, plan } from '../perf/instrumented';
import { comprador, comprar, INTEGRITY_SECRET, ipUnica, makeProducto } from '../ventas-fixtures';

const ventaPorToken = async (token: string) => db().select().from(schema.ventas).where(eq(schema.ventas.token, token));

describe('POST /api/compras/new', () => {
  for (const encoding of ENCODINGS) {
    it(`prices a ${encoding} purchase from the catalogue and answers what the widget needs`, async () => {
      const conPromocion = await makeProducto({ precio: 15000, porcentaje: 20 });
      const sinPromocion = await makeProducto({ precio: 9990 });
      const { status, json } = await comprar(
        [
          { id: conPromocion.id, cantidad: 2 },
          { id: sinPromocion.id, cantidad: 1 },
        ],
        {},
        encoding,
      );
      expect(status).toBe(201);
      const s = json.succes;
      // 15000 - 20 % = 12000, twice; plus 9990
      expect(s.total).toBe(33990);
      expect(s.amount_in_cents).toBe(3399000);
      expect(s.currency).toBe('COP');
      expect(s.status_pago).toBe('pendiente');
      expect(s.factura).toMatch(/^CS-[A-Z2-7]{8}$/);
      expect(s.reference).toMatch(/^CS\d{13}\d{6}$/);
      expect(s.public_key).toBe('pub_test_vitest');
      expect(s.sandbox).toBe(false);
      expect(s.checkout_url).toBeUndefined();
      expect(s.productos).toEqual([
        {
          nombre_produto: conPromocion.nombre,
          nombre_marca: conPromocion.marca.nombre,
          nombre_promocion: conPromocion.promocion?.nombre,
          cantidad: 2,
          valor_unitario: 15000,
          procentaje_aplicado: 20,
          iva: 19,
          total: 24000,
        },
        {
          nombre_produto: sinPromocion.nombre,
          nombre_marca: sinPromocion.marca.nombre,
          nombre_promocion: '',
          cantidad: 1,
          valor_unitario: 9990,
          procentaje_aplicado: 0,
          iva: 19,
          total: 9990,
        },
      ]);
    });
  }

  it('signs the amount with the integrity secret as Wompi expects', async () => {
    const p = await makeProducto({ precio: 12345 });
    const { json } = await comprar([{ id: p.id, cantidad: 3 }]);
    const s = json.succes;
    expect(s.amount_in_cents).toBe(3703500);
    expect(s.signature.integrity).toBe(await sha256Hex(`${s.reference}3703500COP${INTEGRITY_SECRET}`));
    expect(s.signature.integrity).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the exact multipart of the original client and ignores its prices, totals and statuses', async () => {
    const p = await makeProducto({ precio: 50000, porcentaje: 10 });
    const datos = comprador();
    const form = new FormData();
    // what the widget callback posted: its transaction, a client total and every product field
    form.append('id', '1234-1610641025-49201');
    form.append('status', 'APPROVED');
    form.append('reference', '1710000000000123');
    form.append('valort', '1.5');
    const fila: Record<string, string> = {
      id: String(p.id),
      nombre: 'Nombre cambiado',
      id_marca: String(p.id_marca),
      nombre_marca: 'Otra marca',
      id_promocion: String(p.id_promocion),
      nombre_promocion: 'Promo falsa',
      porcentaje: '99',
      precio: '1',
      estado: '1',
      imagen1: 'productos/a.png',
      imagen2: '',
      imagen3: '',
      imagen4: '',
      id_caract: '',
      nombre_caract: '',
      caracteristica: '',
      ficha_tecnica: '**Ficha**',
      uso_adecuado: '',
      aviso_legal: '',
      status: 'aprobado',
      cantidad: '2',
    };
    for (const [k, v] of Object.entries(fila)) form.append(`productos[0][${k}]`, v);
    for (const [k, v] of Object.entries(datos)) form.append(k, v);
    const { status, json } = await callJson('/api/compras/new', {
      rawBody: form,
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(status).toBe(201);
    expect(json.succes.total).toBe(90000);
    expect(json.succes.status_pago).toBe('pendiente');
    expect(json.succes.reference).not.toBe('1710000000000123');
    expect(json.succes.productos[0]).toMatchObject({
      nombre_produto: p.nombre,
      nombre_marca: p.marca.nombre,
      nombre_promocion: p.promocion?.nombre,
      valor_unitario: 50000,
      procentaje_aplicado: 10,
      cantidad: 2,
      total: 90000,
    });
    const [venta] = await ventaPorToken(datos.token);
    expect(venta).toMatchObject({ total: 90000, status_pago: 'pendiente', status_entrega: 'pendiente' });
    expect(venta.apellidos).toBe(datos.apellido);
  });

  it('applies a promotion only while it is active', async () => {
    const p = await makeProducto({ precio: 20000, porcentaje: 50, promocionActiva: 0 });
    const { json } = await comprar([{ id: p.id, cantidad: 1 }]);
    expect(json.succes.total).toBe(20000);
    expect(json.succes.productos[0]).toMatchObject({ procentaje_aplicado: 0, nombre_promocion: '' });
  });

  it('rounds a discounted price to whole pesos', async () => {
    const p = await makeProducto({ precio: 9999, porcentaje: 15 });
    const { json } = await comprar([{ id: p.id, cantidad: 3 }]);
    // 9999 - 1499.85 = 8499.15 → 8499 a unit
    expect(json.succes.total).toBe(8499 * 3);
  });

  it('merges repeated lines of one product into one', async () => {
    const p = await makeProducto({ precio: 1000 });
    const { status, json } = await comprar([
      { id: p.id, cantidad: 2 },
      { id: p.id, cantidad: 3 },
    ]);
    expect(status).toBe(201);
    expect(json.succes.productos).toHaveLength(1);
    expect(json.succes.productos[0].cantidad).toBe(5);
    expect(json.succes.total).toBe(5000);
  });

  it('refuses an inactive product with 422 naming it, and stores nothing', async () => {
    const activo = await makeProducto();
    const inactivo = await makeProducto({ estado: '0', nombre: 'Tensiómetro retirado' });
    const datos = { token: crypto.randomUUID() };
    const { status, json } = await comprar(
      [
        { id: activo.id, cantidad: 1 },
        { id: inactivo.id, cantidad: 1 },
      ],
      datos,
    );
    expect(status).toBe(422);
    expect(json.errors.productos.join(' ')).toContain('Tensiómetro retirado');
    expect(await ventaPorToken(datos.token)).toHaveLength(0);
  });

  it('refuses an unknown product with 422 naming its id', async () => {
    const { status, json } = await comprar([{ id: 987654, cantidad: 1 }]);
    expect(status).toBe(422);
    expect(json.errors.productos).toEqual(['El producto 987654 no existe.']);
  });

  for (const cantidad of [0, 100, -1, 2.5]) {
    it(`refuses a quantity of ${cantidad} with 422`, async () => {
      const p = await makeProducto();
      const { status, json } = await comprar([{ id: p.id, cantidad }]);
      expect(status).toBe(422);
      expect(json.errors.productos[0]).toMatch(/cantidad/);
    });
  }

  it('refuses merged lines above 99 units', async () => {
    const p = await makeProducto();
    const { status } = await comprar([
      { id: p.id, cantidad: 60 },
      { id: p.id, cantidad: 40 },
    ]);
    expect(status).toBe(422);
  });

  it('refuses an empty cart and a cart of more than 50 lines', async () => {
    const vacio = await comprar([]);
    expect(vacio.status).toBe(422);
    expect(vacio.json.errors.productos).toEqual(['Agregue al menos un producto al carrito.']);
    const muchas = await comprar(Array.from({ length: 51 }, (_, i) => ({ id: i + 1, cantidad: 1 })));
    expect(muchas.status).toBe(422);
    expect(muchas.json.errors.productos).toEqual(['El carrito admite máximo 50 productos distintos.']);
  });

  it('stores a cart of 50 lines (chunked under D1 bound-parameter limit)', async () => {
    const productos = [];
    for (let i = 0; i < 50; i++) productos.push(await makeProducto({ precio: 1000 + i }));
    const { status, json } = await comprar(productos.map((p) => ({ id: p.id, cantidad: 1 })));
    expect(status).toBe(201);
    expect(json.succes.productos).toHaveLength(50);
    const lineas = await db()
      .select()
      .from(schema.ventaProductos)
      .where(eq(schema.ventaProductos.venta_id, json.succes.id));
    expect(lineas).toHaveLength(50);
  });

  for (const [campo, valor, fragmento] of [
    ['email', 'no-es-correo', 'correo'],
    ['telefono', '6011234567', 'celular'],
    ['telefono', '30012345', 'celular'],
    ['ciudad', 'Springfield', 'ciudad'],
    ['nombre', '', 'nombre'],
    ['apellido', 'x'.repeat(101), 'apellido'],
    ['direccion', '   ', 'direccion'],
    ['token', 'corto', 'token'],
    ['token', '', 'token'],
  ] as const) {
    it(`refuses ${campo} = "${valor.slice(0, 12)}" with 422 on that field`, async () => {
      const p = await makeProducto();
      const { status, json } = await comprar([{ id: p.id, cantidad: 1 }], { [campo]: valor });
      expect(status).toBe(422);
      expect(Object.keys(json.errors)).toEqual([campo]);
      expect(json.errors[campo][0].toLowerCase()).toContain(fragmento);
    });
  }

  it('accepts any spelling of a city of the list and a +57 mobile, storing them canonical', async () => {
    const p = await makeProducto();
    const datos = { token: crypto.randomUUID(), ciudad: 'medellin', telefono: '+57 310 555 1234' };
    const { status } = await comprar([{ id: p.id, cantidad: 1 }], datos);
    expect(status).toBe(201);
    const [venta] = await ventaPorToken(datos.token);
    expect(venta).toMatchObject({ ciudad: 'Medellín', telefono_cliente: '3105551234' });
  });

  it('records the data-processing consent when the form gives it', async () => {
    const p = await makeProducto();
    const { json } = await comprar([{ id: p.id, cantidad: 1 }], { acepta_tratamiento: 'true' });
    const rows = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.venta_id, json.succes.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tipo: 'tratamiento_datos', version: POLITICA_VERSION });
    const sin = await comprar([{ id: p.id, cantidad: 1 }]);
    const ninguno = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.venta_id, sin.json.succes.id));
    expect(ninguno).toHaveLength(0);
  });

  it('answers the same order for the same token and cart posted again, creating nothing new', async () => {
    const p = await makeProducto({ precio: 7000 });
    const otro = await makeProducto({ precio: 2500 });
    const token = crypto.randomUUID();
    const carrito = [
      { id: p.id, cantidad: 1 },
      { id: otro.id, cantidad: 2 },
    ];
    const primero = await comprar(carrito, { token });
    // the retry comes after a product of the cart left the catalogue: the order stands as it was
    await db().update(schema.productos).set({ estado: '0' }).where(eq(schema.productos.id, otro.id));
    const segundo = await comprar([...carrito].reverse(), { token });
    expect(primero.status).toBe(201);
    expect(segundo.status).toBe(200);
    expect(segundo.json.succes).toEqual(primero.json.succes);
    expect(await ventaPorToken(token)).toHaveLength(1);
  });

  it('prices and writes a purchase in two round trips to D1, reading no token and no cupon it was not given', async () => {
    const p = await makeProducto({ precio: 7000 });
    const { status, reg } = await compraContada([{ id: p.id, cantidad: 1 }]);
    expect(status).toBe(201);
    // the store's version, the catalogue, the ciudad and the ajustes; then the venta's write batch
    expect(reg.idas).toBe(2);
    const lecturas = reg.sentencias.filter((s) => /^\s*select/i.test(s.sql));
    expect(lecturas).toHaveLength(4);
    expect(lecturas.some((s) => /"ventas"|"cupones"/.test(s.sql))).toBe(false);
    expect(reg.sentencias.some((s) => /"cupon_usos"/.test(s.sql))).toBe(false);
    // whether it left a product agotado sums its live apartados from the index alone (migration 0024)
    const agotados = reg.sentencias.find((s) => /^\s*update "cache_version"/i.test(s.sql));
    expect(agotados).toBeDefined();
    expect((await plan(agotados as (typeof reg.sentencias)[number])).join('\n')).toMatch(
      /SEARCH apartados USING COVERING INDEX apartados_producto_cantidad_idx/,
    );
  });

  it('refuses with 409 the same token posted with another cart, and keeps the first order as it was', async () => {
    const p = await makeProducto({ precio: 7000 });
    const otro = await makeProducto({ precio: 1 });
    const inactivo = await makeProducto({ estado: '0' });
    const token = crypto.randomUUID();
    const primero = await comprar([{ id: p.id, cantidad: 1 }], { token });
    expect(primero.status).toBe(201);
    for (const carrito of [
      [{ id: otro.id, cantidad: 5 }],
      [{ id: p.id, cantidad: 2 }],
      [
        { id: p.id, cantidad: 1 },
        { id: otro.id, cantidad: 1 },
      ],
      [{ id: inactivo.id, cantidad: 1 }],
    ]) {
      const otraVez = await comprar(carrito, { token });
      expect(otraVez.status).toBe(409);
      expect(otraVez.json).toEqual({
        error: 'conflict',
        message:
          'Este token ya se usó para una compra con otros productos. Revise el carrito y vuelva a confirmar la compra.',
      });
    }
    const [venta] = await ventaPorToken(token);
    expect(venta.total).toBe(7000);
    const lineas = await db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.venta_id, venta.id));
    expect(lineas.map((l) => [l.producto_id, l.cantidad])).toEqual([[p.id, 1]]);
  });

  it('creates one order for ten concurrent posts of one token', async () => {
    const p = await makeProducto({ precio: 4000 });
    const datos = comprador();
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, () =>
        callJson('/api/compras/new', {
          body: { ...datos, productos: [{ id: p.id, cantidad: 2 }] },
          headers: { 'cf-connecting-ip': ipUnica() },
        }),
      ),
    );
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    expect(estados.every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(respuestas.map((r) => r.json.succes.factura)).size).toBe(1);
    const ventas = await ventaPorToken(datos.token);
    expect(ventas).toHaveLength(1);
    const lineas = await db()
      .select()
      .from(schema.ventaProductos)
      .where(eq(schema.ventaProductos.venta_id, ventas[0].id));
    expect(lineas).toHaveLength(1);
  });

  it('throttles one address after 60 purchases in ten minutes', async () => {
    const p = await makeProducto();
    const desde = { 'cf-connecting-ip': ipUnica(), ...mismaVentana() };
    const post = () =>
      callJson('/api/compras/new', {
        body: { ...comprador(), productos: [{ id: p.id, cantidad: 1 }] },
        headers: desde,
        encoding: 'json',
      });
    for (let i = 0; i < 60; i++) expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
  });

  it("counts the limit in the order's own batch: a refused purchase stores nothing; failed ones count too", async () => {
    const p = await makeProducto();
    const desde = { 'cf-connecting-ip': ipUnica(), ...mismaVentana() };
    const post = (body: Record<string, unknown>) =>
      callJson('/api/compras/new', { body, headers: desde, encoding: 'json' });
    // 60 attempts refused before the write (an unknown product) still use up the address's limit
    for (let i = 0; i < 60; i++)
      expect((await post({ ...comprador(), productos: [{ id: 999_999, cantidad: 1 }] })).status).toBe(422);
    const datos = { ...comprador(), productos: [{ id: p.id, cantidad: 1 }] };
    expect((await post(datos)).status).toBe(429);
    expect(await ventaPorToken(datos.token)).toHaveLength(0);
  });

  it('points at the local sandbox checkout when the sandbox keys are in use', async () => {
    const p = await makeProducto({ precio: 3000 });
    const res = await app.request(
      '/api/compras/new',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...comprador(), productos: [{ id: p.id, cantidad: 1 }] }),
      },
      { ...env, WOMPI_PUBLIC_KEY: 'pub_test_local_sandbox' },
    );
    expect(res.status).toBe(201);
    const { succes } = (await res.json()) as any;
    expect(succes.sandbox).toBe(true);
    expect(succes.public_key).toBe('pub_test_local_sandbox');
    expect(succes.checkout_url).toBe(`/api/pagos/sandbox/${succes.reference}`);
  });

  it('answers 503 and stores nothing in production without payment keys', async () => {
    const p = await makeProducto();
    const datos = comprador();
    const res = await app.request(
      '/api/compras/new',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...datos, productos: [{ id: p.id, cantidad: 1 }] }),
      },
      { ...env, APP_ENV: 'production', WOMPI_PUBLIC_KEY: undefined, WOMPI_INTEGRITY_SECRET: undefined },
    );
    expect(res.status).toBe(503);
    expect(await ventaPorToken(datos.token)).toHaveLength(0);
  });
});

/** A compra through a binding that counts its round trips; `copia`: it may use the isolate's copy. */
const compraContada = (lineas: { id: number; cantidad: number }[], over: Record<string, unknown> = {}, copia = false) =>
  llamarContando('/api/compras/new', {
    body: { ...comprador({ token: crypto.randomUUID(), ...over }), productos: lineas },
    headers: { 'cf-connecting-ip': ipUnica(), ...(copia ? { 'x-test-cache': '1' } : {}) },
  });

describe("a compra priced from the isolate's copy of the store", () => {
  beforeEach(() => olvidarCopia());

  it('writes in one round trip when the copy holds its products and ciudad, at the same price', async () => {
    const p = await makeProducto({ precio: 7000 });
    const primera = await compraContada([{ id: p.id, cantidad: 1 }], {}, true);
    const segunda = await compraContada([{ id: p.id, cantidad: 2 }], {}, true);
    expect([primera.status, segunda.status]).toEqual([201, 201]);
    expect(primera.reg.idas).toBe(2);
    expect(segunda.reg.idas).toBe(1);
    expect(segunda.json.succes.productos[0]).toMatchObject({ valor_unitario: 7000, cantidad: 2, total: 14000 });
  });

  it('charges the new price after staff change it, reading the store again', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 7000 });
    expect((await compraContada([{ id: p.id, cantidad: 1 }], {}, true)).status).toBe(201);
    const cambio = await callJson('/api/producto/update', { token: admin.token, body: { id: p.id, precio: 9000 } });
    expect(cambio.status).toBe(200);
    const despues = await compraContada([{ id: p.id, cantidad: 1 }], {}, true);
    expect(despues.status).toBe(201);
    expect(despues.json.succes.productos[0].valor_unitario).toBe(9000);
    // the write priced from the copy was refused whole, then the store read again and the write
    expect(despues.reg.idas).toBe(3);
  });

  it("refuses a write priced from a copy another isolate's change made old, and prices it again", async () => {
    const p = await makeProducto({ precio: 7000 });
    expect((await compraContada([{ id: p.id, cantidad: 1 }], {}, true)).status).toBe(201);
    // another isolate's staff write: the row and the store's version, straight in D1
    await db().update(schema.productos).set({ precio: 8000 }).where(eq(schema.productos.id, p.id));
    await db()
      .update(schema.cacheVersion)
      .set({ version: sql`abs(random())` })
      .where(eq(schema.cacheVersion.scope, 'tienda'));
    const token = crypto.randomUUID();
    const despues = await compraContada([{ id: p.id, cantidad: 1 }], { token }, true);
    expect(despues.status).toBe(201);
    // the write from the copy (refused whole), the read, the write
    expect(despues.reg.idas).toBe(3);
    expect(despues.json.succes.productos[0].valor_unitario).toBe(8000);
    const [venta] = await ventaPorToken(token);
    expect(venta.total).toBe(despues.json.succes.total);
    const lineas = await db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.venta_id, venta.id));
    expect(lineas.map((l) => l.valor_unitario)).toEqual([8000]);
  });

  it('reads the store before refusing a cart the copy alone would refuse', async () => {
    const p = await makeProducto({ precio: 7000 });
    expect((await compraContada([{ id: p.id, cantidad: 1 }], {}, true)).status).toBe(201);
    await db().update(schema.productos).set({ estado: '0' }).where(eq(schema.productos.id, p.id));
    await db()
      .update(schema.cacheVersion)
      .set({ version: sql`abs(random())` })
      .where(eq(schema.cacheVersion.scope, 'tienda'));
    await compraContada([{ id: p.id, cantidad: 1 }], {}, true); // refused (422), refreshes the copy
    await db().update(schema.productos).set({ estado: '1' }).where(eq(schema.productos.id, p.id));
    await db()
      .update(schema.cacheVersion)
      .set({ version: sql`abs(random())` })
      .where(eq(schema.cacheVersion.scope, 'tienda'));
    // the copy says inactive; the store says active again: it sells
    const otra = await compraContada([{ id: p.id, cantidad: 1 }], {}, true);
    expect(otra.status).toBe(201);
  });
});
