/**
 * Accounts under attack: session lifetime, password change and reset by an e-mailed link.
 * Already proven elsewhere (not repeated here): an expired or unknown token is no session
 * (cuentas.test.ts › 'treats an unknown or expired token as no session on private calls'),
 * logout revokes its own token only (cuentas.test.ts › 'revokes the token it came with and no other'),
 * a wrong password and an unknown e-mail get the same 401 (cuentas.test.ts › 'answers a wrong
 * password and an unknown e-mail with the same 401 and message').
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { SESSION_DAYS } from '../../../worker/http/auth';
import { hashPassword, sha256Hex } from '../../../worker/plataforma/cripto';
import { db, makeCuenta, mismaVentana } from '../helpers';
import { llamar, llamarJson } from './mundo';

let seq = 0;
const ip = () => {
  const n = seq++;
  return { 'cf-connecting-ip': `172.16.${(n >> 8) & 255}.${n & 255}` };
};
const CLAVE = 'ClaveVieja123';

/** A professional whose password is CLAVE, with `sesiones` live sessions (tokens). */
async function cuenta(sesiones = 1) {
  const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
  const tokens = [u.token];
  for (let i = 1; i < sesiones; i++) {
    const token = `tok_extra_${u.id}_${i}`;
    await db()
      .insert(schema.sessions)
      .values({
        user_id: u.id,
        token_hash: await sha256Hex(token),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
    tokens.push(token);
  }
  return { ...u, tokens };
}

const login = (email: string, password: string) =>
  llamarJson('/api/user/auth', { body: { email, password }, headers: ip() });
const abre = async (token: string) => (await llamar('/api/users', { token })).status;
const olvido = (email: string, headers = ip()) => llamarJson('/api/user/password/olvido', { body: { email }, headers });
const restablecer = (token: string, password: string) =>
  llamarJson('/api/user/password/restablecer', { body: { token, password }, headers: ip() });
const correos = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(desc(schema.mailOutbox.id));
const enlaceDe = (texto: string) => /\/restablecer\?token=([A-Za-z0-9_-]+)/.exec(texto)?.[1] ?? '';

describe('sessions', () => {
  it('expire seven days after the login that opened them', async () => {
    const u = await cuenta();
    const antes = Date.now();
    const { status, json } = await login(u.email, CLAVE);
    expect(status).toBe(200);
    const [fila] = await db()
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.token_hash, await sha256Hex(json.succes)));
    const vence = Date.parse(fila.expires_at) - antes;
    expect(vence).toBeGreaterThan(SESSION_DAYS * 86_400_000 - 60_000);
    expect(vence).toBeLessThan(SESSION_DAYS * 86_400_000 + 60_000);
    // one millisecond past it, the token opens nothing
    await db()
      .update(schema.sessions)
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where(eq(schema.sessions.id, fila.id));
    expect(await abre(json.succes)).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password, keeps the session it came with and closes every other one', async () => {
    const u = await cuenta(3);
    const { status, json } = await llamarJson('/api/user/password', {
      token: u.tokens[0],
      body: { actual: CLAVE, nueva: 'ClaveNueva456' },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatch(/Contraseña actualizada/);
    expect(await abre(u.tokens[0])).toBe(200);
    expect(await abre(u.tokens[1])).toBe(401);
    expect(await abre(u.tokens[2])).toBe(401);
    expect((await login(u.email, CLAVE)).status).toBe(401);
    expect((await login(u.email, 'ClaveNueva456')).status).toBe(200);
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const u = await cuenta(2);
    const [antes] = await db().select().from(schema.users).where(eq(schema.users.id, u.id));
    const { status, json } = await llamarJson('/api/user/password', {
      token: u.token,
      body: { actual: 'NoEsLaClave1', nueva: 'ClaveNueva456' },
    });
    expect(status).toBe(422);
    expect(json.errors.actual).toEqual(['La contraseña actual no es correcta.']);
    const [despues] = await db().select().from(schema.users).where(eq(schema.users.id, u.id));
    expect(despues.password_hash).toBe(antes.password_hash);
    expect(await abre(u.tokens[1])).toBe(200);
  });

  it('asks for a new password of at least 8 characters, different from the current one', async () => {
    const u = await cuenta();
    const corta = await llamarJson('/api/user/password', { token: u.token, body: { actual: CLAVE, nueva: 'corta' } });
    expect(corta.status).toBe(422);
    expect(corta.json.errors.nueva[0]).toMatch(/al menos 8/);
    const igual = await llamarJson('/api/user/password', { token: u.token, body: { actual: CLAVE, nueva: CLAVE } });
    expect(igual.status).toBe(422);
    const vacia = await llamarJson('/api/user/password', { token: u.token, body: {} });
    expect(Object.keys(vacia.json.errors).sort()).toEqual(['actual', 'nueva']);
  });

  it('stops guessing the current password with a stolen session after 10 tries', async () => {
    const u = await cuenta();
    const reloj = mismaVentana();
    for (let i = 0; i < 10; i++) {
      const r = await llamarJson('/api/user/password', {
        token: u.token,
        body: { actual: `Intento${i}xx`, nueva: 'ClaveNueva456' },
        headers: reloj,
      });
      expect(r.status).toBe(422);
    }
    const bloqueado = await llamarJson('/api/user/password', {
      token: u.token,
      body: { actual: CLAVE, nueva: 'ClaveNueva456' },
      headers: reloj,
    });
    expect(bloqueado.status).toBe(429);
    expect((await login(u.email, CLAVE)).status).toBe(200);
  });
});

describe('POST /api/user/password/olvido', () => {
  it('answers a registered and an unknown e-mail identically, and mails a link only to the registered one', async () => {
    const u = await cuenta();
    const desconocido = `nadie${u.id}@prueba.co`;
    const a = await olvido(u.email.toUpperCase());
    const b = await olvido(desconocido);
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.json).toEqual(a.json);
    expect(await correos(desconocido)).toHaveLength(0);
    const [correo] = await correos(u.email);
    expect(correo.asunto).toBe('Restablezca su contraseña de CitaSalud');
    expect(correo.texto).toContain('http://localhost:8787/restablecer?token=');
  });

  it('stores only the hash of the single-use token, expiring in one hour', async () => {
    const u = await cuenta();
    const antes = Date.now();
    await olvido(u.email);
    const token = enlaceDe((await correos(u.email))[0].texto);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const filas = await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.user_id, u.id));
    expect(filas).toHaveLength(1);
    expect(filas[0].token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(filas)).not.toContain(token);
    const vence = Date.parse(filas[0].expires_at) - antes;
    expect(vence).toBeGreaterThan(3_540_000);
    expect(vence).toBeLessThanOrEqual(3_660_000);
  });

  it('sends at most three links an hour to one account, answering the same to every request', async () => {
    const u = await cuenta();
    const respuestas = [];
    for (let i = 0; i < 5; i++) respuestas.push(await olvido(u.email));
    expect(new Set(respuestas.map((r) => `${r.status}${JSON.stringify(r.json)}`)).size).toBe(1);
    expect(await correos(u.email)).toHaveLength(3);
  });

  it('throttles one client address after 10 requests, not another address', async () => {
    const direccion = { ...ip(), ...mismaVentana() };
    for (let i = 0; i < 10; i++) expect((await olvido(`x${i}@prueba.co`, direccion)).status).toBe(200);
    const bloqueada = await olvido('x@prueba.co', direccion);
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.json.message).toMatch(/Espere unos minutos/);
    expect((await olvido('x@prueba.co')).status).toBe(200);
  });
});

describe('POST /api/user/password/restablecer', () => {
  async function conEnlace(sesiones = 1) {
    const u = await cuenta(sesiones);
    await olvido(u.email);
    return { u, token: enlaceDe((await correos(u.email))[0].texto) };
  }

  it('sets the new password once and closes every session of the account', async () => {
    const { u, token } = await conEnlace(2);
    const { status, json } = await restablecer(token, 'RestablecidaOk9');
    expect(status).toBe(200);
    expect(json.succes).toMatch(/restablecida/);
    for (const t of u.tokens) expect(await abre(t)).toBe(401);
    expect((await login(u.email, CLAVE)).status).toBe(401);
    expect((await login(u.email, 'RestablecidaOk9')).status).toBe(200);
  });

  it('refuses a used, expired, unknown or malformed link with the same 422, changing nothing', async () => {
    const { u, token } = await conEnlace();
    expect((await restablecer(token, 'PrimeraVez111')).status).toBe(200);
    const otra = await conEnlace();
    await db()
      .update(schema.passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(schema.passwordResets.user_id, otra.u.id));
    const [hashAntes] = await db().select().from(schema.users).where(eq(schema.users.id, otra.u.id));
    const respuestas = [
      await restablecer(token, 'SegundaVez222'),
      await restablecer(otra.token, 'Expirado3333'),
      await restablecer('A'.repeat(43), 'Inventado444'),
      await restablecer("' OR 1=1 --", 'Malformado55'),
    ];
    for (const r of respuestas) {
      expect(r.status).toBe(422);
      expect(r.json.errors.token).toEqual([respuestas[0].json.errors.token[0]]);
    }
    expect(respuestas[0].json.message).toMatch(/no es válido o ya expiró/);
    expect((await login(u.email, 'PrimeraVez111')).status).toBe(200);
    const [hashDespues] = await db().select().from(schema.users).where(eq(schema.users.id, otra.u.id));
    expect(hashDespues.password_hash).toBe(hashAntes.password_hash);
  });

  it('lets exactly one of five concurrent uses of one link win', async () => {
    const { token } = await conEnlace();
    const respuestas = await Promise.all(Array.from({ length: 5 }, (_, i) => restablecer(token, `Concurrente${i}xx`)));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
  });

  it('voids the other links of the account once one is used, and after a password change', async () => {
    const u = await cuenta();
    await olvido(u.email);
    await olvido(u.email);
    const [segundo, primero] = (await correos(u.email)).map((c) => enlaceDe(c.texto));
    expect((await restablecer(segundo, 'UsadoPrimero1')).status).toBe(200);
    expect((await restablecer(primero, 'UsadoDespues2')).status).toBe(422);

    const v = await cuenta();
    await olvido(v.email);
    const enlace = enlaceDe((await correos(v.email))[0].texto);
    await llamarJson('/api/user/password', { token: v.token, body: { actual: CLAVE, nueva: 'CambiadaAntes3' } });
    expect((await restablecer(enlace, 'DespuesDelCambio4')).status).toBe(422);
  });

  it('asks for a new password of at least 8 characters without spending the link', async () => {
    const { u, token } = await conEnlace();
    const corta = await restablecer(token, 'corta');
    expect(corta.status).toBe(422);
    expect(corta.json.errors.password[0]).toMatch(/al menos 8/);
    expect((await restablecer(token, 'AhoraLarga123')).status).toBe(200);
    expect((await login(u.email, 'AhoraLarga123')).status).toBe(200);
  });
});
