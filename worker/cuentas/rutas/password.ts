import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cambioDeClave, pedirEnlace, restablecerClave } from '../../../common/cuerpos/cuentas';
import { passwordResets, sessions } from '../../db/schema/cuentas';
import { users } from '../../db/schema/directorio';
import { mailOutbox } from '../../db/schema/mail';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readBody } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { succes } from '../../http/respond';
import { componerCorreo, nombreCorto, queueMail, sendPending } from '../../mensajes';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../plataforma/cripto';
import { invalid } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { exigirClaveSegura } from '../filtraciones';

const msgSeguridad = msg.seguridad;
/** A reset link is good for one hour and one use. */
const ENLACE_MS = 60 * 60 * 1000;
/** At most this many links per account per hour; more requests answer the same, sending nothing. */
const ENLACES_POR_HORA = 3;

/** The reset e-mail; the name (anyone may register an address) goes in its short plain form. */
function correoRestablecer(para: string, nombreCuenta: string, enlace: string) {
  const textos = msgSeguridad.correo;
  return componerCorreo(para, textos.asunto, [
    textos.saludo(nombreCorto(nombreCuenta)),
    [textos.cuerpo, { enlace }],
    textos.ignorar,
    textos.firma,
  ]);
}

/** Password change (signed in) and reset by an e-mailed single-use link (signed out). */
export const password = new Hono<AppEnv>()
  /** Keeps the session it came with and closes every other one of the account. */
  .post('/user/password', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    await throttle(entornoDe(c), `clave:${yo.id}`, 10, 900, msgSeguridad.demasiadasSolicitudes);
    const input = check(cambioDeClave, await readBody(c));
    const db = c.var.db;
    const [cuenta] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, yo.id)).limit(1);
    if (!cuenta || !(await verifyPassword(input.actual, cuenta.hash)))
      throw invalid({ actual: [msgSeguridad.actualIncorrecta] });
    if (input.actual === input.nueva) throw invalid({ nueva: [msgSeguridad.igualALaActual] });
    await exigirClaveSegura(c.env, input.nueva, 'nueva');
    const ahora = new Date().toISOString();
    await db.batch([
      db
        .update(users)
        .set({ password_hash: await hashPassword(input.nueva), updated_at: ahora })
        .where(eq(users.id, yo.id)),
      db.delete(sessions).where(and(eq(sessions.user_id, yo.id), ne(sessions.id, yo.sessionId))),
      db
        .update(passwordResets)
        .set({ used_at: ahora })
        .where(and(eq(passwordResets.user_id, yo.id), isNull(passwordResets.used_at))),
    ]);
    return succes<string>(c, msgSeguridad.cambiada, 200);
  })

  /** Always the same 200: whether the e-mail has an account is never told. */
  .post('/user/password/olvido', escritura([]), async (c) => {
    await throttle(entornoDe(c), `olvido:${clientIp(c)}`, 10, 900, msgSeguridad.demasiadasSolicitudes);
    const { email: correo } = check(pedirEnlace, await readBody(c));
    const db = c.var.db;
    const haceUnaHora = new Date(Date.now() - ENLACE_MS).toISOString();
    const [cuenta] = await db
      .select({
        id: users.id,
        nombre: users.nombre,
        // written out: drizzle leaves columns unqualified in a one-table select
        recientes: sql<number>`(select count(*) from password_resets r where r.user_id = "users"."id"
          and r.created_at > ${haceUnaHora})`,
      })
      .from(users)
      .where(eq(users.email, correo))
      .limit(1);
    if (cuenta && cuenta.recientes < ENLACES_POR_HORA) {
      const token = randomToken();
      const base = c.env.APP_URL ?? new URL(c.req.url).origin;
      const enlace = `${base.replace(/\/$/, '')}/restablecer?token=${token}`;
      // The link and its e-mail in one batch (all or nothing), written after the answer: a
      // registered address must not answer measurably slower than an unknown one.
      const enviar = async () => {
        const [, [correoFila]] = await db.batch([
          db.insert(passwordResets).values({
            user_id: cuenta.id,
            token_hash: await sha256Hex(token),
            expires_at: new Date(Date.now() + ENLACE_MS).toISOString(),
          }),
          queueMail(db, correoRestablecer(correo, cuenta.nombre, enlace)).returning({ id: mailOutbox.id }),
        ]);
        await sendPending(c.env, 1, { ids: [correoFila.id] }).catch(() => undefined);
      };
      const trabajo = enviar().catch((err) =>
        console.error('No se pudo encolar el enlace de restablecimiento', String(err)),
      );
      try {
        c.executionCtx.waitUntil(trabajo);
      } catch {
        await trabajo; // no execution context (not a Workers request)
      }
    }
    return succes<string>(c, msgSeguridad.olvidoEnviado, 200);
  })

  /** Sets the new password once per link, and closes every session of the account. */
  .post('/user/password/restablecer', escritura([]), async (c) => {
    await throttle(entornoDe(c), `restablecer:${clientIp(c)}`, 20, 900, msgSeguridad.demasiadasSolicitudes);
    const input = check(restablecerClave, await readBody(c));
    // before the link is claimed: a refused password leaves it usable
    await exigirClaveSegura(c.env, input.password, 'password');
    const db = c.var.db;
    const ahora = new Date().toISOString();
    const nuevoHash = await hashPassword(input.password);
    // Claiming the link is one conditional statement: of two uses of one link, one wins.
    const [enlace] = await db
      .update(passwordResets)
      .set({ used_at: ahora })
      .where(
        and(
          eq(passwordResets.token_hash, await sha256Hex(input.token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, ahora),
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!enlace) throw invalid({ token: [msgSeguridad.enlaceInvalido] });
    await db.batch([
      // the link reached her mailbox: that proves the address too
      db
        .update(users)
        .set({ password_hash: nuevoHash, correo_confirmado: 1, updated_at: ahora })
        .where(eq(users.id, enlace.user_id)),
      db.delete(sessions).where(eq(sessions.user_id, enlace.user_id)),
      db
        .update(passwordResets)
        .set({ used_at: ahora })
        .where(and(eq(passwordResets.user_id, enlace.user_id), isNull(passwordResets.used_at))),
    ]);
    return succes<string>(c, msgSeguridad.restablecida, 200);
  });
