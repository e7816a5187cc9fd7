/**
 * The request bodies and queries of the catalogue: the store's product filters and the admins'
 * product, brand, characteristic and promotion writes. The Worker parses with these schemas; the
 * web sends their `z.infer` types (common/wire/).
 */
import { z } from 'zod';
import { CLASES_IVA } from '../iva';
import { campos } from '../textos/campos';
import { catalogo } from '../textos/catalogo';
import { tienda } from '../textos/tienda';
import { type EnTexto, entero, flag, id, texto, textoOpcional } from '../validacion';

const PRECIO_MAXIMO = 1_000_000_000;

/** A producto's `estado` as a field: '1' active or '0' inactive (also as a number). */
export const estadoProducto = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.enum(['0', '1'], { error: tienda.estado }),
);

/** Filter values come as `marca=3`, `marca=3,5` or `marca=3&marca=5`. */
const lista = (label: string, valida: (n: number) => boolean, message = tienda.filtroLista(label)) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const partes = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim());
    return partes.length <= 50 && partes.every((s) => /^\d{1,9}$/.test(s)) ? partes.map(Number) : null;
  }, z.array(z.number().refine(valida, { error: message }), { error: message }).optional());

/** The orders of `producto/index` ('id' the default). */
export const ORDENES = ['id', 'recientes', 'precio_asc', 'precio_desc', 'nuevos', 'mas_vendidos'] as const;
export type OrdenProductos = (typeof ORDENES)[number];

/** `GET /api/producto/index` query: the store's filters, its order and page. */
export const filtrosProductos = z.object({
  q: textoOpcional('q', { max: 100 }),
  marca: lista('marca', (n) => n > 0),
  caracteristica: lista('caracteristica', (n) => n > 0),
  precio: lista('precio', (n) => n >= 1 && n <= 4, tienda.filtroPrecio),
  descuento: z.preprocess((v) => (v === '' ? undefined : v), flag('descuento').optional()),
  /** only active ('1') or inactive ('0') products: the public sees active ones whatever it asks */
  estado: z.preprocess((v) => (v === '' ? undefined : v), estadoProducto.optional()),
  /**
   * `recientes` and `nuevos`: the newest first; `precio_asc`/`precio_desc`: by the discounted price;
   * `mas_vendidos`: units sold in the last 90 days first. By default by id, as the original listed
   * them (or by relevance with a `q`).
   */
  orden: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDENES, { error: catalogo.orden }).optional()),
  /** 1: a paged answer carries `facetas` (the counts per brand, characteristic and price group) */
  facetas: z.preprocess((v) => (v === '' ? undefined : v), flag('facetas').optional()),
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: 100 }).optional(),
});
export type FiltrosProductos = z.infer<typeof filtrosProductos>;

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
  if (s === undefined || s === '') return fallo(tienda.precioObligatorio);
  if (/^-\d/.test(s)) return fallo(tienda.precioPositivo);
  const m = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m || /[1-9]/.test(m[2] ?? '')) return fallo(tienda.precioEntero);
  const valor = Number(m[1]);
  if (valor <= 0) return fallo(tienda.precioPositivo);
  if (valor > PRECIO_MAXIMO) return fallo(tienda.precioMaximo);
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
const stock = z.preprocess((v) => (v === '' ? null : v), unidades(tienda.stock.entero).nullable().optional());
/** `stock_minimo`: '' or absent is the default (create) or unchanged (update). */
const stockMinimo = z.preprocess((v) => (v === '' ? undefined : v), unidades(tienda.stock.minimoEntero).optional());

/** `iva`: the class 19, 5 or 0 ('excluido' too); '' or absent is 19 (create) or unchanged (update). */
const iva = z.preprocess(
  (v) => {
    const s =
      typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase().replace(/\s*%$/, '') : v;
    if (s === '' || s === undefined || s === null) return undefined;
    return s === 'excluido' ? 0 : typeof s === 'string' && /^\d{1,2}$/.test(s) ? Number(s) : Number.NaN;
  },
  z
    .number({ error: tienda.iva })
    .refine((n) => (CLASES_IVA as readonly number[]).includes(n), { error: tienda.iva })
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

/** `POST /api/producto/create` (multipart, its images as `fotos[]`); the characteristic comes as `caracteristica` (its id) or `id_caract`. */
export const nuevoProducto = z.preprocess(
  (b) => {
    const body = b as Record<string, unknown>;
    const porNombre = body.caracteristica;
    return { ...body, id_caract: porNombre === undefined || porNombre === '' ? body.id_caract : porNombre };
  },
  z.object({
    nombre: texto(tienda.nombreProducto, { max: 150 }),
    id_marca: id(tienda.marca),
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
export const actualizarProducto = z.object({
  id: id(),
  nombre: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
      z
        .string({ error: tienda.campoVacio })
        .min(1, { error: tienda.campoVacio })
        .max(150, { error: campos.muyLargo('nombre', 150) }),
    )
    .optional(),
  id_marca: id(tienda.marca).optional(),
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
export type NuevoProducto = z.infer<typeof nuevoProducto>;
/**
 * What the web's product form sends as multipart text: every field of NuevoProducto, the
 * characteristic under the form's name (`caracteristica`); '' leaves an optional one out.
 */
export type FormularioProducto = EnTexto<Omit<NuevoProducto, 'id_caract' | 'iva'>> & {
  caracteristica: string;
  iva?: string;
};
export type ActualizarProducto = z.infer<typeof actualizarProducto>;

/** `POST /api/producto/update-image` (multipart, the image as `file`): which of its four images. */
export const imagenProducto = z.object({
  id_producto: id('id_producto'),
  imagen: z.preprocess((v) => String(v ?? '').trim(), z.enum(['1', '2', '3', '4'], { error: tienda.ranuraImagen })),
});
export type ImagenProducto = z.infer<typeof imagenProducto>;

/** `GET /api/producto/historial?id=&page=&limit=` (admins): a product's changes, newest first. */
export const consultaHistorial = z.object({
  id: id(),
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: 100 }).optional(),
});
export type ConsultaHistorial = z.infer<typeof consultaHistorial>;

const nombreMarca = texto('nombre', { max: 80 });
/** `POST /api/marcas/create`. */
export const nuevaMarca = z.object({ nombre: nombreMarca });
export type NuevaMarca = z.infer<typeof nuevaMarca>;
/** `POST /api/marcas/update`. */
export const actualizarMarca = z.object({ id: id(), nombre: nombreMarca });
export type ActualizarMarca = z.infer<typeof actualizarMarca>;

const nombreCaracteristica = texto('nombre', { max: 80, vacio: tienda.caracteristicaObligatoria });
/** `POST /api/caracteristica/create`. */
export const nuevaCaracteristica = z.object({ nombre: nombreCaracteristica });
export type NuevaCaracteristica = z.infer<typeof nuevaCaracteristica>;
/** `POST /api/caracteristica/update`. */
export const actualizarCaracteristica = z.object({ id: id(), nombre: nombreCaracteristica });
export type ActualizarCaracteristica = z.infer<typeof actualizarCaracteristica>;

const nombrePromocion = texto(tienda.nombrePromocion, { max: 80 });
const porcentaje = entero(tienda.porcentaje, { min: 0, max: 100 });
/** `POST /api/promocion/create`: always created active, whatever `activo` says. */
export const nuevaPromocion = z.object({ nombre: nombrePromocion, porcentaje });
export type NuevaPromocion = z.infer<typeof nuevaPromocion>;
/** `POST /api/promocion/update`: `activo` 0/1, absent unchanged. */
export const actualizarPromocion = z.object({
  id: id(),
  nombre: nombrePromocion,
  porcentaje,
  activo: flag(tienda.activo).optional(),
});
export type ActualizarPromocion = z.infer<typeof actualizarPromocion>;
