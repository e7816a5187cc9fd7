import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the citas resource. Paths are absolute under /api. */
export const citas = new Hono<AppEnv>();
