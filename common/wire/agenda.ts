/**
 * The professional's own agenda settings, days off and calendar feed: `/api/agenda/*` and
 * `/api/ausencias*`. Dates are `YYYY-MM-DD` (Bogotá), times `HH:MM`, flags numbers 0/1.
 */
import type { Cita } from './citas';

export { DURACIONES_FRANJA, VENTANA_MAXIMA_DIAS } from '../ajustes-agenda';
// The bodies, each the z.infer of its schema (common/cuerpos/agenda.ts): what the Worker accepts.
export type { CambioDeAjustes, CancelarCitasAusencia, NuevaAusencia } from '../cuerpos/agenda';

/** `GET /api/agenda/ajustes` and `POST /api/agenda/ajustes` answer it; that POST's body is a CambioDeAjustes. */
export type AjustesAgenda = {
  /** minutes of a franja: 15, 20, 30, 40, 45 or 60 */
  duracion_franja: number;
  /** minutes kept free after each cita (0–60) */
  pausa_minutos: number;
  /** minimum notice before a franja's start to book it, in minutes (0–10080) */
  antelacion_minutos: number;
  /** how many days ahead a cita can be booked (1–365) */
  ventana_dias: number;
  /** hours before a cita's start after which the paciente can no longer cancel or move it (0–168) */
  aviso_cancelacion_horas: number;
  /** 1: the agenda stays open on festivos */
  atiende_festivos: number;
};

/** A day (or hours) off: every day from `desde` to `hasta`; whole days when `hora_inicio` is null. */
export type Ausencia = {
  id: number;
  desde: string;
  hasta: string;
  hora_inicio: string | null;
  hora_fin: string | null;
  motivo: string;
};

/** A Colombian public holiday (colombian-holidays): its observed date and Spanish name. */
export type Festivo = { fecha: string; nombre: string };

/** `GET /api/ausencias`: the absences not yet over and the festivos of the booking window. */
export type Ausencias = { ausencias: Ausencia[]; festivos: Festivo[]; atiende_festivos: number };

/**
 * What `POST /api/ausencias/create` answers (201): the absence, and the live citas it falls on
 * (they stay booked until the professional cancels them with `POST /api/ausencias/cancelar-citas`).
 */
export type AusenciaCreada = { ausencia: Ausencia; afectadas: Cita[] };

/** What `POST /api/ausencias/cancelar-citas` answers: the citas it cancelled (each paciente gets the cancellation notice). */
export type CitasCanceladas = { canceladas: Cita[] };

/**
 * `GET /api/agenda/calendario`, `POST /api/agenda/calendario` (a new secret address; the old one
 * stops working) and `POST /api/agenda/calendario/revocar`: the private .ics feed's address, or
 * null when there is none. The token is shown only when minted; afterwards `url` is null and
 * `activo` says whether one exists.
 */
export type CalendarioPrivado = { activo: boolean; url: string | null };
