/**
 * The one discount rule, as the server applies it (worker/lib/money.ts): the price minus its
 * percent, rounded to whole pesos. Kept apart from the cart so screens that only show prices
 * do not load IndexedDB code.
 */
export const precioConDescuento = (precio: number, porcentaje: number) =>
  Math.round(precio - (precio * (porcentaje || 0)) / 100);
