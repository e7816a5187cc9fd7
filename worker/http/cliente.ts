/** Who calls, as the request says it: its address, its network, its human-check token. */
import type { Context } from 'hono';
import { CAMPO_TURNSTILE } from '../../common/verificacion';
import type { AppEnv } from '../env';
import { redDe } from '../plataforma/red';

/**
 * The caller's address as Cloudflare's edge reports it (`CF-Connecting-IP`, which a caller cannot
 * set: the edge overwrites it). Without it (local runs, tests) every caller is 'local': never a
 * header the caller chooses, such as X-Real-IP or X-Forwarded-For (issue 38), which would let
 * one caller pass every per-network limit by changing it.
 */
export const direccionCliente = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'local';

/**
 * The caller as every limit counts it: its address's network (worker/plataforma/red.ts: an IPv4
 * address, or an IPv6 address's /64), so rotating addresses inside one /64 does not buy fresh counters.
 */
export const clientIp = (c: Context<AppEnv>) => redDe(direccionCliente(c));

/** The token the request carries: Turnstile's own field in the body, or the header of that name. */
export function tokenDe(c: Context<AppEnv>, body: Record<string, unknown>): string | undefined {
  const v = body[CAMPO_TURNSTILE] ?? c.req.header(CAMPO_TURNSTILE);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}
