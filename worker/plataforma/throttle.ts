/**
 * Rate limits: fixed-window counters in table `rate_limits`, each hit counted by one statement
 * (D1 decides, no read-then-write race). Keys name what they count: a network
 * (worker/plataforma/red.ts), an e-mail, an account.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { rateLimits } from '../db/schema/throttle';
import type { Entorno } from './entorno';
import { type ApiError, causaDice, tooMany } from './errors';

/** What a counter needs: the database binding and the instant the hit happens. */
export type Contador = Pick<Entorno, 'env' | 'ahora'>;

/**
 * The fixed window `ahora` falls in (the request's clock: the real time, or a test's
 * `X-Test-Now`, so a test's hits never straddle a window edge by chance).
 */
export const ventanaActual = (ahora: Date, windowSeconds: number) => Math.floor(ahora.getTime() / 1000 / windowSeconds);
/** When the window `ventana` ends (Unix seconds): the cron deletes the row past it (lib/retention.ts). */
export const finDe = (ventana: number, windowSeconds: number) => (ventana + 1) * windowSeconds;

/** Seconds until the current window closes (a refusal's Retry-After). */
export const restanteVentana = (ahora: Date, windowSeconds: number) =>
  Math.max(1, Math.ceil((ventanaActual(ahora, windowSeconds) + 1) * windowSeconds - ahora.getTime() / 1000));

/** Counts one hit under `clave` in its window (one statement, D1 decides) and answers the window's total. */
export async function contarHit(e: Contador, clave: string, windowSeconds: number): Promise<number> {
  const ventana = ventanaActual(e.ahora, windowSeconds);
  const row = await e.env.DB.prepare(
    `INSERT INTO rate_limits (clave, ventana, total, expira) VALUES (?1, ?2, 1, ?3)
     ON CONFLICT(clave) DO UPDATE SET
       total = CASE WHEN rate_limits.ventana = excluded.ventana THEN rate_limits.total + 1 ELSE 1 END,
       ventana = excluded.ventana,
       expira = excluded.expira
     RETURNING total`,
  )
    .bind(clave, ventana, finDe(ventana, windowSeconds))
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * Fixed-window counter in one statement (D1 decides, no read-then-write race):
 * counts this hit under `clave` and refuses with 429 past `limit` hits per `windowSeconds`.
 */
export async function throttle(
  e: Contador,
  clave: string,
  limit: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  if ((await contarHit(e, clave, windowSeconds)) > limit)
    throw tooMany(message, restanteVentana(e.ahora, windowSeconds));
}

/** What a statement of `limitInBatch` fails with past the limit. */
const PASADO_DEL_LIMITE = /NOT NULL constraint failed: rate_limits\.total/i;

const pasoDelLimite = (err: unknown) => causaDice(err, PASADO_DEL_LIMITE);

/**
 * One counter of `limitesEnLote`: at most `limite` hits of `clave` per `ventana` seconds;
 * `soloEscritos`: only writes that went through count (not attempts that failed before).
 */
export type Uso = { clave: string; limite: number; ventana: number; soloEscritos?: boolean };

/**
 * The same counter for a route that writes anyway, so the count costs no commit of its own:
 * `contar(db)` is a statement for the route's own `db.batch`, placed first. It counts this hit
 * and, past the limit, fails (it would store a NULL total), so D1 undoes the whole batch and
 * nothing of it is written. `vigilar(run)` runs the route: that failure becomes the 429, and any
 * other failure before the batch committed (bad input, a taken slot…) is counted on its own
 * with `throttle`, exactly as a hit counted up front, and answers 429 too once past the limit.
 */
export function limitInBatch(e: Contador, clave: string, limit: number, windowSeconds: number, message?: string) {
  return limitesEnLote(e, [{ clave, limite: limit, ventana: windowSeconds }], (uso) =>
    tooMany(message, restanteVentana(e.ahora, uso.ventana)),
  );
}

/**
 * `limitInBatch` for several counters in one statement (each its own limit and window), refused
 * with `rechazo` (a 429, or lib/verificacion.ts's 428 where the limit is a soft threshold).
 */
export function limitesEnLote(e: Contador, usos: Uso[], rechazo: (uso: Uso) => ApiError) {
  const limiteDe = sql.join(
    [sql`CASE rate_limits.clave`, ...usos.map((u) => sql`WHEN ${u.clave} THEN ${u.limite}`), sql`END`],
    sql` `,
  );
  return {
    contar: (db: Db) =>
      db
        .insert(rateLimits)
        .values(
          usos.map((u) => ({
            clave: u.clave,
            ventana: ventanaActual(e.ahora, u.ventana),
            total: 1,
            expira: finDe(ventanaActual(e.ahora, u.ventana), u.ventana),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.clave,
          set: {
            total: sql`CASE WHEN rate_limits.ventana <> excluded.ventana THEN 1
              WHEN rate_limits.total < ${limiteDe} THEN rate_limits.total + 1 ELSE NULL END`,
            ventana: sql`excluded.ventana`,
            expira: sql`excluded.expira`,
          },
        }),
    async vigilar<T>(run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } catch (err) {
        if (pasoDelLimite(err)) throw rechazo(usos[0]);
        // a hit that failed before the batch: count it (a failure to count leaves the first error)
        for (const uso of usos.filter((u) => !u.soloEscritos)) {
          const total = await contarHit(e, uso.clave, uso.ventana).catch(() => 0);
          if (total > uso.limite) throw rechazo(uso);
        }
        throw err;
      }
    },
  };
}
