import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarProducto, imagenProducto, nuevoProducto } from '../../../common/cuerpos/productos';
import { normalizar } from '../../../common/texto';
import type { Producto } from '../../../common/wire/productos';
import type { ConMensaje } from '../../../common/wire/sobre';
import type { Db } from '../../db/conexion';
import { caracteristicas, marcas, productos as productosTable, promociones } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { invalid, notFound } from '../../plataforma/errors';
import { dropImage, putImage, readImage, soltarImagenes } from '../../plataforma/images';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { registrarCambios, registrarCreados, registrarImagen } from '../historial-producto';
import { selectProductos } from '../producto';

const ahora = () => new Date().toISOString();

/** `fotos[]` parses to a list, a single `fotos` part to one File: always a list here. */
const listaDeImagenes = (value: unknown): unknown[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((v) => v !== '');

// ---- queries ------------------------------------------------------------------------------

type Tabla = typeof marcas | typeof promociones | typeof caracteristicas;
/** A row id if `valor` exists in `tabla` (batched with the write's other reads). */
const existe = (db: Db, tabla: Tabla, valor: number | null | undefined) =>
  db
    .select({ id: tabla.id })
    .from(tabla as typeof marcas)
    .where(eq(tabla.id, valor ?? 0));

type Referencias = { id_marca?: number; id_promocion?: number | null; id_caract?: number | null };
/** 422 naming each referenced brand, promotion or characteristic that does not exist. */
function exigirReferencias(refs: Referencias, [marca, promocion, caracteristica]: { id: number }[][]) {
  const errors: Record<string, string[]> = {};
  if (refs.id_marca && !marca.length) errors.id_marca = [msg.tienda.marcaNoExiste];
  if (refs.id_promocion && !promocion.length) errors.id_promocion = [msg.tienda.promocionNoExiste];
  if (refs.id_caract && !caracteristica.length) errors.caracteristica = [msg.tienda.caracteristicaNoExiste];
  if (Object.keys(errors).length) throw invalid(errors);
}

// ---- routes -------------------------------------------------------------------------------

/**
 * The admin's writes of the catalogue. Images are stored in R2 under `productos/` and rows keep
 * only their keys (served at `/storage/<key>`).
 */
export const adminProductos = new Hono<AppEnv>()
  .post('/producto/create', escritura(['tienda']), requireAdmin, async (c) => {
    const body = await readInput(c);
    const input = check(nuevoProducto, body);
    const archivos = listaDeImagenes(body.fotos);
    if (!archivos.length) throw invalid({ fotos: [msg.tienda.alMenosUnaImagen] });
    if (archivos.length > 4) throw invalid({ fotos: [msg.tienda.hastaCuatroImagenes] });
    const imagenes = [];
    for (const archivo of archivos) imagenes.push(await readImage(archivo, { field: 'fotos' }));

    const db = c.var.db;
    exigirReferencias(
      input,
      await db.batch([
        existe(db, marcas, input.id_marca),
        existe(db, promociones, input.id_promocion),
        existe(db, caracteristicas, input.id_caract),
      ]),
    );
    const keys = await Promise.all(imagenes.map((img) => putImage(c.env, 'productos', img)));
    try {
      const [, [row]] = await db.batch([
        db.insert(productosTable).values({
          ...input,
          busqueda: normalizar(input.nombre),
          imagen1: keys[0] ?? '',
          imagen2: keys[1] ?? '',
          imagen3: keys[2] ?? '',
          imagen4: keys[3] ?? '',
        }),
        selectProductos(db).where(eq(productosTable.id, sql`last_insert_rowid()`)),
        registrarCreados(db, 1, { cuentaId: cuentaActual(c).id }),
      ]);
      return c.json({ succes: row, message: msg.tienda.productoGuardado } satisfies ConMensaje<Producto>, 201);
    } catch (err) {
      await Promise.all(keys.map((key) => dropImage(c.env.IMAGES, key)));
      throw err;
    }
  })
  .post('/producto/update', escritura(['tienda']), requireAdmin, async (c) => {
    const body = await readInput(c);
    // keys sent as null mean "not sent" (axios leaves them out anyway)
    const enviados = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
    const { caracteristica, ...input } = check(actualizarProducto, enviados);
    const db = c.var.db;
    const [[actual], marca, promocion, filaCaracteristica, caracteristicaPorNombre] = await db.batch([
      db.select({ id_caract: productosTable.id_caract }).from(productosTable).where(eq(productosTable.id, input.id)),
      existe(db, marcas, input.id_marca),
      existe(db, promociones, input.id_promocion),
      existe(db, caracteristicas, input.id_caract),
      existe(db, caracteristicas, caracteristica),
    ]);
    if (!actual) throw notFound(msg.tienda.productoNoEncontrado);
    // a numeric `caracteristica` that differs from the stored id is the field the editor changed
    const cambiaPorNombre =
      caracteristica !== undefined &&
      caracteristica !== actual.id_caract &&
      (input.id_caract === undefined || input.id_caract === actual.id_caract);
    if (cambiaPorNombre) input.id_caract = caracteristica;
    exigirReferencias(input, [marca, promocion, cambiaPorNombre ? caracteristicaPorNombre : filaCaracteristica]);

    const { id: productoId, ...cambios } = input;
    const [, , [row]] = await db.batch([
      registrarCambios(db, productoId, cambios, { cuentaId: cuentaActual(c).id }),
      db
        .update(productosTable)
        .set({
          ...cambios,
          ...(cambios.nombre !== undefined ? { busqueda: normalizar(cambios.nombre) } : {}),
          updated_at: ahora(),
        })
        .where(eq(productosTable.id, productoId)),
      selectProductos(db).where(eq(productosTable.id, productoId)),
    ]);
    return c.json({ succes: row, message: msg.tienda.productoActualizado } satisfies ConMensaje<Producto>, 200);
  })
  .post('/producto/update-image', escritura(['tienda']), requireAdmin, async (c) => {
    const body = await readInput(c);
    const input = check(imagenProducto, body);
    const imagen = await readImage(body.file, { field: 'file' });
    const columna = `imagen${input.imagen}` as 'imagen1' | 'imagen2' | 'imagen3' | 'imagen4';
    const db = c.var.db;
    const [actual] = await db
      .select({ anterior: productosTable[columna] })
      .from(productosTable)
      .where(eq(productosTable.id, input.id_producto));
    if (!actual) throw notFound(msg.tienda.productoNoEncontrado);

    const key = await putImage(c.env, 'productos', imagen);
    let row: Producto;
    try {
      [, , [row]] = await db.batch([
        registrarImagen(db, input.id_producto, columna, { cuentaId: cuentaActual(c).id }),
        db
          .update(productosTable)
          .set({ [columna]: key, updated_at: ahora() })
          .where(eq(productosTable.id, input.id_producto)),
        selectProductos(db).where(eq(productosTable.id, input.id_producto)),
      ]);
    } catch (err) {
      await dropImage(c.env.IMAGES, key);
      throw err;
    }
    // the replaced image may still be another row's (shared keys): kept while anything names it
    await soltarImagenes(c.env, db, [actual.anterior]);
    return c.json({ succes: row, message: msg.tienda.imagenActualizada } satisfies ConMensaje<Producto>, 200);
  });
