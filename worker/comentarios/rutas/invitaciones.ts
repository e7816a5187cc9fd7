import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { comentarioInvitado } from '../../../common/cuerpos/comentarios';
import type { InvitacionComentario } from '../../../common/wire/gestion';
import { citas, enlaces } from '../../db/schema/agenda';
import { comentarios, especialidades, users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { nombreProfesional } from '../../mensajes';
import { sha256Hex } from '../../plataforma/cripto';
import { conflict, notFound } from '../../plataforma/errors';
import { diaEnPalabras } from '../../plataforma/reloj';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { recalcular } from '../comentario';

/** A verified comentario can be edited through its invitation for this long after it was sent. */
export const EDICION_MS = 30 * 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The unexpired invitation of `token` with its attended cita, profesional and the comentario sent
 * through it, in one select; null when unknown or expired (malformed tokens are simply unknown).
 */
async function leerInvitacion(c: Context<AppEnv>, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = await sha256Hex(token);
  const [fila] = await c.var.db
    .select({
      hash: enlaces.hash,
      cita_id: citas.id,
      user_id: citas.user_id,
      fecha_cita: citas.fecha_cita,
      nombre: citas.nombre,
      email: citas.email,
      p_nombre: sql<string>`${users.nombre}`.as('p_nombre'),
      p_apellido: users.apellido,
      p_name: users.name,
      especialidad: sql<string>`coalesce(${especialidades.nombre}, '')`.as('especialidad'),
      c_calificacion: sql<number | null>`${comentarios.calificacion}`.as('c_calificacion'),
      c_observacion: sql<string | null>`${comentarios.observacion}`.as('c_observacion'),
      c_created_at: sql<string | null>`${comentarios.created_at}`.as('c_created_at'),
    })
    .from(enlaces)
    .innerJoin(citas, eq(citas.id, enlaces.cita_id))
    .innerJoin(users, eq(users.id, citas.user_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .leftJoin(comentarios, eq(comentarios.cita_id, citas.id))
    .where(and(eq(enlaces.hash, hash), eq(enlaces.tipo, 'comentario'), gt(enlaces.expira_at, nowFor(c).toISOString())))
    .limit(1);
  return fila ?? null;
}
type Invitacion = NonNullable<Awaited<ReturnType<typeof leerInvitacion>>>;

const respuesta = (f: Invitacion): InvitacionComentario => ({
  profesional: {
    id: f.user_id,
    nombre: nombreProfesional({ nombre: f.p_nombre, apellido: f.p_apellido, name: f.p_name }),
    especialidad: f.especialidad,
  },
  fecha_cita: f.fecha_cita,
  nombre: f.nombre,
  comentario:
    f.c_created_at === null
      ? null
      : { calificacion: f.c_calificacion ?? 0, observacion: f.c_observacion ?? '', created_at: f.c_created_at },
  editable_hasta: f.c_created_at === null ? null : iso(Date.parse(f.c_created_at) + EDICION_MS),
});

/**
 * The invitation sent when a cita is marked attended (`/comentario/{token}`): the only way to a
 * verified comentario, one per cita (the unique index on `comentarios.cita_id` decides), editable
 * through the same link for 30 days after it was first sent.
 */
export const invitaciones = new Hono<AppEnv>()
  .get('/comentario/invitacion/:token', async (c) => {
    const invitacion = await leerInvitacion(c, c.req.param('token'));
    if (!invitacion) throw notFound(msg.directorio.invitacionNoEncontrada);
    return succes<InvitacionComentario>(c, respuesta(invitacion), 200);
  })
  /**
   * Creates the verified comentario or, within 30 days of its creation, edits it: one upsert
   * (two first posts racing make one row and one edit), the rating recomputed and the link kept
   * valid for the whole edit window, in one batch.
   */
  .post('/comentario/invitacion/:token', escritura(['directorio']), async (c) => {
    const input = check(comentarioInvitado, await readInput(c));
    const invitacion = await leerInvitacion(c, c.req.param('token'));
    if (!invitacion) throw notFound(msg.directorio.invitacionNoEncontrada);
    const ahora = nowFor(c).getTime();
    const db = c.var.db;
    const [[guardado]] = await db.batch([
      db
        .insert(comentarios)
        .values({
          user_id: invitacion.user_id,
          cita_id: invitacion.cita_id,
          nombre: input.nombre || invitacion.nombre,
          email: invitacion.email,
          observacion: input.observacion,
          calificacion: input.calificacion,
          verificado: 1,
          created_at: iso(ahora),
        })
        .onConflictDoUpdate({
          target: comentarios.cita_id,
          set: {
            nombre: input.nombre || sql`${comentarios.nombre}`,
            observacion: input.observacion,
            calificacion: input.calificacion,
            editado_at: iso(ahora),
          },
          setWhere: gt(comentarios.created_at, iso(ahora - EDICION_MS)),
        })
        .returning({ created_at: comentarios.created_at, editado_at: comentarios.editado_at }),
      recalcular(db, invitacion.user_id),
      db
        .update(enlaces)
        .set({
          expira_at: sql`max(${enlaces.expira_at}, coalesce((select strftime('%Y-%m-%dT%H:%M:%fZ', ${comentarios.created_at}, '+30 days') from ${comentarios} where ${comentarios.cita_id} = ${invitacion.cita_id}), ''))`,
        })
        .where(eq(enlaces.hash, invitacion.hash)),
    ]);
    if (!guardado) {
      const cerrada = iso(Date.parse(invitacion.c_created_at ?? iso(ahora)) + EDICION_MS);
      throw conflict(msg.directorio.edicionCerrada(diaEnPalabras(cerrada)));
    }
    const actual: Invitacion = {
      ...invitacion,
      c_calificacion: input.calificacion,
      c_observacion: input.observacion,
      c_created_at: guardado.created_at,
    };
    return succes<InvitacionComentario>(c, respuesta(actual), guardado.editado_at ? 200 : 201);
  });
