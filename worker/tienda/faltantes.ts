/**
 * The stock rule a compra checks before holding units (stock.ts `faltantes` reads what is
 * disponible; the trigger `apartados_sin_exceso` has the last word under races).
 */
import { msg } from '../textos';

/** A product of the cart as read: what a buyer can still take (NULL: sin control de inventario). */
export type Disponible = { id: number; nombre: string; disponible: number | null };

/** The refusal of each product whose disponible units do not cover the cart's quantity, with what is left. */
export const faltantesDe = (filas: Disponible[], cantidades: Map<number, number>) =>
  filas
    .filter((p) => p.disponible !== null && p.disponible < (cantidades.get(p.id) ?? 0))
    .map((p) => msg.tienda.stock.sinUnidades(p.nombre, Number(p.disponible)));
