/**
 * Mis citas: a paciente asks for a sign-in link with her e-mail (`POST /api/mis-citas/enlace`) and
 * opens it (`POST /api/mis-citas/{token}`, valid 30 minutes) to list every cita of that e-mail,
 * each with its own manage token. No password, and nothing tells whether an e-mail has citas.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pedirEnlaceMisCitas } from '../../../common/cuerpos/citas';
import type { EnlaceMisCitasEnviado, MisCitas } from '../../../common/wire/gestion';
import { citas, enlaces } from '../../db/schema/agenda';
import { mailOutbox } from '../../db/schema/mail';
import type { AppEnv } from '../../env';
import { readBody } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { baseDe, entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { correoAcceso, deliverNow, queueMail } from '../../mensajes';
import { randomToken, sha256Hex } from '../../plataforma/cripto';
import { notFound } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { guardarEnlace, leerEnlace, nuevoEnlace } from '../enlaces';
import { citaGestion, leerCitasGestion, proximasPrimero } from '../lectura-gestion';

/** How long a sign-in link (and the manage tokens its list hands out) works. */
const ACCESO_MS = 30 * 60_000;
/** The most citas one list shows (the newest past ones drop first). */
const MAXIMO = 100;
/** Sign-in links per address and per e-mail. */
const POR_DIRECCION = { limite: 10, ventana: 900 };
const POR_CORREO = { limite: 3, ventana: 3600 };

export const misCitas = new Hono<AppEnv>()
  /** Always the same 200; the link goes out only when the e-mail has citas. */
  .post('/mis-citas/enlace', escritura([]), async (c) => {
    await throttle(
      entornoDe(c),
      `mis-citas:${clientIp(c)}`,
      POR_DIRECCION.limite,
      POR_DIRECCION.ventana,
      msg.gestion.demasiadosEnlaces,
    );
    const { email: correo } = check(pedirEnlaceMisCitas, await readBody(c));
    await throttle(
      entornoDe(c),
      `mis-citas:${correo}`,
      POR_CORREO.limite,
      POR_CORREO.ventana,
      msg.gestion.demasiadosEnlaces,
    );
    const db = c.var.db;
    const ahora = nowFor(c);
    const base = baseDe(c);
    // Written after the answer: an e-mail with citas must not answer measurably slower than one without.
    const enviar = async () => {
      const [tiene] = await db.select({ id: citas.id }).from(citas).where(eq(citas.email, correo)).limit(1);
      if (!tiene) return;
      const acceso = await nuevoEnlace({
        tipo: 'acceso',
        email: correo,
        expira_at: new Date(ahora.getTime() + ACCESO_MS).toISOString(),
      });
      const aviso = correoAcceso(correo, base, acceso.token);
      const [, [fila]] = await db.batch([
        guardarEnlace(db, acceso.fila),
        queueMail(db, aviso, { deliverNow: true }).returning({ id: mailOutbox.id }),
      ]);
      await deliverNow(c.env, fila.id, aviso);
    };
    const trabajo = enviar().catch((err) => console.error('Mis citas: no se pudo enviar el enlace', String(err)));
    try {
      c.executionCtx.waitUntil(trabajo);
    } catch {
      await trabajo; // no execution context (not a Workers request)
    }
    return succes<EnlaceMisCitasEnviado>(c, { enviado: true }, 200);
  })
  /**
   * The citas of the link's e-mail, upcoming first. Each gets a fresh manage token that expires
   * with the sign-in link (a POST: it writes those tokens' hashes).
   */
  .post('/mis-citas/:token', escritura([]), async (c) => {
    await throttle(entornoDe(c), `mis-citas-abrir:${clientIp(c)}`, 30, 600, msg.gestion.demasiadosEnlaces);
    const ahora = nowFor(c);
    const db = c.var.db;
    const acceso = await leerEnlace(db, 'acceso', c.req.param('token'), ahora);
    if (!acceso) throw notFound(msg.gestion.accesoNoEncontrado);
    const filas = await leerCitasGestion(db, eq(citas.email, acceso.email), proximasPrimero(ahora)).limit(MAXIMO);
    const tokens = filas.map(() => randomToken());
    const hashes = await Promise.all(tokens.map((t) => sha256Hex(t)));
    if (filas.length > 0)
      // one statement whatever the count (D1 binds at most 100 parameters per statement)
      await db.run(
        sql`INSERT INTO ${enlaces} (hash, tipo, cita_id, email, expira_at)
          SELECT json_extract(j.value, '$.h'), 'gestion', json_extract(j.value, '$.c'), '', ${acceso.expira_at}
          FROM json_each(${JSON.stringify(filas.map((f, i) => ({ h: hashes[i], c: f.id })))}) AS j`,
      );
    return succes<MisCitas>(
      c,
      {
        email: acceso.email,
        expira_at: acceso.expira_at,
        citas: filas.map((f, i) => ({ ...citaGestion(f, ahora), gestion: tokens[i] })),
      },
      200,
    );
  });
