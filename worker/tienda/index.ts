/** The tienda module: catalogue, stock, codes, shipping rates. */

export {
  aplicarCupon,
  confirmarUso,
  cuponDelCodigo,
  devolverPorCancelacion,
  devolverUso,
  errorCupon,
  rechazoDelTrigger,
  tomarUso,
} from './cupones';
export { AJUSTES_POR_DEFECTO, ajustesTiendaDe, candidatasCiudad, elegirCiudad, leerCiudad } from './envio';
export { rutasTienda } from './rutas';
export {
  apartarVenta,
  correoAAdmins,
  disponibleSql,
  faltantes,
  type Instante,
  isSinStock,
  liberarApartados,
  lineasConStock,
  purgarVencidos,
  venderVenta,
} from './stock';
