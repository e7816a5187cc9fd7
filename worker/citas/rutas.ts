import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { asistencia } from './rutas/asistencia';
import { calendario } from './rutas/calendario';
import { cancelarPorAusencia } from './rutas/cancelar-por-ausencia';
import { citas } from './rutas/citas';
import { gestion } from './rutas/gestion';
import { misCitas } from './rutas/mis-citas';

/** The routes of citas: booking, availability look-ups, the manage link, Mis citas, attendance and the professional's .ics calendario; worker/index.ts mounts them under /api. */
export const rutasCitas = new Hono<AppEnv>()
  .route('/', citas)
  .route('/', misCitas)
  .route('/', asistencia)
  .route('/', gestion)
  .route('/', calendario)
  .route('/', cancelarPorAusencia);
