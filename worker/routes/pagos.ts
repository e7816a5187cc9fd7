import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the pagos resource. Paths are absolute under /api. */
export const pagos = new Hono<AppEnv>();
