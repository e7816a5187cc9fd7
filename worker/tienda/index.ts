/** The tienda module: catalogue, stock, codes, shipping rates. */

export { aplicarCupon, errorCupon, rechazoDelTrigger } from './aplicar-cupon';
export { confirmarUso, cuponDelCodigo, devolverPorCancelacion, devolverUso, tomarUso } from './cupones';
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
  SIN_VENCER,
  venceDe,
  venderVenta,
} from './stock';
