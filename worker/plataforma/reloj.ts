import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The request's clock, read by the booking rules (lib/agenda.ts) and the rate limits
 * (lib/throttle.ts). In tests only (`APP_ENV` 'test'), an `X-Test-Now` header (ISO 8601) stands in
 * for the real time, so timezone and window edges can be tested; anywhere else it is ignored.
 * (Kept apart from lib/dates.ts, which the Node seed scripts import without the Worker's types.)
 */
export function nowFor(c: Context<AppEnv>): Date {
  if (c.env.APP_ENV === 'test') {
    const header = c.req.header('x-test-now');
    const t = header ? new Date(header) : null;
    if (t && !Number.isNaN(t.getTime())) return t;
  }
  return new Date();
}

/** The Bogotá calendar day of an instant in words: "12 de marzo de 2027". */
export const diaEnPalabras = (instante: string | Date) =>
  new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date(instante));
