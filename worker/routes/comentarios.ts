import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Comentario } from '../../common/wire/comentarios';
import { schema } from '../db/schema';
import type { AppEnv } from '../env';
import { readInput } from '../lib/body';
import { conflict, notFound } from '../lib/errors';
import { escritura, lecturaPublica } from '../lib/politica';
import { type ColumnasDe, succes } from '../lib/respond';
import { clientIp, throttle } from '../lib/throttle';
import { check, email, entero, id, texto } from '../lib/validate';
import { msg } from '../messages';

const msgDirectorio = msg.directorio;
const POR_PAGINA = 100;

/**
 * What the public sees of a comment. The commenter's e-mail is personal data (Ley 1581 de
 * 2012): it is kept only to mark the comment verified and is never answered.
 */
/** The public list's query, built once (a zod schema costs far more to build than to use). */
const listaSchema = z.object({ id: id(), page: entero('page', { min: 1, max: 10_000 }).optional() });

const publicColumns = {
  id: schema.comentarios.id,
  user: schema.comentarios.user_id,
  nombre: schema.comentarios.nombre,
  calificacion: schema.comentarios.calificacion,
  observacion: schema.comentarios.observacion,
  created_at: schema.comentarios.created_at,
  verificado: schema.comentarios.verificado,
  respuesta: schema.comentarios.respuesta,
  respuesta_at: schema.comentarios.respuesta_at,
} satisfies ColumnasDe<Comentario>;

const publico = (cuentaId: number) =>
  and(eq(schema.users.id, cuentaId), eq(schema.users.activo, 1), eq(schema.users.rol, 0));

/** 1..5 stars; 0 is the public control's "not rated" and is refused like anything else out of range. */
const calificacion = z.preprocess(
  (v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : Number.NaN),
  z
    .number({ error: msgDirectorio.calificacion })
    .int({ error: msgDirectorio.calificacion })
    .min(1, { error: msgDirectorio.calificacion })
    .max(5, {
      error: msgDirectorio.calificacion,
    }),
);

const nuevo = z.object({
  nombre: texto('nombre', { max: 80 }),
  email: email(),
  observacion: texto('observación', { max: 1000 }),
  calificacion,
  user: id('user'),
  idempotency_key: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: msgDirectorio.claveInvalida })
      .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: msgDirectorio.claveInvalida })
      .optional(),
  ),
});

/** Comments on a specialist: the public list and the public form (rated, verified, idempotent). */
export const comentarios = new Hono<AppEnv>()
  .get('/comentario/all/medic', lecturaPublica('directorio'), async (c) => {
    const input = check(listaSchema, await readInput(c));
    const db = c.var.db;
    const [profesional, rows] = await db.batch([
      db.select({ id: schema.users.id }).from(schema.users).where(publico(input.id)),
      db
        .select(publicColumns)
        .from(schema.comentarios)
        .where(eq(schema.comentarios.user_id, input.id))
        .orderBy(desc(schema.comentarios.created_at), desc(schema.comentarios.id))
        .limit(POR_PAGINA)
        .offset(((input.page ?? 1) - 1) * POR_PAGINA),
    ]);
    if (!profesional[0]) throw notFound(msgDirectorio.profesionalNoEncontrado);
    return succes<Comentario[]>(c, rows, 200);
  })
  .post('/comentario/create', escritura(['directorio']), async (c) => {
    const raw = await readInput(c);
    const input = check(nuevo, { ...raw, idempotency_key: raw.idempotency_key ?? c.req.header('idempotency-key') });
    const db = c.var.db;
    const key = input.idempotency_key ?? null;
    const previo = () =>
      db
        .select(publicColumns)
        .from(schema.comentarios)
        .where(eq(schema.comentarios.idempotency_key, key ?? ''));
    const replay = (primero: Awaited<ReturnType<typeof previo>>[number]) => {
      if (primero.user !== input.user) throw conflict(msgDirectorio.claveUsada);
      return succes<Comentario>(c, primero, 200);
    };

    const [profesional, atendido, repetido] = await db.batch([
      db.select({ id: schema.users.id }).from(schema.users).where(publico(input.user)),
      db
        .select({ id: schema.citas.id })
        .from(schema.citas)
        .where(
          and(eq(schema.citas.email, input.email), eq(schema.citas.user_id, input.user), eq(schema.citas.atendido, 1)),
        )
        .limit(1),
      previo(),
    ]);
    if (repetido[0]) return replay(repetido[0]);
    if (!profesional[0]) throw notFound(msgDirectorio.profesionalNoEncontrado);
    await throttle(c, `comentario:${clientIp(c)}`, 10, 600, msgDirectorio.demasiadosComentarios);

    // One transaction: the comment (a repeated key inserts nothing, the database decides) and the
    // professional's rating, recomputed from its comments so a replay can never count twice.
    const del = eq(schema.comentarios.user_id, input.user);
    const [[creado]] = await db.batch([
      db
        .insert(schema.comentarios)
        .values({
          user_id: input.user,
          nombre: input.nombre,
          email: input.email,
          observacion: input.observacion,
          calificacion: input.calificacion,
          verificado: atendido[0] ? 1 : 0,
          idempotency_key: key,
        })
        .onConflictDoNothing({ target: schema.comentarios.idempotency_key })
        .returning(publicColumns),
      db
        .update(schema.users)
        .set({
          calificacion_suma: sql`(select coalesce(sum(${schema.comentarios.calificacion}), 0) from ${schema.comentarios} where ${del})`,
          comentarios_total: sql`(select count(*) from ${schema.comentarios} where ${del})`,
        })
        .where(eq(schema.users.id, input.user)),
    ]);
    if (creado) return succes<Comentario>(c, creado, 201);
    // Two posts with one key raced: the first one was kept; answer it.
    const [primero] = await previo();
    if (!primero) throw conflict(msgDirectorio.claveUsada);
    return replay(primero);
  });
