/** `/api/comentario/*`: a paciente's comentario on a profesional (the commenter's e-mail is never answered). */

export type Comentario = {
  id: number;
  /** the profesional's id */
  user: number;
  nombre: string;
  /** 1 to 5 stars */
  calificacion: number;
  observacion: string;
  created_at: string;
  /** 1 when it came through the invitation sent after an attended cita; 0 from the open form */
  verificado: number;
  /** the profesional's one public answer ('' when none) */
  respuesta: string;
  respuesta_at: string | null;
};

/** The comentarios the profesional's tablero shows: only verified ones, so without those two keys. */
export type ComentarioVerificado = Omit<Comentario, 'user' | 'verificado' | 'respuesta' | 'respuesta_at'>;

/** `GET /api/medic/comentarios`: every comentario on the signed-in profesional, hidden ones too. */
export type ComentarioProfesional = Comentario & { oculto: number; oculto_motivo: string };

/** `GET /api/admin/comentarios?page=&q=&estado=visibles|ocultos`: for admins, with the profesional's name. */
export type ComentarioAdmin = ComentarioProfesional & { profesional: string };

// The bodies of the open form, the invitation, the answer and the moderation (common/cuerpos/comentarios.ts).
export type {
  ComentarioInvitado,
  NuevoComentario,
  OcultarComentario,
  ResponderComentario,
} from '../cuerpos/comentarios';
