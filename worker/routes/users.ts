import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the users resource. Paths are absolute under /api. */
export const users = new Hono<AppEnv>();
