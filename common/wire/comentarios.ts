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
  /** 1 when its e-mail matches an attended cita with this profesional */
  verificado: number;
};

/** The comentarios the profesional's tablero shows: only verified ones, so without those two keys. */
export type ComentarioVerificado = Omit<Comentario, 'user' | 'verificado'>;

/** The body of `POST /api/comentario/create`. */
export type NuevoComentario = {
  nombre: string;
  email: string;
  observacion: string;
  calificacion: number;
  user: number;
  idempotency_key: string;
};
