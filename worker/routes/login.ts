import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { sessions } from '../db/schema/cuentas';
import { users as cuentas } from '../db/schema/directorio';
import { loginAttempts } from '../db/schema/throttle';
import type { AppEnv } from '../env';
import { cuentaActual, requireCuenta, SESSION_DAYS } from '../lib/auth';
import { readBody } from '../lib/body';
import { textosCampos } from '../lib/cuenta';
import { ApiError, tooMany } from '../lib/errors';
import { DUMMY_HASH, randomToken, sha256Hex, verifyPassword } from '../lib/password';
import { escritura } from '../lib/politica';
import { succes } from '../lib/respond';
import { clientIp } from '../lib/throttle';
import { check, email } from '../lib/validate';
import { msg } from '../messages';

/** Login throttle: failures counted per e-mail and per client address within this window. */
const VENTANA_MS = 15 * 60 * 1000;
const MAX_FALLOS_EMAIL = 5;
const MAX_FALLOS_IP = 20;

const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: msg.campos.obligatorio(textosCampos.password) })
    .min(1, { error: msg.campos.obligatorio(textosCampos.password) }),
});

/** Signing in (`POST /api/user/auth`, throttled per e-mail and per address) and out. */
export const login = new Hono<AppEnv>()
  .post('/user/auth', escritura([]), async (c) => {
    const { email: correo, password } = check(loginSchema, await readBody(c));
    const db = c.var.db;
    const [claveEmail, claveIp] = [`email:${correo}`, `ip:${clientIp(c)}`];
    const desde = new Date(Date.now() - VENTANA_MS).toISOString();
    const claves = [claveEmail, claveIp];
    // The attempt is recorded before the password is checked, in the same transaction as the
    // count, so concurrent guesses see each other and cannot slip past the limit together.
    const [, propias, [fallos], [cuentaLogin]] = await db.batch([
      db.delete(loginAttempts).where(and(inArray(loginAttempts.clave, claves), lte(loginAttempts.created_at, desde))),
      db
        .insert(loginAttempts)
        .values(claves.map((clave) => ({ clave })))
        .returning({ id: loginAttempts.id }),
      db
        .select({
          email: sql<number>`coalesce(sum(${loginAttempts.clave} = ${claveEmail}), 0)`.as('por_email'),
          ip: sql<number>`coalesce(sum(${loginAttempts.clave} = ${claveIp}), 0)`.as('por_ip'),
        })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.clave, claves), gt(loginAttempts.created_at, desde))),
      db
        .select({ id: cuentas.id, hash: cuentas.password_hash })
        .from(cuentas)
        .where(eq(cuentas.email, correo))
        .limit(1),
    ]);
    const esta = inArray(
      loginAttempts.id,
      propias.map((r) => r.id),
    );
    // The counts include this attempt: the 6th try of an e-mail (21st of an address) is refused.
    if (fallos.email > MAX_FALLOS_EMAIL || fallos.ip > MAX_FALLOS_IP) {
      await db.delete(loginAttempts).where(esta);
      throw tooMany(msg.cuentas.bloqueado);
    }

    // An unknown e-mail costs the same PBKDF2 work as a wrong password and gets the same answer;
    // a failure keeps its recorded attempt.
    const ok = await verifyPassword(password, cuentaLogin?.hash ?? DUMMY_HASH);
    if (!cuentaLogin || !ok) throw new ApiError(401, 'invalid_credentials', msg.cuentas.credenciales);

    // Inactive professionals (activo 0) log in too: they complete their profile while staff
    // review it; `activo` only decides whether they appear publicly.
    const token = randomToken();
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
    await db.batch([
      db.insert(sessions).values({ user_id: cuentaLogin.id, token_hash: await sha256Hex(token), expires_at: expires }),
      db.delete(loginAttempts).where(or(eq(loginAttempts.clave, claveEmail), esta)),
    ]);
    return succes<string>(c, token, 200);
  })

  .post('/user/logout', escritura([]), requireCuenta, async (c) => {
    await c.var.db.delete(sessions).where(eq(sessions.id, cuentaActual(c).sessionId));
    return succes<string>(c, msg.cuentas.sesionCerrada, 200);
  });
