/**
 * Faults: a write that fails half-way leaves nothing behind, a mail provider that fails leaves
 * the message for the retry, and a database that cannot be reached answers a clean 503.
 * The failures are made real inside this file's isolated storage: a table is renamed away for
 * one request and renamed back. (The sender's backoff and give-up rules themselves are proven
 * in mail.test.ts; this file proves the paths that queue mail.)
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { onError } from '../../../worker/http/errors';
import { sendPending } from '../../../worker/mensajes/outbox';
import { fromDatabase } from '../../../worker/plataforma/errors';
import { msg } from '../../../worker/textos';
import { db, makeAdmin, pngFile } from '../helpers';
import { comprador, enviarEvento, eventoFirmado, ipUnica, makeProducto, nuevaVenta } from '../ventas-fixtures';
import { cuentas, ipNueva, llamar, llamarJson, manana, mundo } from './mundo';

afterEach(() => vi.restoreAllMocks());

/** Runs `fn` while `tabla` does not exist (renamed away), then puts it back. */
async function sinTabla<T>(tabla: string, fn: () => Promise<T>): Promise<T> {
  await env.DB.exec(`ALTER TABLE ${tabla} RENAME TO ${tabla}_fuera`);
  try {
    return await fn();
  } finally {
    await env.DB.exec(`ALTER TABLE ${tabla}_fuera RENAME TO ${tabla}`);
  }
}

const datosCita = (m: Awaited<ReturnType<typeof mundo>>, email: string) => ({
  nombre: 'Paciente Falla',
  email,
  telefono: '3001234567',
  fecha_cita: manana(),
  horario: m.horario.id,
  motivo: m.motivo.id,
  primera_visita: 'si',
  user: m.dueno.id,
  acepta_tratamiento: 1,
});

/** A failed request answers a generic Spanish message and never its internals. */
function limpio(r: { status: number; json: { error?: string; message?: string } }) {
  expect(r.status).toBe(500);
  expect(r.json.message).toBe(msg.errores.interno);
  expect(JSON.stringify(r.json)).not.toMatch(/mail_outbox|venta_productos|SQLITE|D1_ERROR|no such table/i);
}

describe('a failure in the middle of a write', () => {
  it('leaves no appointment, consent or e-mail when the confirmation cannot be queued', async () => {
    const m = await mundo();
    const email = `falla.${m.dueno.id}@correo.co`;
    const antes = await cuentas();
    const r = await sinTabla('mail_outbox', () =>
      llamarJson('/api/cita/create', { body: datosCita(m, email), headers: { 'cf-connecting-ip': ipNueva() } }),
    );
    limpio(r);
    const despues = await cuentas();
    expect({ ...despues, mail_outbox: antes.mail_outbox }).toEqual(antes);
    expect(despues.mail_outbox).toBe(antes.mail_outbox);
    // once the outbox is back, the same slot books normally
    const otra = await llamarJson('/api/cita/create', {
      body: datosCita(m, email),
      headers: { 'cf-connecting-ip': ipNueva() },
    });
    expect(otra.status).toBe(201);
  });

  it('leaves no order, line or consent when a line cannot be stored', async () => {
    const p = await makeProducto({ precio: 5000 });
    const datos = { ...comprador(), acepta_tratamiento: 1, productos: [{ id: p.id, cantidad: 2 }] };
    const antes = await cuentas();
    const r = await sinTabla('venta_productos', () =>
      llamarJson('/api/compras/new', { body: datos, headers: { 'cf-connecting-ip': ipUnica() } }),
    );
    limpio(r);
    expect(await cuentas()).toEqual(antes);
    // the buyer's retry with the same token goes through, once
    const otra = await llamarJson('/api/compras/new', { body: datos, headers: { 'cf-connecting-ip': ipUnica() } });
    expect(otra.status).toBe(201);
    expect(await db().select().from(schema.ventas).where(eq(schema.ventas.token, datos.token))).toHaveLength(1);
  });

  it("keeps an order pending when its invoice e-mail cannot be queued, so the provider's retry applies it", async () => {
    const p = await nuevaVenta(7000);
    const evento = await eventoFirmado({ status: 'APPROVED', reference: p.reference, amount_in_cents: 700000 });
    const r = await sinTabla('mail_outbox', () => enviarEvento(evento));
    expect(r.status).toBe(500);
    const venta = async () => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, p.id)))[0];
    expect((await venta()).status_pago).toBe('pendiente');
    expect(await db().select().from(schema.pagoEventos).where(eq(schema.pagoEventos.venta_id, p.id))).toHaveLength(0);
    // Wompi retries a non-2xx delivery: the same event now applies, once
    expect((await enviarEvento(evento)).status).toBe(200);
    const v = await venta();
    expect(v.status_pago).toBe('aprobado');
    expect(await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, v.email))).toHaveLength(1);
  });

  it('stores no reset link when its e-mail cannot be queued, answering the usual 200', async () => {
    const m = await mundo();
    const r = await sinTabla('mail_outbox', () =>
      llamarJson('/api/user/password/olvido', {
        body: { email: m.dueno.email },
        headers: { 'cf-connecting-ip': ipNueva() },
      }),
    );
    // the link is written after the answer (same timing for known and unknown addresses)
    expect(r.status).toBe(200);
    expect(
      await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.user_id, m.dueno.id)),
    ).toHaveLength(0);
  });

  it('drops the uploaded photos when the product cannot be stored', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto();
    const objetos = async () => (await env.IMAGES.list({ prefix: 'productos/' })).objects.length;
    const antes = await objetos();
    const r = await sinTabla('productos', () =>
      llamarJson('/api/producto/create', {
        token: admin.token,
        body: { nombre: 'Crema', id_marca: p.id_marca, precio: 9000, fotos: [pngFile(), pngFile('b.png')] },
      }),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(500);
    expect(await objetos()).toBe(antes);
  });
});

describe('a mail provider that fails', () => {
  it('leaves the booking confirmation in the outbox with its error, and the next run delivers it', async () => {
    const m = await mundo();
    const email = `proveedor.${m.dueno.id}@correo.co`;
    const conProveedor = {
      ...env,
      MAIL_API_URL: 'https://correo.example/emails',
      MAIL_API_KEY: 're_prueba',
      MAIL_FROM: 'CitaSalud <citas@citasalud.co>',
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('caído', { status: 503 }));
    const ctx = createExecutionContext();
    const res = await app.request(
      '/api/cita/create',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ipNueva() },
        body: JSON.stringify(datosCita(m, email)),
      },
      conProveedor,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const fila = async () => (await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email)))[0];
    const fallida = await fila();
    expect(fallida).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(fallida.ultimo_error).toMatch(/HTTP 503/);
    expect(Date.parse(fallida.proximo_intento)).toBeGreaterThan(Date.now());

    vi.mocked(globalThis.fetch).mockImplementation(async () => new Response('{"id":"ok"}'));
    const r = await sendPending(conProveedor, 20, { now: new Date(Date.now() + 2 * 60_000), ids: [fallida.id] });
    expect(r.enviados).toBe(1);
    expect((await fila()).estado).toBe('enviado');
  });
});

describe('a database that cannot be reached', () => {
  /** Real D1 outage messages (Cloudflare's "List of D1_ERRORs": retry these). */
  const CAIDAS = [
    'D1_ERROR: Network connection lost.',
    'Network connection lost.',
    'D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset.',
    'D1_ERROR: D1 DB reset because its code was updated.',
    'D1_ERROR: D1 DB is overloaded. Requests queued for too long.',
    'D1_ERROR: D1 DB is overloaded. Too many requests queued.',
    'D1_ERROR: internal error; reference = abc123',
  ];

  it('answers 503 with a Spanish message for every outage message, also wrapped by the ORM', async () => {
    const mini = new Hono();
    mini.get('/falla', (c) => {
      const err = new Error(c.req.query('m'));
      // drizzle wraps the driver's error: "Failed query: ..." with the D1 error as its cause
      throw c.req.query('envuelto') ? new Error('Failed query: select 1', { cause: err }) : err;
    });
    mini.onError(onError);
    for (const mensaje of CAIDAS)
      for (const envuelto of ['', '1']) {
        const res = await mini.request(`/falla?${new URLSearchParams({ m: mensaje, envuelto })}`);
        expect(res.status, mensaje).toBe(503);
        expect(await res.json()).toEqual({ error: 'unavailable', message: msg.errores.baseNoDisponible });
      }
    expect(fromDatabase(new Error('D1_ERROR: no such column: x'))).toBeNull();
  });

  it('answers public and private calls with that 503 when every query fails', async () => {
    const caido = new Error('D1_ERROR: Network connection lost.');
    const db = {
      prepare: () => {
        throw caido;
      },
      batch: async () => {
        throw caido;
      },
      exec: async () => {
        throw caido;
      },
      withSession: () => db,
      getBookmark: () => null,
    };
    const sinBase = { ...env, DB: db as unknown as D1Database };
    for (const [path, init] of [
      ['/api/medic/all', {}],
      ['/api/users', { headers: { Authorization: 'Bearer tok_cualquiera' } }],
      ['/api/producto/index', {}],
      ['/api/user/auth', { method: 'POST', body: JSON.stringify({ email: 'a@b.co', password: 'x' }) }],
    ] as const) {
      const res = await app.request(path, { headers: { 'Content-Type': 'application/json' }, ...init }, sinBase);
      expect(res.status, path).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(msg.errores.baseNoDisponible);
    }
    // the health check does not touch the database
    expect((await app.request('/api/health', {}, sinBase)).status).toBe(200);
    expect((await llamar('/api/health')).status).toBe(200);
  });
});
