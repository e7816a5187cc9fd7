/**
 * The rules of a discount code (cupon) that do not need the database: how a typed code is read,
 * what it takes off a compra's products and why it is refused (worker/tienda/cupones.ts counts the
 * uses; trigger `cupon_usos_sin_exceso` decides the last one). docs/decisions/0014.
 */
/** A percentage off the products, or fixed pesos off them. */
export type TipoCupon = 'porcentaje' | 'valor';

/** What the buyer typed, as stored: trimmed, upper-case (`verano10 ` → `VERANO10`). */
export const normalizarCupon = (texto: string) => texto.trim().toUpperCase();

/** A valid stored code: 3 to 30 letters, digits, `-` or `_`, starting with a letter or digit. */
export const CODIGO_CUPON = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;

/**
 * The least a compra can cost once discounted: Wompi charges no payment of 0 pesos, and PSE takes
 * none under 1.500 COP; a code never takes the products below it (a 100 % code included).
 */
export const MINIMO_EN_LINEA = 1_500;

/**
 * The pesos a cupon takes off `productos` (the products' total, IVA included, before envío): a
 * porcentaje rounded to whole pesos (half up), a valor never more than the products less
 * MINIMO_EN_LINEA.
 */
export function descuentoDe(cupon: { tipo: TipoCupon; valor: number }, productos: number): number {
  if (productos <= MINIMO_EN_LINEA) return 0;
  const pesos = cupon.tipo === 'porcentaje' ? Math.round((productos * cupon.valor) / 100) : cupon.valor;
  return Math.min(Math.max(pesos, 0), productos - MINIMO_EN_LINEA);
}

export type ReglasCupon = {
  tipo: TipoCupon;
  valor: number;
  minimo: number;
  desde: string | null;
  hasta: string | null;
  usos_total: number | null;
  usos_por_email: number | null;
  activo: number;
};

export type RechazoCupon = 'inactivo' | 'antes' | 'vencido' | 'minimo' | 'agotado' | 'usado';

/**
 * Why a cupon does not apply to a compra on Bogotá date `hoy` (YYYY-MM-DD) for `productos` pesos,
 * given the uses that count now in all and for this e-mail; null when it applies.
 */
export function rechazoCupon(
  cupon: ReglasCupon,
  c: { hoy: string; productos: number; usos: number; usosEmail: number },
): RechazoCupon | null {
  if (cupon.activo !== 1) return 'inactivo';
  if (cupon.desde && c.hoy < cupon.desde) return 'antes';
  if (cupon.hasta && c.hoy > cupon.hasta) return 'vencido';
  if (c.productos < cupon.minimo) return 'minimo';
  if (cupon.usos_total !== null && c.usos >= cupon.usos_total) return 'agotado';
  if (cupon.usos_por_email !== null && c.usosEmail >= cupon.usos_por_email) return 'usado';
  return null;
}
