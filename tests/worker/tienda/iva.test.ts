import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeAdmin, pngFile } from '../helpers';
import { insertarLineas, insertarVentas } from '../ventas-filas';
import { comprar, enviarEvento, eventoFirmado, INTEGRITY_SECRET, makeProducto } from '../ventas-fixtures';

describe('the IVA class of a product', () => {
  it('is 19 by default and round-trips 5 and excluido through create, update, find and index', async () => {
    const admin = await makeAdmin();
    const { marca } = await makeProducto();
    const crear = (extra: Record<string, unknown>) =>
      callJson('/api/producto/create', {
        token: admin.token,
        body: { nombre: 'Glucómetro', id_marca: marca.id, precio: '80000', fotos: [pngFile()], ...extra },
      });
    const general = await crear({});
    expect(general.status).toBe(201);
    expect(general.json.succes.iva).toBe(19);
    const reducido = await crear({ iva: '5' });
    expect(reducido.json.succes.iva).toBe(5);
    const id = reducido.json.succes.id;
    const excluido = await callJson('/api/producto/update', { token: admin.token, body: { id, iva: 'excluido' } });
    expect(excluido.json.succes.iva).toBe(0);
    const otra = await callJson('/api/producto/update', { token: admin.token, body: { id, nombre: 'Glucómetro X' } });
    expect(otra.json.succes.iva).toBe(0);
    expect((await callJson(`/api/producto/find?id=${id}`)).json.succes.iva).toBe(0);
    const lista = await callJson('/api/producto/index?q=glucometro');
    expect(lista.json.succes.find((p: { id: number }) => p.id === id).iva).toBe(0);
  });

  it('refuses a class other than 19, 5 or 0 with 422', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto();
    for (const iva of ['16', 'diez', '-5']) {
      const r = await callJson('/api/producto/update', { token: admin.token, body: { id: p.id, iva } });
      expect(r.status, iva).toBe(422);
      expect(r.json.errors.iva[0]).toMatch(/19 \(general\), 5 o 0 \(excluido\)/);
    }
  });
});

describe('the IVA breakdown of a compra', () => {
  it('answers subtotal, iva, envio, descuento and total, and sends the IVA to Wompi as tax-in-cents', async () => {
    const general = await makeProducto({ precio: 12_345, iva: 19 });
    const reducido = await makeProducto({ precio: 999, iva: 5 });
    const excluido = await makeProducto({ precio: 5_000, iva: 0 });
    const { status, json } = await comprar([
      { id: general.id, cantidad: 1 },
      { id: reducido.id, cantidad: 1 },
      { id: excluido.id, cantidad: 1 },
    ]);
    expect(status).toBe(201);
    const s = json.succes;
    expect(s).toMatchObject({ subtotal: 16_325, iva: 2_019, envio: 0, descuento: 0, redondeo: 0, total: 18_344 });
    expect(s.impuestos).toEqual([
      { tarifa: 19, base: 10_374, iva: 1_971 },
      { tarifa: 5, base: 951, iva: 48 },
      { tarifa: 0, base: 5_000, iva: 0 },
    ]);
    expect(s.subtotal + s.iva + s.envio).toBe(s.total);
    expect(s.amount_in_cents).toBe(1_834_400);
    expect(s.tax_in_cents).toEqual({ vat: 201_900 });
    // the integrity signature covers the amount only (Wompi's taxes are informative)
    expect(s.signature.integrity).toBe(await sha256Hex(`${s.reference}1834400COP${INTEGRITY_SECRET}`));
    expect(s.productos.map((l: { iva: number }) => l.iva)).toEqual([19, 5, 0]);
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, s.id));
    expect(venta).toMatchObject({ iva: 2_019, descuento: 0, total: 18_344 });
  });

  it('keeps the class of each line as it was when bought', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 21_000, iva: 5 });
    const { json } = await comprar([{ id: p.id, cantidad: 1 }]);
    await callJson('/api/producto/update', { token: admin.token, body: { id: p.id, iva: '19' } });
    const lineas = await callJson('/api/ventas/index/productos', {
      token: admin.token,
      body: { factura: json.succes.factura },
    });
    expect(lineas.json.succes[0]).toMatchObject({ iva: 5, total: 21_000 });
    expect(json.succes.iva).toBe(1_000);
  });
});

describe('the amounts per tarifa of a venta (decision 0018)', () => {
  it('lowers each base by its share of the code, the same on compras/new, the look-up and the staff detail', async () => {
    const admin = await makeAdmin();
    const general = await makeProducto({ precio: 23_800, iva: 19 });
    const reducido = await makeProducto({ precio: 10_500, iva: 5 });
    const excluido = await makeProducto({ precio: 5_000, iva: 0 });
    const codigo = `TARIFAS${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const cupon = await callJson('/api/cupones/create', {
      token: admin.token,
      body: { codigo, tipo: 'porcentaje', valor: 10 },
    });
    expect(cupon.status).toBe(201);
    const { status, json } = await comprar(
      [
        { id: general.id, cantidad: 1 },
        { id: reducido.id, cantidad: 2 },
        { id: excluido.id, cantidad: 1 },
      ],
      { cupon: codigo },
    );
    expect(status).toBe(201);
    // 49.800 of products, 10 % = 4.980: 2.380 off the 19 %, 2.100 off the 5 %, 500 off the excluido
    const montos = {
      impuestos: [
        { tarifa: 19, base: 18_000, iva: 3_420 },
        { tarifa: 5, base: 18_000, iva: 900 },
        { tarifa: 0, base: 4_500, iva: 0 },
      ],
      subtotal: 40_500,
      iva: 4_320,
      envio: 0,
      descuento: 4_980,
      cupon: codigo,
      redondeo: 0,
      total: 44_820,
    };
    const s = json.succes;
    expect(s).toMatchObject({ ...montos, amount_in_cents: 4_482_000, tax_in_cents: { vat: 432_000 } });
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, s.id));
    expect(venta).toMatchObject({ iva: 4_320, total: 44_820 });
    const consulta = await callJson(
      `/api/ventas/consulta?factura=${s.factura}&email=${encodeURIComponent(venta.email)}`,
    );
    expect(consulta.json.succes).toMatchObject(montos);
    const detalle = await callJson('/api/ventas/index/productos', { token: admin.token, body: { factura: s.factura } });
    expect(detalle.status).toBe(200);
    expect(detalle.json.succes).toHaveLength(3);
    expect(detalle.json.venta).toMatchObject({
      ...montos,
      factura: s.factura,
      email: venta.email,
      telefono_cliente: '3001234567',
      direccion: 'Calle 10 # 20-30, apto 401',
      ciudad: venta.ciudad,
    });
    // the receipt e-mail: what the buyer saw, then the same amount in bases and IVA
    await enviarEvento(
      await eventoFirmado({ status: 'APPROVED', reference: s.reference, amount_in_cents: s.amount_in_cents }),
    );
    const [correo] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, venta.email))
      .orderBy(desc(schema.mailOutbox.id));
    expect(correo.texto.replace(/\s/g, ' ')).toContain(
      [
        'Productos (IVA incluido): $ 49.800',
        `Descuento (código ${codigo}): −$ 4.980`,
        'Subtotal sin IVA: $ 40.500',
        'IVA: $ 4.320',
        'Base gravable al 19 %: $ 18.000 · IVA al 19 %: $ 3.420',
        'Base gravable al 5 %: $ 18.000 · IVA al 5 %: $ 900',
        'Excluido de IVA: $ 4.500',
        'Envío: $ 0',
      ].join(' '),
    );
  });

  it('keeps the total a venta made before 0018 charged, its peso in the IVA, so the sum stays exact', async () => {
    // charged 45.900 for a line of 45.900 at 19 %, which no base plus its rounded IVA reaches
    const { ids, facturas, email } = await insertarVentas([
      { created_at: '2026-11-01T15:00:00.000Z', total: 45_900, iva: 7_329 },
    ]);
    await insertarLineas([
      { venta_id: ids[0], nombre_produto: 'Colágeno', cantidad: 1, valor_unitario: 45_900, iva: 19, total: 45_900 },
    ]);
    const { json } = await callJson(`/api/ventas/consulta?factura=${facturas[0]}&email=${encodeURIComponent(email)}`);
    expect(json.succes).toMatchObject({
      impuestos: [{ tarifa: 19, base: 38_571, iva: 7_329 }],
      subtotal: 38_571,
      iva: 7_329,
      redondeo: 0,
      total: 45_900,
    });
  });

  it('leaves the peso no base reaches in the buyer’s favour and charges Wompi that total', async () => {
    // 40.000 at 19 %: 33.613 + 6.386 = 39.999 and 33.614 + 6.387 = 40.001
    const p = await makeProducto({ precio: 40_000, iva: 19 });
    const { json } = await comprar([{ id: p.id, cantidad: 1 }]);
    expect(json.succes).toMatchObject({
      impuestos: [{ tarifa: 19, base: 33_613, iva: 6_386 }],
      redondeo: 1,
      total: 39_999,
      amount_in_cents: 3_999_900,
      tax_in_cents: { vat: 638_600 },
    });
  });
});

describe('the receipt of a paid venta', () => {
  it('names the seller with its NIT, breaks the total down and says it is not a DIAN electronic invoice', async () => {
    const admin = await makeAdmin();
    const ajustes = await callJson('/api/tienda/ajustes', {
      token: admin.token,
      body: { nit: '800.197.268-4', razon_social: 'Salud en Casa S.A.S.' },
    });
    expect(ajustes.status).toBe(200);
    expect(ajustes.json.succes).toMatchObject({ nit: '800197268-4', razon_social: 'Salud en Casa S.A.S.' });
    const p = await makeProducto({ precio: 11_900, iva: 19 });
    const { json } = await comprar([{ id: p.id, cantidad: 2 }]);
    const s = json.succes;
    await enviarEvento(
      await eventoFirmado({ status: 'APPROVED', reference: s.reference, amount_in_cents: s.amount_in_cents }),
    );
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, s.id));
    const [correo] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, venta.email))
      .orderBy(desc(schema.mailOutbox.id));
    const texto = correo.texto.replace(/\s/g, ' ');
    expect(texto).toContain('Subtotal sin IVA: $ 20.000');
    expect(texto).toContain('IVA: $ 3.800');
    expect(texto).toContain('Base gravable al 19 %: $ 20.000 · IVA al 19 %: $ 3.800');
    expect(texto).toContain('Total pagado: $ 23.800');
    // a receipt of payment, not a factura (decision 0011)
    expect(correo.asunto).toBe(`Comprobante de pago de su pedido ${s.factura} en CitaSalud`);
    expect(texto).toContain('Vendedor: Salud en Casa S.A.S., NIT 800197268-4.');
    expect(texto).toContain('no es una factura electrónica de venta validada por la DIAN');
    expect(correo.html).toContain('no es una factura electrónica de venta validada por la DIAN');

    const consulta = await callJson(
      `/api/ventas/consulta?factura=${s.factura}&email=${encodeURIComponent(venta.email)}`,
    );
    expect(consulta.json.succes).toMatchObject({
      subtotal: 20_000,
      iva: 3_800,
      envio: 0,
      descuento: 0,
      cupon: '',
      total: 23_800,
      vendedor: { nit: '800197268-4', razon_social: 'Salud en Casa S.A.S.' },
    });
  });

  it("refuses a seller's NIT without its check digit or with a wrong one", async () => {
    const admin = await makeAdmin();
    const sinDigito = await callJson('/api/tienda/ajustes', { token: admin.token, body: { nit: '800197268' } });
    expect(sinDigito.status).toBe(422);
    expect(sinDigito.json.errors.nit[0]).toMatch(/dígito de verificación después de un guion/);
    const malo = await callJson('/api/tienda/ajustes', { token: admin.token, body: { nit: '800197268-1' } });
    expect(malo.status).toBe(422);
    expect(malo.json.errors.nit[0]).toMatch(/no corresponde/);
  });
});
