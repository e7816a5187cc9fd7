/**
 * WhatsApp Cloud API template messages behind the outbox (worker/mensajes/whatsapp.ts), the sender of
 * each canal, and what production does when a channel has no secrets.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { queueMail, senderFor, sendPending, whatsappSenderFor } from '../../../worker/mensajes/outbox';
import { rellenar, telefonoWhatsapp } from '../../../worker/mensajes/whatsapp';
import { callJson, db } from '../helpers';

let seq = 0;
const datos = { plantilla: 'recordatorio_cita', idioma: 'es', parametros: ['Ana', 'Laura Rincón', 'lunes', '09:00'] };

/** Queues one WhatsApp message to a fresh number; answers its row. */
async function encolarWhatsapp() {
  const para = `573${String(100_000_000 + seq++)}`;
  const [fila] = await db()
    .insert(schema.mailOutbox)
    .values({ canal: 'whatsapp', para, asunto: 'WhatsApp: prueba', texto: 'Hola Ana', datos: JSON.stringify(datos) })
    .returning();
  return fila;
}
async function encolarCorreo() {
  const para = `wa-correo${seq++}-${Date.now()}@correo.co`;
  const [{ id }] = await queueMail(db(), { para, asunto: 'Hola', texto: 'Hola' }).returning({
    id: schema.mailOutbox.id,
  });
  return { id, para };
}
const fila = async (id: number) => (await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0];

const conWhatsapp = { ...env, WHATSAPP_PHONE_ID: '1234567890', WHATSAPP_TOKEN: 'EAAG-prueba' };

afterEach(() => vi.restoreAllMocks());

describe('the WhatsApp sender', () => {
  it('posts a template message to the Cloud API with the Bearer token', async () => {
    const m = await encolarWhatsapp();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{"messages":[{"id":"wamid.x"}]}'));
    expect(await sendPending(conWhatsapp, 10, { ids: [m.id] })).toEqual({ enviados: 1, reintentar: 0, fallidos: 0 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://graph.facebook.com/v21.0/1234567890/messages');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer EAAG-prueba');
    expect(JSON.parse(init.body as string)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: m.para,
      type: 'template',
      template: {
        name: 'recordatorio_cita',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: datos.parametros.map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    expect((await fila(m.id)).estado).toBe('enviado');
  });

  it('keeps a refused message pending with the answer as its error', async () => {
    const m = await encolarWhatsapp();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{"error":{"message":"Template name does not exist"}}', { status: 404 }),
    );
    expect(await sendPending(conWhatsapp, 10, { ids: [m.id] })).toEqual({ enviados: 0, reintentar: 1, fallidos: 0 });
    expect(await fila(m.id)).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect((await fila(m.id)).ultimo_error).toContain('HTTP 404');
  });

  it('locally marks the message sent and leaves it readable in the outbox', async () => {
    const m = await encolarWhatsapp();
    expect(whatsappSenderFor(env).nombre).toBe('whatsapp-local');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await sendPending(env, 10, { ids: [m.id] });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await fila(m.id)).toMatchObject({ estado: 'enviado', texto: 'Hola Ana', datos: JSON.stringify(datos) });
  });

  it('goes through the sender of its canal, e-mail through the e-mail one', async () => {
    const w = await encolarWhatsapp();
    const c = await encolarCorreo();
    const por: string[] = [];
    await sendPending(env, 10, {
      ids: [w.id, c.id],
      sender: { nombre: 'correo', send: async (m) => void por.push(`correo:${m.para}`) },
      whatsapp: { nombre: 'whatsapp', send: async (m) => void por.push(`whatsapp:${m.para}`) },
    });
    expect(por.sort()).toEqual([`correo:${c.para}`, `whatsapp:${w.para}`].sort());
  });

  it('writes phones as E.164 digits and fills the template as the paciente reads it', () => {
    expect(telefonoWhatsapp('300 123 4567')).toBe('573001234567');
    expect(telefonoWhatsapp('+57 300 123 4567')).toBe('573001234567');
    expect(telefonoWhatsapp('6015551234')).toBeNull();
    expect(rellenar('Hola {{1}}, tu cita con {{2}}', ['Ana', 'Laura'])).toBe('Hola Ana, tu cita con Laura');
  });
});

describe('a channel without its secrets in production', () => {
  const produccion = { ...env, APP_ENV: 'production' };

  it('never marks its messages sent: they fail with a clear error kept in ultimo_error', async () => {
    const w = await encolarWhatsapp();
    const c = await encolarCorreo();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const r = await sendPending(produccion, 10, { ids: [w.id, c.id] });
    expect(r).toEqual({ enviados: 0, reintentar: 2, fallidos: 0 });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await fila(w.id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      ultimo_error:
        'No se envió: el canal whatsapp no está configurado en este entorno (faltan WHATSAPP_PHONE_ID y WHATSAPP_TOKEN).',
    });
    expect(await fila(c.id)).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      ultimo_error:
        'No se envió: el canal correo no está configurado en este entorno (faltan MAIL_API_URL, MAIL_API_KEY y MAIL_FROM).',
    });
  });

  it('uses the real providers once their secrets are set', () => {
    expect(whatsappSenderFor({ ...produccion, WHATSAPP_PHONE_ID: '1', WHATSAPP_TOKEN: 't' }).nombre).toBe('whatsapp');
    expect(
      senderFor({ ...produccion, MAIL_API_URL: 'https://correo.example', MAIL_API_KEY: 'k', MAIL_FROM: 'a@b.co' })
        .nombre,
    ).toBe('http');
    expect(senderFor(produccion).nombre).toBe('sin-configurar');
    expect(whatsappSenderFor({ ...produccion, WHATSAPP_TOKEN: 't' }).nombre).toBe('sin-configurar');
  });
});

describe('GET /api/dev/correos?canal=', () => {
  it('lists the canal of each message and only WhatsApp ones when asked', async () => {
    const w = await encolarWhatsapp();
    const c = await encolarCorreo();
    const todos = (await callJson('/api/dev/correos')).json.succes;
    expect(todos.find((m: { id: number }) => m.id === w.id)).toMatchObject({ canal: 'whatsapp', para: w.para });
    expect(todos.find((m: { id: number }) => m.id === c.id)).toMatchObject({ canal: 'correo' });
    const { status, json } = await callJson('/api/dev/correos?canal=whatsapp');
    expect(status).toBe(200);
    expect(json.succes.map((m: { id: number }) => m.id)).toContain(w.id);
    expect(json.succes.every((m: { canal: string }) => m.canal === 'whatsapp')).toBe(true);
  });

  it('refuses an unknown canal with 422', async () => {
    const { status, json } = await callJson('/api/dev/correos?canal=fax');
    expect(status).toBe(422);
    expect(json.errors.canal).toEqual(['El valor de canal no es válido.']);
  });
});
