/**
 * Two-step sign-in (issue 22 item 3): RFC 6238 codes, the sign-in's second step, the admins'
 * set-up at sign-in, the profesional's optional set-up, replays, recovery codes, the per-cuenta
 * limit on wrong codes and switching it off. Codes are computed on the request's clock (X-Test-Now).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker';
import { CODIGOS_FALLIDOS, CODIGOS_POR_DESAFIO } from '../../../worker/cuentas/dos-pasos';
import { aBase32, codigoTotp, deBase32, hotp, nuevoSecreto, pasoDe } from '../../../worker/cuentas/totp';
import { schema } from '../../../worker/db/schema';
import { descifrarSecreto, importarClave } from '../../../worker/plataforma/cifrado';
import { hashPassword } from '../../../worker/plataforma/cripto';
import { callJson, db, makeAdmin, makeCuenta } from '../helpers';

const CLAVE = 'ClaveDosPasos123';
let hashClave: Promise<string> | null = null;
const claveHash = () => {
  hashClave ??= hashPassword(CLAVE);
  return hashClave;
};
let red = 0;
/** A fixed instant in the middle of a 30-second step, and one `s` seconds later. */
const T0 = Date.parse('2027-03-10T15:00:10.000Z');
const en = (s = 0) => new Date(T0 + s * 1000);
const headers = (s = 0) => ({
  'x-test-now': en(s).toISOString(),
  'cf-connecting-ip': `10.77.${red >> 8}.${red++ & 255}`,
});

const entrar = (email: string, s = 0, password = CLAVE) =>
  callJson('/api/user/auth', { body: { email, password }, headers: headers(s) });
const segundoPaso = (desafio: string, codigo: string, s = 0) =>
  callJson('/api/user/auth/codigo', { body: { desafio, codigo }, headers: headers(s) });

/** A profesional (or admin) with a real password; `activar`: dos pasos set up from her profile. */
async function cuenta({ admin = false, activar = false } = {}) {
  const password_hash = await claveHash();
  const u = admin ? await makeAdmin({ password_hash }) : await makeCuenta({ password_hash });
  if (!activar) return { ...u, secreto: '', recuperacion: [] as string[] };
  const conf = await callJson('/api/user/dos-pasos/configurar', { token: u.token, body: {}, headers: headers() });
  expect(conf.status).toBe(200);
  const secreto: string = conf.json.succes.secreto;
  const act = await callJson('/api/user/dos-pasos/activar', {
    token: u.token,
    body: { codigo: await codigoTotp(secreto, en()) },
    headers: headers(),
  });
  expect(act.status).toBe(200);
  return { ...u, secreto, recuperacion: act.json.succes.recuperacion as string[] };
}

describe('TOTP (RFC 6238 over RFC 4226)', () => {
  const ascii = (s: string) => new Uint8Array(new TextEncoder().encode(s));

  it('gives the HOTP codes of RFC 4226 appendix D', async () => {
    const esperados = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    const clave = ascii('12345678901234567890');
    expect(await Promise.all(esperados.map((_, i) => hotp(clave, i)))).toEqual(esperados);
  });

  it('gives the TOTP codes of RFC 6238 appendix B for SHA-1, SHA-256 and SHA-512', async () => {
    const vectores: [number, string, string, string][] = [
      [59, '94287082', '46119246', '90693936'],
      [1111111109, '07081804', '68084774', '25091201'],
      [1111111111, '14050471', '67062674', '99943326'],
      [1234567890, '89005924', '91819424', '93441116'],
      [2000000000, '69279037', '90698825', '38618901'],
      [20000000000, '65353130', '77737706', '47863826'],
    ];
    const sha1 = ascii('12345678901234567890');
    const sha256 = ascii('12345678901234567890123456789012');
    const sha512 = ascii('1234567890123456789012345678901234567890123456789012345678901234');
    for (const [t, a, b, c] of vectores) {
      const paso = pasoDe(t * 1000);
      expect([
        await hotp(sha1, paso, 8),
        await hotp(sha256, paso, 8, 'SHA-256'),
        await hotp(sha512, paso, 8, 'SHA-512'),
      ]).toEqual([a, b, c]);
    }
  });

  it('reads and writes base32 secrets as authenticator apps do', async () => {
    expect(aBase32(ascii('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(deBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(ascii('12345678901234567890'));
    expect(deBase32('no es base32!')).toBeNull();
    // six digits of the same vector: the last six of the eight-digit code
    expect(await codigoTotp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});

describe('an admin without dos pasos', () => {
  it('is asked to set it up at sign-in, and enters with the first code and ten recovery codes', async () => {
    const admin = await cuenta({ admin: true });
    const primero = await entrar(admin.email);
    expect(primero.status).toBe(403);
    expect(primero.json.error).toBe('dos_pasos_configurar');
    expect(primero.json.message).toMatch(/dos pasos/);
    expect(primero.json.succes).toBeUndefined();
    const desafio: string = primero.json.desafio;

    const conf = await callJson('/api/user/auth/configurar', { body: { desafio }, headers: headers() });
    expect(conf.status).toBe(200);
    const { secreto, uri } = conf.json.succes;
    expect(secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/CitaSalud:${encodeURIComponent(admin.email)}?secret=${secreto}&issuer=CitaSalud&algorithm=SHA1&digits=6&period=30`,
    );

    const errado = await segundoPaso(desafio, '000000');
    expect(errado.status).toBe(422);
    const bien = await segundoPaso(desafio, await codigoTotp(secreto, en()));
    expect(bien.status).toBe(200);
    expect(bien.json.recuperacion).toHaveLength(10);
    expect(new Set(bien.json.recuperacion).size).toBe(10);
    expect((await callJson('/api/users', { token: bien.json.succes })).status).toBe(200);

    // from now on a code is asked, and the set-up is not offered again with a desafío
    const despues = await entrar(admin.email, 60);
    expect(despues.status).toBe(401);
    expect(despues.json.error).toBe('dos_pasos');
    const otra = await callJson('/api/user/auth/configurar', {
      body: { desafio: despues.json.desafio },
      headers: headers(60),
    });
    expect(otra.status).toBe(409);
  });

  it('cannot turn it off', async () => {
    const admin = await cuenta({ admin: true, activar: true });
    const res = await callJson('/api/user/dos-pasos/desactivar', {
      token: admin.token,
      body: { password: CLAVE, codigo: await codigoTotp(admin.secreto, en(60)) },
      headers: headers(60),
    });
    expect(res.status).toBe(403);
    expect((await entrar(admin.email, 90)).json.error).toBe('dos_pasos');
  });
});

describe('a profesional', () => {
  it('signs in with her password alone while dos pasos is off', async () => {
    const p = await cuenta();
    const res = await entrar(p.email);
    expect(res.status).toBe(200);
    expect(typeof res.json.succes).toBe('string');
  });

  it('with dos pasos gets a Spanish message and a desafío, then a session for the code', async () => {
    const p = await cuenta({ activar: true });
    const primero = await entrar(p.email, 60);
    expect(primero.status).toBe(401);
    expect(primero.json).toMatchObject({ error: 'dos_pasos', message: expect.stringMatching(/código/) });
    const res = await segundoPaso(primero.json.desafio, await codigoTotp(p.secreto, en(60)), 60);
    expect(res.status).toBe(200);
    expect(res.json.recuperacion).toBeUndefined();
    expect((await callJson('/api/users', { token: res.json.succes })).status).toBe(200);
    // the desafío is spent
    const otra = await segundoPaso(primero.json.desafio, await codigoTotp(p.secreto, en(90)), 90);
    expect(otra.status).toBe(422);
    expect(otra.json.errors.desafio).toBeDefined();
  });

  it('cannot use one code twice, nor a code more than one step away', async () => {
    const p = await cuenta({ activar: true });
    const codigo = await codigoTotp(p.secreto, en(60));
    expect((await segundoPaso((await entrar(p.email, 60)).json.desafio, codigo, 60)).status).toBe(200);
    // replay within its window
    expect((await segundoPaso((await entrar(p.email, 61)).json.desafio, codigo, 61)).status).toBe(422);
    // the next step's code is taken (phone a little ahead), two steps ahead is not
    const desafio = (await entrar(p.email, 62)).json.desafio;
    expect((await segundoPaso(desafio, await codigoTotp(p.secreto, en(62 + 60)), 62)).status).toBe(422);
    expect((await segundoPaso(desafio, await codigoTotp(p.secreto, en(62 + 30)), 62)).status).toBe(200);
  });

  it('enters with a recovery code once, and regenerating replaces them all', async () => {
    const p = await cuenta({ activar: true });
    const [uno, dos] = p.recuperacion;
    expect((await segundoPaso((await entrar(p.email, 30)).json.desafio, uno.toUpperCase(), 30)).status).toBe(200);
    expect((await segundoPaso((await entrar(p.email, 31)).json.desafio, uno, 31)).status).toBe(422);
    const estado = await callJson('/api/user/dos-pasos', { token: p.token, headers: headers(32) });
    expect(estado.json.succes).toEqual({ activo: true, obligatorio: false, recuperacion_restantes: 9 });

    const nuevos = await callJson('/api/user/dos-pasos/recuperacion', {
      token: p.token,
      body: { codigo: await codigoTotp(p.secreto, en(90)) },
      headers: headers(90),
    });
    expect(nuevos.status).toBe(200);
    expect(nuevos.json.succes.recuperacion).toHaveLength(10);
    expect((await segundoPaso((await entrar(p.email, 91)).json.desafio, dos, 91)).status).toBe(422);
    const nuevo = nuevos.json.succes.recuperacion[0];
    expect((await segundoPaso((await entrar(p.email, 92)).json.desafio, nuevo, 92)).status).toBe(200);
  });

  it('never gets her secret back after the set-up, nor a new one without a code', async () => {
    const p = await cuenta({ activar: true });
    const cuentaJson = JSON.stringify((await callJson('/api/users', { token: p.token })).json);
    const estado = JSON.stringify((await callJson('/api/user/dos-pasos', { token: p.token })).json);
    expect(cuentaJson).not.toContain(p.secreto);
    expect(estado).not.toContain(p.secreto);
    const sinCodigo = await callJson('/api/user/dos-pasos/configurar', {
      token: p.token,
      body: {},
      headers: headers(60),
    });
    expect(sinCodigo.status).toBe(422);
    const [fila] = await db().select().from(schema.dosPasos).where(eq(schema.dosPasos.user_id, p.id));
    expect(fila.pendiente).toBeNull();
  });

  it('turns it off with her password and a code, not with one of them alone', async () => {
    const p = await cuenta({ activar: true });
    const apagar = (password: string, codigo: string, s: number) =>
      callJson('/api/user/dos-pasos/desactivar', { token: p.token, body: { password, codigo }, headers: headers(s) });
    const malaClave = await apagar('NoEsLaClave1', await codigoTotp(p.secreto, en(60)), 60);
    expect(malaClave.status).toBe(422);
    expect(malaClave.json.errors.password).toBeDefined();
    expect((await apagar(CLAVE, '123456', 61)).status).toBe(422);
    expect((await apagar(CLAVE, await codigoTotp(p.secreto, en(90)), 90)).status).toBe(200);
    const res = await entrar(p.email, 120);
    expect(res.status).toBe(200);
    expect(typeof res.json.succes).toBe('string');
  });
});

describe('wrong codes', () => {
  it(`are limited to ${CODIGOS_FALLIDOS} per cuenta in 15 minutes, even with fresh desafíos and networks`, async () => {
    const p = await cuenta({ activar: true });
    for (let i = 0; i < CODIGOS_FALLIDOS; i++) {
      const res = await segundoPaso((await entrar(p.email, 60 + i)).json.desafio, '000000', 60 + i);
      expect(res.status).toBe(422);
    }
    const desafio = (await entrar(p.email, 70)).json.desafio;
    const bloqueado = await segundoPaso(desafio, await codigoTotp(p.secreto, en(70)), 70);
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.json.message).toMatch(/Espere \d+ minutos/);
    expect(Number(bloqueado.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // the next window takes the right code
    const luego = (await entrar(p.email, 16 * 60)).json.desafio;
    expect((await segundoPaso(luego, await codigoTotp(p.secreto, en(16 * 60)), 16 * 60)).status).toBe(200);
  });

  it(`end a desafío at its ${CODIGOS_POR_DESAFIO}rd, which then takes no code; the password again takes the right one`, async () => {
    const p = await cuenta({ activar: true });
    const desafio = (await entrar(p.email, 100)).json.desafio;
    for (let i = 1; i < CODIGOS_POR_DESAFIO; i++) {
      const res = await segundoPaso(desafio, '000000', 100 + i);
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.errors)).toEqual(['codigo']);
    }
    const ultima = await segundoPaso(desafio, '000000', 104);
    expect(ultima.status).toBe(422);
    expect(Object.keys(ultima.json.errors)).toEqual(['desafio']);
    expect(ultima.json.message).toMatch(/correo y contraseña/);
    const correcta = await segundoPaso(desafio, await codigoTotp(p.secreto, en(105)), 105);
    expect(correcta.status, 'the ended desafío takes not even the right code').toBe(422);
    const otro = (await entrar(p.email, 106)).json.desafio;
    expect((await segundoPaso(otro, await codigoTotp(p.secreto, en(106)), 106)).status).toBe(200);
  });

  it('tell the owner once per window, by e-mail, when a desafío or the cuenta runs out of codes (issue 38)', async () => {
    const p = await cuenta({ activar: true });
    const avisos = async () =>
      (await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, p.email))).filter((m) =>
        /códigos errados/.test(m.asunto),
      );
    const primero = (await entrar(p.email, 200)).json.desafio;
    for (let i = 0; i < 2; i++) await segundoPaso(primero, '000000', 200 + i);
    expect(await avisos(), 'not before a limit trips').toHaveLength(0);
    await segundoPaso(primero, '000000', 203);
    const tras = await avisos();
    expect(tras).toHaveLength(1);
    expect(tras[0].texto).toMatch(/cámbiela/);
    // the cuenta's own limit trips too in the same window: still one e-mail
    const segundo = (await entrar(p.email, 210)).json.desafio;
    for (let i = 0; i < 3; i++) await segundoPaso(segundo, '000000', 210 + i);
    expect((await segundoPaso((await entrar(p.email, 220)).json.desafio, '000000', 220)).status).toBe(429);
    expect(await avisos()).toHaveLength(1);
  });

  it('and a desafío past its ten minutes is refused', async () => {
    const p = await cuenta({ activar: true });
    const desafio = (await entrar(p.email, 0)).json.desafio;
    const tarde = await segundoPaso(desafio, await codigoTotp(p.secreto, en(11 * 60)), 11 * 60);
    expect(tarde.status).toBe(422);
    expect(tarde.json.errors.desafio[0]).toMatch(/expiró/);
  });
});

/** A POST to the Worker with another configuration (another key, production without one). */
async function conConfiguracion(extra: Record<string, string | undefined>, path: string, body: object, s = 0) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers(s) },
      body: JSON.stringify(body),
    }),
    { ...env, ...extra },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const OTRA_CLAVE = 'q2ZVt0c3yJ0kq3m3Q0dCk8cQbN7pYgk3Wm9xH4u1s2E=';
const filaDe = async (id: number) =>
  (await db().select().from(schema.dosPasos).where(eq(schema.dosPasos.user_id, id)))[0];
const abrir = async (guardado: string, cuentaId: number, clave = env.DOS_PASOS_CLAVE ?? '') =>
  descifrarSecreto((await importarClave(clave)) as CryptoKey, guardado, cuentaId);
const SELLADO = /^v1\.[\w-]{16}\.[\w-]+$/;

describe('the secret at rest, sealed with DOS_PASOS_CLAVE', () => {
  it('is stored neither as the secret nor as base32, while pending and once confirmed', async () => {
    const p = await cuenta();
    const conf = await callJson('/api/user/dos-pasos/configurar', { token: p.token, body: {}, headers: headers() });
    const secreto: string = conf.json.succes.secreto;
    const pendiente = (await filaDe(p.id)).pendiente as string;
    expect(pendiente).toMatch(SELLADO);
    expect(pendiente).not.toContain(secreto);
    expect(deBase32(pendiente)).toBeNull();
    const act = await callJson('/api/user/dos-pasos/activar', {
      token: p.token,
      body: { codigo: await codigoTotp(secreto, en()) },
      headers: headers(),
    });
    expect(act.status).toBe(200);
    const fila = await filaDe(p.id);
    expect(fila.pendiente).toBeNull();
    expect(fila.secreto).toMatch(SELLADO);
    expect(fila.secreto).not.toBe(pendiente); // sealed again, with a fresh IV
    expect(deBase32(fila.secreto as string)).toBeNull();
    expect(await abrir(fila.secreto as string, p.id)).toBe(secreto);
    // it opens only with the key and for its own cuenta
    expect(await abrir(fila.secreto as string, p.id, OTRA_CLAVE)).toBeNull();
    expect(await abrir(fila.secreto as string, p.id + 1)).toBeNull();
  });

  it('cannot be checked with another key: a logged 503, no session and no wrong code counted', async () => {
    const p = await cuenta({ activar: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const desafio = (await entrar(p.email, 60)).json.desafio;
      const codigo = await codigoTotp(p.secreto, en(60));
      for (let i = 0; i <= CODIGOS_FALLIDOS; i++) {
        const res = await conConfiguracion(
          { DOS_PASOS_CLAVE: OTRA_CLAVE },
          '/api/user/auth/codigo',
          { desafio, codigo },
          60,
        );
        expect(res.status).toBe(503);
        expect(res.json).toMatchObject({
          error: 'dos_pasos_no_disponible',
          message: expect.stringMatching(/no está disponible/),
        });
        expect(res.json.succes).toBeUndefined();
      }
      expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/no abre con DOS_PASOS_CLAVE/);
      // with the right key the same desafío and code still sign in
      expect((await segundoPaso(desafio, codigo, 60)).status).toBe(200);
    } finally {
      error.mockRestore();
    }
  });

  it('is refused in production without the key, with a logged 503 and no desafío; sign-in without it goes on', async () => {
    const con = await cuenta({ activar: true });
    const sin = await cuenta();
    const produccion = { APP_ENV: 'production', DOS_PASOS_CLAVE: undefined };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await conConfiguracion(produccion, '/api/user/auth', { email: con.email, password: CLAVE });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ error: 'dos_pasos_no_disponible', message: expect.stringMatching(/dos pasos/) });
      expect(res.json.desafio).toBeUndefined();
      expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/falta el secreto DOS_PASOS_CLAVE/);
      // a key that is not 32 bytes in base64 is no key either
      const corta = await conConfiguracion({ ...produccion, DOS_PASOS_CLAVE: 'Y29ydGE=' }, '/api/user/auth', {
        email: con.email,
        password: CLAVE,
      });
      expect(corta.status).toBe(503);
      expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/no es una clave de 32 bytes/);
      const entra = await conConfiguracion(produccion, '/api/user/auth', { email: sin.email, password: CLAVE });
      expect(entra.status).toBe(200);
    } finally {
      error.mockRestore();
    }
    expect(await filaDe(sin.id)).toBeUndefined();
  });

  it('stored before sealing (base32) still signs in, and its first accepted code seals it', async () => {
    const p = await cuenta();
    const secreto = nuevoSecreto();
    await db().insert(schema.dosPasos).values({ user_id: p.id, secreto, activo_at: en().toISOString() });
    const primero = await entrar(p.email, 60);
    expect(primero.json.error).toBe('dos_pasos');
    expect((await segundoPaso(primero.json.desafio, '000000', 60)).status).toBe(422);
    expect((await filaDe(p.id)).secreto).toBe(secreto); // a wrong code seals nothing
    expect((await segundoPaso(primero.json.desafio, await codigoTotp(secreto, en(60)), 60)).status).toBe(200);
    const sellado = (await filaDe(p.id)).secreto as string;
    expect(sellado).toMatch(SELLADO);
    expect(await abrir(sellado, p.id)).toBe(secreto);
    expect(
      (await segundoPaso((await entrar(p.email, 90)).json.desafio, await codigoTotp(secreto, en(90)), 90)).status,
    ).toBe(200);
  });
});
