import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateLimits } from '../db/schema/throttle';
import type { AppEnv } from '../env';
import { ApiError, tooMany } from './errors';
import { nowFor } from './reloj';

/** The caller's address as the edge reports it ('local' in tests and local runs without one). */
export const clientIp = (c: Context<AppEnv>) =>
  c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local';

/**
 * The fixed window the request falls in, on the request's clock (lib/reloj.ts `nowFor`: the real
 * time, or a test's `X-Test-Now`, so a test's hits never straddle a window edge by chance).
 */
const ventanaActual = (c: Context<AppEnv>, windowSeconds: number) =>
  Math.floor(nowFor(c).getTime() / 1000 / windowSeconds);
/** When the window `ventana` ends (Unix seconds): the cron deletes the row past it (lib/retention.ts). */
const finDe = (ventana: number, windowSeconds: number) => (ventana + 1) * windowSeconds;

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
  const ventana = ventanaActual(c, windowSeconds);
  const row = await c.env.DB.prepare(
    `INSERT INTO rate_limits (clave, ventana, total, expira) VALUES (?1, ?2, 1, ?3)
     ON CONFLICT(clave) DO UPDATE SET
       total = CASE WHEN rate_limits.ventana = excluded.ventana THEN rate_limits.total + 1 ELSE 1 END,
       ventana = excluded.ventana,
       expira = excluded.expira
     RETURNING total`,
  )
    .bind(clave, ventana, finDe(ventana, windowSeconds))
    .first<{ total: number }>();
  if (row && row.total > limit) throw tooMany(message);
}

/** What a statement of `limitInBatch` fails with past the limit. */
const PASADO_DEL_LIMITE = /NOT NULL constraint failed: rate_limits\.total/i;

function pasoDelLimite(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; e && i < 4; i++) {
    if (PASADO_DEL_LIMITE.test(e instanceof Error ? e.message : String(e))) return true;
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return false;
}

/**
 * The same counter for a route that writes anyway, so the count costs no commit of its own:
 * `contar(db)` is a statement for the route's own `db.batch`, placed first. It counts this hit
 * and, past the limit, fails (it would store a NULL total), so D1 undoes the whole batch and
 * nothing of it is written. `vigilar(run)` runs the route: that failure becomes the 429, and any
 * other failure before the batch committed (bad input, a taken slot…) is counted on its own
 * with `throttle`, exactly as a hit counted up front, and answers 429 too once past the limit.
 */
export function limitInBatch(
  c: Context<AppEnv>,
  clave: string,
  limit: number,
  windowSeconds: number,
  message?: string,
) {
  const ventana = ventanaActual(c, windowSeconds);
  return {
    contar: (db: AppEnv['Variables']['db']) =>
      db
        .insert(rateLimits)
        .values({ clave, ventana, total: 1, expira: finDe(ventana, windowSeconds) })
        .onConflictDoUpdate({
          target: rateLimits.clave,
          set: {
            total: sql`CASE WHEN rate_limits.ventana <> excluded.ventana THEN 1
              WHEN rate_limits.total < ${limit} THEN rate_limits.total + 1 ELSE NULL END`,
            ventana: sql`excluded.ventana`,
            expira: sql`excluded.expira`,
          },
        }),
    async vigilar(run: () => Promise<Response>): Promise<Response> {
      try {
        return await run();
      } catch (err) {
        if (pasoDelLimite(err)) throw tooMany(message);
        // a hit that failed before the batch: count it (a failure to count leaves the first error)
        const exceso = await throttle(c, clave, limit, windowSeconds, message).then(
          () => null,
          (e: unknown) => (e instanceof ApiError && e.status === 429 ? e : null),
        );
        throw exceso ?? err;
      }
    },
  };
}
