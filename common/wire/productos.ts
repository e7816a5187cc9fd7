/**
 * `/api/producto/*`: the tienda's catalogue. Ids absent on the row are 0 and their names '',
 * never null; money is integer pesos; `estado` is a string, '1' active or '0' inactive.
 */

export type Producto = {
  id: number;
  nombre: string;
  id_marca: number;
  nombre_marca: string;
  /** 0 when none */
  id_promocion: number;
  /** '' when none */
  nombre_promocion: string;
  /** the promocion's percent while it is active, else 0 */
  porcentaje: number;
  precio: number;
  /** `precio` with the active discount, rounded to whole pesos */
  precio_final: number;
  /** '1' active, '0' inactive */
  estado: string;
  /** storage keys ('' when empty) */
  imagen1: string;
  imagen2: string;
  imagen3: string;
  imagen4: string;
  /** 0 when none */
  id_caract: number;
  nombre_caract: string;
  /** repeats `nombre_caract`, as the original did */
  caracteristica: string;
  ficha_tecnica: string;
  uso_adecuado: string;
  aviso_legal: string;
  /** units on hand; null = sin control de inventario */
  stock: number | null;
  /** admins get an e-mail when a sale leaves `stock` below this (1 by default: when it runs out) */
  stock_minimo: number;
  /** IVA class in percent (19, 5 or 0 = excluido), included in `precio` */
  iva: number;
  /** what a buyer can take now: `stock` minus the units of pending orders (30 min), never below 0; null without control */
  disponible: number | null;
  created_at: string;
};

// The body of `POST /api/producto/create` (common/cuerpos/productos.ts); the web's form sends it as multipart text.
export type { FormularioProducto, NuevoProducto } from '../cuerpos/productos';

/** One value of a facet: how many products of the current filter have it. */
export type Faceta = { id: number; nombre: string; n: number };

/**
 * `producto/index?facetas=1` (paged): the counts of the current filter per brand, characteristic
 * and price group (`categoria`, ids 1..4 as the `precio` filter); a group's own selection does not
 * narrow its own counts.
 */
export type FacetasProductos = { marca: Faceta[]; categoria: Faceta[]; caracteristica: Faceta[] };
