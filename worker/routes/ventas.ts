import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the ventas resource. Paths are absolute under /api. */
export const ventas = new Hono<AppEnv>();
