/**
 * `/api/cita/*` and the profesional's tablero (`GET /api/medic/all/private`). Dates are
 * `YYYY-MM-DD` (Bogotá), times `HH:MM`; `atendido` is 0/1, `primera_visita` 'si' or 'no'.
 */
import type { ComentarioVerificado } from './comentarios';
import type { EstadoCita } from './gestion';
import type { AseguradoraAceptada, Calificacion } from './profesionales';

/**
 * How the paciente said she pays (issue 37, decision 0020): the aseguradora's name and kind
 * ('Particular' and 'particular' when herself), both '' when she did not say.
 */
export type PagoCita = { aseguradora: string; aseguradora_tipo: AseguradoraAceptada['tipo'] | '' };

/** What the profesional sees of a cita (`cita/atendido` and `cita/delete` answer it). */
export type CitaProfesional = {
  id: number;
  nombre: string;
  telefono: string;
  email: string;
  observacion: string;
  fecha_cita: string;
  hora_inicio: string;
  hora_fin: string;
  atendido: number;
  primera_visita: string;
  /** where it stands (a cancelled cita stays listed, with who cancelled and why) */
  estado: EstadoCita;
  cancelada_por: '' | 'paciente' | 'profesional';
  cancelacion_motivo: string;
  /** 1 presencial, 2 virtual (as the paciente chose when booking) */
  modalidad: number;
  /** a virtual cita's video link, '' otherwise */
  enlace_video: string;
  // always answered; absent from the agenda's offline copies saved before issue 37
} & Partial<PagoCita>;

/** A cita of the tablero: `motivo` is the motivo's name. */
export type Cita = CitaProfesional & { motivo: string };

/** `GET /api/medic/all/private`: everything the profesional's first screen shows, in one answer. */
export type Tablero = {
  citas: Cita[];
  /** counts over every cita, not only the listed ones */
  resumen: { total: number; atendidos: number; pendientes: number; no_asistio: number; canceladas: number }[];
  calificacion: Calificacion[];
  comentarios: ComentarioVerificado[];
  /** the dates `citas` covers and its most rows */
  ventana: { desde: string; hasta: string; maximo: number };
};

/** What `POST /api/cita/create` answers (201). */
export type CitaCreada = {
  id: number;
  fecha_cita: string;
  hora_inicio: string;
  hora_fin: string;
  nombre: string;
  email: string;
  telefono: string;
  /** the motivo's name */
  motivo: string;
  motivo_id: number;
  horario_id: number;
  observacion: string;
  primera_visita: string;
  atendido: number;
  /** the profesional's id */
  user: number;
  /** the private manage token: `/mi-cita/{gestion}` (only its hash is stored) */
  gestion: string;
  /** 1 presencial, 2 virtual */
  modalidad: number;
  /** a virtual cita's video link (the profesional's own or a Jitsi Meet room), '' otherwise */
  enlace_video: string;
} & Partial<PagoCita>;

// The bodies of `POST /api/cita/create` and `/api/cita/no-asistio` (common/cuerpos/citas.ts).
export type { MarcarNoAsistio, NuevaCita } from '../cuerpos/citas';
