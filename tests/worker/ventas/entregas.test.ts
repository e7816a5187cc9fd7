import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, ipUnica, makeProducto } from '../ventas-fixtures';

const ENVIO = { transportadora: 'Inter Rapidísimo', guia: '2400 1234 5678' };

const ventaDe = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const stockDe = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0].stock;
const correosA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(schema.mailOutbox.id);

type Venta = { id: number; factura: string; reference: string; total: number; email: string; tx: string };

/** A purchase of `cantidad` units of a new product (`stock` units on hand), approved by Wompi unless `pagada` is false. */
async function venta({ stock = null as number | null, cantidad = 1, pagada = true, nombre = 'Ana' } = {}) {
  const p = await makeProducto({ precio: 12000, stock, stock_minimo: 0 });
  const { status, json } = await comprar([{ id: p.id, cantidad }], { nombre });
  if (status !== 201) throw new Error(`compra: ${status} ${JSON.stringify(json)}`);
  const v = json.succes;
  const tx = `tx-${crypto.randomUUID()}`;
  if (pagada) {
    const evento = await eventoFirmado({
      id: tx,
      status: 'APPROVED',
      reference: v.reference,
      amount_in_cents: v.total * 100,
    });
    expect((await enviarEvento(evento)).status).toBe(200);
  }
  const { email } = await ventaDe(v.id);
  return { venta: { ...v, email, tx } as Venta, producto: p };
}

const mover = (token: string, body: Record<string, unknown>) => callJson('/api/ventas/update/status', { token, body });
const reembolsar = (token: string, body: Record<string, unknown>) => callJson('/api/ventas/reembolso', { token, body });
const pasos = (token: string, factura: string) =>
  callJson(`/api/ventas/pasos?factura=${encodeURIComponent(factura)}`, { token });
const consultar = (v: Venta) =>
  callJson(`/api/ventas/consulta?factura=${v.factura}&email=${encodeURIComponent(v.email)}`, {
    headers: { 'cf-connecting-ip': ipUnica() },
  });
const anular = async (v: Venta, tx = v.tx) =>
  enviarEvento(
    await eventoFirmado({ id: tx, status: 'VOIDED', reference: v.reference, amount_in_cents: v.total * 100 }),
  );

describe('the order of the steps', () => {
  it('refuses to deliver or ship an unpaid order with 409, and to skip a step', async () => {
    const admin = await makeAdmin();
    const { venta: sinPagar } = await venta({ pagada: false });
    const entregar = await mover(admin.token, { id: sinPagar.id, status_entrega: 'entregado' });
    expect(entregar.status).toBe(409);
    expect(entregar.json.message).toContain('«Pendiente» a «Entregado»');
    const preparar = await mover(admin.token, { id: sinPagar.id, status_entrega: 'preparando' });
    expect(preparar.status).toBe(409);
    expect(preparar.json.message).toMatch(/no está pagado/);

    const { venta: pagada } = await venta();
    const saltar = await mover(admin.token, { id: pagada.id, status_entrega: 'entregado' });
    expect(saltar.status).toBe(409);
    expect(await correosA(pagada.email)).toHaveLength(1); // the receipt only
  });

  it('asks for the carrier and the tracking number to ship, with a Spanish 422 per field', async () => {
    const admin = await makeAdmin();
    const { venta: v } = await venta();
    await mover(admin.token, { id: v.id, status_entrega: 'preparando' });
    const sinDatos = await mover(admin.token, { id: v.id, status_entrega: 'enviado' });
    expect(sinDatos.status).toBe(422);
    expect(sinDatos.json.errors).toEqual({
      transportadora: ['Para marcar el pedido como enviado, indique la transportadora.'],
      guia: ['Para marcar el pedido como enviado, indique el número de guía.'],
    });
    const raros = await mover(admin.token, {
      id: v.id,
      status_entrega: 'enviado',
      transportadora: '<a href=x>',
      guia: 'https://x.co/1',
    });
    expect(raros.status).toBe(422);
    expect(Object.keys(raros.json.errors).sort()).toEqual(['guia', 'transportadora']);
    expect(await ventaDe(v.id)).toMatchObject({ status_entrega: 'preparando' });
  });
});

describe('each step e-mails the buyer and shows on her look-up', () => {
  it('preparando → enviado → entregado: one e-mail each, the history with who and when, the public timeline', async () => {
    const admin = await makeAdmin({ nombre: 'Laura', apellido: 'Gómez' });
    const { venta: v } = await venta({ nombre: 'Ana http://malo.co' });
    for (const status_entrega of ['preparando', 'enviado', 'entregado'])
      expect((await mover(admin.token, { factura: v.factura, status_entrega, ...ENVIO })).status).toBe(200);

    const correos = (await correosA(v.email)).slice(1); // after the receipt
    expect(correos.map((c) => c.asunto)).toEqual([
      `Estamos preparando su pedido ${v.factura}`,
      `Su pedido ${v.factura} va en camino`,
      `Su pedido ${v.factura} fue entregado`,
    ]);
    expect(correos[1].texto).toContain('salió con la transportadora Inter Rapidísimo. Número de guía: 240012345678.');
    expect(correos[1].texto).toContain(`/e-comerce/pedido?factura=${v.factura}`);
    for (const c of correos) {
      // her name rides without what would make it a link
      expect(c.texto).toMatch(/^Hola, Ana http malo co:/);
      expect(c.texto).not.toContain('malo.co');
    }

    const historial = await pasos(admin.token, v.factura);
    expect(historial.status).toBe(200);
    expect(historial.json.succes.map((p: { paso: string }) => p.paso)).toEqual([
      'recibido',
      'pagado',
      'preparando',
      'enviado',
      'entregado',
    ]);
    expect(historial.json.succes[3]).toMatchObject({
      texto: 'Enviado',
      por: 'admin',
      quien: 'Laura Gómez',
      transportadora: 'Inter Rapidísimo',
      guia: '240012345678',
    });
    expect(historial.json.succes[1]).toMatchObject({ texto: 'Pago aprobado', por: 'wompi' });
    expect(historial.json.succes[4].fecha).toMatch(/^\d{4}-\d\d-\d\dT/);

    const { status, json } = await consultar(v);
    expect(status).toBe(200);
    expect(json.succes.seguimiento.map((p: { texto: string }) => p.texto)).toEqual([
      'Pedido recibido',
      'Pago aprobado',
      'En preparación',
      'Enviado',
      'Entregado',
    ]);
    expect(json.succes.seguimiento[3]).toEqual({
      paso: 'enviado',
      texto: 'Enviado',
      fecha: historial.json.succes[3].fecha,
      transportadora: 'Inter Rapidísimo',
      guia: '240012345678',
      motivo: '',
    });
    expect(JSON.stringify(json.succes.seguimiento)).not.toContain('Laura');
  });

  it('a step asked twice, even at once, is recorded and e-mailed once', async () => {
    const admin = await makeAdmin();
    const { venta: v } = await venta();
    const dos = await Promise.all([1, 2].map(() => mover(admin.token, { id: v.id, status_entrega: 'preparando' })));
    expect(dos.map((r) => r.status)).toEqual([200, 200]);
    expect((await mover(admin.token, { id: v.id, status_entrega: 'preparando' })).status).toBe(200);
    expect((await correosA(v.email)).filter((c) => c.asunto.startsWith('Estamos preparando'))).toHaveLength(1);
    expect(
      (await pasos(admin.token, v.factura)).json.succes.filter((p: { paso: string }) => p.paso === 'preparando'),
    ).toHaveLength(1);
  });
});

describe('cancelling an order', () => {
  it('a paid order needs a reason: its units go back, the payment waits for its refund, the buyer is told', async () => {
    const admin = await makeAdmin();
    const { venta: v, producto } = await venta({ stock: 5, cantidad: 2 });
    expect(await stockDe(producto.id)).toBe(3);
    await mover(admin.token, { id: v.id, status_entrega: 'preparando' });

    const sinMotivo = await mover(admin.token, { id: v.id, status_entrega: 'cancelado' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.json.errors.motivo[0]).toMatch(/^Para cancelar un pedido pagado, indique el motivo/);
    expect(await ventaDe(v.id)).toMatchObject({ status_entrega: 'preparando', status_pago: 'aprobado' });

    const { status, json } = await mover(admin.token, {
      id: v.id,
      status_entrega: 'cancelado',
      motivo: 'El producto llegó dañado del proveedor',
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      status_entrega: 'cancelado',
      status_pago: 'reembolso_pendiente',
      status_pago_texto: 'Reembolso pendiente',
    });
    expect(await stockDe(producto.id)).toBe(5);
    const [aviso] = (await correosA(v.email)).filter((c) => c.asunto.endsWith('fue cancelado'));
    expect(aviso.texto).toContain('Motivo: El producto llegó dañado del proveedor');
    expect(aviso.texto).toMatch(/Le devolveremos \$\s?24\.000/);
    expect((await consultar(v)).json.succes.seguimiento.slice(-2)).toMatchObject([
      { paso: 'cancelado', motivo: 'El producto llegó dañado del proveedor' },
      { paso: 'reembolso_pendiente', texto: 'Reembolso pendiente' },
    ]);
    // nothing moves a cancelled order, and its units never come back twice
    expect((await mover(admin.token, { id: v.id, status_entrega: 'cancelado', motivo: 'Otra vez' })).status).toBe(200);
    expect(await stockDe(producto.id)).toBe(5);
  });

  it('two cancellations at once return the units once and e-mail once', async () => {
    const admin = await makeAdmin();
    const { venta: v, producto } = await venta({ stock: 4, cantidad: 1 });
    const body = { id: v.id, status_entrega: 'cancelado', motivo: 'Pedido duplicado' };
    const dos = await Promise.all([mover(admin.token, body), mover(admin.token, body)]);
    expect(dos.map((r) => r.status)).toEqual([200, 200]);
    expect(await stockDe(producto.id)).toBe(4);
    expect((await correosA(v.email)).filter((c) => c.asunto.endsWith('fue cancelado'))).toHaveLength(1);
  });

  it('an unpaid order just releases its hold, without a reason, and says there is nothing to refund', async () => {
    const admin = await makeAdmin();
    const { venta: v, producto } = await venta({ stock: 1, pagada: false });
    expect((await comprar([{ id: producto.id, cantidad: 1 }])).status).toBe(409);
    const { status, json } = await mover(admin.token, { id: v.id, status_entrega: 'cancelado' });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ status_entrega: 'cancelado', status_pago: 'pendiente' });
    expect(await stockDe(producto.id)).toBe(1);
    expect((await comprar([{ id: producto.id, cantidad: 1 }])).status).toBe(201);
    const [aviso] = await correosA(v.email);
    expect(aviso.texto).toContain('no hay nada que reembolsar');
  });
});

describe('POST /api/ventas/reembolso', () => {
  it('staff record the refund with a note: reembolsado, in the history, the buyer told once', async () => {
    const admin = await makeAdmin();
    const { venta: v } = await venta();
    const antes = await reembolsar(admin.token, { id: v.id });
    expect(antes.status).toBe(409);
    expect(antes.json.message).toContain('no tiene un reembolso pendiente (su pago está «Pagado»)');

    await mover(admin.token, { id: v.id, status_entrega: 'cancelado', motivo: 'Sin unidades' });
    const { status, json } = await reembolsar(admin.token, { factura: v.factura, nota: 'Transferencia 99812' });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ status_pago: 'reembolsado', status_pago_texto: 'Reembolsado' });
    expect((await reembolsar(admin.token, { id: v.id })).status).toBe(200);
    expect((await correosA(v.email)).filter((c) => c.asunto.startsWith('Reembolso de su pedido'))).toHaveLength(1);

    const ultimo = (await pasos(admin.token, v.factura)).json.succes.at(-1);
    expect(ultimo).toMatchObject({ paso: 'reembolsado', nota: 'Transferencia 99812', por: 'admin' });
    const publico = (await consultar(v)).json.succes.seguimiento.at(-1);
    expect(publico).toMatchObject({ paso: 'reembolsado', texto: 'Reembolso registrado' });
    expect(publico).not.toHaveProperty('nota');
  });

  it('answers 404 for an unknown order and 422 without one', async () => {
    const admin = await makeAdmin();
    expect((await reembolsar(admin.token, { id: 99999999 })).status).toBe(404);
    const sin = await reembolsar(admin.token, {});
    expect(sin.status).toBe(422);
    expect(sin.json.errors.id).toBeDefined();
  });
});

describe('a Wompi VOIDED event', () => {
  it('closes the refund of a cancelled paid order, once, by Wompi', async () => {
    const admin = await makeAdmin();
    const { venta: v } = await venta();
    await mover(admin.token, { id: v.id, status_entrega: 'cancelado', motivo: 'Sin unidades' });
    expect((await anular(v, 'tx-otra')).status).toBe(200);
    expect(await ventaDe(v.id)).toMatchObject({ status_pago: 'reembolso_pendiente' });

    const evento = await eventoFirmado({
      id: v.tx,
      status: 'VOIDED',
      reference: v.reference,
      amount_in_cents: v.total * 100,
    });
    expect((await enviarEvento(evento)).status).toBe(200);
    expect((await enviarEvento(evento)).status).toBe(200);
    expect(await ventaDe(v.id)).toMatchObject({ status_pago: 'reembolsado' });
    expect((await correosA(v.email)).filter((c) => c.asunto.startsWith('Reembolso de su pedido'))).toHaveLength(1);
    expect((await pasos(admin.token, v.factura)).json.succes.at(-1)).toMatchObject({
      paso: 'reembolsado',
      por: 'wompi',
      quien: 'Wompi',
    });
    const aplicados = await db()
      .select()
      .from(schema.pagoEventos)
      .where(and(eq(schema.pagoEventos.venta_id, v.id), eq(schema.pagoEventos.status, 'VOIDED')));
    expect(aplicados.map((e) => e.resultado).sort()).toEqual(['aplicado', 'estado_final']);
  });

  it('leaves a paid order that was not cancelled as it is, and an approval retried after the cancel changes nothing', async () => {
    const admin = await makeAdmin();
    const { venta: v, producto } = await venta({ stock: 2 });
    expect((await anular(v)).status).toBe(200);
    expect(await ventaDe(v.id)).toMatchObject({ status_pago: 'aprobado' });

    await mover(admin.token, { id: v.id, status_entrega: 'cancelado', motivo: 'Sin unidades' });
    const otraVez = await eventoFirmado({
      id: v.tx,
      status: 'APPROVED',
      reference: v.reference,
      amount_in_cents: v.total * 100,
    });
    expect((await enviarEvento(otraVez)).status).toBe(200);
    expect(await ventaDe(v.id)).toMatchObject({ status_pago: 'reembolso_pendiente', pago_duplicado: 0 });
    expect(await stockDe(producto.id)).toBe(2);
  });
});

describe('GET /api/ventas/pasos', () => {
  it('is for staff only, and answers 404 for an unknown order', async () => {
    const { venta: v } = await venta({ pagada: false });
    expect((await callJson(`/api/ventas/pasos?factura=${v.factura}`)).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await pasos(profesional.token, v.factura)).status).toBe(403);
    const admin = await makeAdmin();
    expect((await pasos(admin.token, 'CS-NOEXISTE')).status).toBe(404);
    expect((await pasos(admin.token, v.factura)).json.succes).toMatchObject([{ paso: 'recibido', por: 'comprador' }]);
  });
});
