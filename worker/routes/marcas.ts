import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the marcas resource. Paths are absolute under /api. */
export const marcas = new Hono<AppEnv>();
