/**
 * Private links sent by e-mail (table `enlaces`): a random token of 256 bits goes into the link,
 * only its SHA-256 is stored. `gestion` opens one cita (/mi-cita/{token}), `comentario` invites the
 * paciente of an attended cita to comment (/comentario/{token}), `acceso` lists every cita of an
 * e-mail (/mis-citas/{token}).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/conexion';
import { enlaces } from '../db/schema/agenda';
import { randomToken, sha256Hex } from '../plataforma/cripto';

export type TipoEnlace = 'gestion' | 'comentario' | 'acceso';

/** A fresh token and the row that stores its hash (insert it in the batch of what it is sent with). */
export async function nuevoEnlace(fila: {
  tipo: TipoEnlace;
  cita_id?: number | null;
  email?: string;
  expira_at: string;
}): Promise<{ token: string; fila: typeof enlaces.$inferInsert }> {
  const token = randomToken();
  return { token, fila: { ...fila, hash: await sha256Hex(token) } };
}

/** The insert of a link row (for a `db.batch`). */
export const guardarEnlace = (db: Db, fila: SQLiteInsertValue<typeof enlaces>) => db.insert(enlaces).values(fila);

/** The unexpired link of that type for `token`, or null (malformed tokens are simply unknown). */
export async function leerEnlace(db: Db, tipo: TipoEnlace, token: string, ahora: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [fila] = await db
    .select()
    .from(enlaces)
    .where(
      and(eq(enlaces.hash, await sha256Hex(token)), eq(enlaces.tipo, tipo), gt(enlaces.expira_at, ahora.toISOString())),
    )
    .limit(1);
  return fila ?? null;
}

/**
 * The id of the cita an unexpired link of that type opens, as a subquery (NULL when none), so a
 * read by token costs one query; `hash` is `hashDeToken`'s answer.
 */
export const citaDelEnlace = (db: Db, tipo: TipoEnlace, hash: string, ahora: Date) =>
  db
    .select({ id: enlaces.cita_id })
    .from(enlaces)
    .where(and(eq(enlaces.hash, hash), eq(enlaces.tipo, tipo), gt(enlaces.expira_at, ahora.toISOString())))
    .limit(1);

/** The SHA-256 of a well-formed token, or null for anything else (never looked up). */
export const hashDeToken = async (token: string) =>
  /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await sha256Hex(token) : null;
