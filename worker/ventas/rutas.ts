import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { compras } from './rutas/compras';
import { rutasDevoluciones } from './rutas/devoluciones';
import { entregas } from './rutas/entregas';
import { pagos } from './rutas/pagos';
import { ventas } from './rutas/ventas';
import { ventasCsv } from './rutas/ventas-csv';
import { ventasResumen } from './rutas/ventas-resumen';

/** The routes of ventas: the orders list, their steps, the summary and CSV, the checkout and payments; worker/index.ts mounts them under /api. */
export const rutasVentas = new Hono<AppEnv>()
  .route('/', ventas)
  .route('/', entregas)
  .route('/', rutasDevoluciones)
  .route('/', ventasResumen)
  .route('/', ventasCsv)
  .route('/', compras)
  .route('/', pagos);
