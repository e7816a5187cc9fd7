/**
 * The store's filters: what the address keeps (`?q=…&marca=1,2&caracteristica=3&precio=1,4&descuento=1`),
 * the query the server pages and filters with (`producto/index`), and the same rules in memory
 * for what is filtered offline (the catalogue pages saved by the service worker).
 */
import { palabrasEn, relevancia } from '../../../../common/busqueda';
import { normalizar } from '../../../../common/texto';
import type { Producto } from '../../../../common/wire/productos';

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

/** The orders the store offers (`producto/index`'s `orden`); none: relevance, or by id. */
export const ORDENES = ['precio_asc', 'precio_desc', 'nuevos', 'mas_vendidos'] as const;
export type Orden = (typeof ORDENES)[number];

export type Filtros = {
  q: string;
  marcas: readonly number[];
  caracteristicas: readonly number[];
  precios: readonly RangoId[];
  descuento: boolean;
  /** kept in the address as `orden=`; absent: the default order */
  orden?: Orden;
};

/** `texto`: folded, for a search too short to forgive; `busqueda`: normalised, for one that does. */
export type Indexado = { p: Producto; texto: string; busqueda: string };

/** 'Descuento del día': an active promotion above 0 % (the API sends 0 for inactive ones). */
export const conDescuento = (p: Pick<Producto, 'porcentaje'>) => Number(p.porcentaje) > 0;

/** Built once per loaded list: product, brand, characteristic and (active) promotion names. */
export const indexar = (productos: readonly Producto[]): Indexado[] =>
  productos.map((p) => {
    const promocion = conDescuento(p) ? p.nombre_promocion : '';
    return {
      p,
      texto: plegar([p.nombre, p.nombre_marca, promocion].join('\n')),
      busqueda: normalizar([p.nombre, p.nombre_marca, p.nombre_caract, promocion].join(' ')),
    };
  });

/**
 * Within a group any selected value matches; groups combine with AND. A search of words of 3
 * letters or more forgives typos and puts the closest first, as the server does (common/busqueda.ts).
 */
export function filtrar(indice: readonly Indexado[], f: Filtros): Producto[] {
  const plegada = plegar(f.q.trim());
  const palabras = palabrasEn(plegada);
  const q = palabras.length ? '' : plegada;
  const marcas = f.marcas.length ? new Set(f.marcas) : null;
  const caracteristicas = f.caracteristicas.length ? new Set(f.caracteristicas) : null;
  const rangos = f.precios.map((r) => RANGOS[r]);
  const out: { p: Producto; d: number }[] = [];
  for (const { p, texto, busqueda } of indice) {
    if (q && !texto.includes(q)) continue;
    if (marcas && !marcas.has(p.id_marca)) continue;
    if (caracteristicas && !caracteristicas.has(p.id_caract)) continue;
    if (rangos.length && !rangos.some((en) => en(p.precio_final))) continue;
    if (f.descuento && !conDescuento(p)) continue;
    const d = palabras.length ? relevancia(palabras, busqueda) : 0;
    if (d !== null) out.push({ p, d });
  }
  // stable: the same typos keep the server's order (by id); the best sellers keep it too offline
  const o = f.orden;
  const por = (a: Producto, b: Producto) =>
    o === 'precio_asc'
      ? a.precio_final - b.precio_final
      : o === 'precio_desc'
        ? b.precio_final - a.precio_final
        : o === 'nuevos'
          ? b.id - a.id
          : 0;
  return out.sort((a, b) => (o ? por(a.p, b.p) : a.d - b.d)).map((x) => x.p);
}

export const hayFiltros = (f: Filtros) =>
  f.q.trim() !== '' || f.marcas.length > 0 || f.caracteristicas.length > 0 || f.precios.length > 0 || f.descuento;

/** Products per page asked of the server (and shown per 'Mostrar más' offline). */
export const POR_PAGINA = 24;

const ids = (valor: string | null, valido: (n: number) => boolean = (n) => n > 0) =>
  [
    ...new Set(
      (valor ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,9}$/.test(s))
        .map(Number)
        .filter(valido),
    ),
  ].slice(0, 50);

const esRango = (n: number): n is RangoId => n >= 1 && n <= 4;

/** The filters an address carries; anything malformed in it is dropped, never an error. */
export function filtrosDeUrl(params: URLSearchParams): Filtros {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    marcas: ids(params.get('marca')),
    caracteristicas: ids(params.get('caracteristica')),
    precios: ids(params.get('precio'), esRango) as RangoId[],
    descuento: params.get('descuento') === '1',
    orden: ORDENES.find((o) => o === params.get('orden')),
  };
}

/** The address of some filters: only what is set, in a fixed order (one address per filter set). */
export function urlDeFiltros(f: Filtros): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q);
  if (f.marcas.length) p.set('marca', f.marcas.join(','));
  if (f.caracteristicas.length) p.set('caracteristica', f.caracteristicas.join(','));
  if (f.precios.length) p.set('precio', [...f.precios].sort().join(','));
  if (f.descuento) p.set('descuento', '1');
  if (f.orden) p.set('orden', f.orden);
  return p;
}

/** The `producto/index` query of one page: active products only, the server filters and pages. */
export function consultaDe(f: Filtros, page: number): Record<string, string | number | undefined> {
  const join = (l: readonly number[]) => (l.length ? [...l].sort((a, b) => a - b).join(',') : undefined);
  return {
    q: f.q.trim() || undefined,
    marca: join(f.marcas),
    caracteristica: join(f.caracteristicas),
    precio: join(f.precios),
    descuento: f.descuento ? 1 : undefined,
    orden: f.orden,
    estado: '1',
    page,
    limit: POR_PAGINA,
    // the counts beside the filter options, with the first page only
    facetas: page === 1 ? 1 : undefined,
  };
}

/** One string per server query (the key a loaded list belongs to): filter sets that ask the same share it. */
export const claveDe = (f: Filtros) =>
  Object.entries(consultaDe(f, 1))
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
