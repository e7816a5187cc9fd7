/**
 * After the booking: the paciente's private links (`/mi-cita/{token}`, `/mis-citas/{token}`), the
 * invitation to comment an attended cita, and the cron's local trigger. Dates are `YYYY-MM-DD`
 * (Bogotá), times `HH:MM`, instants ISO 8601 (UTC).
 */

export type { CancelarCita, CancelarCitaProfesional, PedirEnlaceMisCitas, ReprogramarCita } from '../cuerpos/citas';
// The bodies of the manage link, Mis citas and the profesional's cancellation (common/cuerpos/citas.ts).
export type { ComentarioInvitado } from '../cuerpos/comentarios';

/** Where a cita stands, from the paciente's and the profesional's side alike. */
export type EstadoCita = 'pendiente' | 'confirmada' | 'atendida' | 'no_asistio' | 'cancelada';

/** `GET /api/cita/gestion/{token}` (and the answer of its actions): one cita as its paciente sees it. */
export type CitaGestion = {
  id: number;
  estado: EstadoCita;
  fecha_cita: string;
  hora_inicio: string;
  hora_fin: string;
  /** the start as a UTC instant */
  inicio: string;
  /** the motivo's name */
  motivo: string;
  /** the motivo's id: a reschedule asks for franjas that fit its duration */
  motivo_id: number;
  observacion: string;
  /** the paciente's name and contact as booked */
  nombre: string;
  email: string;
  telefono: string;
  /** as the paciente chose when booking */
  modalidad: 'presencial' | 'virtual';
  /** the video call's address of a virtual cita, '' otherwise */
  enlace_virtual: string;
  profesional: {
    id: number;
    nombre: string;
    especialidad: string;
    direccion: string;
    ciudad: string;
    /** the profesional's published phone (+57 …), '' when she publishes none */
    telefono: string;
  };
  /** .ics UID and SEQUENCE of the cita's invites ("Añadir a mi calendario" uses the same ones) */
  uid: string;
  secuencia: number;
  /** hours before the start after which it can no longer be cancelled or moved online */
  aviso_cancelacion_horas: number;
  /** whether cancel and reschedule are allowed now (else `motivo_bloqueo` says why) */
  modificable: boolean;
  motivo_bloqueo: string;
  /** set once cancelled */
  cancelada_por: '' | 'paciente' | 'profesional';
  cancelacion_motivo: string;
  /** the paciente confirmed attendance from the reminder */
  confirmada: boolean;
};

/** What `POST /api/mis-citas/enlace` answers, whether or not the e-mail has citas. */
export type EnlaceMisCitasEnviado = { enviado: true };

/**
 * `POST /api/mis-citas/{token}` (a sign-in link, valid 30 minutes): every cita of the e-mail,
 * upcoming first (by start), then past ones (newest first); each with its own manage token, valid
 * as long as the sign-in link.
 */
export type MisCitas = { email: string; expira_at: string; citas: (CitaGestion & { gestion: string })[] };

/** `GET /api/comentario/invitacion/{token}`: the attended cita and the comentario sent through it, if any. */
export type InvitacionComentario = {
  profesional: { id: number; nombre: string; especialidad: string };
  fecha_cita: string;
  nombre: string;
  /** the comentario already sent through this link (editable until `editable_hasta`) */
  comentario: { calificacion: number; observacion: string; created_at: string } | null;
  editable_hasta: string | null;
};

/** `POST /api/dev/cron?ahora=<ISO>` (not in production): what one scheduled run did. */
export type CorridaCron = {
  ahora: string;
  recordatorios: number;
  /** pending ventas this run marked vencidas, each comprador e-mailed once (decision 0021) */
  vencidas: number;
  /** due outbox messages this run put on the outbox's queue (its consumer sends them) */
  encolados: number;
  /** outbox deliveries of this run itself (e-mail and WhatsApp): only where the Worker has no queue */
  envios: { enviados: number; reintentar: number; fallidos: number };
  /** rows whose personal fields this run blanked: citas and comentarios past 2 years, ventas past 10 */
  anonimizadas: { citas: number; comentarios: number; ventas: number };
};
