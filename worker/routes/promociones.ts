import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the promociones resource. Paths are absolute under /api. */
export const promociones = new Hono<AppEnv>();
