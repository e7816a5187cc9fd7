/**
 * The queries and bodies of the directorio: the public list of profesionales and its suggestions,
 * the admins' list, especialidades and the rejection of a propuesta. The Worker parses with these
 * schemas; the web sends their `z.infer` types.
 */
import { z } from 'zod';
import { normalizar, slug } from '../texto';
import { campos } from '../textos/campos';
import { directorio } from '../textos/directorio';
import { propuestas } from '../textos/propuestas';
import { entero, id, texto, textoOpcional } from '../validacion';

/** The most profesionales one page of the directory shows. */
const MAX_POR_PAGINA = 48;

/** `aseguradora=<slug>` ('', 'todas' or '0': any) and `orden` ('' the default: featured first, then rating; `proxima`: soonest first). */
const filtrosDirectorio = {
  aseguradora: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? slug(v) : v),
    z.string({ error: campos.opcion('aseguradora') }).max(80, { error: campos.muyLargo('aseguradora', 80) }),
  ),
  orden: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['', 'destacados', 'proxima'], { error: campos.opcion('orden') }),
  ),
};

/** `GET /api/medic/all` (and its admin and page variants): the directory's filters, its order and page. */
export const filtrosProfesionales = z.object({
  ciudad: textoOpcional('ciudad', { max: 80 }),
  especialidad: textoOpcional('especialidad', { max: 100 }),
  modalidad: z.preprocess(
    (v) => (v === undefined ? '' : typeof v === 'string' ? normalizar(v) : String(v)),
    z.enum(['', '0', 'todas', '1', '2'], { error: campos.opcion('modalidad') }),
  ),
  q: textoOpcional('q', { max: 100 }),
  destacado: z.preprocess(
    (v) => (v === undefined ? '' : String(v).trim()),
    z.enum(['', '0', '1'], { error: campos.flag('destacado') }),
  ),
  /** `1`: search `q` as typed, without reading a especialidad, ciudad or condicion in it (the undo) */
  literal: z.preprocess(
    (v) => (v === undefined ? '' : String(v).trim()),
    z.enum(['', '0', '1'], { error: campos.flag('literal') }),
  ),
  ...filtrosDirectorio,
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: MAX_POR_PAGINA }).optional(),
});
export type FiltrosProfesionales = z.infer<typeof filtrosProfesionales>;

/** `GET /api/medic/sugerencias?q=`: what the search box holds. */
export const consultaSugerencias = z.object({ q: textoOpcional('q', { max: 100 }) });
export type ConsultaSugerencias = z.infer<typeof consultaSugerencias>;

/** `GET /api/admin/medicos?q=&page=&limit=` (admins): every profesional, paging optional. */
export const filtrosAdminProfesionales = z.object({
  q: textoOpcional('q', { max: 100 }),
  page: entero('page', { min: 1, max: 100_000 }).optional(),
  limit: entero('limit', { min: 1, max: 100 }).optional(),
});
export type FiltrosAdminProfesionales = z.infer<typeof filtrosAdminProfesionales>;

/** A specialty name: one line, 1..100 characters, with the spec's own message when empty. */
const nombre = (vacio: string) => texto('nombre', { max: 100, vacio });

/** `POST /api/especialidad/create` (admins). */
export const nuevaEspecialidad = z.object({ nombre: nombre(directorio.faltaNombreEspecialidad) });
export type NuevaEspecialidad = z.infer<typeof nuevaEspecialidad>;

/** `POST /api/especialidad/update` (admins). */
export const actualizarEspecialidad = z.object({ id: id(), nombre: nombre(directorio.sinTextoEspecialidad) });
export type ActualizarEspecialidad = z.infer<typeof actualizarEspecialidad>;

/** `POST /api/admin/propuestas/rechazar` (admins): the reason the profesional is told. */
export const rechazoPropuesta = z.object({ id: id(), motivo: texto(propuestas.campos.motivo, { min: 3, max: 500 }) });
export type RechazoPropuesta = z.infer<typeof rechazoPropuesta>;
