/** Where the app keeps things in the browser, for the modules that read them without Dexie. */

/** The app's IndexedDB database: lib/db.ts opens it with Dexie, lib/carrito-cuenta.ts reads the cart's count without. */
export const NOMBRE_BASE = 'citasalud';
/** The browser storage key of the original client's cart (a JSON list of product rows): lib/carrito-legado.ts. */
export const LEGACY_KEY = 'cart';
