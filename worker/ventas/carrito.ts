/** The cart of a compra: its lines merged by product, and whether a stored order holds the same. */

import { invalid } from '../plataforma/errors';
import { msg } from '../textos';

/** Duplicate ids become one line with the summed quantity (still 1..99). */
export function unirLineas(lineas: { id: number; cantidad: number }[]) {
  const porId = new Map<number, number>();
  for (const l of lineas) porId.set(l.id, (porId.get(l.id) ?? 0) + l.cantidad);
  if ([...porId.values()].some((c) => c > 99)) throw invalid({ productos: [msg.campos.rango('cantidad', 1, 99)] });
  return porId;
}

export type LineaPrevia = { producto_id: number | null; cantidad: number | null };

/**
 * Whether the token's order holds this cart (the same products, the same quantities): only then
 * is the post a retry that the order answers. Its lines are stored one per product (unirLineas).
 */
export const mismoCarrito = (previas: LineaPrevia[], cantidades: Map<number, number>) =>
  previas.length === cantidades.size &&
  previas.every((l) => l.producto_id !== null && cantidades.get(l.producto_id) === l.cantidad);
