import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the horarios resource. Paths are absolute under /api. */
export const horarios = new Hono<AppEnv>();
