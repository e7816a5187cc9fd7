/**
 * Issue 33 item 4 (decision 0021): a venta unpaid when its hold ends becomes vencida (kept), its
 * units and cupon use are released, its comprador gets one e-mail with a link to pay it again, a
 * late approval is a sale when the units are still there and a refund when they are not, and staff
 * filter the pending and vencidas.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, ipUnica, makeProducto } from '../ventas-fixtures';

const mas = (instante: string, minutos: number) => new Date(Date.parse(instante) + minutos * 60_000).toISOString();
const ahoraMas = (minutos: number) => mas(new Date().toISOString(), minutos);
const cron = (ahora: string) => callJson(`/api/dev/cron?ahora=${encodeURIComponent(ahora)}`, { method: 'POST' });
const venta = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const apartadosDe = (id: number) => db().select().from(schema.apartados).where(eq(schema.apartados.venta_id, id));
const stockDe = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0].stock;
const correosA = (para: string, asunto?: string) =>
  db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.para, para), asunto ? like(schema.mailOutbox.asunto, `%${asunto}%`) : undefined));
const pasosDe = (id: number) =>
  db().select().from(schema.ventaPasos).where(eq(schema.ventaPasos.venta_id, id)).orderBy(schema.ventaPasos.id);

type Creada = { id: number; factura: string; reference: string; amount_in_cents: number; total: number };
/** A compra of `cantidad` units by a fresh buyer, at `ahora` (X-Test-Now) when given. */
async function compra(productoId: number, cantidad = 1, ahora?: string, over: Record<string, unknown> = {}) {
  const email = `vence.${crypto.randomUUID().slice(0, 8)}@correo.co`;
  const r = await comprar(
    [{ id: productoId, cantidad }],
    { email, ...over },
    'multipart',
    ahora ? { 'X-Test-Now': ahora } : {},
  );
  expect(r.status).toBe(201);
  return { ...(r.json.succes as Creada), email };
}
const pagarDeNuevo = (factura: string, ahora?: string) =>
  callJson('/api/pagos/nuevo', {
    body: { factura },
    encoding: 'json',
    headers: { 'cf-connecting-ip': ipUnica(), ...(ahora ? { 'X-Test-Now': ahora } : {}) },
  });
const aprobar = async (v: Creada, id = `tx-${v.id}`, status = 'APPROVED') =>
  enviarEvento(await eventoFirmado({ id, status, reference: v.reference, amount_in_cents: v.amount_in_cents }));

describe('the cron marks unpaid ventas vencidas', () => {
  it('keeps the venta, frees its units and its cupon use when its hold ends, not before', async () => {
    const T = '2031-05-04T15:00:00.000Z';
    const p = await makeProducto({ nombre: 'Glucómetro vencible', precio: 40000, stock: 1 });
    const [cupon] = await db()
      .insert(schema.cupones)
      .values({ codigo: `VENCE${Date.now()}`, tipo: 'valor', valor: 1000, usos_total: 1 })
      .returning();
    const v = await compra(p.id, 1, T, { cupon: cupon.codigo });
    expect((await venta(v.id)).vence_at).toBe(mas(T, 30));

    expect((await cron(mas(T, 29))).status).toBe(200);
    expect((await venta(v.id)).status_pago).toBe('pendiente');
    expect((await comprar([{ id: p.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': mas(T, 29) })).status).toBe(
      409,
    );

    const corrida = await cron(mas(T, 31));
    expect(corrida.json.succes.vencidas).toBeGreaterThanOrEqual(1);
    expect(await venta(v.id)).toMatchObject({ status_pago: 'vencido', status_entrega: 'pendiente', total: 39000 });
    expect(await apartadosDe(v.id)).toHaveLength(0);
    expect(await db().select().from(schema.cuponUsos).where(eq(schema.cuponUsos.venta_id, v.id))).toHaveLength(0);
    // the units and the code's last use are free for the next buyer
    const otra = await comprar([{ id: p.id, cantidad: 1 }], { cupon: cupon.codigo }, 'multipart', {
      'X-Test-Now': mas(T, 32),
    });
    expect(otra.status).toBe(201);

    const [correo] = await correosA(v.email);
    expect(correo.asunto).toBe(`Su pedido ${v.factura} venció sin pago`);
    expect(correo.texto).toContain('$\u00a039.000');
    expect(correo.texto).toContain(`/e-comerce/pago/resultado?factura=${v.factura}`);

    // her look-up says so, with the step on her timeline
    const consulta = await callJson(`/api/ventas/consulta?factura=${v.factura}&email=${v.email}`);
    expect(consulta.json.succes).toMatchObject({ status_pago: 'vencido', status_pago_texto: 'Vencido sin pago' });
    expect(consulta.json.succes.seguimiento.map((s: { paso: string }) => s.paso)).toEqual(['recibido', 'vencido']);
    expect(await pasosDe(v.id)).toEqual([expect.objectContaining({ tipo: 'pago', estado: 'vencido', por: 'tienda' })]);
  });

  it('e-mails the comprador once: two runs at once, a later run, and a second expiry after paying again', async () => {
    const T = '2032-05-04T15:00:00.000Z';
    const p = await makeProducto({ stock: 5 });
    const v = await compra(p.id, 1, T);
    await Promise.all([cron(mas(T, 31)), cron(mas(T, 31)), cron(mas(T, 31))]);
    await cron(mas(T, 40));
    expect((await venta(v.id)).status_pago).toBe('vencido');
    expect(await correosA(v.email)).toHaveLength(1);

    expect((await pagarDeNuevo(v.factura, mas(T, 45))).status).toBe(200);
    expect(await venta(v.id)).toMatchObject({ status_pago: 'pendiente', vence_at: mas(T, 75) });
    await cron(mas(T, 80));
    expect((await venta(v.id)).status_pago).toBe('vencido');
    expect(await correosA(v.email)).toHaveLength(1);
    expect(await pasosDe(v.id)).toHaveLength(1);
  });

  it('leaves paid and cancelled ventas alone, and waits for a pago Wompi reported pending', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ stock: 10 });
    const pagada = await compra(p.id);
    await aprobar(pagada);
    const cancelada = await compra(p.id);
    const r = await callJson('/api/ventas/update/status', {
      token: admin.token,
      body: { id: cancelada.id, status_entrega: 'cancelado' },
    });
    expect(r.status).toBe(200);
    const enCurso = await compra(p.id);
    await aprobar(enCurso, `tx-pse-${enCurso.id}`, 'PENDING');

    await cron(ahoraMas(31));
    expect((await venta(pagada.id)).status_pago).toBe('aprobado');
    expect(await venta(cancelada.id)).toMatchObject({ status_pago: 'pendiente', status_entrega: 'cancelado' });
    expect((await venta(enCurso.id)).status_pago).toBe('pendiente');
    expect(await correosA(enCurso.email, 'venció')).toHaveLength(0);
    // past the window in which Wompi still retries its events, it expires too
    await cron(ahoraMas(49 * 60));
    expect((await venta(enCurso.id)).status_pago).toBe('vencido');
    expect(await correosA(cancelada.email, 'venció')).toHaveLength(0);
  });
});

describe('a venta vencida paid again', () => {
  it('holds its units again when they are still there', async () => {
    const T = '2033-05-04T15:00:00.000Z';
    const p = await makeProducto({ stock: 1 });
    const v = await compra(p.id, 1, T);
    await cron(mas(T, 31));
    const { status, json } = await pagarDeNuevo(v.factura, mas(T, 40));
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ factura: v.factura, reference: `${v.reference}-2`, status_pago: 'pendiente' });
    expect(await apartadosDe(v.id)).toEqual([expect.objectContaining({ cantidad: 1, vence_at: mas(T, 70) })]);
    expect((await comprar([{ id: p.id, cantidad: 1 }], {}, 'multipart', { 'X-Test-Now': mas(T, 41) })).status).toBe(
      409,
    );
  });

  it('says which product ran out when another buyer took it, and stays vencida', async () => {
    const T = '2034-05-04T15:00:00.000Z';
    const p = await makeProducto({ nombre: 'Nebulizador portátil', stock: 1 });
    const v = await compra(p.id, 1, T);
    await cron(mas(T, 31));
    await compra(p.id, 1, mas(T, 35));
    const { status, json } = await pagarDeNuevo(v.factura, mas(T, 40));
    expect(status).toBe(409);
    expect(json.message).toContain('No podemos cobrar este pedido');
    expect(json.message).toContain('«Nebulizador portátil» está agotado');
    expect(await venta(v.id)).toMatchObject({ status_pago: 'vencido', reference: v.reference });
  });
});

describe('a pago approved after the venta was vencida', () => {
  it('is a sale when its units are still there: held again, then taken from stock', async () => {
    const p = await makeProducto({ stock: 2, stock_minimo: 0 });
    const v = await compra(p.id, 2);
    await cron(ahoraMas(31));
    expect((await venta(v.id)).status_pago).toBe('vencido');
    expect((await aprobar(v)).status).toBe(200);
    expect(await venta(v.id)).toMatchObject({ status_pago: 'aprobado', status_entrega: 'pendiente' });
    expect(await stockDe(p.id)).toBe(0);
    expect(await apartadosDe(v.id)).toHaveLength(0);
    expect(await correosA(v.email, `Comprobante de pago de su pedido ${v.factura}`)).toHaveLength(1);
  });

  it('is refunded when a unit ran out: cancelled, pago reembolso pendiente, comprador and admins told once', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: 'Tensiómetro tardío', stock: 1, stock_minimo: 0 });
    const v = await compra(p.id);
    await cron(ahoraMas(31));
    const otra = await compra(p.id);
    expect((await aprobar(v)).status).toBe(200);
    expect(await venta(v.id)).toMatchObject({
      status_pago: 'reembolso_pendiente',
      status_entrega: 'cancelado',
      transaccion_id: `tx-${v.id}`,
    });
    // the other buyer keeps her unit; nothing left the stock
    expect(await apartadosDe(otra.id)).toHaveLength(1);
    expect(await stockDe(p.id)).toBe(1);
    const [cancelado] = await correosA(v.email, 'fue cancelado');
    expect(cancelado.texto).toContain('Su pago llegó después de que el pedido venció');
    expect(cancelado.texto).toMatch(/devolveremos/);
    const [aviso] = await correosA(admin.email, `Pago tardío por reembolsar: pedido ${v.factura}`);
    expect(aviso.texto).toContain(`tx-${v.id}`);
    expect((await pasosDe(v.id)).map((x) => [x.tipo, x.estado, x.por])).toEqual([
      ['pago', 'vencido', 'tienda'],
      ['entrega', 'cancelado', 'wompi'],
      ['pago', 'reembolso_pendiente', 'wompi'],
    ]);

    // Wompi's retry changes nothing; staff record the refund as for any cancelled paid venta
    expect((await aprobar(v)).status).toBe(200);
    expect(await correosA(v.email, 'fue cancelado')).toHaveLength(1);
    const reembolso = await callJson('/api/ventas/reembolso', { token: admin.token, body: { id: v.id } });
    expect(reembolso.json.succes.status_pago).toBe('reembolsado');
  });
});

describe('GET /api/ventas/index filtered by pending and vencidas', () => {
  it('lists both unpaid states together or apart, and counts them', async () => {
    const admin = await makeAdmin();
    const apellido = `Vencimientos${Date.now().toString(36)}`;
    const p = await makeProducto({ stock: 10 });
    const vieja = await compra(p.id, 1, undefined, { apellido });
    await cron(ahoraMas(31));
    const nueva = await compra(p.id, 1, undefined, { apellido });
    const pagada = await compra(p.id, 1, undefined, { apellido });
    await aprobar(pagada);
    const lista = (status_pago: string) =>
      callJson(`/api/ventas/index?q=${apellido.toLowerCase()}&status_pago=${status_pago}`, { token: admin.token });
    const ambos = await lista('pendiente,vencido');
    expect(ambos.status).toBe(200);
    expect(ambos.json.succes.map((v: { id: number }) => v.id).sort()).toEqual([vieja.id, nueva.id].sort());
    expect((await lista('vencido')).json.succes).toEqual([
      expect.objectContaining({ id: vieja.id, status_pago: 'vencido', status_pago_texto: 'Vencido sin pago' }),
    ]);
    // without a search the count comes from the sums per day the triggers keep
    const [{ n }] = await db()
      .select({ n: schema.ventas.id })
      .from(schema.ventas)
      .where(eq(schema.ventas.status_pago, 'vencido'))
      .then((filas) => [{ n: filas.length }]);
    const pagina = await callJson('/api/ventas/index?status_pago=vencido&page=1&limit=5', { token: admin.token });
    expect(pagina.json.total).toBe(n);
    const mala = await callJson('/api/ventas/index?status_pago=caducado', { token: admin.token });
    expect(mala.status).toBe(422);
    expect(mala.json.errors.status_pago[0]).toContain('vencido');
  });
});
