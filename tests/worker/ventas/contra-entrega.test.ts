/**
 * Issue 33 item 2 (decision 0023): pago contra entrega where staff offer it, up to their maximum; the
 * venta skips Wompi, keeps its units until delivered or cancelled, and counts as revenue only when
 * staff record the cash received, once, even when two of them do it at the same time.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { comprar, ipUnica, makeProducto } from '../ventas-fixtures';

const BELLO = '05088'; // Antioquia
const PASTO = '52001'; // Nariño: never offered in this file

/** Staff offer pago contra entrega in `codigo` up to `hasta` pesos (0: withdraw it). */
async function ofrecer(codigo: string, hasta: number) {
  const admin = await makeAdmin();
  const r = await callJson('/api/envios/contra-entrega', {
    token: admin.token,
    body: { codigo, contra_entrega: hasta > 0 ? 1 : 0, ...(hasta > 0 ? { contra_entrega_hasta: hasta } : {}) },
  });
  expect(r.status).toBe(200);
  return r.json.succes;
}

const venta = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const apartadosDe = (id: number) => db().select().from(schema.apartados).where(eq(schema.apartados.venta_id, id));
const stockDe = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0].stock;
const correosA = (para: string, asunto: string) =>
  db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.para, para), like(schema.mailOutbox.asunto, `%${asunto}%`)));

type Creada = { id: number; factura: string; total: number; email: string };
/** A compra contra entrega to Bello by a fresh buyer. */
async function enEfectivo(productoId: number, cantidad = 1, over: Record<string, unknown> = {}, headers = {}) {
  const email = `efectivo.${crypto.randomUUID().slice(0, 8)}@correo.co`;
  const r = await comprar(
    [{ id: productoId, cantidad }],
    { email, ciudad: BELLO, metodo_pago: 'contra_entrega', ...over },
    'multipart',
    headers,
  );
  return { ...r, venta: { ...(r.json.succes as Creada), email } };
}
const marcar = (token: string, body: Record<string, unknown>) =>
  callJson('/api/ventas/pagado-al-entregar', { token, body });
const mover = (token: string, id: number, status_entrega: string, extra: Record<string, unknown> = {}) =>
  callJson('/api/ventas/update/status', { token, body: { id, status_entrega, ...extra } });

describe('POST /api/envios/contra-entrega', () => {
  it('lets staff offer it per departamento up to a maximum, and the ciudad search says so', async () => {
    const admin = await makeAdmin();
    const sinSesion = await callJson('/api/envios/contra-entrega', { body: { codigo: '05', contra_entrega: 1 } });
    expect(sinSesion.status).toBe(401);
    const sinMaximo = await callJson('/api/envios/contra-entrega', {
      token: admin.token,
      body: { codigo: '08', contra_entrega: 1 },
    });
    expect(sinMaximo.status).toBe(422);
    expect(sinMaximo.json.errors.contra_entrega_hasta[0]).toMatch(/indique el valor máximo/);
    const malo = await callJson('/api/envios/contra-entrega', {
      token: admin.token,
      body: { codigo: '08', contra_entrega: 'si', contra_entrega_hasta: '30.5' },
    });
    expect(malo.status).toBe(422);
    expect(Object.keys(malo.json.errors).sort()).toEqual(['contra_entrega', 'contra_entrega_hasta']);
    const noExiste = await callJson('/api/envios/contra-entrega', {
      token: admin.token,
      body: { codigo: '00', contra_entrega: 0 },
    });
    expect(noExiste.status).toBe(404);

    expect(await ofrecer('08', 250_000)).toMatchObject({
      codigo: '08',
      contra_entrega: 1,
      contra_entrega_hasta: 250_000,
    });
    const lista = await callJson('/api/envios', { token: admin.token });
    expect(lista.json.succes.tarifas.find((t: { codigo: string }) => t.codigo === '08')).toMatchObject({
      nombre: 'Atlántico',
      contra_entrega: 1,
      contra_entrega_hasta: 250_000,
    });
    const barranquilla = async () =>
      (await callJson('/api/ciudades?q=barranquilla')).json.succes.find(
        (c: { codigo: string }) => c.codigo === '08001',
      );
    expect((await barranquilla()).contra_entrega_hasta).toBe(250_000);
    // withdrawn: the maximum is kept for next time, the buyers no longer see it
    expect(await ofrecer('08', 0)).toMatchObject({ contra_entrega: 0, contra_entrega_hasta: 250_000 });
    expect((await barranquilla()).contra_entrega_hasta).toBe(0);
  });
});

describe('POST /api/compras/new with metodo_pago', () => {
  it('creates a venta contra entrega with no payment reference, its units held until delivered', async () => {
    await ofrecer('05', 300_000);
    const p = await makeProducto({ precio: 45_900, stock: 1 });
    const { status, json, venta: v } = await enEfectivo(p.id);
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({
      metodo_pago: 'contra_entrega',
      status_pago: 'contra_entrega',
      ciudad: 'Bello',
    });
    for (const k of ['reference', 'signature', 'public_key', 'amount_in_cents', 'checkout_url', 'sandbox'])
      expect(json.succes).not.toHaveProperty(k);
    expect(await venta(v.id)).toMatchObject({ metodo_pago: 'contra_entrega', vence_at: null, recibido: null });
    expect(await apartadosDe(v.id)).toEqual([expect.objectContaining({ vence_at: '9999-12-31T23:59:59.999Z' })]);
    const [correo] = await correosA(v.email, `Recibimos su pedido ${v.factura}`);
    expect(correo.texto).toContain('Lo pagará en efectivo cuando lo reciba');

    // it never expires: a cron a year later leaves it and its unit alone
    const enUnAno = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await callJson(`/api/dev/cron?ahora=${encodeURIComponent(enUnAno)}`, { method: 'POST' });
    expect((await venta(v.id)).status_pago).toBe('contra_entrega');
    expect(await apartadosDe(v.id)).toHaveLength(1);
    const otra = await comprar([{ id: p.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': enUnAno });
    expect(otra.status).toBe(409);
    // nor is there anything to pay again online
    const nuevo = await callJson('/api/pagos/nuevo', {
      body: { factura: v.factura },
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(nuevo.status).toBe(409);
    expect(nuevo.json.message).toMatch(/efectivo al recibirlo/);
  });

  it('answers the same venta to the same token, and refuses the token with the other method', async () => {
    await ofrecer('05', 300_000);
    const p = await makeProducto({ precio: 20_000 });
    const token = crypto.randomUUID();
    const datos = { token, ciudad: BELLO, metodo_pago: 'contra_entrega' };
    const [a, b] = await Promise.all([
      comprar([{ id: p.id, cantidad: 1 }], datos),
      comprar([{ id: p.id, cantidad: 1 }], datos),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.succes.id).toBe(b.json.succes.id);
    const enLinea = await comprar([{ id: p.id, cantidad: 1 }], { token, ciudad: BELLO });
    expect(enLinea.status).toBe(409);
    expect(enLinea.json.message).toMatch(/otro medio de pago/);
  });

  it('still pays with Wompi when the client says nothing, as the original client does', async () => {
    await ofrecer('05', 300_000);
    const p = await makeProducto({ precio: 20_000 });
    const { status, json } = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: BELLO }, 'multipart');
    expect(status).toBe(201);
    expect(json.succes).toMatchObject({ metodo_pago: 'wompi', status_pago: 'pendiente' });
    expect(json.succes.reference).toMatch(/^CS\d+/);
    expect(json.succes.signature.integrity).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses with 422 where it is not offered, over the maximum, and an unknown method', async () => {
    await ofrecer('05', 300_000);
    const barato = await makeProducto({ precio: 20_000 });
    const caro = await makeProducto({ precio: 310_000 });
    const enPasto = await comprar([{ id: barato.id, cantidad: 1 }], { ciudad: PASTO, metodo_pago: 'contra_entrega' });
    expect(enPasto.status).toBe(422);
    expect(enPasto.json.errors.metodo_pago).toEqual([
      'El pago contra entrega no está disponible en Nariño. Pague en línea o elija otra ciudad de entrega.',
    ]);
    const mucho = await enEfectivo(caro.id);
    expect(mucho.status).toBe(422);
    expect(mucho.json.errors.metodo_pago[0]).toMatch(
      /^En Antioquia el pago contra entrega admite pedidos de hasta \$\s300\.000, y este suma \$\s310\.000/,
    );
    // the maximum is on the total the courier collects: 16 × 20.000 is over it
    expect((await enEfectivo(barato.id, 16)).status).toBe(422);
    const raro = await comprar([{ id: barato.id, cantidad: 1 }], { ciudad: BELLO, metodo_pago: 'fiado' });
    expect(raro.status).toBe(422);
    expect(raro.json.errors.metodo_pago[0]).toMatch(/wompi.*contra_entrega/);
    // nothing was written for the refused ones
    expect(
      await db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.producto_id, caro.id)),
    ).toEqual([]);
  });
});

describe('the delivery of a venta contra entrega', () => {
  it('is prepared and shipped unpaid, and delivered only by recording the cash received', async () => {
    await ofrecer('05', 300_000);
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 45_900, stock: 3, stock_minimo: 0 });
    const { venta: v } = await enEfectivo(p.id);
    expect((await mover(admin.token, v.id, 'preparando')).status).toBe(200);
    const enviado = await mover(admin.token, v.id, 'enviado', { transportadora: 'Servientrega', guia: '7000123' });
    expect(enviado.json.succes).toMatchObject({ status_entrega: 'enviado', status_pago: 'contra_entrega' });
    const entregado = await mover(admin.token, v.id, 'entregado');
    expect(entregado.status).toBe(409);
    expect(entregado.json.message).toMatch(/Pagado al entregar/);

    const poco = await marcar(admin.token, { id: v.id, recibido: v.total - 1 });
    expect(poco.status).toBe(422);
    expect(poco.json.errors.recibido[0]).toMatch(/es menor que el total del pedido/);
    const mucho = await marcar(admin.token, { id: v.id, recibido: v.total * 10 });
    expect(mucho.status).toBe(422);
    expect((await marcar(admin.token, { id: v.id, recibido: 'mucho' })).status).toBe(422);
    expect((await marcar(admin.token, { factura: 'CS-NOEXISTE', recibido: 1000 })).status).toBe(404);
    expect(await stockDe(p.id)).toBe(3);

    // cash has no coins under 50 pesos: $ 45.900 received for a total of $ 45.899
    const { status, json } = await marcar(admin.token, { factura: v.factura, recibido: '$ 45.900' });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      status_pago: 'aprobado',
      status_entrega: 'entregado',
      metodo_pago: 'contra_entrega',
      recibido: 45_900,
    });
    expect(await stockDe(p.id)).toBe(2);
    expect(await apartadosDe(v.id)).toHaveLength(0);
    expect(await correosA(v.email, `Comprobante de pago de su pedido ${v.factura}`)).toHaveLength(1);
    const pasos = await callJson(`/api/ventas/pasos?id=${v.id}`, { token: admin.token });
    expect(pasos.json.succes.map((x: { texto: string }) => x.texto)).toEqual([
      'Pedido recibido',
      'En preparación',
      'Enviado',
      'Pagado al entregar',
      'Entregado',
    ]);
    expect(pasos.json.succes.find((x: { paso: string }) => x.paso === 'aprobado').nota).toBe(
      'Recibido en efectivo: $\u00a045.900',
    );
    // recorded already: the same answer, nothing twice
    expect((await marcar(admin.token, { id: v.id, recibido: 46_000 })).json.succes.recibido).toBe(45_900);
    expect(await stockDe(p.id)).toBe(2);
  });

  it('records one payment when two staff mark it at the same time', async () => {
    await ofrecer('05', 300_000);
    const [ana, luis] = await Promise.all([makeAdmin(), makeAdmin()]);
    const p = await makeProducto({ precio: 30_000, stock: 5, stock_minimo: 0 });
    const { venta: v } = await enEfectivo(p.id, 2);
    const r = await Promise.all([
      marcar(ana.token, { id: v.id, recibido: v.total }),
      marcar(luis.token, { id: v.id, recibido: v.total + 100 }),
      marcar(ana.token, { id: v.id, recibido: v.total }),
    ]);
    expect(r.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(new Set(r.map((x) => x.json.succes.recibido)).size).toBe(1);
    expect(await stockDe(p.id)).toBe(3);
    const pagos = await db().select().from(schema.ventaPasos).where(eq(schema.ventaPasos.venta_id, v.id));
    expect(pagos.filter((x) => x.tipo === 'pago')).toHaveLength(1);
    expect(await correosA(v.email, 'Comprobante de pago')).toHaveLength(1);
  });

  it('refused at the door it is cancelled: its units come back, and no payment can be recorded', async () => {
    await ofrecer('05', 300_000);
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 25_000, stock: 1 });
    const { venta: v } = await enEfectivo(p.id);
    await mover(admin.token, v.id, 'preparando');
    await mover(admin.token, v.id, 'enviado', { transportadora: 'Envía', guia: '123456' });
    const cancelado = await mover(admin.token, v.id, 'cancelado');
    expect(cancelado.json.succes).toMatchObject({ status_entrega: 'cancelado', status_pago: 'contra_entrega' });
    expect(await apartadosDe(v.id)).toHaveLength(0);
    expect((await comprar([{ id: p.id, cantidad: 1 }])).status).toBe(201);
    const tarde = await marcar(admin.token, { id: v.id, recibido: v.total });
    expect(tarde.status).toBe(409);
    expect(tarde.json.message).toMatch(/cancelado/);
  });

  it('refuses «pagado al entregar» for a venta paid online', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 20_000 });
    const enLinea = (await comprar([{ id: p.id, cantidad: 1 }])).json.succes;
    const r = await marcar(admin.token, { id: enLinea.id, recibido: enLinea.total });
    expect(r.status).toBe(409);
    expect(r.json.message).toMatch(/se paga en línea/);
  });
});

describe('revenue of ventas contra entrega', () => {
  it('counts a venta only once its cash is recorded, and its products among the best sellers', async () => {
    await ofrecer('05', 300_000);
    const admin = await makeAdmin();
    const DIA = '2036-02-10T15:00:00.000Z';
    const p = await makeProducto({ nombre: 'Termómetro en efectivo', precio: 50_000 });
    const { venta: v } = await enEfectivo(p.id);
    // a day of its own, far from the other tests' ventas (the triggers move its sums with it)
    await db().update(schema.ventas).set({ created_at: DIA }).where(eq(schema.ventas.id, v.id));
    const resumen = async () =>
      (await callJson('/api/ventas/resumen?dias=1', { token: admin.token, headers: { 'X-Test-Now': DIA } })).json
        .succes;
    const antes = await resumen();
    expect(antes).toMatchObject({ ventas: 1, pagadas: 0, ingresos: 0, por_pago: { contra_entrega: 1 } });
    expect(antes.top_productos).toEqual([]);
    expect((await marcar(admin.token, { id: v.id, recibido: v.total })).status).toBe(200);
    const despues = await resumen();
    expect(despues).toMatchObject({ ventas: 1, pagadas: 1, ingresos: v.total, por_pago: { aprobado: 1 } });
    expect(despues.top_productos).toEqual([
      expect.objectContaining({ nombre_produto: 'Termómetro en efectivo', cantidad: 1, ingresos: 50_000 }),
    ]);
  });
});
