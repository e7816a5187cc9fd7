import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the comentarios resource. Paths are absolute under /api. */
export const comentarios = new Hono<AppEnv>();
