/**
 * The store's client-side filtering: the whole active catalogue is loaded once, indexed once
 * (names folded to lowercase without accents) and filtered in memory on every keystroke.
 */
import type { Producto } from './api';

/** Lowercase without accents: 'Ibuprofeno' matches 'IBUPRÓFENO'. */
export const plegar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export type RangoId = 1 | 2 | 3 | 4;

/**
 * Price buckets on the discounted price, the same as the API's `precio` filter:
 * below 10.000; 10.000 to below 50.000; 50.000 to 100.000; above 100.000. (The original's
 * exclusive bounds left a product at exactly 10.000, 50.000 or 100.000 in no bucket.)
 */
export const RANGOS: Record<RangoId, (precio: number) => boolean> = {
  1: (p) => p < 10_000,
  2: (p) => p >= 10_000 && p < 50_000,
  3: (p) => p >= 50_000 && p <= 100_000,
  4: (p) => p > 100_000,
};
export const RANGO_IDS = [1, 2, 3, 4] as const satisfies readonly RangoId[];

export type Filtros = {
  q: string;
  marcas: readonly number[];
  caracteristicas: readonly number[];
  precios: readonly RangoId[];
  descuento: boolean;
};

export type Indexado = { p: Producto; texto: string };

/** 'Descuento del día': an active promotion above 0 % (the API sends 0 for inactive ones). */
export const conDescuento = (p: Pick<Producto, 'porcentaje'>) => Number(p.porcentaje) > 0;

/** Built once per loaded list: product, brand and (active) promotion names, folded. */
export const indexar = (productos: readonly Producto[]): Indexado[] =>
  productos.map((p) => ({
    p,
    texto: plegar([p.nombre, p.nombre_marca, conDescuento(p) ? p.nombre_promocion : ''].join('\n')),
  }));

/** Within a group any selected value matches; groups combine with AND. */
export function filtrar(indice: readonly Indexado[], f: Filtros): Producto[] {
  const q = plegar(f.q.trim());
  const marcas = f.marcas.length ? new Set(f.marcas) : null;
  const caracts = f.caracteristicas.length ? new Set(f.caracteristicas) : null;
  const rangos = f.precios.map((r) => RANGOS[r]);
  const out: Producto[] = [];
  for (const { p, texto } of indice) {
    if (q && !texto.includes(q)) continue;
    if (marcas && !marcas.has(p.id_marca)) continue;
    if (caracts && !caracts.has(p.id_caract)) continue;
    if (rangos.length && !rangos.some((en) => en(p.precio_final))) continue;
    if (f.descuento && !conDescuento(p)) continue;
    out.push(p);
  }
  return out;
}

export const hayFiltros = (f: Filtros) =>
  f.q.trim() !== '' || f.marcas.length > 0 || f.caracteristicas.length > 0 || f.precios.length > 0 || f.descuento;
