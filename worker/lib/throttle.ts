import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { tooMany } from './errors';

/** The caller's address as the edge reports it ('local' in tests and local runs without one). */
export const clientIp = (c: Context<AppEnv>) =>
  c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local';

/**
 * Fixed-window counter in one statement (D1 decides, no read-then-write race):
 * counts this hit under `clave` and refuses with 429 past `limit` hits per `windowSeconds`.
 */
export async function throttle(
  c: Context<AppEnv>,
  clave: string,
  limit: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  const ventana = Math.floor(Date.now() / 1000 / windowSeconds);
  const row = await c.env.DB.prepare(
    `INSERT INTO rate_limits (clave, ventana, total) VALUES (?1, ?2, 1)
     ON CONFLICT(clave) DO UPDATE SET
       total = CASE WHEN rate_limits.ventana = excluded.ventana THEN rate_limits.total + 1 ELSE 1 END,
       ventana = excluded.ventana
     RETURNING total`,
  )
    .bind(clave, ventana)
    .first<{ total: number }>();
  if (row && row.total > limit) throw tooMany(message);
}
