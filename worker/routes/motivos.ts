import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the motivos resource. Paths are absolute under /api. */
export const motivos = new Hono<AppEnv>();
