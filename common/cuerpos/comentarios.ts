/**
 * The request bodies and queries of comentarios: the public list and open form, the invitation
 * after an attended cita, the profesional's own list and answer, and the admins' moderation. The
 * Worker parses with these schemas; the web sends their `z.infer` types (common/wire/comentarios.ts).
 */
import { z } from 'zod';
import { directorio } from '../textos/directorio';
import { email, entero, id, type Omitibles, texto, textoOpcional } from '../validacion';

/** 1..5 stars; 0 is the public control's "not rated" and is refused like anything else out of range. */
export const calificacion = z.preprocess(
  (v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : Number.NaN),
  z
    .number({ error: directorio.calificacion })
    .int({ error: directorio.calificacion })
    .min(1, { error: directorio.calificacion })
    .max(5, { error: directorio.calificacion }),
);

/** `GET /api/comentario/all/medic?id=&page=`: a profesional's visible comentarios. */
export const consultaComentarios = z.object({ id: id(), page: entero('page', { min: 1, max: 10_000 }).optional() });
export type ConsultaComentarios = z.infer<typeof consultaComentarios>;

/** `POST /api/comentario/create`: the open form, rated and idempotent (the key may come as the Idempotency-Key header). */
export const nuevoComentario = z.object({
  nombre: texto('nombre', { max: 80 }),
  email: email(),
  observacion: texto('observación', { max: 1000 }),
  calificacion,
  user: id('user'),
  idempotency_key: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: directorio.claveInvalida })
      .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: directorio.claveInvalida })
      .optional(),
  ),
});
export type NuevoComentario = z.infer<typeof nuevoComentario>;

/** `POST /api/comentario/invitacion/{token}`: creates or edits the verified comentario. */
export const comentarioInvitado = z.object({
  calificacion,
  observacion: texto('observación', { max: 1000 }),
  nombre: textoOpcional('nombre', { max: 80 }),
});
export type ComentarioInvitado = Omitibles<z.infer<typeof comentarioInvitado>, 'nombre'>;

/** `GET /api/medic/comentarios?page=`: the signed-in profesional's own, a page of them. */
export const consultaComentariosPropios = z.object({ page: entero('page', { min: 1, max: 10_000 }).optional() });
export type ConsultaComentariosPropios = z.infer<typeof consultaComentariosPropios>;

/** `POST /api/comentario/responder`: the profesional answers one of hers, once. */
export const responderComentario = z.object({ id: id(), respuesta: texto('respuesta', { min: 2, max: 1000 }) });
export type ResponderComentario = z.infer<typeof responderComentario>;

/** `GET /api/admin/comentarios?page=&q=&estado=visibles|ocultos` query. */
export const filtrosComentarios = z.object({
  q: textoOpcional('q', { max: 100 }),
  page: entero('page', { min: 1, max: 10_000 }).optional(),
  estado: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    z.enum(['visibles', 'ocultos'], { error: directorio.estadoComentarios }).optional(),
  ),
});
export type FiltrosComentarios = z.infer<typeof filtrosComentarios>;

/** `POST /api/comentario/ocultar` (admins): hidden with a reason, never deleted. */
export const ocultarComentario = z.object({ id: id(), motivo: texto('motivo', { min: 3, max: 500 }) });
export type OcultarComentario = z.infer<typeof ocultarComentario>;
