/**
 * The queries of the routes that exist only locally and in tests (`/api/dev/*`): the cron's
 * trigger and the outbox viewer. The Worker parses with these schemas.
 */
import { z } from 'zod';
import { campos } from '../textos/campos';

/** An ISO 8601 instant with its zone (`Z` or ±HH:MM) naming a real calendar day and time. */
function esInstante(v: string): boolean {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.test(v)) return false;
  const [y, m, d, h, min] = (v.match(/\d+/g) ?? []).map(Number);
  const dia = new Date(Date.UTC(y, m - 1, d));
  return dia.getUTCMonth() === m - 1 && dia.getUTCDate() === d && h < 24 && min < 60 && !Number.isNaN(Date.parse(v));
}

/** `POST /api/dev/cron?ahora=`: the instant the run takes as now (absent: now). */
export const corridaLocal = z.object({
  ahora: z.string().refine(esInstante, { error: campos.instante }).optional(),
});
export type CorridaLocal = z.infer<typeof corridaLocal>;

/** `GET /api/dev/correos?canal=correo|whatsapp`: only that channel's messages. */
export const filtroCorreos = z.object({
  canal: z.enum(['correo', 'whatsapp'], { error: campos.opcion('canal') }).optional(),
});
export type FiltroCorreos = z.infer<typeof filtroCorreos>;
