import { and, eq, gt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { sessions } from '../db/schema/cuentas';
import { users } from '../db/schema/directorio';
import type { AppEnv } from '../env';
import { forbidden, unauthorized } from './errors';
import { sha256Hex } from './password';

export const SESSION_DAYS = 7;

/** The bearer token of a request, or null ("Bearer null" and "Bearer undefined" are anonymous). */
export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match || match[1] === 'null' || match[1] === 'undefined' || match[1].length > 200) return null;
  return match[1];
}

/**
 * Reads the session if one came: sets `user` to the caller, or to null (anonymous).
 * Never refuses: public routes treat a missing or invalid token as anonymous.
 */
export const optionalSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const token = bearer(c.req.header('authorization'));
  if (token) {
    const hash = await sha256Hex(token);
    const [row] = await c.var.db
      .select({ id: users.id, rol: users.rol, email: users.email, activo: users.activo, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(and(eq(sessions.token_hash, hash), gt(sessions.expires_at, new Date().toISOString())))
      .limit(1);
    if (row) c.set('user', row);
  }
  await next();
});

/** 401 without a valid session. */
export const requireCuenta = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});

/** 401 without a session, 403 unless the caller is staff (`rol` 1). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.rol !== 1) throw forbidden();
  await next();
});

/** The caller of a route behind requireUser/requireStaff. */
export const cuentaActual = (c: { var: AppEnv['Variables'] }) => {
  if (!c.var.user) throw unauthorized();
  return c.var.user;
};
