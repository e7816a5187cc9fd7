import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bogotaToUtc, buildIcs, escapeIcs, foldLine } from '../../../common/ics';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import type { Correo, MailSender } from '../../../worker/mensajes/mensaje';
import { backoffMs, deliverNow, queueMail, senderFor, sendPending } from '../../../worker/mensajes/outbox';
import { scheduled } from '../../../worker/tareas/programadas';
import { callJson, db, makeCuenta } from '../helpers';

const ICS = buildIcs({
  uid: 'prueba@citasalud',
  fecha: '2026-03-09',
  horaInicio: '09:00',
  horaFin: '09:30',
  resumen: 'Cita con Laura Rincón',
  lugar: 'Calle 10, Bogotá',
  descripcion: 'Motivo: Control',
  ahora: new Date('2026-03-01T12:00:00Z'),
});

let seq = 0;
/** Queues one message addressed to a fresh recipient; answers its row id. */
async function encolar(over: { asunto?: string } = {}) {
  const para = `destino${seq++}-${Date.now()}@correo.co`;
  await queueMail(db(), {
    para,
    asunto: over.asunto ?? 'Cita confirmada',
    texto: 'Hola',
    html: '<p>Hola</p>',
    adjuntos: [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8', content: ICS }],
  });
  const [row] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para));
  return row;
}

const fila = async (id: number) => (await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0];

const conProveedor = {
  ...env,
  MAIL_API_URL: 'https://correo.example/emails',
  MAIL_API_KEY: 're_clave',
  MAIL_FROM: 'CitaSalud <citas@citasalud.co>',
};

afterEach(() => vi.restoreAllMocks());

describe('the mail sender', () => {
  it('keeps messages in the local mailbox when no provider is configured, marking them sent', async () => {
    const m = await encolar();
    expect(senderFor(env).nombre).toBe('local');
    const r = await sendPending(env, 10, { ids: [m.id] });
    expect(r).toEqual({ enviados: 1, reintentar: 0, fallidos: 0 });
    const despues = await fila(m.id);
    expect(despues.estado).toBe('enviado');
    expect(despues.enviado_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('uses the HTTP provider only when its URL, key and sender are all set', () => {
    expect(senderFor(conProveedor).nombre).toBe('http');
    expect(senderFor({ ...conProveedor, MAIL_FROM: undefined }).nombre).toBe('local');
  });

  it('posts a Resend-style JSON message with the invite as a base64 attachment', async () => {
    const m = await encolar({ asunto: 'Cita confirmada: lunes' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"id":"x"}'));
    const r = await sendPending(conProveedor, 10, { ids: [m.id] });
    expect(r.enviados).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://correo.example/emails');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer re_clave');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      from: 'CitaSalud <citas@citasalud.co>',
      to: [m.para],
      subject: 'Cita confirmada: lunes',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    const [adjunto] = body.attachments;
    expect(adjunto.filename).toBe('cita.ics');
    expect(adjunto.content_type).toMatch(/^text\/calendar/);
    const decodificado = new TextDecoder().decode(Uint8Array.from(atob(adjunto.content), (c) => c.charCodeAt(0)));
    expect(decodificado).toBe(ICS);
    expect((await fila(m.id)).estado).toBe('enviado');
  });

  it('retries a refused message with exponential backoff and gives up after 8 attempts', async () => {
    const m = await encolar();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('cuota excedida', { status: 429 }));
    let now = new Date(Date.now() + 1000);
    const esperas: number[] = [];
    for (let intento = 1; intento <= 8; intento++) {
      // not due yet: a run a moment before the next attempt leaves it alone
      if (intento > 1) {
        const antes = await sendPending(conProveedor, 10, { ids: [m.id], now: new Date(now.getTime() - 1000) });
        expect(antes).toEqual({ enviados: 0, reintentar: 0, fallidos: 0 });
      }
      await sendPending(conProveedor, 10, { ids: [m.id], now });
      const r = await fila(m.id);
      expect(r.intentos).toBe(intento);
      expect(r.ultimo_error).toContain('HTTP 429 cuota excedida');
      expect(r.estado).toBe(intento < 8 ? 'pendiente' : 'fallido');
      const espera = new Date(r.proximo_intento).getTime() - now.getTime();
      esperas.push(espera);
      now = new Date(r.proximo_intento);
    }
    expect(esperas.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(esperas).toEqual(esperas.map((_, i) => backoffMs(i + 1)));
    const luego = await sendPending(conProveedor, 10, { ids: [m.id], now: new Date(now.getTime() + 86_400_000) });
    expect(luego.enviados + luego.reintentar + luego.fallidos).toBe(0);
    expect((await fila(m.id)).estado).toBe('fallido');
  });

  it('counts a network failure as an attempt and still sends the other messages of the run', async () => {
    const malo = await encolar({ asunto: 'falla' });
    const bueno = await encolar({ asunto: 'sale' });
    const enviados: number[] = [];
    const sender: MailSender = {
      nombre: 'prueba',
      async send(m) {
        if (m.asunto === 'falla') throw new TypeError('Network connection lost');
        enviados.push(m.id);
      },
    };
    const r = await sendPending(env, 10, { ids: [malo.id, bueno.id], sender });
    expect(r).toEqual({ enviados: 1, reintentar: 1, fallidos: 0 });
    expect(enviados).toEqual([bueno.id]);
    expect(await fila(malo.id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      ultimo_error: 'Network connection lost',
    });
  });

  it('never sends a message twice when two runs overlap', async () => {
    const m = await encolar();
    let envios = 0;
    const lento: MailSender = {
      nombre: 'lento',
      async send() {
        envios++;
        await new Promise((r) => setTimeout(r, 20));
      },
    };
    await Promise.all([
      sendPending(env, 10, { ids: [m.id], sender: lento }),
      sendPending(env, 10, { ids: [m.id], sender: lento }),
    ]);
    expect(envios).toBe(1);
    expect((await fila(m.id)).estado).toBe('enviado');
  });

  it('is run by the cron handler, through the outbox queue (worker/mensajes/cola.ts)', async () => {
    const m = await encolar();
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: '*/10 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    await vi.waitFor(async () => expect((await fila(m.id)).estado).toBe('enviado'), { timeout: 15_000, interval: 100 });
  });

  it('delivers a booking confirmation right after the booking, without waiting for the cron', async () => {
    const profesional = await makeCuenta();
    const [h] = await db()
      .insert(schema.horarios)
      .values({ user_id: profesional.id, hora_inicio: '09:00', hora_fin: '09:30', lunes: 1 })
      .returning();
    const [motivo] = await db()
      .insert(schema.motivos)
      .values({ user_id: profesional.id, nombre: 'Control' })
      .returning();
    const email = `reserva${Date.now()}@correo.co`;
    const { status } = await callJson('/api/cita/create', {
      body: {
        nombre: 'Ana',
        email,
        fecha_cita: '2026-03-09',
        horario: h.id,
        primera_visita: 'si',
        motivo: motivo.id,
        telefono: '3001234567',
        user: profesional.id,
        acepta_tratamiento: 'true',
      },
      headers: { 'X-Test-Now': '2026-03-02T13:00:00Z', 'cf-connecting-ip': '10.9.9.9' },
    });
    expect(status).toBe(201);
    let estado = '';
    for (let i = 0; i < 40 && estado !== 'enviado'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      [{ estado }] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    }
    expect(estado).toBe('enviado');
  });
});

describe('delivering right after the write (deliverNow)', () => {
  /** Queues one message the way a booking does: leased for its own delivery. */
  async function encolarParaYa(asunto = 'Cita confirmada') {
    const correo: Correo = { para: `ya${seq++}-${Date.now()}@correo.co`, asunto, texto: 'Hola', html: '<p>Hola</p>' };
    const [{ id }] = await queueMail(db(), correo, { deliverNow: true }).returning({ id: schema.mailOutbox.id });
    return { id, correo };
  }
  const registrador = (enviados: string[]): MailSender => ({
    nombre: 'prueba',
    async send(m) {
      enviados.push(m.para);
    },
  });

  it('marks the message sent, and the cron never sends it a second time', async () => {
    const { id, correo } = await encolarParaYa();
    const enviados: string[] = [];
    // a cron run while the delivery is on its way leaves the message alone
    await sendPending(env, 50, { sender: registrador(enviados) });
    await deliverNow(env, id, correo, { sender: registrador(enviados) });
    expect((await fila(id)).estado).toBe('enviado');
    await sendPending(env, 50, { sender: registrador(enviados), now: new Date(Date.now() + 86_400_000) });
    expect(enviados.filter((p) => p === correo.para)).toHaveLength(1);
  });

  it('counts a refused delivery as an attempt that the cron retries a minute later', async () => {
    const { id, correo } = await encolarParaYa();
    const antes = Date.now();
    await deliverNow(env, id, correo, {
      sender: {
        nombre: 'caido',
        async send() {
          throw new Error('HTTP 503 no disponible');
        },
      },
    });
    const r = await fila(id);
    expect(r).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'HTTP 503 no disponible' });
    const espera = new Date(r.proximo_intento).getTime() - antes;
    expect(espera).toBeGreaterThanOrEqual(backoffMs(1));
    expect(espera).toBeLessThan(backoffMs(1) + 5_000);
    const enviados: string[] = [];
    await sendPending(env, 50, { ids: [id], sender: registrador(enviados), now: new Date(antes + 2 * 60_000) });
    expect(enviados).toEqual([correo.para]);
    expect((await fila(id)).estado).toBe('enviado');
  });

  it('writes the outcome of a burst of deliveries in one batch', async () => {
    const mensajes = await Promise.all(Array.from({ length: 6 }, (_, i) => encolarParaYa(i === 2 ? 'falla' : 'sale')));
    const lotes = vi.spyOn(env.DB, 'batch');
    const sender: MailSender = {
      nombre: 'prueba',
      async send(m) {
        if (m.asunto === 'falla') throw new Error('rechazado');
      },
    };
    await Promise.all(mensajes.map(({ id, correo }) => deliverNow(env, id, correo, { sender })));
    expect(lotes).toHaveBeenCalledTimes(1);
    const estados = await Promise.all(mensajes.map(async ({ id }) => (await fila(id)).estado));
    expect(estados).toEqual(['enviado', 'enviado', 'pendiente', 'enviado', 'enviado', 'enviado']);
  });
});

describe('the calendar invite', () => {
  it('converts Bogotá wall-clock time to UTC, across midnight too', () => {
    expect(bogotaToUtc('2026-03-09', '09:00')).toBe('20260309T140000Z');
    expect(bogotaToUtc('2026-12-31', '20:30')).toBe('20270101T013000Z');
  });

  it('escapes text values and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeIcs('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const largo = `DESCRIPTION:${'ñ'.repeat(100)}`;
    const plegado = foldLine(largo);
    const lineas = plegado.split('\r\n');
    expect(lineas.length).toBeGreaterThan(1);
    for (const l of lineas) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(lineas.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lineas.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(largo);
  });

  it('is one VEVENT with CRLF line ends', () => {
    expect(ICS.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ICS.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ICS).toContain('\r\nDTSTAMP:20260301T120000Z\r\n');
    expect(ICS.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
  });
});

describe('GET /api/dev/correos (local mailbox)', () => {
  it('lists the outbox newest first', async () => {
    const viejo = await encolar({ asunto: 'primero' });
    const nuevo = await encolar({ asunto: 'segundo' });
    const { status, json } = await callJson('/api/dev/correos');
    expect(status).toBe(200);
    const ids = json.succes.map((m: any) => m.id);
    expect(ids.indexOf(nuevo.id)).toBeLessThan(ids.indexOf(viejo.id));
    expect(json.succes.find((m: any) => m.id === nuevo.id)).toMatchObject({
      para: nuevo.para,
      asunto: 'segundo',
      estado: 'pendiente',
    });
  });

  it('shows one message with its attachments, and serves its invite as text/calendar', async () => {
    const m = await encolar();
    const { status, json } = await callJson(`/api/dev/correos/${m.id}`);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ id: m.id, texto: 'Hola', adjuntos: [{ filename: 'cita.ics', content: ICS }] });
    const res = await app.fetch(
      new Request(`http://localhost/api/dev/correos/${m.id}/ics`),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toBe(ICS);
  });

  it('answers 404 for an unknown message and 422 for a malformed id', async () => {
    expect((await callJson('/api/dev/correos/99999999')).status).toBe(404);
    expect((await callJson('/api/dev/correos/99999999/ics')).status).toBe(404);
    expect((await callJson('/api/dev/correos/abc')).status).toBe(422);
  });

  it('does not exist in production', async () => {
    const m = await encolar();
    const produccion = { ...env, APP_ENV: 'production' };
    for (const path of ['/api/dev/correos', `/api/dev/correos/${m.id}`, `/api/dev/correos/${m.id}/ics`]) {
      const res = await app.fetch(new Request(`http://localhost${path}`), produccion, createExecutionContext());
      expect(res.status, path).toBe(404);
    }
  });
});
