/**
 * Abuse: floods, races and replays. Already proven elsewhere, not repeated here:
 * - sign-in: waits per (cuenta, network) and per network, the human check after 5 failures of a
 *   cuenta and never a lock, IPv6 counted by its /64, concurrent guesses cannot slip past
 *   (acceso.test.ts, cuentas.test.ts);
 * - comment throttle (the check past 3, at most 10 per network per 10 min: comentarios.test.ts),
 *   booking throttle (the check past 5, at most 20 per network: citas.test.ts), order look-up throttle (10 per address,
 *   another address unaffected: ventas.test.ts), purchases (60) and payment checks (60): compras/pagos tests;
 * - 20 concurrent bookings of one slot (citas.test.ts), 10 concurrent posts of one purchase token
 *   with one body (compras.test.ts), a replayed APPROVED event applied once, a later PENDING or
 *   DECLINED not undoing an APPROVED, an older event ignored while pending (pagos.test.ts).
 * What is added here: the 50-way booking race, one token racing with different carts,
 * late and reordered payment events after approval, and throttles that spoofed forwarding
 * headers cannot dodge.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db, mismaVentana } from '../helpers';
import { comprador, enviarEvento, eventoFirmado, ipUnica, makeProducto, nuevaVenta } from '../ventas-fixtures';
import { ipNueva, llamarJson, manana, mundo } from './mundo';

const venta = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];
const correosA = (para: string) => db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para));

describe('racing for one slot', () => {
  it('leaves one appointment, one consent and one e-mail after 50 concurrent bookings; the others get 409', async () => {
    const m = await mundo();
    const fecha = manana();
    const email = `carrera.${m.dueno.id}@correo.co`;
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        llamarJson('/api/cita/create', {
          body: {
            nombre: `Paciente ${i}`,
            email,
            telefono: '3001234567',
            fecha_cita: fecha,
            horario: m.horario.id,
            motivo: m.motivo.id,
            primera_visita: 'no',
            user: m.dueno.id,
            acepta_tratamiento: 1,
          },
          headers: { 'cf-connecting-ip': ipNueva() },
        }),
      ),
    );
    const estados = respuestas.map((r) => r.status);
    expect(estados.filter((s) => s === 201)).toHaveLength(1);
    expect(estados.filter((s) => s === 409)).toHaveLength(49);
    const citas = await db()
      .select()
      .from(schema.citas)
      .where(and(eq(schema.citas.user_id, m.dueno.id), eq(schema.citas.fecha_cita, fecha)));
    expect(citas).toHaveLength(1);
    expect(
      await db().select().from(schema.consentimientos).where(eq(schema.consentimientos.email, email)),
    ).toHaveLength(1);
    expect(await correosA(email)).toHaveLength(1);
    // and the slot is gone from the public availability
    const libres = await llamarJson(`/api/medic/disponibilidad?id=${m.dueno.id}&fecha=${fecha}`);
    expect(libres.json.succes.map((h: { id: number }) => h.id)).not.toContain(m.horario.id);
  });
});

describe('racing one purchase token', () => {
  it('creates one order when ten posts of one token race with different carts and buyers', async () => {
    const a = await makeProducto({ precio: 3000 });
    const b = await makeProducto({ precio: 7000 });
    const token = crypto.randomUUID();
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        llamarJson('/api/compras/new', {
          body: { ...comprador({ token }), productos: [{ id: i % 2 ? a.id : b.id, cantidad: i + 1 }] },
          headers: { 'cf-connecting-ip': ipUnica() },
        }),
      ),
    );
    // every cart differs: one post creates the order, the nine others are refused (not answered with it)
    expect(respuestas.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const ganadora = respuestas.find((r) => r.status === 201)!;
    const ventas = await db().select().from(schema.ventas).where(eq(schema.ventas.token, token));
    expect(ventas).toHaveLength(1);
    expect(ventas[0].factura).toBe(ganadora.json.succes.factura);
    const lineas = await db()
      .select()
      .from(schema.ventaProductos)
      .where(eq(schema.ventaProductos.venta_id, ventas[0].id));
    expect(lineas).toHaveLength(1);
    expect(ventas[0].total).toBe(ganadora.json.succes.total);
  });
});

describe('late, replayed and reordered payment events', () => {
  it('keeps an APPROVED order approved when a stale PENDING or DECLINED with an older timestamp arrives', async () => {
    const p = await nuevaVenta(9000);
    const t = Math.floor(Date.now() / 1000);
    const tx = { id: `tx-tarde-${p.id}`, reference: p.reference, amount_in_cents: p.amount_in_cents };
    expect((await enviarEvento(await eventoFirmado({ ...tx, status: 'APPROVED' }, t))).status).toBe(200);
    for (const [status, atras] of [
      ['PENDING', 120],
      ['DECLINED', 60],
      ['VOIDED', 1],
      ['ERROR', 3600],
    ] as const) {
      const r = await enviarEvento(await eventoFirmado({ ...tx, status }, t - atras));
      expect(r.status).toBe(200);
    }
    const v = await venta(p.id);
    expect(v.status_pago).toBe('aprobado');
    expect(v.evento_at).toBe(t * 1000);
    expect(await correosA(v.email)).toHaveLength(1);
  });

  it('settles once on a final status whatever order a burst of replayed events arrives in, with at most one invoice e-mail', async () => {
    for (let vuelta = 0; vuelta < 3; vuelta++) {
      const p = await nuevaVenta(4000 + vuelta);
      const t = Math.floor(Date.now() / 1000);
      const tx = { id: `tx-rafaga-${p.id}`, reference: p.reference, amount_in_cents: p.amount_in_cents };
      const eventos = await Promise.all([
        eventoFirmado({ ...tx, status: 'PENDING' }, t - 30),
        eventoFirmado({ ...tx, status: 'APPROVED' }, t),
        eventoFirmado({ ...tx, status: 'PENDING' }, t - 10),
        eventoFirmado({ ...tx, status: 'DECLINED' }, t - 20),
      ]);
      // each event twice, shuffled, all at once
      const rafaga = [...eventos, ...eventos].sort(() => Math.random() - 0.5);
      const respuestas = await Promise.all(rafaga.map((e) => enviarEvento(e)));
      expect(respuestas.every((r) => r.status === 200)).toBe(true);
      // and the stragglers once more, one by one
      for (const e of eventos) expect((await enviarEvento(e)).status).toBe(200);
      const v = await venta(p.id);
      // the DECLINED (t-20) may win the race against the APPROVED (t) only if it lands first;
      // a final status never moves again, and PENDING never overrides a final one
      expect(['aprobado', 'rechazado']).toContain(v.status_pago);
      expect(await correosA(v.email)).toHaveLength(v.status_pago === 'aprobado' ? 1 : 0);
      const filas = await db().select().from(schema.pagoEventos).where(eq(schema.pagoEventos.venta_id, p.id));
      // every distinct verified event is kept once for the audit, replays are not
      expect(filas).toHaveLength(4);
    }
  });

  it('keeps the first final status when the same events arrive one by one in reverse order', async () => {
    const p = await nuevaVenta(5500);
    const t = Math.floor(Date.now() / 1000);
    const tx = { id: `tx-reves-${p.id}`, reference: p.reference, amount_in_cents: p.amount_in_cents };
    // newest first: APPROVED (t) lands, then the older PENDING and DECLINED it made obsolete
    for (const [status, ts] of [
      ['APPROVED', t],
      ['DECLINED', t - 5],
      ['PENDING', t - 10],
    ] as const)
      expect((await enviarEvento(await eventoFirmado({ ...tx, status }, ts))).status).toBe(200);
    expect((await venta(p.id)).status_pago).toBe('aprobado');
    // the order's public status agrees, without asking the provider again
    const q = await llamarJson(`/api/pagos/wompi/verificar?reference=${p.reference}`, {
      headers: { 'cf-connecting-ip': ipNueva() },
    });
    expect(q.json.succes.status_pago).toBe('aprobado');
  });
});

describe('throttles and forwarded addresses', () => {
  it('counts one client by its edge address, whatever X-Forwarded-For or X-Real-IP it claims', async () => {
    const m = await mundo();
    const cliente = { 'cf-connecting-ip': ipNueva(), ...mismaVentana() };
    for (let i = 0; i < 10; i++) {
      const r = await llamarJson('/api/ventas/consulta?factura=CS-NOEXISTE&email=a@b.co', {
        headers: { ...cliente, 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
      });
      expect(r.status).toBe(404);
    }
    const disfrazada = await llamarJson(`/api/ventas/consulta?factura=${m.venta.factura}&email=${m.venta.email}`, {
      headers: { ...cliente, 'x-forwarded-for': '203.0.113.99', 'x-real-ip': '203.0.113.99' },
    });
    expect(disfrazada.status).toBe(429);
    expect(disfrazada.json.message).toMatch(/Demasiados intentos/);
  });
});
