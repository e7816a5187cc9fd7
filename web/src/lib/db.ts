/**
 * THE IndexedDB database of the app (Dexie). Data that must survive reloads, restarts and
 * offline use lives here and is read with `useLiveQuery` (which also follows other tabs).
 *
 * Versions only grow: a later issue adds its tables (outbox, profiles, agenda) in a new
 * `this.version(n).stores({...})` that repeats nothing and never edits an earlier version.
 */
import Dexie, { type EntityTable } from 'dexie';

/** One cart line: the product as the buyer saw it when adding it, plus the quantity. */
export type CartItem = {
  /** the product id (one line per product) */
  id: number;
  nombre: string;
  nombre_marca: string;
  /** normal price, integer pesos */
  precio: number;
  /** active promotion percent (0 when none) */
  porcentaje: number;
  /** discounted price, integer pesos */
  precio_final: number;
  imagen1: string;
  /** 1..99 */
  cantidad: number;
  /** epoch ms: lines are listed in the order they were added */
  added_at: number;
};

export class CitaSaludDB extends Dexie {
  cart!: EntityTable<CartItem, 'id'>;

  constructor(name = 'citasalud') {
    super(name);
    this.version(1).stores({ cart: 'id, added_at' });
    // Later issues: this.version(2).stores({ outbox: '...' }), profiles, agenda…
  }
}

export const db = new CitaSaludDB();
