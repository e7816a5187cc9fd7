import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { espera } from './rutas/espera';
import { oferta } from './rutas/oferta';

/** The lista de espera's routes (issue 35, docs/decisions/0022-lista-de-espera.md). */
export const rutasListaEspera = new Hono<AppEnv>().route('/', espera).route('/', oferta);
