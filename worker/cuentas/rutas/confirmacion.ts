import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cambioDeCorreo, confirmarCorreo, pedirEnlace } from '../../../common/cuerpos/cuentas';
import { confirmacionesCorreo } from '../../db/schema/cuentas';
import { users as cuentas } from '../../db/schema/directorio';
import { mailOutbox } from '../../db/schema/mail';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readBody } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { baseDe, entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { queueMail, queueMails } from '../../mensajes';
import { sha256Hex, verifyPassword } from '../../plataforma/cripto';
import { conflict, invalid, isUniqueViolation, tooMany } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { avisoAlAnterior, correoConLink, ENLACES_POR_HORA, entregarYa, nuevaConfirmacion } from '../confirmacion';

const textos = msg.claves;

/** Links sent to cuenta `id` in the last hour, as a column of a one-row select. */
const recientes = (haceUnaHora: string) =>
  sql<number>`(select count(*) from confirmaciones_correo k where k.user_id = "users"."id"
    and k.created_at > ${haceUnaHora})`;

/**
 * The e-mail's confirmation and change: follow a link (signed out), ask for another confirmation
 * link (signed out, always the same answer), and ask to change the e-mail (signed in, with the
 * current password; the old address is told when it is asked and when it is done).
 */
export const confirmacion = new Hono<AppEnv>()
  .post('/user/correo/confirmar', escritura([]), async (c) => {
    await throttle(entornoDe(c), `confirmar:${clientIp(c)}`, 20, 900, msg.seguridad.demasiadasSolicitudes);
    const { token } = check(confirmarCorreo, await readBody(c));
    const db = c.var.db;
    const ahora = nowFor(c).toISOString();
    // Claiming the link is one conditional statement: of two uses of one link, one wins.
    const [enlace] = await db
      .update(confirmacionesCorreo)
      .set({ used_at: ahora })
      .where(
        and(
          eq(confirmacionesCorreo.token_hash, await sha256Hex(token)),
          isNull(confirmacionesCorreo.used_at),
          gt(confirmacionesCorreo.expires_at, ahora),
        ),
      )
      .returning({ user_id: confirmacionesCorreo.user_id, correo: confirmacionesCorreo.correo });
    if (!enlace) throw invalid({ token: [textos.enlaceInvalido] });
    const [cuenta] = await db
      .select({ email: cuentas.email, nombre: cuentas.nombre })
      .from(cuentas)
      .where(eq(cuentas.id, enlace.user_id));
    if (!cuenta) throw invalid({ token: [textos.enlaceInvalido] });
    const esta = eq(cuentas.id, enlace.user_id);
    if (cuenta.email === enlace.correo) {
      await db.update(cuentas).set({ correo_confirmado: 1 }).where(esta);
      return succes<string>(c, textos.confirmado, 200);
    }
    // an e-mail change: the new address, confirmed; other pending links of the cuenta die; the old address is told
    try {
      const aviso = avisoAlAnterior('hecho', cuenta.email, cuenta.nombre, enlace.correo);
      const [, , [fila]] = await db.batch([
        db.update(cuentas).set({ email: enlace.correo, correo_confirmado: 1, updated_at: ahora }).where(esta),
        db
          .update(confirmacionesCorreo)
          .set({ used_at: ahora })
          .where(and(eq(confirmacionesCorreo.user_id, enlace.user_id), isNull(confirmacionesCorreo.used_at))),
        queueMail(db, aviso, { deliverNow: true }).returning({ id: mailOutbox.id }),
      ]);
      entregarYa(entornoDe(c), [fila.id], [aviso]);
    } catch (err) {
      // the address was registered by another cuenta since the change was asked
      if (isUniqueViolation(err, 'email')) throw conflict(textos.ocupado);
      throw err;
    }
    return succes<string>(c, textos.cambiado, 200);
  })

  /** Always the same 200: whether the e-mail has a cuenta, confirmed or not, is never told. */
  .post('/user/correo/reenviar', escritura([]), async (c) => {
    await throttle(entornoDe(c), `reenviar:${clientIp(c)}`, 10, 900, msg.seguridad.demasiadasSolicitudes);
    const { email: correo } = check(pedirEnlace, await readBody(c));
    const db = c.var.db;
    const ahora = nowFor(c);
    const haceUnaHora = new Date(ahora.getTime() - 3_600_000).toISOString();
    const [cuenta] = await db
      .select({ id: cuentas.id, nombre: cuentas.nombre, recientes: recientes(haceUnaHora) })
      .from(cuentas)
      .where(and(eq(cuentas.email, correo), eq(cuentas.correo_confirmado, 0)))
      .limit(1);
    if (cuenta && cuenta.recientes < ENLACES_POR_HORA) {
      const { token, insert } = await nuevaConfirmacion(db, { cuentaId: cuenta.id, correo, tipo: 'registro' }, ahora);
      const enlace = correoConLink(baseDe(c), 'registro', correo, cuenta.nombre, token);
      const [, [fila]] = await db.batch([
        insert,
        queueMail(db, enlace, { deliverNow: true }).returning({ id: mailOutbox.id }),
      ]);
      entregarYa(entornoDe(c), [fila.id], [enlace]);
    }
    return succes<string>(c, textos.reenviado, 200);
  })

  /** Asks for a new e-mail: nothing changes until the link sent to it is followed. */
  .post('/user/correo', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    await throttle(entornoDe(c), `correo:${yo.id}`, 10, 900, msg.seguridad.demasiadasSolicitudes);
    const input = check(cambioDeCorreo, await readBody(c));
    const db = c.var.db;
    const ahora = nowFor(c);
    const haceUnaHora = new Date(ahora.getTime() - 3_600_000).toISOString();
    const [[cuenta], [otra]] = await db.batch([
      db
        .select({
          email: cuentas.email,
          nombre: cuentas.nombre,
          hash: cuentas.password_hash,
          recientes: recientes(haceUnaHora),
        })
        .from(cuentas)
        .where(eq(cuentas.id, yo.id)),
      db
        .select({ id: cuentas.id })
        .from(cuentas)
        .where(and(eq(cuentas.email, input.email), ne(cuentas.id, yo.id)))
        .limit(1),
    ]);
    if (!cuenta || !(await verifyPassword(input.password, cuenta.hash)))
      throw invalid({ password: [textos.passwordIncorrecta] });
    if (input.email === cuenta.email) throw invalid({ email: [textos.igualAlActual] });
    if (otra) throw invalid({ email: [msg.cuentas.emailRegistrado] });
    if (cuenta.recientes >= ENLACES_POR_HORA) throw tooMany(msg.seguridad.demasiadasSolicitudes);
    const { token, insert } = await nuevaConfirmacion(
      db,
      { cuentaId: yo.id, correo: input.email, tipo: 'nuevo' },
      ahora,
    );
    const correos = [
      correoConLink(baseDe(c), 'nuevo', input.email, cuenta.nombre, token),
      avisoAlAnterior('solicitado', cuenta.email, cuenta.nombre, input.email),
    ];
    const [, filas] = await db.batch([insert, queueMails(db, correos).returning({ id: mailOutbox.id })]);
    entregarYa(
      entornoDe(c),
      filas.map((f) => f.id),
      correos,
    );
    return succes<string>(c, textos.cambioSolicitado(input.email), 200);
  });
