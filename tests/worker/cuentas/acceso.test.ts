/**
 * Issue 22, item 2: sign-in throttling nobody can turn against the owner, the human check
 * (Turnstile) as a step-up only, every limit keyed by network (IPv6 by its /64), registration
 * limited, and e-mails that carry no attacker-chosen text beyond a short plain name.
 */

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker';
import { ESPERA_BASE_S } from '../../../worker/cuentas/intentos';
import { REGISTRO } from '../../../worker/cuentas/rutas/registro';
import { schema } from '../../../worker/db/schema';
import { nombreCorto } from '../../../worker/mensajes/avisos';
import { hashPassword } from '../../../worker/plataforma/cripto';
import { redDe } from '../../../worker/plataforma/red';
import {
  SITEVERIFY_URL,
  TOKEN_DE_PRUEBA,
  usaVerificadorLocal,
  verificadorPara,
  verificadorTurnstile,
} from '../../../worker/plataforma/turnstile';
import wrangler from '../../../wrangler.toml?raw';
import { horario, motivo } from '../agenda-fixtures';
import { callJson, datosDeRegistro, db, makeCuenta, mismaVentana } from '../helpers';

let seq = 0;
const base = 100_000 + Math.floor(Math.random() * 800_000);
const unico = () => `${base}${String(seq++).padStart(4, '0')}`;
const ipv4 = () => {
  const n = seq++;
  return `172.20.${(n >> 8) & 255}.${n & 255}`;
};
/** A /64 of its own: `${red}::n` are its addresses. */
const red64 = () => `2001:db8:${(seq++).toString(16)}:${Math.floor(Math.random() * 65535).toString(16)}`;

const CLAVE = 'MiClave2026';
const entrar = (email: string, password: string, ip: string, extra: Record<string, string> = {}) =>
  callJson('/api/user/auth', {
    body: { email, password, ...extra },
    headers: { 'cf-connecting-ip': ip, ...(extra.now ? { 'X-Test-Now': extra.now } : {}) },
  });
const conReloj = (email: string, password: string, ip: string, now: string) =>
  callJson('/api/user/auth', { body: { email, password }, headers: { 'cf-connecting-ip': ip, 'X-Test-Now': now } });
const segundosDespues = (iso: string, s: number) => new Date(Date.parse(iso) + s * 1000).toISOString();

describe('one network per client: IPv4 as itself, IPv6 as its /64', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['local', 'local'],
    ['no:es:una:ip:::', 'no:es:una:ip:::'],
  ])('counts %s as %s', (ip, red) => {
    expect(redDe(ip)).toBe(red);
  });
});

describe('signing in under attack', () => {
  it('never keeps the owner out: after wrong passwords from 40 addresses the right one with a passing token enters', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const ataques = Array.from({ length: 40 }, (_, i) => (i % 2 ? ipv4() : `${red64()}::1`));
    const estados: number[] = [];
    for (const ip of ataques) estados.push((await entrar(u.email, `adivina-${ip}`, ip)).status);
    // never a 429 for a cuenta attacked from many places: the first failures, then the check
    expect(estados.filter((s) => s === 401)).toHaveLength(5);
    expect(estados.slice(5).every((s) => s === 428)).toBe(true);
    const sinToken = await entrar(u.email, CLAVE, ipv4());
    expect(sinToken.status).toBe(428);
    expect(sinToken.json.message).toMatch(/confirme que es una persona/);
    const duena = await entrar(u.email, CLAVE, ipv4(), { 'cf-turnstile-response': TOKEN_DE_PRUEBA });
    expect(duena.status).toBe(200);
    expect(duena.json.succes).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // and from one of the attacking addresses too
    const desdeAtaque = await entrar(u.email, CLAVE, ataques[7], { 'cf-turnstile-response': TOKEN_DE_PRUEBA });
    expect(desdeAtaque.status).toBe(200);
  });

  it('tells the owner once, by e-mail, when wrong passwords make her next sign-in ask for the check (issue 38)', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const avisos = () =>
      db()
        .select({ asunto: schema.mailOutbox.asunto, texto: schema.mailOutbox.texto })
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.para, u.email));
    // one instant in the middle of the notice's hour: no run straddles a window's edge
    const now = '2026-06-10T15:30:00.000Z';
    for (let i = 0; i < 4; i++) expect((await entrar(u.email, 'adivina', ipv4(), { now })).status).toBe(401);
    expect(await avisos(), 'nothing before the limit trips').toHaveLength(0);
    expect((await entrar(u.email, 'adivina', ipv4(), { now })).status).toBe(401);
    for (let i = 0; i < 6; i++)
      await entrar(u.email, 'adivina', ipv4(), { now, 'cf-turnstile-response': TOKEN_DE_PRUEBA });
    const recibidos = await avisos();
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0].asunto).toMatch(/intentos fallidos/i);
    expect(recibidos[0].texto).toMatch(/confirmar que es una persona/);
    // an unknown e-mail answers the same and mails nobody
    const desconocido = `nadie-${unico()}@prueba.co`;
    for (let i = 0; i < 6; i++) expect((await entrar(desconocido, 'adivina', ipv4())).status).not.toBe(500);
  });

  it('refuses a wrong password with 401 even with a passing token, and a made-up token with 428', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    for (let i = 0; i < 5; i++) await entrar(u.email, 'mala-clave', ipv4());
    const malaConToken = await entrar(u.email, 'otra-mala', ipv4(), { 'cf-turnstile-response': TOKEN_DE_PRUEBA });
    expect(malaConToken.status).toBe(401);
    const inventado = await entrar(u.email, CLAVE, ipv4(), { 'cf-turnstile-response': 'XXXX.OTRO.TOKEN.XXXX' });
    expect(inventado.status).toBe(428);
    expect(inventado.json.message).toMatch(/No pudimos confirmar/);
  });

  it('counts one /64 as one client and makes it wait longer and longer (Retry-After grows)', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const red = red64();
    let ahora = '2026-05-04T15:00:00.000Z';
    for (let i = 1; i <= 3; i++) expect((await conReloj(u.email, 'mal', `${red}::${i}`, ahora)).status).toBe(401);
    const primera = await conReloj(u.email, CLAVE, `${red}::99`, ahora);
    expect(primera.status).toBe(429);
    expect(Number(primera.res.headers.get('Retry-After'))).toBe(ESPERA_BASE_S);
    expect(primera.json.message).toMatch(/Espere 15 segundos/);
    // another /64 is another client: its first try goes through
    expect((await conReloj(u.email, 'mal', `${red64()}::1`, ahora)).status).toBe(401);
    ahora = segundosDespues(ahora, ESPERA_BASE_S + 1);
    expect((await conReloj(u.email, 'mal', `${red}::abcd`, ahora)).status).toBe(401);
    const segunda = await conReloj(u.email, CLAVE, `${red}::beef`, ahora);
    expect(segunda.status).toBe(428); // the cuenta has 5 failures now: the check, which lifts the wait
    // the same pair of an address without the check: waits twice as long as before
    const otra = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const red2 = red64();
    let t = '2026-05-04T16:00:00.000Z';
    for (let i = 1; i <= 3; i++) expect((await conReloj(otra.email, 'mal', `${red2}::${i}`, t)).status).toBe(401);
    t = segundosDespues(t, ESPERA_BASE_S);
    expect((await conReloj(otra.email, 'mal', `${red2}::7`, t)).status).toBe(401);
    const larga = await conReloj(otra.email, CLAVE, `${red2}::8`, t);
    expect(larga.status).toBe(429);
    expect(Number(larga.res.headers.get('Retry-After'))).toBe(2 * ESPERA_BASE_S);
    t = segundosDespues(t, 2 * ESPERA_BASE_S);
    expect((await conReloj(otra.email, CLAVE, `${red2}::9`, t)).status).toBe(200);
  });
});

const registro = (over: Record<string, unknown> = {}) => {
  const u = unico();
  return datosDeRegistro(u, { apellido: 'Gómez', email: `registro${u}@prueba.co`, ...over });
};
const registrar = (body: Record<string, unknown>, ip: string, now?: string) =>
  callJson('/api/user/create', { body, headers: { 'cf-connecting-ip': ip, ...(now ? { 'X-Test-Now': now } : {}) } });
const humano = { 'cf-turnstile-response': TOKEN_DE_PRUEBA };

describe('registration limits', () => {
  it('asks one /64 for the check after 3 registrations an hour, however it rotates, and stops it at 10', async () => {
    const red = red64();
    const now = '2026-06-01T10:00:00.000Z';
    for (let i = 1; i <= REGISTRO.porRed; i++)
      expect((await registrar(registro(), `${red}::${i}`, now)).status).toBe(201);
    const pedida = await registrar(registro(), `${red}::${100}`, now);
    expect(pedida.status).toBe(428);
    expect(pedida.json.error).toBe('verificacion_humana');
    // every attempt counts, the refused one too: attempts 5 to 10 pass with the check
    for (let i = REGISTRO.porRed + 2; i <= REGISTRO.topeRed; i++)
      expect((await registrar(registro(humano), `${red}::${i}`, now)).status).toBe(201);
    const tope = await registrar(registro(humano), `${red}::ff`, now);
    expect(tope.status).toBe(429);
    expect(Number(tope.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // another network registers as usual
    expect((await registrar(registro(), ipv4(), now)).status).toBe(201);
  });

  it('asks everyone for the check once registrations in all pass the soft threshold of the hour', async () => {
    const now = '2031-01-01T10:00:00.000Z';
    const primera = registro();
    expect((await registrar(primera, ipv4(), now)).status).toBe(201);
    // probing (a cédula already registered) counts too, and costs no password hashing
    for (let i = 1; i < REGISTRO.todas; i++)
      expect((await registrar(registro({ cedula: primera.cedula }), ipv4(), now)).status).toBe(422);
    expect((await registrar(registro(), ipv4(), now)).status).toBe(428);
    expect((await registrar(registro(humano), ipv4(), now)).status).toBe(201);
    // the next hour starts over
    expect((await registrar(registro(), ipv4(), '2031-01-01T11:00:00.000Z')).status).toBe(201);
  });

  it('asks for the check when one e-mail is tried a 4th time in the hour, keeping the contract message before', async () => {
    const now = '2031-02-01T10:00:00.000Z';
    const r = registro();
    expect((await registrar(r, ipv4(), now)).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const otra = await registrar(registro({ email: r.email }), ipv4(), now);
      expect(otra.status).toBe(422);
      expect(otra.json.errors.email[0]).toMatch(/ya está registrado/);
    }
    expect((await registrar(registro({ email: r.email }), ipv4(), now)).status).toBe(428);
  });
});

describe('every limit counts an IPv6 /64 as one client', () => {
  it('throttles password-reset requests of one /64 however it rotates, not another /64', async () => {
    const red = red64();
    const reloj = mismaVentana();
    const olvido = (ip: string) =>
      callJson('/api/user/password/olvido', {
        body: { email: `nadie${unico()}@prueba.co` },
        headers: { 'cf-connecting-ip': ip, ...reloj },
      });
    for (let i = 1; i <= 10; i++) expect((await olvido(`${red}::${i}`)).status).toBe(200);
    const limitada = await olvido(`${red}:0:0:0:abcd`);
    expect(limitada.status).toBe(429);
    expect(Number(limitada.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await olvido(`${red64()}::1`)).status).toBe(200);
  });

  it("throttles one /64's order look-ups however it rotates", async () => {
    const red = red64();
    const reloj = mismaVentana();
    const consulta = (ip: string) =>
      callJson('/api/ventas/consulta?factura=CS-NOEXISTE&email=a@b.co', {
        headers: { 'cf-connecting-ip': ip, ...reloj },
      });
    for (let i = 1; i <= 10; i++) expect((await consulta(`${red}::${i}`)).status).toBe(404);
    expect((await consulta(`${red}::ffff`)).status).toBe(429);
  });
});

describe('the human check behind one interface', () => {
  it('never takes the dummy token when the server runs with the production configuration', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    for (let i = 0; i < 5; i++) await entrar(u.email, 'mala-clave', ipv4());
    const produccion = async (extra: Record<string, string>) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request('http://localhost/api/user/auth', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'cf-connecting-ip': ipv4() },
          body: JSON.stringify({ email: u.email, password: CLAVE, 'cf-turnstile-response': TOKEN_DE_PRUEBA }),
        }),
        { ...env, APP_ENV: 'production', ...extra },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: res.status, json: (await res.json()) as { error: string } };
    };
    // without Turnstile's secrets: refused as not configured, never passed by the stand-in
    expect(await produccion({})).toMatchObject({ status: 503, json: { error: 'verificacion_no_configurada' } });
    // with them, Cloudflare decides (here a stand-in for its answer to a test key it did not issue)
    const siteverify = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] })));
    try {
      const real = await produccion({ TURNSTILE_SECRET: 'secreto-falso', TURNSTILE_SITE_KEY: '0x4AAA' });
      expect(real.status).toBe(428);
      expect(String(siteverify.mock.calls[0][0])).toBe(SITEVERIFY_URL);
    } finally {
      siteverify.mockRestore();
    }
    // the same request in the test configuration (the stand-in) enters
    const local = await entrar(u.email, CLAVE, ipv4(), { 'cf-turnstile-response': TOKEN_DE_PRUEBA });
    expect(local.status).toBe(200);
  });

  it('uses the stand-in only in local runs and tests without a secret; production never has it', async () => {
    expect(usaVerificadorLocal({ APP_ENV: 'test' } as never)).toBe(true);
    expect(usaVerificadorLocal({ APP_ENV: 'local' } as never)).toBe(true);
    expect(usaVerificadorLocal({ APP_ENV: 'production' } as never)).toBe(false);
    expect(usaVerificadorLocal({} as never)).toBe(false);
    expect(usaVerificadorLocal({ APP_ENV: 'local', TURNSTILE_SECRET: 's' } as never)).toBe(false);
    expect(() => verificadorPara({ APP_ENV: 'production' } as never)).toThrow(/verificación de seguridad/);
    const real = verificadorPara({ APP_ENV: 'production', TURNSTILE_SECRET: 's', TURNSTILE_SITE_KEY: 'k' } as never);
    expect(real.nombre).toBe('turnstile');
    expect(real.sitekey).toBe('k');
    // wrangler.toml's deployed vars say production
    expect(/^\s*APP_ENV\s*=\s*"production"/m.test(wrangler)).toBe(true);
  });

  it('in production asks Cloudflare with the secret, the token and the address, and trusts only success: true', async () => {
    const llamadas: { url: string; campos: Record<string, string> }[] = [];
    const responde = (cuerpo: unknown, status = 200) =>
      (async (url: string, init: RequestInit) => {
        llamadas.push({ url, campos: Object.fromEntries((init.body as FormData).entries()) as Record<string, string> });
        return new Response(JSON.stringify(cuerpo), { status });
      }) as unknown as typeof fetch;
    expect(
      await verificadorTurnstile('secreto', 'k', responde({ success: true })).verificar('tok', '203.0.113.1'),
    ).toBe(true);
    expect(llamadas[0]).toEqual({
      url: SITEVERIFY_URL,
      campos: { secret: 'secreto', response: 'tok', remoteip: '203.0.113.1' },
    });
    // the dummy token is just a token to Cloudflare: what it answers decides
    const v = verificadorTurnstile(
      'secreto',
      'k',
      responde({ success: false, 'error-codes': ['invalid-input-response'] }),
    );
    expect(await v.verificar(TOKEN_DE_PRUEBA)).toBe(false);
    expect(await verificadorTurnstile('s', 'k', responde({ success: 'true' })).verificar('t')).toBe(false);
    expect(await verificadorTurnstile('s', 'k', responde({}, 500)).verificar('t')).toBe(false);
    const caido = (async () => {
      throw new Error('red caída');
    }) as unknown as typeof fetch;
    expect(await verificadorTurnstile('s', 'k', caido).verificar('t')).toBe(false);
  });
});

describe('e-mails carry no attacker-chosen text beyond a short plain name', () => {
  it('keeps a name short and plain', () => {
    expect(nombreCorto('  Ana   María  ')).toBe('Ana María');
    expect(nombreCorto("María O'Neil-Pérez")).toBe("María O'Neil-Pérez");
    expect(nombreCorto('Gana dinero en http://malo.example/x ya')).toBe('Gana dinero en http malo example x ya');
    expect(nombreCorto('Escribe a premio@malo.example')).not.toMatch(/[@.]/);
    expect(nombreCorto(`${'a'.repeat(10)} ${'b'.repeat(50)}`).length).toBeLessThanOrEqual(40);
  });

  it("greets a reset e-mail's reader with the account's name in its short plain form", async () => {
    const email = `registrada${unico()}@correo.co`;
    const r = registro({ email, nombre: 'Visite http://malo.example/premio ya' });
    expect((await registrar(r, ipv4())).status).toBe(201);
    const olvido = await callJson('/api/user/password/olvido', {
      body: { email },
      headers: { 'cf-connecting-ip': ipv4() },
    });
    expect(olvido.status).toBe(200);
    const [correo] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(correo.texto).toContain('Visite http malo example premio ya');
    expect(`${correo.texto}${correo.html}`).not.toContain('malo.example');
  });

  it("sends the paciente's address neither the booking's observación nor a link riding in the name", async () => {
    const p = await makeCuenta({ nombre: 'Laura', apellido: 'Rincón' });
    const h = await horario(p.id);
    const m = await motivo(p.id);
    const email = `victima${unico()}@correo.co`;
    const r = await callJson('/api/cita/create', {
      body: {
        nombre: 'Premio en http://malo.example/cobrar ahora mismo sin falta alguna hoy',
        email,
        telefono: '3001234567',
        observacion: 'Reclame su premio en https://malo.example/premio',
        fecha_cita: '2026-03-09',
        horario: h.id,
        motivo: m.id,
        primera_visita: 'si',
        user: p.id,
        acepta_tratamiento: '1',
      },
      headers: { 'X-Test-Now': '2026-03-02T13:00:00Z', 'cf-connecting-ip': ipv4() },
    });
    expect(r.status).toBe(201);
    const [correo] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, email));
    expect(correo).toBeDefined();
    for (const parte of [correo.asunto, correo.texto, correo.html]) {
      expect(parte).not.toContain('malo.example');
      expect(parte).not.toContain('Reclame');
    }
    expect(correo.texto).toContain('Hola Premio en http malo example cobrar');
  });
});
