/**
 * The cart's data layer: lines in IndexedDB (lib/db.ts), so the cart survives reloads and
 * restarts and every open tab sees the same lines (`useCarrito` is a live query).
 * Prices kept here are only what the buyer saw; the server prices the order.
 */
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { precioConDescuento } from '../../../common/dinero';
import type { Producto } from '../../../common/wire/productos';
import { darCuentaViva } from './carrito-cuenta';
import { LEGACY_KEY } from './claves-almacen';
import { db, type ItemCarrito } from './db';

export type { ItemCarrito };

/** The server accepts 1..99 units of a product per order. */
export const MAX_CANTIDAD = 99;
export { LEGACY_KEY } from './claves-almacen';

// the cart button's count (lib/carrito-cuenta.ts) follows Dexie from here on: this module is loaded
darCuentaViva((alCambiar) => {
  const suscripcion = liveQuery(() => db.carrito.count()).subscribe({ next: alCambiar, error: () => {} });
  return () => suscripcion.unsubscribe();
});

/** What the cart needs from a catalogue row (`producto/index`, `producto/find`). */
export type ProductoVendible = Pick<Producto, 'id' | 'nombre' | 'nombre_marca' | 'precio' | 'porcentaje'> &
  Partial<Pick<Producto, 'precio_final' | 'imagen1' | 'estado' | 'disponible' | 'iva'>>;

/** Agotado: a product with stock and no unit left (the server's `disponible`). */
export const agotado = (p: Pick<ProductoVendible, 'disponible'>) => p.disponible === 0;

/** The most units of `p` a line may hold: what is left of it (when it has stock), at most MAX_CANTIDAD. */
export const maximoDe = (p?: Pick<ProductoVendible, 'disponible'>) =>
  Math.min(MAX_CANTIDAD, p?.disponible ?? MAX_CANTIDAD);

const finalDe = (p: ProductoVendible) => p.precio_final ?? precioConDescuento(p.precio, p.porcentaje);

const linea = (p: ProductoVendible, cantidad = 1, added_at = Date.now()): ItemCarrito => ({
  id: p.id,
  nombre: p.nombre,
  nombre_marca: p.nombre_marca ?? '',
  precio: p.precio,
  porcentaje: p.porcentaje ?? 0,
  precio_final: finalDe(p),
  iva: p.iva ?? 19,
  imagen1: p.imagen1 ?? '',
  cantidad,
  added_at,
});

/**
 * What adding did: a new line ('agregado'), one more unit on the line `p` already had ('sumado',
 * with the line's quantity now), or nothing: the line holds what is left of it or the most an
 * order takes ('maximo'), or the product is agotado ('agotado').
 */
export type Agregado = { resultado: 'agregado' | 'sumado' | 'maximo' | 'agotado'; cantidad: number };

/**
 * Adds one unit of `p`: a new line, or one more unit on its line (up to what is left of it and
 * `MAX_CANTIDAD`: `maximoDe`). One IndexedDB transaction, so two tabs adding at once add two units.
 * An agotado product is refused.
 */
export function agregarAlCarrito(p: ProductoVendible): Promise<Agregado> {
  if (agotado(p)) return Promise.resolve({ resultado: 'agotado', cantidad: 0 });
  return db.transaction('rw', db.carrito, async () => {
    const existente = await db.carrito.get(p.id);
    if (!existente) {
      await db.carrito.add(linea(p));
      return { resultado: 'agregado', cantidad: 1 } as const;
    }
    if (existente.cantidad >= maximoDe(p)) return { resultado: 'maximo', cantidad: existente.cantidad } as const;
    const cantidad = existente.cantidad + 1;
    await db.carrito.update(p.id, { cantidad });
    return { resultado: 'sumado', cantidad } as const;
  });
}

const cambiarCantidad = (id: number, delta: number, maximo = MAX_CANTIDAD) =>
  db.carrito
    .where('id')
    .equals(id)
    .modify((item) => {
      item.cantidad = Math.max(1, Math.min(maximo, item.cantidad + delta));
    });

/** One more unit, never past `maximo` (what is left of the product: `maximoDe`). */
export const incrementar = (id: number, maximo = MAX_CANTIDAD) => cambiarCantidad(id, 1, maximo);
/** The line takes what is left of its product (the buyer accepts it: the aviso 'stock'). */
export const ajustarCantidad = (id: number, cantidad: number) =>
  db.carrito.update(id, { cantidad: Math.max(1, Math.min(MAX_CANTIDAD, cantidad)) });
/** Never below 1: removing is its own action. */
export const decrementar = (id: number) => cambiarCantidad(id, -1);
export const quitarDelCarrito = (id: number) => db.carrito.delete(id);
export const vaciarCarrito = () => db.carrito.clear();
/** Takes the lines of these products out of the cart (their venta was paid). */
export const quitarDelCarritoVarios = (ids: readonly number[]) => db.carrito.bulkDelete([...ids]);
export const leerCarrito = () => db.carrito.orderBy('added_at').toArray();

/** Sum of discounted price × quantity, in pesos. */
export const totalCarrito = (items: readonly Pick<ItemCarrito, 'precio_final' | 'cantidad'>[]) =>
  items.reduce((sum, i) => sum + i.precio_final * i.cantidad, 0);

/** The cart's lines, live (other tabs included); undefined while IndexedDB is being read. */
export const useCarrito = () => useLiveQuery(leerCarrito, []);

/**
 * Moves a cart left by the original client under localStorage `cart` into IndexedDB, once:
 * valid rows are added (a product already in the cart keeps its line), then the key is removed.
 * Returns how many lines were moved in.
 */
export async function migrarCarritoLegado(storage: Storage = localStorage): Promise<number> {
  let raw: string | null;
  try {
    raw = storage.getItem(LEGACY_KEY);
  } catch {
    return 0;
  }
  if (raw === null) return 0;
  let rows: unknown;
  try {
    rows = JSON.parse(raw);
  } catch {
    rows = [];
  }
  const base = Date.now();
  const items = (Array.isArray(rows) ? rows : [])
    .map((r) => (r && typeof r === 'object' ? r : {}) as Partial<ProductoVendible> & { cantidad?: unknown })
    .filter((r) => Number.isInteger(Number(r.id)) && Number(r.id) > 0 && Number.isFinite(Number(r.precio)))
    .map((r, i) => {
      const cantidad = Math.min(MAX_CANTIDAD, Math.max(1, Math.trunc(Number(r.cantidad)) || 1));
      const p = {
        ...r,
        id: Number(r.id),
        nombre: String(r.nombre ?? ''),
        nombre_marca: String(r.nombre_marca ?? ''),
        precio: Number(r.precio),
        porcentaje: Number(r.porcentaje) || 0,
        precio_final: undefined,
      };
      return linea(p, cantidad, base + i);
    });
  let movidos = 0;
  await db.transaction('rw', db.carrito, async () => {
    const existentes = new Set(await db.carrito.toCollection().primaryKeys());
    const nuevos = items.filter((i) => !existentes.has(i.id) && existentes.add(i.id));
    await db.carrito.bulkAdd(nuevos);
    movidos = nuevos.length;
  });
  storage.removeItem(LEGACY_KEY);
  return movidos;
}

export type Aviso =
  | { tipo: 'inactivo' }
  | { tipo: 'stock'; disponible: number }
  | { tipo: 'precio'; anterior: number; nuevo: number };

/**
 * Compares the cart with a fresh catalogue: a line whose product is gone or inactive, asks for more
 * units than are left, or whose discounted price changed, gets an aviso. The buyer removes or
 * accepts each before paying.
 */
export function revisarCarrito(
  items: readonly ItemCarrito[],
  catalogo: readonly ProductoVendible[],
): Map<number, Aviso> {
  const porId = new Map(catalogo.map((p) => [p.id, p]));
  const avisos = new Map<number, Aviso>();
  for (const item of items) {
    const p = porId.get(item.id);
    if (!p || (p.estado !== undefined && p.estado !== '1')) avisos.set(item.id, { tipo: 'inactivo' });
    else if (item.cantidad > maximoDe(p)) avisos.set(item.id, { tipo: 'stock', disponible: maximoDe(p) });
    else if (finalDe(p) !== item.precio_final)
      avisos.set(item.id, { tipo: 'precio', anterior: item.precio_final, nuevo: finalDe(p) });
  }
  return avisos;
}

/** The buyer accepts the catalogue's current price (and names) for a line; its quantity stays. */
export const aceptarPrecio = (p: ProductoVendible) =>
  db.carrito.update(p.id, {
    nombre: p.nombre,
    nombre_marca: p.nombre_marca ?? '',
    precio: p.precio,
    porcentaje: p.porcentaje ?? 0,
    precio_final: finalDe(p),
    iva: p.iva ?? 19,
    imagen1: p.imagen1 ?? '',
  });
