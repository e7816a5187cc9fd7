/**
 * The human check as a step-up (issue 22): ordinary calls never need it. Where a caller's network
 * (an IPv4 address or an IPv6 /64) or an e-mail passes a soft threshold, the call is refused with
 * 428 `verificacion_humana` until it comes back with a Turnstile token that passes
 * (lib/turnstile.ts); past a hard limit (`tope`) even a passed check gets 429.
 */
import { sql } from 'drizzle-orm';
import { VERIFICACION_HUMANA } from '../../common/verificacion';
import type { Db } from '../db/conexion';
import { rateLimits } from '../db/schema/throttle';
import type { Bindings } from '../env';
import { msg } from '../textos';
import type { Entorno } from './entorno';
import { ApiError, tooMany } from './errors';
import { finDe, restanteVentana, ventanaActual } from './throttle';
import { verificadorPara } from './turnstile';

/** A counter with a soft threshold: up to `suave` hits per `ventana` seconds need no check. */
export type Umbral = { clave: string; suave: number; ventana: number; tope?: number };

/** The 428 that asks for the check (with the site key the web draws it with). */
export const pedirVerificacion = (env: Bindings, invalida = false) =>
  new ApiError(
    428,
    VERIFICACION_HUMANA,
    invalida ? msg.seguridad.verificacion.invalida : msg.seguridad.verificacion.pedida,
    undefined,
    { sitekey: verificadorPara(env).sitekey },
  );

/** Whether `token` passes the configured verifier (Cloudflare in production, the stand-in locally). */
export const pasaVerificacion = (e: Pick<Entorno, 'env' | 'direccion'>, token: string) =>
  verificadorPara(e.env).verificar(token, e.direccion);

/** One statement for the caller's `db.batch`: counts this hit under every umbral, answering each total. */
export const contarUmbrales = (ahora: Date, db: Db, umbrales: Umbral[]) =>
  db
    .insert(rateLimits)
    .values(
      umbrales.map((u) => {
        const ventana = ventanaActual(ahora, u.ventana);
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
  e: Pick<Entorno, 'env' | 'ahora' | 'direccion'>,
  umbrales: Umbral[],
  totales: { clave: string; total: number }[],
  token: string | undefined,
  mensajeTope?: string,
): Promise<void> {
  const total = (u: Umbral) => totales.find((t) => t.clave === u.clave)?.total ?? 0;
  const pasado = umbrales.find((u) => u.tope !== undefined && total(u) > u.tope);
  if (pasado) throw tooMany(mensajeTope, restanteVentana(e.ahora, pasado.ventana));
  if (!umbrales.some((u) => total(u) > u.suave)) return;
  if (!token) throw pedirVerificacion(e.env);
  if (!(await pasaVerificacion(e, token))) throw pedirVerificacion(e.env, true);
}

/** An e-mail as a counter's key part: trimmed, lower case, bounded ('' when absent). */
export const correoClave = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 254) : '');
