import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ajustes } from './rutas/ajustes';
import { ausencias } from './rutas/ausencias';
import { horarios } from './rutas/horarios';
import { motivos } from './rutas/motivos';

/** The routes of the professional's agenda: motivos, horarios, ausencias and ajustes; worker/index.ts mounts them under /api. */
export const rutasAgenda = new Hono<AppEnv>()
  .route('/', motivos)
  .route('/', horarios)
  .route('/', ausencias)
  .route('/', ajustes);
