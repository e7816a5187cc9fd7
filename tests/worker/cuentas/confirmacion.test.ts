import { env } from 'cloudflare:workers';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeOld } from '../../../worker/datos-personales/retention';
import { schema } from '../../../worker/db/schema';
import { hashPassword } from '../../../worker/plataforma/cripto';
import { callJson, datosDeRegistro, db, makeCuenta, tokenDeConfirmacion } from '../helpers';

let seq = 0;
const base = 100_000 + Math.floor(Math.random() * 800_000);
const unico = () => `${base}${String(seq++).padStart(4, '0')}`;
/** A client address of its own per call, so no throttle of one test reaches another. */
const ip = () => ({ 'CF-Connecting-IP': `10.77.${(seq >> 8) & 255}.${seq++ & 255}` });

const CLAVE = 'Cafe-Con-Arepa-2026';

const registro = (over: Record<string, unknown> = {}) => {
  const u = unico();
  return datosDeRegistro(u, { password: CLAVE, ...over });
};

const registrar = (body: Record<string, unknown>) => callJson('/api/user/create', { body, headers: ip() });
const login = (email: string, password = CLAVE) =>
  callJson('/api/user/auth', { body: { email, password }, headers: ip() });

/** Messages the outbox holds for `para`, newest first. */
const correosA = (para: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.para, para)).orderBy(desc(schema.mailOutbox.id));
const seguir = (token: string, headers: Record<string, string> = {}) =>
  callJson('/api/user/correo/confirmar', { body: { token }, headers: { ...ip(), ...headers } });
const fila = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0];

describe('POST /api/user/create › the breached-password check', () => {
  for (const clave of ['password', '12345678', 'Football', '        ', 'aaaaaaaa']) {
    it(`refuses the password ${JSON.stringify(clave)} with a Spanish 422 on the field and stores nothing`, async () => {
      const body = registro({ password: clave });
      const { status, json } = await registrar(body);
      expect(status).toBe(422);
      expect(json.errors.password[0]).toMatch(/filtraciones conocidas|demasiado fácil de adivinar/);
      expect(await correosA(body.email)).toEqual([]);
    });
  }

  it('keeps the contract’s "already registered" message beside a refused password', async () => {
    const first = registro();
    expect((await registrar(first)).status).toBe(201);
    const { status, json } = await registrar(registro({ email: first.email, password: 'password' }));
    expect(status).toBe(422);
    expect(json.errors.email).toEqual(['Este correo electrónico ya está registrado.']);
    expect(json.errors.password[0]).toMatch(/filtraciones conocidas/);
  });
});

describe('e-mail confirmation before signing in', () => {
  it('e-mails a link on registration; sign-in waits for it (403 with a message); following it lets her in', async () => {
    const body = registro();
    const { status, json } = await registrar(body);
    expect(status).toBe(201);
    expect(json.succes).toMatch(/confirmar su correo/);
    const [correo] = await correosA(body.email);
    expect(correo.asunto).toBe('Confirme su correo en CitaSalud');
    expect(correo.texto).toContain('Hola, Laura:');

    const antes = await login(body.email);
    expect(antes.status).toBe(403);
    expect(antes.json).toMatchObject({
      error: 'correo_sin_confirmar',
      message: expect.stringMatching(/confirmar su correo/),
    });

    const confirmado = await seguir(await tokenDeConfirmacion(body.email));
    expect(confirmado.status).toBe(200);
    expect(confirmado.json.succes).toMatch(/confirmado/);
    const despues = await login(body.email);
    expect(despues.status).toBe(200);
    expect(despues.json.succes).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password of an unconfirmed cuenta as any wrong password (401), telling nothing more', async () => {
    const body = registro();
    await registrar(body);
    const { status, json } = await login(body.email, 'Otra-Clave-Distinta-1');
    expect(status).toBe(401);
    expect(json.error).toBe('invalid_credentials');
  });

  it('takes a link once, refuses an unknown one, and refuses it after 48 hours', async () => {
    const body = registro();
    await registrar(body);
    const token = await tokenDeConfirmacion(body.email);
    const tarde = new Date(Date.now() + 49 * 3_600_000).toISOString();
    const vencido = await seguir(token, { 'X-Test-Now': tarde });
    expect(vencido.status).toBe(422);
    expect(vencido.json.errors.token[0]).toMatch(/no es válido o ya expiró/);
    expect((await seguir(token)).status).toBe(200);
    expect((await seguir(token)).status).toBe(422);
    expect((await seguir('x'.repeat(43))).status).toBe(422);
    expect((await seguir('<script>')).status).toBe(422);
  });

  it('resends a link to an unconfirmed cuenta, three an hour at most, answering the same to anyone', async () => {
    const body = registro();
    await registrar(body);
    const confirmada = await makeCuenta();
    const reenviar = (email: string) => callJson('/api/user/correo/reenviar', { body: { email }, headers: ip() });
    const respuestas = [];
    for (const email of [body.email, body.email.toUpperCase(), confirmada.email, 'nadie-aqui@prueba.co', body.email])
      respuestas.push(await reenviar(email));
    for (const r of respuestas) expect(r).toMatchObject({ status: 200, json: { succes: respuestas[0].json.succes } });
    // the registration's link and two resends (the third resend hits the hour's limit of 3)
    expect(await correosA(body.email)).toHaveLength(3);
    expect(await correosA(confirmada.email)).toHaveLength(0);
    expect((await seguir(await tokenDeConfirmacion(body.email))).status).toBe(200);
    expect((await login(body.email)).status).toBe(200);
  });

  it('keeps every existing cuenta (migration default) able to sign in', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    expect((await fila(u.id)).correo_confirmado).toBe(1);
    expect((await login(u.email)).status).toBe(200);
  });

  it('a password reset link confirms the e-mail as well', async () => {
    const body = registro();
    await registrar(body);
    await callJson('/api/user/password/olvido', { body: { email: body.email }, headers: ip() });
    const [reset] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.para, body.email), like(schema.mailOutbox.texto, '%/restablecer?token=%')));
    const token = reset.texto.match(/restablecer\?token=([A-Za-z0-9_-]+)/)?.[1];
    const nueva = 'Otra-Frase-De-Cafe-9';
    const r = await callJson('/api/user/password/restablecer', { body: { token, password: nueva }, headers: ip() });
    expect(r.status).toBe(200);
    expect((await login(body.email, nueva)).status).toBe(200);
  });
});

describe('POST /api/user/correo (changing the e-mail)', () => {
  const cambiar = (token: string, body: Record<string, unknown>) =>
    callJson('/api/user/correo', { token, body, headers: ip() });

  it('needs the current password: a wrong one is a 422 on password and sends nothing', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const nuevo = `nuevo${unico()}@prueba.co`;
    const { status, json } = await cambiar(u.token, { email: nuevo, password: 'No-Es-La-Clave-1' });
    expect(status).toBe(422);
    expect(json.errors.password).toEqual(['La contraseña no es correcta.']);
    expect(await correosA(nuevo)).toEqual([]);
    expect(await correosA(u.email)).toEqual([]);
    expect((await cambiar(u.token, { email: nuevo })).json.errors.password[0]).toMatch(/obligatorio/);
  });

  it('changes it only when the link sent to the new address is followed, telling the old one twice', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE), nombre: 'Marcela' });
    const nuevo = `Nuevo${unico()}@Prueba.co`.toLowerCase();
    const solicitud = await cambiar(u.token, { email: nuevo.toUpperCase(), password: CLAVE });
    expect(solicitud.status).toBe(200);
    expect(solicitud.json.succes).toContain(nuevo);
    expect((await fila(u.id)).email).toBe(u.email);
    const [aviso] = await correosA(u.email);
    expect(aviso.asunto).toBe('Se pidió cambiar el correo de su cuenta de CitaSalud');
    expect(aviso.texto).toContain(nuevo);
    expect(aviso.texto).not.toMatch(/token=/);
    expect((await login(u.email)).status).toBe(200);

    const hecho = await seguir(await tokenDeConfirmacion(nuevo));
    expect(hecho.status).toBe(200);
    expect(hecho.json.succes).toMatch(/cambió con éxito/);
    expect(await fila(u.id)).toMatchObject({ email: nuevo, correo_confirmado: 1 });
    const avisos = await correosA(u.email);
    expect(avisos.map((a) => a.asunto)).toEqual([
      'El correo de su cuenta de CitaSalud cambió',
      'Se pidió cambiar el correo de su cuenta de CitaSalud',
    ]);
    expect((await login(nuevo)).status).toBe(200);
    expect((await login(u.email)).status).toBe(401);
  });

  it('refuses the same address, one of another cuenta, and one taken before the link is followed', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    const otra = await makeCuenta();
    expect((await cambiar(u.token, { email: u.email, password: CLAVE })).json.errors.email[0]).toMatch(/mismo/);
    const ocupado = await cambiar(u.token, { email: otra.email, password: CLAVE });
    expect(ocupado.status).toBe(422);
    expect(ocupado.json.errors.email).toEqual(['Este correo electrónico ya está registrado.']);

    const nuevo = `tomado${unico()}@prueba.co`;
    expect((await cambiar(u.token, { email: nuevo, password: CLAVE })).status).toBe(200);
    const token = await tokenDeConfirmacion(nuevo);
    await makeCuenta({ email: nuevo });
    const tarde = await seguir(token);
    expect(tarde.status).toBe(409);
    expect(tarde.json.message).toMatch(/otra cuenta/);
    expect((await fila(u.id)).email).toBe(u.email);
  });

  it('sends at most three links an hour', async () => {
    const u = await makeCuenta({ password_hash: await hashPassword(CLAVE) });
    for (let i = 0; i < 3; i++)
      expect((await cambiar(u.token, { email: `n${i}${unico()}@prueba.co`, password: CLAVE })).status).toBe(200);
    expect((await cambiar(u.token, { email: `n4${unico()}@prueba.co`, password: CLAVE })).status).toBe(429);
  });

  it('ignores an e-mail posted to POST /api/users/update, answering the row with the e-mail unchanged', async () => {
    const u = await makeCuenta();
    const otro = `ignorado${unico()}@prueba.co`;
    const { status, json } = await callJson('/api/users/update', {
      token: u.token,
      // direccion applies at once (a name change of an activated professional awaits staff)
      body: { email: otro, direccion: 'Calle 10 # 4-20' },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ email: u.email, direccion: 'Calle 10 # 4-20' });
    expect((await fila(u.id)).email).toBe(u.email);
  });
});

describe('the cron housekeeping of confirmation links', () => {
  it('deletes links used or expired a day ago and keeps a live one', async () => {
    const u = await makeCuenta();
    const now = new Date('2026-11-22T12:00:00Z');
    const viejo = '2026-11-01T00:00:00.000Z';
    await env.DB.prepare(
      `INSERT INTO confirmaciones_correo (user_id, correo, token_hash, expires_at, used_at, created_at) VALUES
        (?1, 'a@b.co', 'k-usado', '2026-12-01T00:00:00.000Z', ?2, ?2),
        (?1, 'a@b.co', 'k-vencido', ?2, NULL, ?2),
        (?1, 'a@b.co', 'k-vivo', '2026-11-23T12:00:00.000Z', NULL, '2026-11-22T11:00:00.000Z')`,
    )
      .bind(u.id, viejo)
      .run();
    await purgeOld(env.DB, now);
    const quedan = await env.DB.prepare(
      "SELECT token_hash FROM confirmaciones_correo WHERE token_hash LIKE 'k-%' ORDER BY token_hash",
    ).all<{ token_hash: string }>();
    expect(quedan.results.map((r) => r.token_hash)).toEqual(['k-vivo']);
  });
});
