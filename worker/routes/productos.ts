import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** TODO(issue): the productos resource. Paths are absolute under /api. */
export const productos = new Hono<AppEnv>();
