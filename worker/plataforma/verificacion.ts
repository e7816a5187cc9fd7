/**
 * The human check as a step-up (issue 22): ordinary calls never need it. Where a caller's network
 * (an IPv4 address or an IPv6 /64) or an e-mail passes a soft threshold, the call is refused with
 * 428 `verificacion_humana` until it comes back with a Turnstile token that passes
 * (lib/turnstile.ts); past a hard limit (`tope`) even a passed check gets 429.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { CAMPO_TURNSTILE, VERIFICACION_HUMANA } from '../../common/verificacion';
import { rateLimits } from '../db/schema/throttle';
import type { AppEnv } from '../env';
import { ApiError, tooMany } from '../http/errors';
import { msg } from '../textos';
import { direccionCliente, finDe, restanteVentana, ventanaActual } from './throttle';
import { verificadorPara } from './turnstile';

/** A counter with a soft threshold: up to `suave` hits per `ventana` seconds need no check. */
export type Umbral = { clave: string; suave: number; ventana: number; tope?: number };

/** The token the request carries: Turnstile's own field in the body, or the header of that name. */
export function tokenDe(c: Context<AppEnv>, body: Record<string, unknown>): string | undefined {
  const v = body[CAMPO_TURNSTILE] ?? c.req.header(CAMPO_TURNSTILE);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** The 428 that asks for the check (with the site key the web draws it with). */
export const pedirVerificacion = (c: Context<AppEnv>, invalida = false) =>
  new ApiError(
    428,
    VERIFICACION_HUMANA,
    invalida ? msg.seguridad.verificacion.invalida : msg.seguridad.verificacion.pedida,
    undefined,
    { sitekey: verificadorPara(c.env).sitekey },
  );

/** Whether `token` passes the configured verifier (Cloudflare in production, the stand-in locally). */
export const pasaVerificacion = (c: Context<AppEnv>, token: string) =>
  verificadorPara(c.env).verificar(token, direccionCliente(c));

/** One statement for the caller's `db.batch`: counts this hit under every umbral, answering each total. */
export const contarUmbrales = (c: Context<AppEnv>, db: AppEnv['Variables']['db'], umbrales: Umbral[]) =>
  db
    .insert(rateLimits)
    .values(
      umbrales.map((u) => {
        const ventana = ventanaActual(c, u.ventana);
        return { clave: u.clave, ventana, total: 1, expira: finDe(ventana, u.ventana) };
      }),
    )
    .onConflictDoUpdate({
      target: rateLimits.clave,
      set: {
        total: sql`CASE WHEN rate_limits.ventana = excluded.ventana THEN rate_limits.total + 1 ELSE 1 END`,
        ventana: sql`excluded.ventana`,
        expira: sql`excluded.expira`,
      },
    })
    .returning({ clave: rateLimits.clave, total: rateLimits.total });

/**
 * After counting: 429 past a `tope`; past a soft threshold, 428 unless `token` passes the check
 * (verified only then, so an ordinary call never reaches Cloudflare).
 */
export async function decidir(
  c: Context<AppEnv>,
  umbrales: Umbral[],
  totales: { clave: string; total: number }[],
  token: string | undefined,
  mensajeTope?: string,
): Promise<void> {
  const total = (u: Umbral) => totales.find((t) => t.clave === u.clave)?.total ?? 0;
  const pasado = umbrales.find((u) => u.tope !== undefined && total(u) > u.tope);
  if (pasado) throw tooMany(mensajeTope, restanteVentana(c, pasado.ventana));
  if (!umbrales.some((u) => total(u) > u.suave)) return;
  if (!token) throw pedirVerificacion(c);
  if (!(await pasaVerificacion(c, token))) throw pedirVerificacion(c, true);
}

/** An e-mail as a counter's key part: trimmed, lower case, bounded ('' when absent). */
export const correoClave = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 254) : '');
