/**
 * The lista de espera on the wire (issue 35, docs/decisions/0022-lista-de-espera.md). Dates are
 * `YYYY-MM-DD` (Bogotá), times `HH:MM`, instants ISO 8601 (UTC).
 */
import type { Parte } from '../lista-espera';

export type { NuevaEspera } from '../cuerpos/lista-espera';

/** The profesional as the waitlist's pages show her. */
export type ProfesionalEspera = { id: number; nombre: string; especialidad: string; direccion: string; ciudad: string };

/** `POST /api/lista-espera` (201) and `GET /api/lista-espera/salir/{token}`: a place in the line. */
export type Espera = {
  estado: 'esperando' | 'agendada' | 'retirada';
  profesional: ProfesionalEspera;
  motivo: string;
  desde: string;
  hasta: string;
  /** the part of the day she asked for */
  franja: Parte;
};

/**
 * Where an oferta stands for its paciente: `vigente` (she can take it until `expira_at`),
 * `vencida` (its 20 minutes passed), `aceptada`, `rechazada`, or `tomada` (someone else's cita
 * took its franja meanwhile).
 */
export type EstadoOferta = 'vigente' | 'vencida' | 'aceptada' | 'rechazada' | 'tomada';

/** `GET /api/lista-espera/oferta/{token}` and the answer of `…/rechazar`. */
export type Oferta = {
  estado: EstadoOferta;
  profesional: ProfesionalEspera;
  motivo: string;
  fecha: string;
  hora_inicio: string;
  hora_fin: string;
  /** 1 presencial, 2 virtual */
  modalidad: number;
  expira_at: string;
  /** the manage token of the cita it became (`/mi-cita/{gestion}`), only in the answer of `…/aceptar` */
  gestion?: string;
};

/** `GET /api/lista-espera/resumen`: how many wait for the caller on each day of the span that has any. */
export type EsperaPorDia = { fecha: string; esperando: number }[];
