/**
 * What a compra reads before it writes: the catalogue rows of its products, the candidates of its
 * ciudad and the store's ajustes, with the `tienda` version they were read under (lib/cache.ts).
 *
 * The isolate keeps what it read (`copia`), so a compra whose products and ciudad are all there
 * makes no round trip before its write batch. That batch starts with `vigente(version)`
 * (migration 0025): when a staff change to the store (a price, a promotion, a product, an envío
 * rate, the ajustes: every such route bumps `tienda`) happened since, the batch aborts with
 * nothing written and the compra reads again. Nothing is ever priced from a copy older than the
 * store's last change. A typed cupon is always read (its uses change with every compra), and
 * then the rest is read in the same batch.
 *
 * Under `APP_ENV=test` the copy is used only by requests with `X-Test-Cache: 1`, as the cached
 * public reads are (API tests write their rows straight to D1, bumping no version).
 */
import { and, eq, exists, inArray, isNotNull, lte, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { cacheVersion, vigencias } from '../db/schema/cache';
import { marcas, productos, promociones } from '../db/schema/tienda';
import { causaDice } from '../plataforma/errors';
import {
  AJUSTES_POR_DEFECTO,
  ajustesTiendaDe,
  candidatasCiudad,
  cuponDelCodigo,
  disponibleSql,
  type Instante,
  type leerCiudad,
} from '../tienda';

type Leida = ReturnType<typeof leerCiudad>;

/** A product as a compra prices it (its live units are the trigger's business, not this row's). */
const catalogoColumnas = {
  id: productos.id,
  nombre: productos.nombre,
  precio: productos.precio,
  iva: productos.iva,
  estado: productos.estado,
  // aliased: D1 batch results are keyed by column name, so same-named columns would collide
  nombre_marca: sql<string>`${marcas.nombre}`.as('nombre_marca'),
  nombre_promocion: sql<string>`coalesce(case when ${promociones.activo} = 1 then ${promociones.nombre} end, '')`.as(
    'nombre_promocion',
  ),
  porcentaje: sql<number>`coalesce(case when ${promociones.activo} = 1 then ${promociones.porcentaje} end, 0)`.as(
    'porcentaje',
  ),
};

const catalogoDe = (db: Db, ids: number[]) =>
  db
    .select(catalogoColumnas)
    .from(productos)
    .innerJoin(marcas, eq(marcas.id, productos.id_marca))
    .leftJoin(promociones, eq(promociones.id, productos.id_promocion))
    .where(inArray(productos.id, ids));

const versionTienda = (db: Db) =>
  db
    // as text: a random 63-bit integer, past what a JavaScript number holds
    .select({ version_tienda: sql<string>`cast(${cacheVersion.version} as text)`.as('version_tienda') })
    .from(cacheVersion)
    .where(eq(cacheVersion.scope, 'tienda'));

type FilaCatalogo = Awaited<ReturnType<typeof catalogoDe>>[number];
type Candidata = Awaited<ReturnType<typeof candidatasCiudad>>[number];
type Ajustes = typeof AJUSTES_POR_DEFECTO;

/** The isolate's copy, for one `tienda` version. */
type Copia = {
  version: string | null;
  leida: number;
  productos: Map<number, FilaCatalogo>;
  ciudades: Map<string, Candidata[]>;
  ajustes: Ajustes;
};
let copia: Copia | null = null;

/** A copy older than this is read again even if no change was seen (it bounds the memory too). */
const VIDA_MS = 10 * 60_000;
/** Products kept at most: past it the copy starts over (a catalogue row is ~200 bytes). */
const MAX_PRODUCTOS = 5000;

const claveCiudad = (leida: Leida) => `${leida.codigo}|${leida.clave}`;

export type Lectura = {
  /** the `tienda` version the rows were read under: the write batch checks it (`vigente`) */
  version: string | null;
  catalogo: FilaCatalogo[];
  candidatas: Candidata[];
  ajustes: Ajustes;
  filaCupon: Awaited<ReturnType<typeof cuponDelCodigo>>[number] | undefined;
  /** D1 was read (false: everything came from the isolate's copy) */
  leido: boolean;
};

/** Forgets the isolate's copy (a write batch found it outdated; tests). */
export function olvidarCopia() {
  copia = null;
}

/**
 * What the compra of `ids`, to the ciudad `leida`, with `cupon` ('' none) reads: from the isolate's
 * copy when it holds all of it and `conCopia` allows it, else in one batch from D1 (which
 * refreshes the copy).
 */
export async function leerParaCompra(
  db: Db,
  conCopia: boolean,
  ids: number[],
  leida: Leida,
  cupon: { codigo: string; ahora: Date; email: string },
): Promise<Lectura> {
  const clave = claveCiudad(leida);
  if (conCopia && !cupon.codigo && copia && Date.now() - copia.leida < VIDA_MS) {
    const { productos: filas, ciudades, ajustes, version } = copia;
    const candidatas = ciudades.get(clave);
    if (candidatas && ids.every((id) => filas.has(id)))
      return {
        version,
        catalogo: ids.map((id) => filas.get(id) as FilaCatalogo),
        candidatas,
        ajustes,
        filaCupon: undefined,
        leido: false,
      };
  }
  const base = [versionTienda(db), catalogoDe(db, ids), candidatasCiudad(db, leida), ajustesTiendaDe(db)] as const;
  const [[filaVersion], catalogo, candidatas, [ajustes = AJUSTES_POR_DEFECTO], filaCupon] = cupon.codigo
    ? await db
        .batch([...base, cuponDelCodigo(db, cupon.codigo, cupon.ahora, cupon.email)])
        .then(([v, cat, ciu, aju, [cup]]) => [v, cat, ciu, aju, cup] as const)
    : await db.batch(base).then(([v, cat, ciu, aju]) => [v, cat, ciu, aju, undefined] as const);
  const version = filaVersion?.version_tienda ?? null;
  if (conCopia) {
    if (!copia || copia.version !== version || copia.productos.size > MAX_PRODUCTOS)
      copia = { version, leida: Date.now(), productos: new Map(), ciudades: new Map(), ajustes };
    for (const fila of catalogo) copia.productos.set(fila.id, fila);
    copia.ciudades.set(clave, candidatas);
    copia.ajustes = ajustes;
  }
  return { version, catalogo, candidatas, ajustes, filaCupon, leido: true };
}

/** The write batch's first statement: aborts it ('version_cambiada') if `tienda` changed since `version`. */
export const vigente = (db: Db, version: string | null | Placeholder) =>
  db.insert(vigencias).values({ scope: 'tienda', version });

/** The trigger of `vigente` refused: the compra was priced from reads a staff change made old. */
export const esVersionCambiada = (err: unknown) => causaDice(err, 'version_cambiada');

/**
 * For the venta's batch, after its apartados: a new `tienda` version when they left one of `ids`
 * agotado (its cached cards must say so; lib/stock.ts), nothing otherwise. Answers the new
 * version's row, for `versionesNuevas`.
 */
export const agotados = (db: Db, ids: (number | Placeholder)[], ahora: Instante) =>
  db
    .update(cacheVersion)
    .set({ version: sql`abs(random())` })
    .where(
      and(
        eq(cacheVersion.scope, 'tienda'),
        exists(
          db
            .select({ uno: sql`1` })
            .from(productos)
            .where(and(inArray(productos.id, ids), isNotNull(productos.stock), lte(disponibleSql(ahora), 0))),
        ),
      ),
    )
    .returning({ scope: cacheVersion.scope, version: cacheVersion.version });
