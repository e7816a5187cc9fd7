/** The directory's calls, all through the one API client (answers typed by common/wire/). */

import type { CitaCreada, NuevaCita } from '../../../../common/wire/citas';
import type { Comentario, NuevoComentario } from '../../../../common/wire/comentarios';
import type { Especialidad } from '../../../../common/wire/especialidades';
import type { CitaGestion } from '../../../../common/wire/gestion';
import type { Fondo } from '../../../../common/wire/home';
import type { AseguradoraAceptada, ConEntendido, Perfil, Profesional } from '../../../../common/wire/profesionales';
import type { Pagina, Succes } from '../../../../common/wire/sobre';
import { textosDirectorio } from '../../i18n/es/directorio';
import { ApiError, api, type Lectura, leer, showError } from '../../lib/api-client';
import { suSucces, tal } from '../../lib/lectura';

export type Modalidad = '0' | '1' | '2';

/**
 * `q`: the search box's text ('' or absent: none); `aseguradora` (a catalogue slug, 'todas' = any)
 * and `orden` ('proxima': soonest first) travel in the query too.
 */
export type Filtros = {
  ciudad: string;
  especialidad: string;
  modalidad: Modalidad;
  q?: string;
  aseguradora?: string;
  orden?: '' | 'proxima';
};

/** An answer read from the offline copy carries when it was saved (epoch ms). */
export type ConCopia<T> = { data: T; guardado?: number };

const sinRed = (err: unknown) => err instanceof ApiError && err.network;
/** The offline copies (IndexedDB code), loaded only by the screens that keep them, never by the home. */
const copias = () => import('../../lib/guardado-offline');

/** Runs `leer`; its answer is kept by `guardar`; without a network, the kept copy is answered instead. */
async function conCopia<T>(
  leer: () => Promise<T>,
  guardar: (data: T) => Promise<unknown>,
  copia: () => Promise<{ data: T; saved_at: number } | undefined>,
): Promise<ConCopia<T>> {
  try {
    const data = await leer();
    guardar(data).catch(() => {});
    return { data };
  } catch (err) {
    if (sinRed(err)) {
      const guardada = await copia().catch(() => undefined);
      if (guardada) return { data: guardada.data, guardado: guardada.saved_at };
    }
    throw err;
  }
}

/** Keeps what the visitor read for offline use (also what a page drawn by the server came with). */
export const guardarCopia = {
  perfil: async (id: string, p: Perfil) => (await copias()).guardarPerfil(Number(id), p),
  comentarios: async (id: number, lista: Comentario[]) => (await copias()).guardarComentarios(id, lista),
};

export const POR_PAGINA = 24;

/** A page of the list, with what the search box understood and the way on (`GET /api/medic/all`). */
export type ListaEntendida = Pagina<Profesional> & ConEntendido;

export const nombreCompleto = (m: Pick<Profesional, 'nombre' | 'apellido' | 'name'>) =>
  `${m.nombre ?? ''} ${m.apellido ?? ''}`.trim() || m.name;

export const imagenes = (m: Profesional) =>
  [m.foto1, m.foto2, m.foto3, m.foto4, m.foto5, m.foto6, m.foto7, m.foto8].filter((f): f is string => !!f);

/** 'todas' (or empty) means no filter on a segment; '0' no filter on modality. */
const segmento = (v: string) => (v && v !== 'todas' ? v : undefined);

/** The reads the directory's screens make on their first render (lib/iniciales.ts). */
export const lecturas = {
  especialidades: (): Lectura<Especialidad[], Succes<Especialidad[]>> => ({
    metodo: 'GET',
    path: '/api/especialidades/all',
    tomar: suSucces,
  }),
  fondo: (): Lectura<string | null, Succes<Fondo[]>> => ({
    metodo: 'GET',
    path: '/api/home/all',
    tomar: (r) => r.succes[0]?.fondo ?? null,
  }),
  destacados: (): Lectura<Profesional[], Pagina<Profesional>> => ({
    metodo: 'GET',
    path: '/api/medic/all',
    query: { destacado: 1, page: 1, limit: 8 },
    tomar: suSucces,
  }),
  /** with what the search box understood and, when nobody, the way on (issue 37; literal=1: lista.ts) */
  buscar: (f: Filtros, page: number): Lectura<ListaEntendida, ListaEntendida> => ({
    metodo: 'GET',
    path: '/api/medic/all',
    query: {
      ciudad: segmento(f.ciudad),
      especialidad: segmento(f.especialidad),
      modalidad: f.modalidad === '0' ? undefined : f.modalidad,
      q: f.q || undefined,
      aseguradora: segmento(f.aseguradora ?? ''),
      orden: f.orden || undefined,
      page,
      limit: POR_PAGINA,
    },
    tomar: tal,
  }),
  perfil: (id: string): Lectura<Perfil, Perfil> => ({
    metodo: 'POST',
    path: '/api/medic/find',
    body: { id },
    tomar: tal,
  }),
  aseguradoras: (): Lectura<AseguradoraAceptada[], Succes<AseguradoraAceptada[]>> => ({
    metodo: 'GET',
    path: '/api/aseguradoras',
    tomar: suSucces,
  }),
  comentarios: (id: number): Lectura<Comentario[], Succes<Comentario[]>> => ({
    metodo: 'GET',
    path: '/api/comentario/all/medic',
    query: { id },
    tomar: suSucces,
  }),
};

export const directorioApi = {
  especialidades: (signal?: AbortSignal) => leer(lecturas.especialidades(), { signal }),
  aseguradoras: (signal?: AbortSignal) => leer(lecturas.aseguradoras(), { signal }),
  fondo: (signal?: AbortSignal) => leer(lecturas.fondo(), { signal, quiet: true }),
  destacados: (signal?: AbortSignal) => leer(lecturas.destacados(), { signal }),
  /** quiet: a 404 is shown as the page's own state */
  perfil: (id: string, signal?: AbortSignal) => leer(lecturas.perfil(id), { signal, quiet: true }),
  comentarios: (id: number, signal?: AbortSignal) => leer(lecturas.comentarios(id), { signal }),
  /** The profile; offline (or unreachable server), the copy kept when the visitor last opened it. */
  perfilConCopia: (id: string, signal?: AbortSignal) =>
    conCopia(
      () => directorioApi.perfil(id, signal),
      (p) => guardarCopia.perfil(id, p),
      async () => (/^\d+$/.test(id) ? (await copias()).leerPerfil<Perfil>(Number(id)) : undefined),
    ),
  /** The comments; offline, the last list read for this profile (quiet: the list shows its own error). */
  comentariosConCopia: (id: number, signal?: AbortSignal) =>
    conCopia(
      () => leer(lecturas.comentarios(id), { signal, quiet: true }),
      (lista) => guardarCopia.comentarios(id, lista),
      async () => (await copias()).leerComentarios<Comentario>(id),
    ),
  /** A failure without a network is left to the caller (the outbox keeps the comment); others are shown. */
  comentar: (body: NuevoComentario) =>
    api
      .post<Succes<Comentario>>('/api/comentario/create', body, {
        quiet: true,
        toasts: {
          loading: textosDirectorio.toasts.comentario.guardando,
          success: textosDirectorio.toasts.comentario.exito,
        },
      })
      .catch((err: unknown) => {
        if (!sinRed(err)) showError(err, textosDirectorio.toasts.comentario.error);
        throw err;
      }),
  /** The booked cita as its manage link shows it (quiet: the confirmation works without it). */
  gestion: (token: string, signal?: AbortSignal) =>
    api
      .get<Succes<CitaGestion>>(`/api/cita/gestion/${encodeURIComponent(token)}`, { signal, quiet: true })
      .then(suSucces),
  agendar: (body: NuevaCita) =>
    api
      .post<Succes<CitaCreada>>('/api/cita/create', body, {
        toasts: {
          loading: textosDirectorio.toasts.cita.guardando,
          success: textosDirectorio.toasts.cita.exito,
          error: textosDirectorio.toasts.cita.error,
        },
      })
      .then((r) => r.succes),
};
