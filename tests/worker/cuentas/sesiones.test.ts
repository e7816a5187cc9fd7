/**
 * Sessions end when unused (issue 22 item 3): an admin's after 30 idle minutes, a profesional's
 * after 8 idle hours, on the request's clock (X-Test-Now); the last use is written at most once a
 * minute, and a token that no longer opens a session is told so (401 `sesion_vencida`).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { INACTIVIDAD_MIN } from '../../../worker/http/auth';
import { hashPassword, sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

const T0 = Date.parse('2027-05-04T13:00:00.000Z');
const min = (m: number) => new Date(T0 + m * 60_000).toISOString();

/** A session of the cuenta last seen at T0, as a sign-in at T0 leaves it. */
async function sesionVistaEnT0(cuentaId: number) {
  const token = `tok_sesion_${crypto.randomUUID()}`;
  await db()
    .insert(schema.sessions)
    .values({
      user_id: cuentaId,
      token_hash: await sha256Hex(token),
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      visto_at: min(0),
    });
  return token;
}
const abrir = (token: string, m: number) => callJson('/api/users', { token, headers: { 'x-test-now': min(m) } });
const vista = async (token: string) =>
  (
    await db()
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.token_hash, await sha256Hex(token)))
  )[0]?.visto_at;

describe('an idle session', () => {
  it(`of an admin ends after ${INACTIVIDAD_MIN.admin} minutes unused, not while she uses it`, async () => {
    const token = await sesionVistaEnT0((await makeAdmin()).id);
    expect((await abrir(token, 29)).status).toBe(200);
    expect((await abrir(token, 58)).status).toBe(200);
    const fin = await abrir(token, 58 + 31);
    expect(fin.status).toBe(401);
    expect(fin.json.error).toBe('sesion_vencida');
    expect(fin.json.message).toMatch(/inactividad/);
    // closed for good: going back in time does not reopen it
    expect((await abrir(token, 60)).status).toBe(401);
    expect(await vista(token)).toBeUndefined();
  });

  it(`of a profesional lasts ${INACTIVIDAD_MIN.profesional / 60} hours unused`, async () => {
    const token = await sesionVistaEnT0((await makeCuenta()).id);
    expect((await abrir(token, 7 * 60 + 59)).status).toBe(200);
    expect((await abrir(token, 7 * 60 + 59 + 8 * 60 + 1)).status).toBe(401);
  });

  it('records its last use at most once a minute', async () => {
    const token = await sesionVistaEnT0((await makeCuenta()).id);
    await abrir(token, 0.5);
    expect(await vista(token)).toBe(min(0));
    await abrir(token, 1.5);
    expect(await vista(token)).toBe(min(1.5));
  });

  it('starts at sign-in, on the request clock', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword('ClaveSesion123') });
    const res = await callJson('/api/user/auth', {
      body: { email: u.email, password: 'ClaveSesion123' },
      headers: { 'x-test-now': min(0), 'cf-connecting-ip': '10.88.0.1' },
    });
    expect(res.status).toBe(200);
    expect(await vista(res.json.succes)).toBe(min(0));
    expect((await abrir(res.json.succes, 8 * 60 + 1)).status).toBe(401);
  });
});

describe('a private call', () => {
  it('tells an unknown or ended token apart from no token', async () => {
    const sin = await callJson('/api/users');
    expect(sin.status).toBe(401);
    expect(sin.json.error).toBe('unauthorized');
    const inventado = await callJson('/api/users', { token: 'tok_inventado' });
    expect(inventado.status).toBe(401);
    expect(inventado.json.error).toBe('sesion_vencida');
  });
});
