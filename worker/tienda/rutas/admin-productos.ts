import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { CLASES_IVA } from '../../../common/iva';
import { normalizar } from '../../../common/texto';
import { id, texto, textoOpcional } from '../../../common/validacion';
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
import { estadoProducto, selectProductos } from '../producto';

const ahora = () => new Date().toISOString();
const PRECIO_MAXIMO = 1_000_000_000;

// ---- fields -------------------------------------------------------------------------------

/**
 * Integer pesos, > 0. '25000', 25000 and '25000.00' (an admin table's two decimals) are read as
 * 25000; a fraction ('25000.5') or a thousands-dotted '25.000' is refused, never rounded.
 */
const precio = z.unknown().transform((v, ctx) => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
  const fallo = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (s === undefined || s === '') return fallo(msg.tienda.precioObligatorio);
  if (/^-\d/.test(s)) return fallo(msg.tienda.precioPositivo);
  const m = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m || /[1-9]/.test(m[2] ?? '')) return fallo(msg.tienda.precioEntero);
  const valor = Number(m[1]);
  if (valor <= 0) return fallo(msg.tienda.precioPositivo);
  if (valor > PRECIO_MAXIMO) return fallo(msg.tienda.precioMaximo);
  return valor;
});

const MAX_UNIDADES = 1_000_000;
/** Whole units 0..1.000.000 ('12', 12, '12.00'); anything else is refused with `message`, never rounded. */
const unidades = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    const m = /^(\d{1,7})(?:[.,]0{1,2})?$/.exec(s);
    if (!m || Number(m[1]) > MAX_UNIDADES) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(m[1]);
  });
/** `stock`: '' means sin control de inventario (NULL); absent stays undefined (unchanged on update). */
const stock = z.preprocess((v) => (v === '' ? null : v), unidades(msg.tienda.stock.entero).nullable().optional());
/** `stock_minimo`: '' or absent is the default (create) or unchanged (update). */
const stockMinimo = z.preprocess((v) => (v === '' ? undefined : v), unidades(msg.tienda.stock.minimoEntero).optional());

/** `iva`: the class 19, 5 or 0 ('excluido' too); '' or absent is 19 (create) or unchanged (update). */
const iva = z.preprocess(
  (v) => {
    const s =
      typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase().replace(/\s*%$/, '') : v;
    if (s === '' || s === undefined || s === null) return undefined;
    return s === 'excluido' ? 0 : typeof s === 'string' && /^\d{1,2}$/.test(s) ? Number(s) : Number.NaN;
  },
  z
    .number({ error: msg.tienda.iva })
    .refine((n) => (CLASES_IVA as readonly number[]).includes(n), { error: msg.tienda.iva })
    .optional(),
);

/** An optional reference: absent stays undefined, '' / '0' / 0 mean none (null). */
const idOpcional = (label: string) =>
  z.preprocess((v) => (v === '' || v === '0' || v === 0 ? null : v), id(label).nullable().optional());

const textoLargo = (label: string) => textoOpcional(label, { max: 5000 });
const textos = {
  ficha_tecnica: textoLargo('ficha técnica'),
  uso_adecuado: textoLargo('uso adecuado'),
  aviso_legal: textoLargo('aviso legal'),
};

/** The create form; the characteristic comes as `caracteristica` (its id) or `id_caract`. */
const crearSchema = z.preprocess(
  (b) => {
    const body = b as Record<string, unknown>;
    const porNombre = body.caracteristica;
    return { ...body, id_caract: porNombre === undefined || porNombre === '' ? body.id_caract : porNombre };
  },
  z.object({
    nombre: texto(msg.tienda.nombreProducto, { max: 150 }),
    id_marca: id(msg.tienda.marca),
    id_promocion: idOpcional('id_promocion'),
    id_caract: idOpcional('caracteristica'),
    precio,
    ...textos,
    stock,
    stock_minimo: stockMinimo,
    iva,
  }),
);

/**
 * The inline editor posts the whole row back: every field is optional (absent = unchanged),
 * unknown keys (nombre_marca, porcentaje, imagen*, created_at…) are ignored. `caracteristica`
 * is the characteristic's name in our answers, so only a numeric value is read as an id.
 */
const actualizarSchema = z.object({
  id: id(),
  nombre: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
      z
        .string({ error: msg.tienda.campoVacio })
        .min(1, { error: msg.tienda.campoVacio })
        .max(150, { error: msg.campos.muyLargo('nombre', 150) }),
    )
    .optional(),
  id_marca: id(msg.tienda.marca).optional(),
  id_promocion: idOpcional('id_promocion'),
  id_caract: idOpcional('id_caract'),
  caracteristica: z
    .preprocess(
      (v) => (typeof v === 'number' || /^\d{1,15}$/.test(String(v)) ? Number(v) : undefined),
      z.number().optional(),
    )
    .optional(),
  precio: precio.optional(),
  estado: estadoProducto.optional(),
  ficha_tecnica: textos.ficha_tecnica.optional(),
  uso_adecuado: textos.uso_adecuado.optional(),
  aviso_legal: textos.aviso_legal.optional(),
  stock,
  stock_minimo: stockMinimo,
  iva,
});

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
    const input = check(crearSchema, body);
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
    const { caracteristica, ...input } = check(actualizarSchema, enviados);
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
    const input = check(
      z.object({
        id_producto: id('id_producto'),
        imagen: z.preprocess(
          (v) => String(v ?? '').trim(),
          z.enum(['1', '2', '3', '4'], { error: msg.tienda.ranuraImagen }),
        ),
      }),
      body,
    );
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
