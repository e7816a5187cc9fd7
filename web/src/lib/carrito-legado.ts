/**
 * The cart the original client left in localStorage, moved into IndexedDB when the store opens
 * (lib/carrito.ts `migrarCarritoLegado`): the cart's code and Dexie load only when there is one.
 */
import { LEGACY_KEY } from './claves-almacen';

export async function migrarCarritoLegado(): Promise<number> {
  let hay = false;
  try {
    hay = localStorage.getItem(LEGACY_KEY) !== null;
  } catch {
    return 0;
  }
  return hay ? (await import('./carrito')).migrarCarritoLegado() : 0;
}
