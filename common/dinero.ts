import { numero, numeroIntl } from './numero';

/**
 * Money is integer pesos (COP) everywhere on the server; cents only when talking to the
 * payment provider. Every price the store shows or charges comes from here.
 */

/**
 * The discounted unit price: `precio - precio * porcentaje / 100`, rounded to whole pesos
 * (half up). `porcentaje` is the active promotion's percent, 0 (or absent) when there is none.
 * The server charges it; the web shows the same figure.
 */
export const precioConDescuento = (precio: number, porcentaje: number | null | undefined): number =>
  Math.round(precio - (precio * (porcentaje || 0)) / 100);

/**
 * Whole pesos as es-CO shows them, "$ 25.000" (a no-break space after the sign), in the store and
 * in the admin alike (issue 33: the admin's "45.900,00" read as cents to a Colombian operator):
 * `Intl.NumberFormat('es-CO', {style: 'currency', currency: 'COP'})`'s text without decimals,
 * built without Intl for the first screens (see `numero`).
 */
export const cop = (value: number) =>
  value >= 0 && Number.isFinite(value) ? `$\u00a0${numero(value, 0)}` : numeroIntl(value, 0, 'COP');
