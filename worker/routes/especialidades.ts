import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the especialidades resource. Paths are absolute under /api. */
export const especialidades = new Hono<AppEnv>();
