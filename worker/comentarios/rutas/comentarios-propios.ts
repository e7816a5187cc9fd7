import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaComentariosPropios, responderComentario } from '../../../common/cuerpos/comentarios';
import type { ComentarioProfesional } from '../../../common/wire/comentarios';
import { comentarios } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { conflict, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { comentarioPropioColumnas, POR_PAGINA } from '../comentario';

/** The signed-in profesional's comentarios: all of hers (hidden ones too, with the reason) and her one answer to each. */
export const comentariosPropios = new Hono<AppEnv>()
  .get('/medic/comentarios', requireCuenta, async (c) => {
    const { page = 1 } = check(consultaComentariosPropios, await readInput(c));
    const filas = await c.var.db
      .select(comentarioPropioColumnas)
      .from(comentarios)
      .where(eq(comentarios.user_id, cuentaActual(c).id))
      .orderBy(desc(comentarios.created_at), desc(comentarios.id))
      .limit(POR_PAGINA)
      .offset((page - 1) * POR_PAGINA);
    return succes<ComentarioProfesional[]>(c, filas, 200);
  })
  /** Her public answer to one of her comentarios, once: a second answer is refused (409). */
  .post('/comentario/responder', escritura(['directorio']), requireCuenta, async (c) => {
    const input = check(responderComentario, await readInput(c));
    const db = c.var.db;
    const suyo = and(eq(comentarios.id, input.id), eq(comentarios.user_id, cuentaActual(c).id));
    // the select sees the row before the update: it tells a foreign or unknown one from one already answered
    const [[antes], [respondido]] = await db.batch([
      db.select({ id: comentarios.id }).from(comentarios).where(suyo).limit(1),
      db
        .update(comentarios)
        .set({ respuesta: input.respuesta, respuesta_at: nowFor(c).toISOString() })
        .where(and(suyo, eq(comentarios.respuesta, '')))
        .returning(comentarioPropioColumnas),
    ]);
    if (!antes) throw notFound(msg.directorio.comentarioNoEncontrado);
    if (!respondido) throw conflict(msg.directorio.yaRespondido);
    return succes<ComentarioProfesional>(c, respondido, 200);
  });
