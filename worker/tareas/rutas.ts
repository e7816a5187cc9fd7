import { Hono } from 'hono';
import { corridaLocal } from '../../common/cuerpos/local';
import type { CorridaCron } from '../../common/wire/gestion';
import type { AppEnv } from '../env';
import { escritura } from '../http/politica';
import { succes } from '../http/respond';
import { soloLocal } from '../mensajes';
import { check } from '../plataforma/validate';
import { corridaCron } from './programadas';

/** The cron's local trigger (`npm run cron`): one scheduled run as if it were `ahora`. Not in production. */
export const cron = new Hono<AppEnv>().post('/dev/cron', soloLocal, escritura([]), async (c) => {
  const { ahora } = check(corridaLocal, c.req.query());
  return succes<CorridaCron>(c, await corridaCron(c.env, ahora ? new Date(ahora) : new Date()), 200);
});
