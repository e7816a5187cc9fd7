import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the medic resource. Paths are absolute under /api. */
export const medic = new Hono<AppEnv>();
