import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the caracteristicas resource. Paths are absolute under /api. */
export const caracteristicas = new Hono<AppEnv>();
