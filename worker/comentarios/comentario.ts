/**
 * What every comentario route shares: the columns each audience sees, the 1–5 rating field and the
 * statement that recomputes a profesional's denormalised rating (users.calificacion_suma,
 * comentarios_total, comentarios_verificados) from her visible comentarios, to put in the batch of
 * every write (a replay or a race can then never count twice).
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Comentario, ComentarioProfesional } from '../../common/wire/comentarios';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { comentarios, users } from '../db/schema/directorio';

/** The public comentarios list's page size (the profesional's and the admins' lists page alike). */
export const POR_PAGINA = 100;

/** What the public sees (never the commenter's e-mail: personal data, Ley 1581 de 2012). */
export const comentarioColumnas = {
  id: comentarios.id,
  user: comentarios.user_id,
  nombre: comentarios.nombre,
  calificacion: comentarios.calificacion,
  observacion: comentarios.observacion,
  created_at: comentarios.created_at,
  verificado: comentarios.verificado,
  respuesta: comentarios.respuesta,
  respuesta_at: comentarios.respuesta_at,
} satisfies ColumnasDe<Comentario>;

/** What the profesional herself and the admins see: hidden ones too, with the reason. */
export const comentarioPropioColumnas = {
  ...comentarioColumnas,
  oculto: sql<number>`(${comentarios.oculto_at} is not null)`.mapWith(Number).as('oculto'),
  oculto_motivo: comentarios.oculto_motivo,
} satisfies ColumnasDe<ComentarioProfesional>;

/** Shown in public lists, the tablero and the rating. */
export const visible = isNull(comentarios.oculto_at);

/**
 * Recomputes the rating columns of the profesional `cuentaId` (a number, or a subquery such as the
 * owner of a comentario) from her visible comentarios.
 */
export function recalcular(db: Db, cuentaId: number | SQL) {
  const suyos = and(eq(comentarios.user_id, users.id), visible);
  return db
    .update(users)
    .set({
      calificacion_suma: sql`(select coalesce(sum(${comentarios.calificacion}), 0) from ${comentarios} where ${suyos})`,
      comentarios_total: sql`(select count(*) from ${comentarios} where ${suyos})`,
      comentarios_verificados: sql`(select count(*) from ${comentarios} where ${suyos} and ${comentarios.verificado} = 1)`,
    })
    .where(eq(users.id, cuentaId));
}

/** The owner of comentario `id`, as a subquery for `recalcular`. */
export const duenoDe = (id: number) =>
  sql`(select ${comentarios.user_id} from ${comentarios} where ${comentarios.id} = ${id})`;
