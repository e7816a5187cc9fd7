/** The tienda module: catalogue, stock, codes, shipping rates. */
export { rutasTienda } from './rutas';
