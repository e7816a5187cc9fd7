import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { normalizar } from '../../common/texto';
import { caracteristicas, marcas, productos as productosTable, promociones } from '../db/schema/tienda';
import type { AppEnv } from '../env';
import { requireAdmin } from '../lib/auth';
import { readInput } from '../lib/body';
import { invalid, notFound } from '../lib/errors';
import { dropImage, putImage, readImage } from '../lib/images';
import { consulta, escritura, lecturaPublica } from '../lib/politica';
import { busquedaProductos, conDescuento, productoActivo, RANGOS_DE_PRECIO, selectProductos } from '../lib/producto';
import { succes } from '../lib/respond';
import { check, entero, flag, id, porId, texto, textoOpcional } from '../lib/validate';
import { msg } from '../messages';

type Db = AppEnv['Variables']['db'];
const esAdmin = (c: { var: AppEnv['Variables'] }) => c.var.user?.rol === 1;
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

/** An optional reference: absent stays undefined, '' / '0' / 0 mean none (null). */
const idOpcional = (label: string) =>
  z.preprocess((v) => (v === '' || v === '0' || v === 0 ? null : v), id(label).nullable().optional());

const estado = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.enum(['0', '1'], { error: msg.tienda.estado }),
);

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
  estado: estado.optional(),
  ficha_tecnica: textos.ficha_tecnica.optional(),
  uso_adecuado: textos.uso_adecuado.optional(),
  aviso_legal: textos.aviso_legal.optional(),
});

/** Filter values come as `marca=3`, `marca=3,5` or `marca=3&marca=5`. */
const lista = (label: string, valida: (n: number) => boolean, message = msg.tienda.filtroLista(label)) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const partes = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim());
    return partes.length <= 50 && partes.every((s) => /^\d{1,9}$/.test(s)) ? partes.map(Number) : null;
  }, z.array(z.number().refine(valida, { error: message }), { error: message }).optional());

const filtrosSchema = z.object({
  q: textoOpcional('q', { max: 100 }),
  marca: lista('marca', (n) => n > 0),
  caracteristica: lista('caracteristica', (n) => n > 0),
  precio: lista('precio', (n) => n >= 1 && n <= 4, msg.tienda.filtroPrecio),
  descuento: z.preprocess((v) => (v === '' ? undefined : v), flag('descuento').optional()),
  /** only active ('1') or inactive ('0') products: the public sees active ones whatever it asks */
  estado: z.preprocess((v) => (v === '' ? undefined : v), estado.optional()),
  /** `recientes`: the newest first (the staff table); by default by id, as the original listed them */
  orden: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['id', 'recientes'], { error: msg.tienda.ordenProductos }).optional(),
  ),
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: 100 }).optional(),
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
function exigirReferencias(refs: Referencias, [marca, promocion, filaCaracteristica]: { id: number }[][]) {
  const errors: Record<string, string[]> = {};
  if (refs.id_marca && !marca.length) errors.id_marca = [msg.tienda.marcaNoExiste];
  if (refs.id_promocion && !promocion.length) errors.id_promocion = [msg.tienda.promocionNoExiste];
  if (refs.id_caract && !filaCaracteristica.length) errors.caracteristica = [msg.tienda.caracteristicaNoExiste];
  if (Object.keys(errors).length) throw invalid(errors);
}

// ---- routes -------------------------------------------------------------------------------

/**
 * The catalogue. The list and look-up are public and show active products only; a staff
 * session sees inactive ones too. Writes are staff-only; images are stored in R2 under
 * `productos/` and rows keep only their keys (served at `/storage/<key>`).
 */
export const productos = new Hono<AppEnv>()
  .get('/producto/index', lecturaPublica('tienda'), async (c) => {
    const f = check(filtrosSchema, await readInput(c));
    // the filters that read a joined table: the search (brand and promotion names), the price and
    // the discount (the promotion)
    const busqueda = f.q ? busquedaProductos(f.q) : undefined;
    const precio = f.precio ? or(...f.precio.map((r) => RANGOS_DE_PRECIO[r])) : undefined;
    const descuento = f.descuento === 1 ? conDescuento : undefined;
    const where = and(
      esAdmin(c) ? undefined : productoActivo,
      f.estado ? eq(productosTable.estado, f.estado) : undefined,
      busqueda,
      f.marca ? inArray(productosTable.id_marca, f.marca) : undefined,
      f.caracteristica ? inArray(productosTable.id_caract, f.caracteristica) : undefined,
      precio,
      descuento,
    );
    const db = c.var.db;
    const todos = selectProductos(db)
      .where(where)
      .orderBy(f.orden === 'recientes' ? desc(productosTable.id) : asc(productosTable.id));
    if (f.page === undefined && f.limit === undefined) return succes(c, await todos, 200);

    const page = f.page ?? 1;
    const limit = f.limit ?? 24;
    // the count joins a table only when one of those filters is on: SQLite keeps an unused LEFT
    // JOIN, a lookup per counted row (50,000 products: 6 ms with both, 1 ms without, in SQLite)
    let contar = db.select({ total: count() }).from(productosTable).$dynamic();
    if (busqueda) contar = contar.leftJoin(marcas, eq(marcas.id, productosTable.id_marca));
    if (busqueda || precio || descuento)
      contar = contar.leftJoin(promociones, eq(promociones.id, productosTable.id_promocion));
    const [rows, [{ total }]] = await db.batch([todos.limit(limit).offset((page - 1) * limit), contar.where(where)]);
    return c.json({ succes: rows, total, page, limit }, 200);
  })
  .on(['GET', 'POST'], '/producto/find', consulta, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await selectProductos(c.var.db).where(
      and(eq(productosTable.id, input.id), esAdmin(c) ? undefined : productoActivo),
    );
    if (!row) throw notFound(msg.tienda.productoNoEncontrado);
    return succes(c, row, 200);
  })
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
      ]);
      return c.json({ succes: row, message: msg.tienda.productoGuardado }, 201);
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
    const [, [row]] = await db.batch([
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
    return c.json({ succes: row, message: msg.tienda.productoActualizado }, 200);
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
    let row: unknown;
    try {
      [, [row]] = await db.batch([
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
    await dropImage(c.env.IMAGES, actual.anterior);
    return c.json({ succes: row, message: msg.tienda.imagenActualizada }, 200);
  });
