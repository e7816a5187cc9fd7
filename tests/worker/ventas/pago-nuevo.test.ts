/**
 * Issue 21 item 5: a declined, failed or abandoned pago can be paid again: a new Wompi reference
 * for the same venta, its units apartados again (409 naming the product when they are gone), and
 * the old references still lead to the venta.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, ipUnica, makeProducto, nuevaVenta } from '../ventas-fixtures';

const T = '2031-04-02T15:00:00.000Z';
const masMinutos = (minutos: number) => new Date(Date.parse(T) + minutos * 60_000).toISOString();
const venta = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const apartadosDe = (ventaId: number) =>
  db().select().from(schema.apartados).where(eq(schema.apartados.venta_id, ventaId));
const pagarDeNuevo = (factura: string, headers: Record<string, string> = {}) =>
  callJson('/api/pagos/nuevo', {
    body: { factura },
    encoding: 'json',
    headers: { 'cf-connecting-ip': ipUnica(), ...headers },
  });
const ahoraS = () => Math.floor(Date.now() / 1000);
const evento = (reference: string, status: string, amount_in_cents: number, id?: string, ts = ahoraS()) =>
  eventoFirmado({ reference, status, amount_in_cents, ...(id ? { id } : {}) }, ts);

type Creada = { id: number; factura: string; reference: string; amount_in_cents: number };

describe('POST /api/pagos/nuevo', () => {
  it('gives a declined venta a new reference with the attempt number, what the widget needs', async () => {
    const p = await nuevaVenta(15000);
    await enviarEvento(await evento(p.reference, 'DECLINED', 1500000));
    const { status, json } = await pagarDeNuevo(p.factura.toLowerCase());
    expect(status).toBe(200);
    const nuevo = json.succes;
    expect(nuevo).toMatchObject({
      id: p.id,
      factura: p.factura,
      reference: `${p.reference}-2`,
      status_pago: 'pendiente',
      total: 15000,
      amount_in_cents: 1500000,
      currency: 'COP',
    });
    expect(nuevo.signature.integrity).toMatch(/^[0-9a-f]{64}$/);
    expect(nuevo.productos).toHaveLength(1);
    expect(await venta(p.id)).toMatchObject({
      reference: `${p.reference}-2`,
      status_pago: 'pendiente',
      transaccion_id: null,
    });

    // declined again: a third attempt, numbered from the first reference
    await enviarEvento(await evento(nuevo.reference, 'DECLINED', 1500000, undefined, ahoraS() + 1));
    expect((await pagarDeNuevo(p.factura)).json.succes.reference).toBe(`${p.reference}-3`);
  });

  it('pays the venta through the new reference, and the old one still leads to it', async () => {
    const p = await nuevaVenta(9000);
    await enviarEvento(await evento(p.reference, 'DECLINED', 900000));
    const { json } = await pagarDeNuevo(p.factura);
    expect(
      (await enviarEvento(await evento(json.succes.reference, 'APPROVED', 900000, undefined, ahoraS() + 1))).status,
    ).toBe(200);
    expect((await venta(p.id)).status_pago).toBe('aprobado');
    const porAnterior = await callJson(`/api/pagos/wompi/verificar?reference=${p.reference}`);
    expect(porAnterior.json.succes).toMatchObject({ factura: p.factura, status_pago: 'aprobado' });
    // a late DECLINED of the old reference does not move the new pending pago, and is recorded
    const q = await nuevaVenta(9000);
    await enviarEvento(await evento(q.reference, 'DECLINED', 900000, `tx-viejo-${q.id}`));
    await pagarDeNuevo(q.factura);
    await enviarEvento(await evento(q.reference, 'ERROR', 900000, `tx-viejo-${q.id}`, ahoraS() + 3));
    expect((await venta(q.id)).status_pago).toBe('pendiente');
    const [ultimo] = await db()
      .select()
      .from(schema.pagoEventos)
      .where(eq(schema.pagoEventos.status, 'ERROR'))
      .then((f) => f.filter((e) => e.venta_id === q.id));
    expect(ultimo.resultado).toBe('referencia_anterior');
  });

  it('lets an abandoned pago (pending, no transaction) be paid again', async () => {
    const p = await nuevaVenta(5000);
    const { status, json } = await pagarDeNuevo(p.factura);
    expect(status).toBe(200);
    expect(json.succes.reference).toBe(`${p.reference}-2`);
  });

  it('apartados the units again; the apartado of the first pago, expired or released, is replaced', async () => {
    const prod = await makeProducto({ precio: 1000, stock: 2 });
    const { json } = await comprar([{ id: prod.id, cantidad: 2 }], {}, 'multipart', { 'X-Test-Now': T });
    const p = json.succes as Creada;
    await enviarEvento(await evento(p.reference, 'DECLINED', p.amount_in_cents));
    expect(await apartadosDe(p.id)).toHaveLength(0);
    expect((await pagarDeNuevo(p.factura, { 'X-Test-Now': masMinutos(5) })).status).toBe(200);
    const [apartado] = await apartadosDe(p.id);
    expect(apartado).toMatchObject({ cantidad: 2, vence_at: masMinutos(35) });
    // the units are held again: another buyer cannot take them
    const otro = await comprar([{ id: prod.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': masMinutos(6) });
    expect(otro.status).toBe(409);
    // an abandoned pago paid again while its apartado still lives: one apartado, renewed
    expect((await pagarDeNuevo(p.factura, { 'X-Test-Now': masMinutos(20) })).status).toBe(200);
    expect(await apartadosDe(p.id)).toEqual([expect.objectContaining({ cantidad: 2, vence_at: masMinutos(50) })]);
  });

  it('answers 409 naming the product when its units were sold meanwhile, changing nothing', async () => {
    const prod = await makeProducto({ nombre: 'Tensiómetro de brazo', precio: 1000, stock: 1 });
    const primera = (await comprar([{ id: prod.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': T })).json
      .succes as Creada;
    await enviarEvento(await evento(primera.reference, 'DECLINED', primera.amount_in_cents));
    const segunda = (await comprar([{ id: prod.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': masMinutos(1) }))
      .json.succes as Creada;
    expect(segunda.id).toBeGreaterThan(primera.id);
    const { status, json } = await pagarDeNuevo(primera.factura, { 'X-Test-Now': masMinutos(2) });
    expect(status).toBe(409);
    expect(json.message).toContain('«Tensiómetro de brazo» está agotado');
    expect(await venta(primera.id)).toMatchObject({ reference: primera.reference, status_pago: 'rechazado' });
    expect(await apartadosDe(primera.id)).toHaveLength(0);
  });

  it('refuses with 409 a paid venta, one with a transaction in progress, and a cancelled one', async () => {
    const pagada = await nuevaVenta(3000);
    await enviarEvento(await evento(pagada.reference, 'APPROVED', 300000));
    const r1 = await pagarDeNuevo(pagada.factura);
    expect(r1.status).toBe(409);
    expect(r1.json.message).toMatch(/ya está pagado/);

    const enCurso = await nuevaVenta(3000);
    await enviarEvento(await evento(enCurso.reference, 'PENDING', 300000));
    const r2 = await pagarDeNuevo(enCurso.factura);
    expect(r2.status).toBe(409);
    expect(r2.json.message).toMatch(/pago en proceso/);

    const cancelada = await nuevaVenta(3000);
    await db().update(schema.ventas).set({ status_entrega: 'cancelado' }).where(eq(schema.ventas.id, cancelada.id));
    expect((await pagarDeNuevo(cancelada.factura)).status).toBe(409);
  });

  it('answers 404 for an unknown factura and 422 without one', async () => {
    expect((await pagarDeNuevo('CS-NOEXISTE')).status).toBe(404);
    const { status, json } = await pagarDeNuevo('');
    expect(status).toBe(422);
    expect(json.message).toMatch(/factura/);
  });

  it('never gives two concurrent requests the same reference', async () => {
    const p = await nuevaVenta(3000);
    await enviarEvento(await evento(p.reference, 'DECLINED', 300000));
    const r = await Promise.all([pagarDeNuevo(p.factura), pagarDeNuevo(p.factura), pagarDeNuevo(p.factura)]);
    for (const x of r) expect([200, 409]).toContain(x.status);
    const dadas = r.filter((x) => x.status === 200).map((x) => x.json.succes.reference);
    expect(dadas.length).toBeGreaterThan(0);
    expect(new Set(dadas).size).toBe(dadas.length);
    expect(dadas).toContain((await venta(p.id)).reference);
  });
});
