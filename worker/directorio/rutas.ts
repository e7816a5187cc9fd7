import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminProfesionales } from './rutas/admin-profesionales';
import { adminPropuestas } from './rutas/admin-propuestas';
import { especialidades } from './rutas/especialidades';
import { home } from './rutas/home';
import { profesionales } from './rutas/profesionales';
import { sugerencias } from './rutas/sugerencias';

/** The routes of the directorio: especialidades, the home, profesionales and their search, staff moderation; worker/index.ts mounts them under /api. */
export const rutasDirectorio = new Hono<AppEnv>()
  .route('/', especialidades)
  .route('/', home)
  .route('/', profesionales)
  .route('/', sugerencias)
  .route('/', adminProfesionales)
  .route('/', adminPropuestas);
