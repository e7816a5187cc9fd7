import type { Context } from 'hono';
import { bogotaNow } from '../../common/fechas';
import type { AppEnv } from '../env';

/**
 * The request's clock, which the rules receive as `ahora` (worker/http/entorno.ts). In tests only
 * (`APP_ENV` 'test'), an `X-Test-Now` header (ISO 8601) stands in for the real time, so timezone
 * and window edges can be tested; anywhere else it is ignored.
 */
export function nowFor(c: Context<AppEnv>): Date {
  if (c.env.APP_ENV === 'test') {
    const header = c.req.header('x-test-now');
    const t = header ? new Date(header) : null;
    if (t && !Number.isNaN(t.getTime())) return t;
  }
  return new Date();
}

/** The request's instant as Bogotá's calendar day and time (the agenda rules' "now"). */
export const ahoraFor = (c: Context<AppEnv>) => bogotaNow(nowFor(c));
