import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { confirmacion } from './rutas/confirmacion';
import { cuentas } from './rutas/cuentas';
import { dosPasos } from './rutas/dos-pasos';
import { login } from './rutas/login';
import { password } from './rutas/password';
import { registro } from './rutas/registro';

/** The routes of cuentas: registration, sign-in, two steps, the profile, passwords and e-mail confirmation; worker/index.ts mounts them under /api. */
export const rutasCuentas = new Hono<AppEnv>()
  .route('/', registro)
  .route('/', login)
  .route('/', dosPasos)
  .route('/', cuentas)
  .route('/', password)
  .route('/', confirmacion);
