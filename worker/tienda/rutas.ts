import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminProductos } from './rutas/admin-productos';
import { caracteristicas } from './rutas/caracteristicas';
import { cupones } from './rutas/cupones';
import { envios } from './rutas/envios';
import { historialProducto } from './rutas/historial-producto';
import { marcas } from './rutas/marcas';
import { productos } from './rutas/productos';
import { productosCsv } from './rutas/productos-csv';
import { promociones } from './rutas/promociones';

/** The routes of the tienda: productos, their CSV and historial, marcas, características, promociones, cupones and envíos; worker/index.ts mounts them under /api. */
export const rutasTienda = new Hono<AppEnv>()
  .route('/', productos)
  .route('/', adminProductos)
  .route('/', productosCsv)
  .route('/', historialProducto)
  .route('/', marcas)
  .route('/', caracteristicas)
  .route('/', promociones)
  .route('/', envios)
  .route('/', cupones);
