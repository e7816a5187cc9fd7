import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the home resource. Paths are absolute under /api. */
export const home = new Hono<AppEnv>();
