/**
 * The request bodies of cupones: the admins' create and update, and the buyer's check of a code
 * against her cart. The Worker parses with these schemas; the web sends their `z.infer` types
 * (common/wire/cupones.ts).
 */
import { z } from 'zod';
import { CODIGO_CUPON, normalizarCupon } from '../cupones';
import { parseFecha } from '../fechas';
import { campos } from '../textos/campos';
import { cupones as m } from '../textos/cupones';
import { tienda } from '../textos/tienda';
import { type EnTexto, entero, flag, id, type Omitibles, texto, textoOpcional } from '../validacion';

const vacio = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** Absent: undefined (an update keeps it); '' or null: null (cleared); else `inner`. */
const anulable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (vacio(v) ? null : v), inner.nullable().optional());

/** Whole numbers from `min` to `max` (multipart sends text), refused with `mensaje`. */
const numero = (min: number, max: number, mensaje: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: mensaje }).int({ error: mensaje }).min(min, { error: mensaje }).max(max, { error: mensaje }),
  );
const fechaCupon = z.preprocess(
  (v) => (typeof v === 'string' ? (parseFecha(v) ?? '-') : v),
  z.string({ error: campos.fecha }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: campos.fecha }),
);

const camposCupon = {
  codigo: z.preprocess(
    (v) => (typeof v === 'string' ? normalizarCupon(v) : v),
    z.string({ error: m.codigo }).regex(CODIGO_CUPON, { error: m.codigo }),
  ),
  tipo: z.enum(['porcentaje', 'valor'], { error: m.tipo }),
  valor: numero(0, 1_000_000_000_000, m.valor),
  minimo: anulable(numero(0, 100_000_000, m.minimo)),
  desde: anulable(fechaCupon),
  hasta: anulable(fechaCupon),
  usos_total: anulable(numero(1, 1_000_000, m.usos(m.usosTotal))),
  usos_por_email: anulable(numero(1, 1_000_000, m.usos(m.usosPorEmail))),
  activo: flag(tienda.activo).optional(),
};
/** `POST /api/cupones/create` (admins); '' or null clears an optional field. */
export const nuevoCupon = z.object(camposCupon);
export type NuevoCupon = z.infer<typeof nuevoCupon>;
/** What the admins' form sends (JSON): its numbers and dates as the inputs hold them, '' to clear one. */
export type FormularioCupon = EnTexto<Omit<NuevoCupon, 'tipo' | 'activo'>> & Pick<NuevoCupon, 'tipo' | 'activo'>;

/** `POST /api/cupones/update` (admins): the fields sent change (absent: kept; '' or null: cleared). */
export const cambioDeCupon = z.object({
  ...camposCupon,
  id: id(),
  codigo: camposCupon.codigo.optional(),
  tipo: camposCupon.tipo.optional(),
  valor: camposCupon.valor.optional(),
});
export type CambioDeCupon = z.infer<typeof cambioDeCupon>;

/** `POST /api/cupones/revisar`: the code, the cart and, when known, the buyer's e-mail. */
export const revisionCupon = z.object({
  cupon: texto('cupon', { max: 40, vacio: m.vacio }),
  email: textoOpcional('email', { max: 254 }),
  productos: z
    .array(z.object({ id: id('id del producto'), cantidad: entero('cantidad', { min: 1, max: 99 }) }), {
      error: tienda.sinProductos,
    })
    .min(1, { error: tienda.sinProductos })
    .max(50, { error: tienda.demasiadosProductos }),
});
export type RevisionCupon = Omitibles<z.infer<typeof revisionCupon>, 'email'>;
