/**
 * The cron deletes registrations whose e-mail was never confirmed (lib/retention.ts
 * `purgarSinConfirmar`), after DIAS_SIN_CONFIRMAR days without a live link, so their address and
 * cédula can register again.
 */
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIAS_SIN_CONFIRMAR, purgarSinConfirmar } from '../../../worker/datos-personales/retention';
import { schema } from '../../../worker/db/schema';
import { callJson, datosDeRegistro, db, makeCuenta } from '../helpers';

let seq = 0;
const base = 200_000 + Math.floor(Math.random() * 700_000);
const unico = () => `${base}${String(seq++).padStart(4, '0')}`;
const ip = () => ({ 'CF-Connecting-IP': `10.77.${(seq >> 8) & 255}.${seq++ & 255}` });

const registro = () => {
  const u = unico();
  return datosDeRegistro(u, { email: `sinconfirmar${u}@prueba.co` });
};

const AHORA = new Date('2036-05-20T12:00:00.000Z');
const hace = (dias: number) => new Date(AHORA.getTime() - dias * 86_400_000).toISOString();
const cuentaDe = async (email: string) =>
  (await db().select().from(schema.users).where(eq(schema.users.email, email)))[0];
const consentimientosDe = (id: number) =>
  db().select().from(schema.consentimientos).where(eq(schema.consentimientos.user_id, id));
const quedan = async (ids: number[]) =>
  (await db().select({ id: schema.users.id }).from(schema.users).where(inArray(schema.users.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** Moves an account and its confirmation links `dias` into the past (the link ended with its 48 hours). */
const envejecer = (id: number, dias: number) =>
  env.DB.batch([
    env.DB.prepare('UPDATE users SET created_at = ?1 WHERE id = ?2').bind(hace(dias), id),
    env.DB.prepare('UPDATE confirmaciones_correo SET created_at = ?1, expires_at = ?2 WHERE user_id = ?3').bind(
      hace(dias),
      hace(dias - 2),
      id,
    ),
  ]);

describe('the cron and registrations never confirmed', () => {
  it(`deletes one after ${DIAS_SIN_CONFIRMAR} days with her consents, and her address and cédula register again`, async () => {
    const body = registro();
    expect((await callJson('/api/user/create', { headers: ip(), body })).status).toBe(201);
    const cuenta = await cuentaDe(body.email);
    expect(cuenta).toMatchObject({ correo_confirmado: 0, activo: 0 });
    expect(await consentimientosDe(cuenta.id)).toHaveLength(2);
    await envejecer(cuenta.id, DIAS_SIN_CONFIRMAR + 1);

    expect(await purgarSinConfirmar(env.DB, AHORA)).toBeGreaterThanOrEqual(1);
    expect(await cuentaDe(body.email)).toBeUndefined();
    expect(await consentimientosDe(cuenta.id)).toEqual([]);
    const [consentimientoSuelto] = await db()
      .select()
      .from(schema.consentimientos)
      .where(eq(schema.consentimientos.email, body.email));
    expect(consentimientoSuelto).toBeUndefined();

    // before, "already registered" (e-mail and cédula) for good
    const otraVez = await callJson('/api/user/create', { headers: ip(), body });
    expect(otraVez.status).toBe(201);
  });

  it('keeps a younger one, one with a live link, a confirmed, an activated and one with a photo', async () => {
    const body = registro();
    expect((await callJson('/api/user/create', { headers: ip(), body })).status).toBe(201);
    const conEnlace = await cuentaDe(body.email);
    await envejecer(conEnlace.id, DIAS_SIN_CONFIRMAR + 3);
    // she asked for the link again yesterday: it is still good
    await env.DB.prepare('UPDATE confirmaciones_correo SET expires_at = ?1 WHERE user_id = ?2')
      .bind(new Date(AHORA.getTime() + 86_400_000).toISOString(), conEnlace.id)
      .run();
    const viejo = hace(DIAS_SIN_CONFIRMAR + 1);
    const joven = await makeCuenta({ correo_confirmado: 0, activo: 0, created_at: hace(DIAS_SIN_CONFIRMAR - 1) });
    const confirmada = await makeCuenta({ correo_confirmado: 1, activo: 0, created_at: viejo });
    const activada = await makeCuenta({ correo_confirmado: 0, activo: 1, created_at: viejo });
    const conImagen = await makeCuenta({
      correo_confirmado: 0,
      activo: 0,
      created_at: viejo,
      fotoperfil: 'perfil/x.webp',
    });
    const admin = await makeCuenta({ rol: 1, correo_confirmado: 0, activo: 0, created_at: viejo });
    const borrable = await makeCuenta({ correo_confirmado: 0, activo: 0, created_at: viejo });

    await purgarSinConfirmar(env.DB, AHORA);
    const ids = [conEnlace.id, joven.id, confirmada.id, activada.id, conImagen.id, admin.id];
    expect(await quedan([...ids, borrable.id])).toEqual(ids.sort((a, b) => a - b));
  });
});
