import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SESION_VENCIDA } from '../../common/wire/dos-pasos';
import { sessions } from '../db/schema/cuentas';
import { users } from '../db/schema/directorio';
import type { AppEnv } from '../env';
import { randomToken, sha256Hex } from '../plataforma/cripto';
import { ApiError, forbidden, unauthorized } from '../plataforma/errors';
import { msg } from '../textos';
import { nowFor } from './reloj';

export const SESSION_DAYS = 7;
/**
 * A session unused this long ends (ASVS 3.3.2), whatever its absolute end: an admin's after 30
 * minutes, a profesional's after 8 hours (her agenda stays open through a working day).
 */
export const INACTIVIDAD_MIN = { admin: 30, profesional: 8 * 60 } as const;
/** `visto_at` is rewritten only when older than this: one write a minute per session at most. */
export const VISTO_CADA_MS = 60_000;

export const inactividadMs = (rol: number) =>
  (rol === 1 ? INACTIVIDAD_MIN.admin : INACTIVIDAD_MIN.profesional) * 60_000;

/** The bearer token of a request, or null ("Bearer null" and "Bearer undefined" are anonymous). */
export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match || match[1] === 'null' || match[1] === 'undefined' || match[1].length > 200) return null;
  return match[1];
}

/** A new session of the cuenta from `ahora`: its token (given once) and the row's insert for a batch. */
export async function nuevaSesion(c: Context<AppEnv>, cuentaId: number, ahora: Date) {
  const token = randomToken();
  const insert = c.var.db.insert(sessions).values({
    user_id: cuentaId,
    token_hash: await sha256Hex(token),
    expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
    visto_at: ahora.toISOString(),
  });
  return { token, insert };
}

/**
 * Reads the session if one came: sets `user` to the caller, or to null (anonymous).
 * Never refuses: public routes treat a missing or invalid token as anonymous. A session past its
 * end or unused longer than its rol's idle limit (on the request's clock, lib/reloj.ts) is closed
 * and marked `sesionVencida`, so a private route answers why; its last use is written at most
 * once a minute.
 */
export const optionalSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sesionVencida', false);
  const token = bearer(c.req.header('authorization'));
  if (token) {
    const hash = await sha256Hex(token);
    const db = c.var.db;
    const [row] = await db
      .select({
        id: users.id,
        rol: users.rol,
        email: users.email,
        activo: users.activo,
        sessionId: sessions.id,
        visto: sql<string>`coalesce(${sessions.visto_at}, ${sessions.created_at})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(and(eq(sessions.token_hash, hash), gt(sessions.expires_at, new Date().toISOString())))
      .limit(1);
    const ahora = nowFor(c).getTime();
    const quieto = row ? ahora - Date.parse(row.visto) : 0;
    if (row && quieto > inactividadMs(row.rol)) {
      await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    } else if (row) {
      const { visto: _, ...cuenta } = row;
      c.set('user', cuenta);
      if (quieto > VISTO_CADA_MS)
        await db
          .update(sessions)
          .set({ visto_at: new Date(ahora).toISOString() })
          .where(eq(sessions.id, row.sessionId));
    }
    c.set('sesionVencida', !c.var.user);
  }
  await next();
});

/** 401 without a session: `sesion_vencida` when a token came that no longer opens one. */
const sinSesion = (c: { var: AppEnv['Variables'] }) =>
  c.var.sesionVencida ? new ApiError(401, SESION_VENCIDA, msg.dosPasos.sesionVencida) : unauthorized();

/** 401 without a valid session. */
export const requireCuenta = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw sinSesion(c);
  await next();
});

/** 401 without a session, 403 unless the caller is staff (`rol` 1). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw sinSesion(c);
  if (c.var.user.rol !== 1) throw forbidden();
  await next();
});

/** The caller of a route behind requireUser/requireStaff. */
export const cuentaActual = (c: { var: AppEnv['Variables'] }) => {
  if (!c.var.user) throw sinSesion(c);
  return c.var.user;
};
