/**
 * The list page's search as the server understood it (issue 37, decision 0019): its address and
 * read with `literal=1` (the undo: the words as typed), and the addresses of the way on when
 * nobody was found (`alternativa`). Only the list page (and the suggestions) load this module:
 * api.ts and paths.ts are the home's too, whose first JavaScript has no bytes to spare.
 */
import type { Alternativa, BusquedaEntendida } from '../../../../common/wire/profesionales';
import { leer } from '../../lib/api-client';
import { type Filtros, lecturas } from './api';
import { consultaDeLista, rutaProfesionales } from './paths';

/** The list's filters, and whether `q` is searched as typed (`literal=1` in the address and the read). */
export type FiltrosLista = Filtros & { literal?: boolean };

/** Whether the address asks for the words as typed. */
export const esLiteral = (search: string) => new URLSearchParams(search).get('literal') === '1';

/** The canonical address of `f`: segments, then `?q=…&aseguradora=…&orden=…&literal=1`. */
export function rutaLista(f: FiltrosLista) {
  const consulta = consultaDeLista(f);
  const literal = f.literal && f.q?.trim() ? `${consulta ? '&' : '?'}literal=1` : '';
  return rutaProfesionales(f.ciudad, f.especialidad, f.modalidad) + consulta + literal;
}

/** The first page of `f` and its paging, with what was understood and the way on when nobody. */
export function lecturaLista(f: FiltrosLista, page: number) {
  const l = lecturas.buscar(f, page);
  return f.literal && f.q ? { ...l, query: { ...l.query, literal: 1 } } : l;
}

export const buscarLista = (f: FiltrosLista, page: number, signal?: AbortSignal) =>
  leer(lecturaLista(f, page), { signal });

/** What was understood, in the list's words ("Pediatría en Medellín"). */
export const nombresDe = (e: BusquedaEntendida) => e.especialidades.map((x) => x.nombre);

/**
 * The same search without its ciudad, for the server to understand again: the condicion or the
 * especialidades by name, and the rest ('Pediatría', 'Dolor de rodilla').
 */
const sinCiudad = (e: BusquedaEntendida) => [e.condicion ?? nombresDe(e).join(' '), e.resto].filter(Boolean).join(' ');

/** The links of the way on: the nearest ciudad, and virtual citas from anywhere (either may be absent). */
export function caminos(f: FiltrosLista, e: BusquedaEntendida, a: Alternativa) {
  const q = sinCiudad(e);
  return {
    ciudad: a.ciudad && {
      nombre: a.ciudad.nombre,
      ruta: rutaLista({ ...f, ciudad: a.ciudad.slug, q, literal: false }),
    },
    virtual: a.virtual ? rutaLista({ ...f, ciudad: 'todas', modalidad: '2', q, literal: false }) : null,
  };
}
