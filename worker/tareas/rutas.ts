import { Hono } from 'hono';
import { z } from 'zod';
import type { CorridaCron } from '../../common/wire/gestion';
import type { AppEnv } from '../env';
import { escritura } from '../http/politica';
import { succes } from '../http/respond';
import { soloLocal } from '../mensajes';
import { check } from '../plataforma/validate';
import { msg } from '../textos';
import { corridaCron } from './programadas';

/** An ISO 8601 instant with its zone (`Z` or ±HH:MM) naming a real calendar day and time. */
function esInstante(v: string): boolean {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/.test(v)) return false;
  const [y, m, d, h, min] = (v.match(/\d+/g) ?? []).map(Number);
  const dia = new Date(Date.UTC(y, m - 1, d));
  return dia.getUTCMonth() === m - 1 && dia.getUTCDate() === d && h < 24 && min < 60 && !Number.isNaN(Date.parse(v));
}

/** `?ahora=` the instant the run takes as now (absent: now). */
const instante = z.object({
  ahora: z.string().refine(esInstante, { error: msg.campos.instante }).optional(),
});

/** The cron's local trigger (`npm run cron`): one scheduled run as if it were `ahora`. Not in production. */
export const cron = new Hono<AppEnv>().post('/dev/cron', soloLocal, escritura([]), async (c) => {
  const { ahora } = check(instante, c.req.query());
  return succes<CorridaCron>(c, await corridaCron(c.env, ahora ? new Date(ahora) : new Date()), 200);
});
