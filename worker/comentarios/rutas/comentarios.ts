import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { consultaComentarios, nuevoComentario } from '../../../common/cuerpos/comentarios';
import type { Comentario } from '../../../common/wire/comentarios';
import { schema } from '../../db/schema';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { clientIp, tokenDe } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura, lecturaPublica } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { ApiError, conflict, notFound, tooMany } from '../../plataforma/errors';
import { limitesEnLote, restanteVentana } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { pasaVerificacion, pedirVerificacion } from '../../plataforma/verificacion';
import { msg } from '../../textos';
import { comentarioColumnas, POR_PAGINA, recalcular, visible } from '../comentario';

/**
 * Open-form comentarios per network in 10 minutes and per e-mail in an hour: up to the soft number
 * without a check, then with a passed human check up to the limit.
 */
export const COMENTARIOS_LIMITES = {
  red: { suave: 3, tope: 10, ventana: 600 },
  correo: { suave: 3, tope: 20, ventana: 3600 },
};

const msgDirectorio = msg.directorio;

const publico = (cuentaId: number) =>
  and(eq(schema.users.id, cuentaId), eq(schema.users.activo, 1), eq(schema.users.rol, 0));

/**
 * Comentarios on a profesional: the public list (visible ones) and the open form (rated,
 * idempotent, always unverified: only an invitation after an attended cita verifies, and knowing a
 * paciente's e-mail proves nothing; the e-mail is kept, never answered).
 */
export const comentarios = new Hono<AppEnv>()
  .get('/comentario/all/medic', lecturaPublica('directorio'), async (c) => {
    const input = check(consultaComentarios, await readInput(c));
    const db = c.var.db;
    const [profesional, rows] = await db.batch([
      db.select({ id: schema.users.id }).from(schema.users).where(publico(input.id)),
      db
        .select(comentarioColumnas)
        .from(schema.comentarios)
        .where(and(eq(schema.comentarios.user_id, input.id), visible))
        .orderBy(desc(schema.comentarios.created_at), desc(schema.comentarios.id))
        .limit(POR_PAGINA)
        .offset(((input.page ?? 1) - 1) * POR_PAGINA),
    ]);
    if (!profesional[0]) throw notFound(msgDirectorio.profesionalNoEncontrado);
    return succes<Comentario[]>(c, rows, 200);
  })
  .post('/comentario/create', escritura(['directorio']), async (c) => {
    const raw = await readInput(c);
    const input = check(nuevoComentario, {
      ...raw,
      idempotency_key: raw.idempotency_key ?? c.req.header('idempotency-key'),
    });
    const db = c.var.db;
    const key = input.idempotency_key ?? null;
    const previo = () =>
      db
        .select(comentarioColumnas)
        .from(schema.comentarios)
        .where(eq(schema.comentarios.idempotency_key, key ?? ''));
    const replay = (primero: Awaited<ReturnType<typeof previo>>[number]) => {
      if (primero.user !== input.user) throw conflict(msgDirectorio.claveUsada);
      return succes<Comentario>(c, primero, 200);
    };

    const [profesional, repetido] = await db.batch([
      db.select({ id: schema.users.id }).from(schema.users).where(publico(input.user)),
      previo(),
    ]);
    if (repetido[0]) return replay(repetido[0]);
    if (!profesional[0]) throw notFound(msgDirectorio.profesionalNoEncontrado);
    const token = tokenDe(c, raw);
    // a token is checked only when one came (the web sends one only after a 428)
    const humano = token ? await pasaVerificacion(entornoDe(c), token) : false;
    const { red, correo } = COMENTARIOS_LIMITES;
    const limite = limitesEnLote(
      entornoDe(c),
      [
        { clave: `comentario:${clientIp(c)}`, limite: humano ? red.tope : red.suave, ventana: red.ventana },
        {
          clave: `comentario-correo:${input.email}`,
          limite: humano ? correo.tope : correo.suave,
          ventana: correo.ventana,
        },
      ],
      (uso) =>
        humano
          ? tooMany(msgDirectorio.demasiadosComentarios, restanteVentana(nowFor(c), uso.ventana))
          : pedirVerificacion(c.env, Boolean(token)),
    );
    try {
      return await limite.vigilar(async () => {
        // One transaction: the counters (past a limit they undo it all), the comment (a repeated key
        // inserts nothing, the database decides) and the professional's rating, recomputed from its
        // comments so a replay can never count twice.
        const [, [creado]] = await db.batch([
          limite.contar(db),
          db
            .insert(schema.comentarios)
            .values({
              user_id: input.user,
              nombre: input.nombre,
              email: input.email,
              observacion: input.observacion,
              calificacion: input.calificacion,
              verificado: 0,
              idempotency_key: key,
            })
            .onConflictDoNothing({ target: schema.comentarios.idempotency_key })
            .returning(comentarioColumnas),
          recalcular(db, input.user),
        ]);
        if (creado) return succes<Comentario>(c, creado, 201);
        // Two posts with one key raced: the first one was kept; answer it.
        const [primero] = await previo();
        if (!primero) throw conflict(msgDirectorio.claveUsada);
        return replay(primero);
      });
    } catch (err) {
      // Past a limit, a repeat of a key stored meanwhile (concurrent repeats) is answered, not
      // refused: counters and comments commit together, so the batch that counted first is there.
      if (key && err instanceof ApiError && (err.status === 428 || err.status === 429)) {
        const [primero] = await previo();
        if (primero) return replay(primero);
      }
      throw err;
    }
  });
