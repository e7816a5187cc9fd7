import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the compras resource. Paths are absolute under /api. */
export const compras = new Hono<AppEnv>();
