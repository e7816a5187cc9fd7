/**
 * The catalogue as CSV (lib/csv.ts: UTF-8 with BOM, `;`): `GET /api/producto/export.csv` streams
 * every product by keyset on id; `POST /api/producto/import.csv` (part `file`) creates the rows
 * without id (inactive, as they have no images yet) and updates the rows with one, and answers
 * each refused row with its reasons. Both carry the IVA class (19, 5, 0) and the stock ('' = sin
 * control de inventario); brands are found by their normalised name, as their unique index compares
 * them (migration 0034). Each row written is recorded in the producto's historial
 * (lib/historial-producto.ts), in the same batch.
 */
import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { Hono } from 'hono';
import { normalizar } from '../../../common/texto';
import type { ResultadoImportacion } from '../../../common/wire/productos-csv';
import type { ConMensaje } from '../../../common/wire/sobre';
import { caracteristicas, marcas, productos, promociones } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { cabecerasCsv, leerCsv, lineaCsv, streamCsv } from '../../plataforma/csv';
import { invalid } from '../../plataforma/errors';
import { msg } from '../../textos';
import { registrarCambios, registrarCreados } from '../historial-producto';
import { type Plan, planear, type Referencias } from '../importar-productos';

const m = msg.productosCsv;
const POR_LOTE = 500;
/** Rows one import may hold. */
export const MAX_FILAS = 2000;
const OBLIGATORIAS = ['nombre', 'marca', 'precio'];

const columnas = {
  id: productos.id,
  nombre: productos.nombre,
  marca: marcas.nombre,
  caracteristica: caracteristicas.nombre,
  promocion: promociones.nombre,
  precio: productos.precio,
  iva: productos.iva,
  stock: productos.stock,
  estado: productos.estado,
  ficha_tecnica: productos.ficha_tecnica,
  uso_adecuado: productos.uso_adecuado,
  aviso_legal: productos.aviso_legal,
};
type Fila = { [K in keyof typeof columnas]: (typeof columnas)[K]['_']['data'] | null };

const registro = (p: Fila) => lineaCsv(m.columnas.map((k) => p[k as keyof Fila]));

/** Name → id of a small catalogue table, by normalised name (the first id wins). */
const porNombre = (filas: { id: number; nombre: string; normalizado?: string | null }[]) => {
  const mapa = new Map<string, number>();
  for (const f of filas) {
    const clave = f.normalizado ?? normalizar(f.nombre);
    if (!mapa.has(clave)) mapa.set(clave, f.id);
  }
  return mapa;
};

/** `lista` in pieces of `n` (D1 binds at most 100 parameters a statement). */
const trozos = <T>(lista: T[], n: number) =>
  Array.from({ length: Math.ceil(lista.length / n) }, (_, i) => lista.slice(i * n, i * n + n));

export const productosCsv = new Hono<AppEnv>()
  .get('/producto/export.csv', requireAdmin, async (c) => {
    const db = c.var.db;
    const pagina = (despues: Fila | null) =>
      db
        .select(columnas)
        .from(productos)
        .innerJoin(marcas, eq(marcas.id, productos.id_marca))
        .leftJoin(caracteristicas, eq(caracteristicas.id, productos.id_caract))
        .leftJoin(promociones, eq(promociones.id, productos.id_promocion))
        .where(gt(productos.id, despues?.id ?? 0))
        .orderBy(asc(productos.id))
        .limit(POR_LOTE);
    return c.body(streamCsv(m.columnas, pagina, registro, POR_LOTE), 200, cabecerasCsv('productos.csv'));
  })
  .post('/producto/import.csv', escritura(['tienda']), requireAdmin, async (c) => {
    const body = await readInput(c);
    const archivo = body.file;
    if (!(archivo instanceof File)) throw invalid({ file: [m.archivoObligatorio] });
    const [cabecera = [], ...filas] = leerCsv(await archivo.text());
    const nombres = cabecera.map((h) => normalizar(h).replaceAll(' ', '_'));
    const faltan = OBLIGATORIAS.filter((k) => !nombres.includes(k));
    if (faltan.length) throw invalid({ file: [m.faltanColumnas(faltan.join(', '))] });
    if (!filas.length) throw invalid({ file: [m.archivoVacio] });
    if (filas.length > MAX_FILAS) throw invalid({ file: [m.demasiadasFilas(MAX_FILAS)] });

    const celdas = filas.map((f) => Object.fromEntries(nombres.map((n, i) => [n, f[i] ?? ''])));
    const ids = [...new Set(celdas.map((f) => Number(f.id)).filter((n) => Number.isSafeInteger(n) && n > 0))];
    const db = c.var.db;
    const [listaMarcas, listaCaracteristicas, listaPromociones, ...existentes] = await db.batch([
      db
        .select({ id: marcas.id, nombre: marcas.nombre, normalizado: marcas.nombre_normalizado })
        .from(marcas)
        .orderBy(marcas.id),
      db
        .select({ id: caracteristicas.id, nombre: caracteristicas.nombre })
        .from(caracteristicas)
        .orderBy(caracteristicas.id),
      db.select({ id: promociones.id, nombre: promociones.nombre }).from(promociones).orderBy(promociones.id),
      ...trozos(ids.length ? ids : [0], 90).map((t) =>
        db.select({ id: productos.id }).from(productos).where(inArray(productos.id, t)),
      ),
    ]);
    const refs: Referencias = {
      marcas: porNombre(listaMarcas),
      caracteristicas: porNombre(listaCaracteristicas),
      promociones: porNombre(listaPromociones),
    };
    const enCatalogo = new Set(existentes.flat().map((p) => p.id));
    const vistos = new Set<number>();
    const resultado: ResultadoImportacion = { creados: 0, actualizados: 0, rechazados: [] };
    const ahora = new Date().toISOString();
    const autor = { cuentaId: cuentaActual(c).id, origen: 'csv' } as const;
    // each write with its historial (lib/historial-producto.ts), never split across two batches
    const escrituras: BatchItem<'sqlite'>[][] = [];
    const nuevos: Extract<Plan, { tipo: 'crear' }>['valores'][] = [];
    celdas.forEach((fila, i) => {
      const plan = planear(fila, refs, enCatalogo, vistos);
      if (plan.tipo === 'rechazar')
        resultado.rechazados.push({ fila: i + 2, nombre: fila.nombre ?? '', errores: plan.errores });
      else if (plan.tipo === 'crear') nuevos.push(plan.valores);
      else
        escrituras.push([
          registrarCambios(db, plan.id, plan.valores, autor),
          db
            .update(productos)
            .set({ ...plan.valores, updated_at: ahora })
            .where(eq(productos.id, plan.id)),
        ]);
    });
    resultado.creados = nuevos.length;
    resultado.actualizados = escrituras.length;
    // drizzle binds every column of productos (19): 5 rows a statement stay under 100 parameters
    for (const t of trozos(nuevos, 5))
      escrituras.push([db.insert(productos).values(t), registrarCreados(db, t.length, autor)]);
    for (const t of trozos(escrituras, 25)) await db.batch(t.flat() as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    const message = m.resultado(resultado.creados, resultado.actualizados, resultado.rechazados.length);
    return c.json(
      {
        succes: resultado,
        message: resultado.creados ? `${message} ${m.creadoInactivo}` : message,
      } satisfies ConMensaje<ResultadoImportacion>,
      200,
    );
  });
