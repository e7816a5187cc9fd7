import { and, desc, eq, isNotNull, like, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { filtrosComentarios, ocultarComentario } from '../../../common/cuerpos/comentarios';
import { normalizar } from '../../../common/texto';
import { porId } from '../../../common/validacion';
import type { ComentarioAdmin } from '../../../common/wire/comentarios';
import { likeContains } from '../../db/like';
import { comentarios, users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { comentarioPropioColumnas, duenoDe, POR_PAGINA, recalcular, visible } from '../comentario';

/** Lowercase without Spanish accents, in SQL (SQLite's lower() folds ASCII only). */
const TILDES: [string, string][] = [...'áéíóúüñÁÉÍÓÚÜÑ'].map((t) => [t, normalizar(t) || t]);
const sinTildes = (expr: SQL) =>
  TILDES.reduce<SQL>((acc, [con, sin]) => sql`replace(${acc}, ${con}, ${sin})`, sql`lower(${expr})`);

const adminColumnas = {
  ...comentarioPropioColumnas,
  profesional: sql<string>`coalesce(nullif(trim(${users.nombre} || ' ' || ${users.apellido}), ''), ${users.name})`.as(
    'profesional',
  ),
};

const fila = (db: AppEnv['Variables']['db'], id: number) =>
  db
    .select(adminColumnas)
    .from(comentarios)
    .innerJoin(users, eq(users.id, comentarios.user_id))
    .where(eq(comentarios.id, id));

/**
 * Admins moderate comentarios: the list of every one (filter by `estado`, search `q` in the
 * profesional's name or the text, accents ignored), and hiding one with a reason (kept, never
 * deleted) or showing it again; both recompute the profesional's rating in the same batch.
 */
export const adminComentarios = new Hono<AppEnv>()
  .get('/admin/comentarios', requireAdmin, async (c) => {
    const f = check(filtrosComentarios, await readInput(c));
    const palabras = normalizar(f.q).split(' ').filter(Boolean).slice(0, 5);
    const where = and(
      f.estado === 'visibles' ? visible : f.estado === 'ocultos' ? isNotNull(comentarios.oculto_at) : undefined,
      ...palabras.map((w) =>
        or(like(users.busqueda, likeContains(w)), like(sinTildes(sql`${comentarios.observacion}`), likeContains(w))),
      ),
    );
    const lista = await c.var.db
      .select(adminColumnas)
      .from(comentarios)
      .innerJoin(users, eq(users.id, comentarios.user_id))
      .where(where)
      .orderBy(desc(comentarios.created_at), desc(comentarios.id))
      .limit(POR_PAGINA)
      .offset(((f.page ?? 1) - 1) * POR_PAGINA);
    return succes<ComentarioAdmin[]>(c, lista, 200);
  })
  /** Hides a comentario with the reason (idempotent: hiding it again keeps the first hiding). */
  .post('/comentario/ocultar', escritura(['directorio']), requireAdmin, async (c) => {
    const input = check(ocultarComentario, await readInput(c));
    const db = c.var.db;
    const [, , [oculto]] = await db.batch([
      db
        .update(comentarios)
        .set({ oculto_at: nowFor(c).toISOString(), oculto_motivo: input.motivo })
        .where(and(eq(comentarios.id, input.id), visible)),
      recalcular(db, duenoDe(input.id)),
      fila(db, input.id),
    ]);
    if (!oculto) throw notFound(msg.directorio.comentarioNoEncontrado);
    return succes<ComentarioAdmin>(c, oculto, 200);
  })
  /** Shows a hidden comentario again (undoes `ocultar`; idempotent). */
  .post('/comentario/mostrar', escritura(['directorio']), requireAdmin, async (c) => {
    const input = check(porId, await readInput(c));
    const db = c.var.db;
    const [, , [mostrado]] = await db.batch([
      db.update(comentarios).set({ oculto_at: null, oculto_motivo: '' }).where(eq(comentarios.id, input.id)),
      recalcular(db, duenoDe(input.id)),
      fila(db, input.id),
    ]);
    if (!mostrado) throw notFound(msg.directorio.comentarioNoEncontrado);
    return succes<ComentarioAdmin>(c, mostrado, 200);
  });
