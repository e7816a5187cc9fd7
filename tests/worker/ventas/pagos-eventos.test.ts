/**
 * Issue 22 item 6: every well-signed Wompi event is recorded and answered 200, applied or not;
 * Wompi's documented property list and a timestamp near the server's clock are required; a
 * second approved pago on a paid venta is flagged "pago duplicado" and the admins are told.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeAdmin } from '../helpers';
import { EVENTS_SECRET, enviarEvento, eventoFirmado, nuevaVenta } from '../ventas-fixtures';

const venta = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const recibidos = (reference: string) =>
  db()
    .select()
    .from(schema.pagoEventos)
    .where(eq(schema.pagoEventos.reference, reference))
    .orderBy(schema.pagoEventos.id);
const correosA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(desc(schema.mailOutbox.id));
const ahoraS = () => Math.floor(Date.now() / 1000);

/** An event signed over `properties` (in that order), as Wompi signs any event. */
async function firmadoCon(properties: string[], tx: Record<string, string | number>, timestamp = ahoraS()) {
  const valores = properties.map((p) => String(tx[p.replace('transaction.', '')] ?? ''));
  const checksum = await sha256Hex(`${valores.join('')}${timestamp}${EVENTS_SECRET}`);
  return { event: 'transaction.updated', data: { transaction: tx }, signature: { properties, checksum }, timestamp };
}

describe('POST /api/pagos/wompi/eventos: what it records', () => {
  it('records a well-signed event it cannot apply with 200: unknown status, no reference', async () => {
    const p = await nuevaVenta(4000);
    const raro = await eventoFirmado({ status: 'RARO', reference: p.reference, amount_in_cents: 400000 });
    expect((await enviarEvento(raro)).status).toBe(200);
    const sinReferencia = await firmadoCon(['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], {
      id: `tx-sinref-${p.id}`,
      status: 'APPROVED',
      amount_in_cents: 400000,
    });
    expect((await enviarEvento(sinReferencia)).status).toBe(200);
    expect((await venta(p.id)).status_pago).toBe('pendiente');
    expect((await recibidos(p.reference)).map((f) => f.resultado)).toEqual(['estado_desconocido']);
    const [sinRef] = await db()
      .select()
      .from(schema.pagoEventos)
      .where(eq(schema.pagoEventos.transaccion_id, `tx-sinref-${p.id}`));
    expect(sinRef).toMatchObject({ resultado: 'evento_invalido', status: 'APPROVED', venta_id: null });
  });

  it('records an event on a venta already final as such, with its venta', async () => {
    const p = await nuevaVenta(4000);
    const tx = { id: `tx-final-${p.id}`, reference: p.reference, amount_in_cents: 400000 };
    await enviarEvento(await eventoFirmado({ ...tx, status: 'DECLINED' }));
    expect((await enviarEvento(await eventoFirmado({ ...tx, status: 'PENDING' }, ahoraS() + 5))).status).toBe(200);
    expect((await recibidos(p.reference)).map((f) => [f.resultado, f.venta_id])).toEqual([
      ['aplicado', p.id],
      ['estado_final', p.id],
    ]);
  });

  it("refuses with 400 a transaction.updated that does not sign all of Wompi's documented properties", async () => {
    const p = await nuevaVenta(3000);
    const tx = { id: `tx-props-${p.id}`, status: 'APPROVED', reference: p.reference, amount_in_cents: 300000 };
    // a valid checksum over fewer properties: the amount is not covered, anyone could change it
    const corto = await firmadoCon(['transaction.id', 'transaction.status'], tx);
    const { status, json } = await enviarEvento(corto);
    expect(status).toBe(400);
    expect(json.message).toMatch(/propiedades/);
    // and over other ones than documented
    const otras = await firmadoCon(['transaction.id', 'transaction.status', 'transaction.reference'], tx);
    expect((await enviarEvento(otras)).status).toBe(400);
    expect((await venta(p.id)).status_pago).toBe('pendiente');
    expect((await recibidos(p.reference)).map((f) => f.resultado)).toEqual([
      'propiedades_no_documentadas',
      'propiedades_no_documentadas',
    ]);
    // the documented list in another order is the same set: accepted
    const reordenado = await firmadoCon(['transaction.status', 'transaction.id', 'transaction.amount_in_cents'], tx);
    expect((await enviarEvento(reordenado)).status).toBe(200);
    expect((await venta(p.id)).status_pago).toBe('aprobado');
  });

  it('refuses with 400 an event stamped more than 48 hours ago or 15 minutes ahead, and records it', async () => {
    const p = await nuevaVenta(2000);
    const base = { reference: p.reference, amount_in_cents: 200000, status: 'APPROVED' };
    const viejo = await eventoFirmado({ ...base, id: `tx-viejo-${p.id}` }, ahoraS() - 49 * 3600);
    const { status, json } = await enviarEvento(viejo);
    expect(status).toBe(400);
    expect(json.message).toMatch(/fecha/);
    const futuro = await eventoFirmado({ ...base, id: `tx-futuro-${p.id}` }, ahoraS() + 20 * 60);
    expect((await enviarEvento(futuro)).status).toBe(400);
    expect((await venta(p.id)).status_pago).toBe('pendiente');
    expect((await recibidos(p.reference)).map((f) => f.resultado)).toEqual(['fuera_de_tiempo', 'fuera_de_tiempo']);
    // Wompi's last retry comes 24 hours after the first delivery, with the same timestamp: applied
    const reintento = await eventoFirmado({ ...base, id: `tx-reintento-${p.id}` }, ahoraS() - 25 * 3600);
    expect((await enviarEvento(reintento)).status).toBe(200);
    expect((await venta(p.id)).status_pago).toBe('aprobado');
  });

  it('measures the window from the server clock (X-Test-Now in tests)', async () => {
    const p = await nuevaVenta(2000);
    const ts = Date.parse('2031-03-10T15:00:00.000Z') / 1000;
    const evento = await eventoFirmado({ status: 'APPROVED', reference: p.reference, amount_in_cents: 200000 }, ts);
    expect((await enviarEvento(evento)).status).toBe(400);
    const otro = await eventoFirmado({ status: 'APPROVED', reference: p.reference, amount_in_cents: 200000 }, ts + 1);
    expect((await enviarEvento(otro, { 'X-Test-Now': '2031-03-10T16:00:00.000Z' })).status).toBe(200);
  });
});

describe('a second approved pago on a paid venta', () => {
  it('flags the venta "pago duplicado", keeps it paid and e-mails the admins once to refund it', async () => {
    const admin = await makeAdmin();
    const p = await nuevaVenta(7000);
    const base = { reference: p.reference, amount_in_cents: 700000, status: 'APPROVED' };
    await enviarEvento(await eventoFirmado({ ...base, id: `tx-uno-${p.id}` }));
    expect((await venta(p.id)).pago_duplicado).toBe(0);
    const segundo = await eventoFirmado({ ...base, id: `tx-dos-${p.id}` }, ahoraS() + 1);
    expect((await enviarEvento(segundo)).status).toBe(200);
    // Wompi's retry of the same event changes nothing more
    expect((await enviarEvento(segundo)).status).toBe(200);
    const v = await venta(p.id);
    expect(v).toMatchObject({ status_pago: 'aprobado', transaccion_id: `tx-uno-${p.id}`, pago_duplicado: 1 });
    expect((await recibidos(p.reference)).map((f) => f.resultado)).toEqual(['aplicado', 'pago_duplicado']);
    const avisos = (await correosA(admin.email)).filter((m) => m.asunto.includes(p.factura));
    expect(avisos).toHaveLength(1);
    expect(avisos[0].asunto).toMatch(/Pago duplicado/);
    expect(avisos[0].texto).toContain(`tx-dos-${p.id}`);
    expect(avisos[0].texto).toMatch(/reembols/);
    // the buyer got one invoice, not two
    expect((await correosA(v.email)).length).toBe(1);
    // staff see the flag in the orders list
    const { json } = await callJson(`/api/ventas/index?q=${p.factura}&page=1&limit=5`, { token: admin.token });
    expect(json.succes.find((f: { id: number }) => f.id === p.id)).toMatchObject({ pago_duplicado: true });
  });

  it('does not flag the same approved transaction reported again (a look-up, a new checksum)', async () => {
    const p = await nuevaVenta(7000);
    const tx = { id: `tx-mismo-${p.id}`, reference: p.reference, amount_in_cents: 700000, status: 'APPROVED' };
    await enviarEvento(await eventoFirmado(tx));
    await enviarEvento(await eventoFirmado(tx, ahoraS() + 2));
    expect((await venta(p.id)).pago_duplicado).toBe(0);
  });

  it('pays a declined venta when another of its pagos is approved later (no charge goes unseen)', async () => {
    const p = await nuevaVenta(7000);
    const base = { reference: p.reference, amount_in_cents: 700000 };
    await enviarEvento(await eventoFirmado({ ...base, id: `tx-no-${p.id}`, status: 'DECLINED' }));
    expect((await venta(p.id)).status_pago).toBe('rechazado');
    await enviarEvento(await eventoFirmado({ ...base, id: `tx-si-${p.id}`, status: 'APPROVED' }, ahoraS() + 1));
    expect((await venta(p.id)).status_pago).toBe('aprobado');
  });
});
