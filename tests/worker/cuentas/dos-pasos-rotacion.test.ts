/**
 * Rotating DOS_PASOS_CLAVE (lib/rotar-clave.ts, docs/security.md): with the previous key in
 * DOS_PASOS_CLAVE_ANTERIOR a secret it sealed still signs in and is sealed again with the current
 * key; the cron seals again every value only the previous key opens; a malformed previous key is
 * logged and ignored.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker';
import { resellarDosPasos } from '../../../worker/cuentas/rotar-clave';
import { codigoTotp, nuevoSecreto } from '../../../worker/cuentas/totp';
import { schema } from '../../../worker/db/schema';
import { cifrarSecreto, descifrarSecreto, importarClave } from '../../../worker/plataforma/cifrado';
import { hashPassword } from '../../../worker/plataforma/cripto';
import { db, makeCuenta } from '../helpers';

const VIEJA = env.DOS_PASOS_CLAVE ?? '';
const NUEVA = 'q2ZVt0c3yJ0kq3m3Q0dCk8cQbN7pYgk3Wm9xH4u1s2E=';
const ROTANDO = { DOS_PASOS_CLAVE: NUEVA, DOS_PASOS_CLAVE_ANTERIOR: VIEJA };
const CLAVE = 'ClaveRotacion2027';
const T0 = Date.parse('2027-05-04T15:00:10.000Z');

const clave = async (base64: string) => (await importarClave(base64)) as CryptoKey;
const sellar = async (base64: string, secreto: string, cuentaId: number) =>
  cifrarSecreto(await clave(base64), secreto, cuentaId);
const abre = async (base64: string, guardado: string | null, cuentaId: number) =>
  guardado ? descifrarSecreto(await clave(base64), guardado, cuentaId) : null;
const filaDe = async (id: number) =>
  (await db().select().from(schema.dosPasos).where(eq(schema.dosPasos.user_id, id)))[0];

/** A profesional whose two-step secret (or pending one) was sealed with `base64`. */
async function conSecreto(base64: string, columna: 'secreto' | 'pendiente' = 'secreto') {
  const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
  const secreto = nuevoSecreto();
  await db()
    .insert(schema.dosPasos)
    .values({ user_id: u.id, [columna]: await sellar(base64, secreto, u.id) });
  return { ...u, secreto };
}

let red = 0;
/** A POST to the Worker with `extra` over its configuration, on the test's clock. */
async function post(extra: Record<string, string>, path: string, body: object) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'x-test-now': new Date(T0).toISOString(),
        'cf-connecting-ip': `10.78.0.${red++}`,
      },
      body: JSON.stringify(body),
    }),
    { ...env, ...extra },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const entrar = async (extra: Record<string, string>, email: string, secreto: string) => {
  const primero = await post(extra, '/api/user/auth', { email, password: CLAVE });
  expect(primero.json.error).toBe('dos_pasos');
  return post(extra, '/api/user/auth/codigo', {
    desafio: primero.json.desafio,
    codigo: await codigoTotp(secreto, new Date(T0)),
  });
};

describe('a DOS_PASOS_CLAVE rotation', () => {
  it('signs in with a secret the previous key sealed, and seals it again with the new key', async () => {
    const p = await conSecreto(VIEJA);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // the new key alone cannot open it: 503, as any key that does not open
      expect((await entrar({ DOS_PASOS_CLAVE: NUEVA }, p.email, p.secreto)).status).toBe(503);
    } finally {
      error.mockRestore();
    }
    const r = await entrar(ROTANDO, p.email, p.secreto);
    expect(r.status).toBe(200);
    expect(typeof r.json.succes).toBe('string');
    const { secreto } = await filaDe(p.id);
    expect(await abre(NUEVA, secreto, p.id)).toBe(p.secreto);
    expect(await abre(VIEJA, secreto, p.id)).toBeNull();
  });

  it('is finished by the cron: every value only the previous key opens is sealed with the new one, once', async () => {
    const viejo = await conSecreto(VIEJA);
    const pendiente = await conSecreto(VIEJA, 'pendiente');
    const nuevo = await conSecreto(NUEVA);
    const antes = await filaDe(nuevo.id);

    expect(await resellarDosPasos({ ...env, ...ROTANDO }, db())).toBeGreaterThanOrEqual(2);
    expect(await abre(NUEVA, (await filaDe(viejo.id)).secreto, viejo.id)).toBe(viejo.secreto);
    expect(await abre(NUEVA, (await filaDe(pendiente.id)).pendiente, pendiente.id)).toBe(pendiente.secreto);
    expect((await filaDe(pendiente.id)).secreto).toBeNull();
    expect(await filaDe(nuevo.id)).toEqual(antes);
    // nothing is left for the previous key: it can be deleted
    expect(await resellarDosPasos({ ...env, ...ROTANDO }, db())).toBe(0);
    expect((await entrar({ DOS_PASOS_CLAVE: NUEVA }, viejo.email, viejo.secreto)).status).toBe(200);
  });

  it('does nothing without a previous key, and ignores a malformed one with a log', async () => {
    const p = await conSecreto(VIEJA);
    expect(await resellarDosPasos({ ...env, DOS_PASOS_CLAVE: NUEVA }, db())).toBe(0);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await resellarDosPasos({ ...env, DOS_PASOS_CLAVE: NUEVA, DOS_PASOS_CLAVE_ANTERIOR: 'corta' }, db())).toBe(
        0,
      );
      expect(String(error.mock.calls[0]?.[0])).toMatch(/DOS_PASOS_CLAVE_ANTERIOR no es una clave/);
    } finally {
      error.mockRestore();
    }
    expect(await abre(VIEJA, (await filaDe(p.id)).secreto, p.id)).toBe(p.secreto);
  });
});
