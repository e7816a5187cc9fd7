/**
 * Money is integer pesos (COP) everywhere on the server; cents only when talking to the
 * payment provider. Every price the store shows or charges comes from here.
 */

/**
 * The discounted unit price: `precio - precio * porcentaje / 100`, rounded to whole pesos
 * (half up). `porcentaje` is the active promotion's percent, 0 when there is none.
 */
export const precioConDescuento = (precio: number, porcentaje: number): number =>
  Math.round(precio - (precio * porcentaje) / 100);
