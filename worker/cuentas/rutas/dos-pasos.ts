import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { codigoDosPasos, desactivarDosPasos, desafioDosPasos, segundoPaso } from '../../../common/cuerpos/cuentas';
import type {
  ConfiguracionDosPasos,
  EntradaConCodigo,
  EstadoDosPasos,
  Recuperacion,
} from '../../../common/wire/dos-pasos';
import { users as cuentas } from '../../db/schema/directorio';
import { codigosRecuperacion, desafios, dosPasos as dosPasosT } from '../../db/schema/dos-pasos';
import type { AppEnv } from '../../env';
import { cuentaActual, nuevaSesion, requireCuenta } from '../../http/auth';
import { readBody } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { cifrarSecreto } from '../../plataforma/cifrado';
import { verifyPassword } from '../../plataforma/cripto';
import { ApiError, conflict, forbidden, invalid } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import {
  abrirSecreto,
  antesDeCodigo,
  claveAnterior,
  claveDosPasos,
  codigoErrado,
  comprobarCodigo,
  desafioInvalido,
  leerCodigo,
  leerDesafio,
  nuevosCodigos,
  pasoDelCodigo,
} from '../dos-pasos';
import { nuevoSecreto, uriTotp } from '../totp';

const textos = msg.dosPasos;
/** Stores a new set-up secret, sealed, as the cuenta's pending one and answers it with its QR URI. */
async function configurar(c: Context<AppEnv>, cuentaId: number, email: string) {
  const secreto = nuevoSecreto();
  const pendiente = await cifrarSecreto(await claveDosPasos(c.env), secreto, cuentaId);
  await c.var.db
    .insert(dosPasosT)
    .values({ user_id: cuentaId, pendiente })
    .onConflictDoUpdate({ target: dosPasosT.user_id, set: { pendiente } });
  return succes<ConfiguracionDosPasos>(c, { secreto, uri: uriTotp(secreto, email) }, 200);
}

/**
 * Confirms the pending secret with its first code: the statements that make it the one in use
 * (its step taken, so that code cannot sign in again) and give ten new recovery codes.
 */
async function activar(c: Context<AppEnv>, cuentaId: number, codigo: string) {
  await antesDeCodigo(entornoDe(c), cuentaId);
  const db = c.var.db;
  const [fila] = await db
    .select({ pendiente: dosPasosT.pendiente })
    .from(dosPasosT)
    .where(eq(dosPasosT.user_id, cuentaId));
  if (!fila?.pendiente) throw conflict(textos.sinConfiguracion);
  const clave = await claveDosPasos(c.env);
  const { secreto: pendiente } = await abrirSecreto(clave, fila.pendiente, cuentaId, await claveAnterior(c.env));
  const leido = leerCodigo(codigo);
  const ahora = nowFor(c);
  const paso = leido?.tipo === 'totp' ? await pasoDelCodigo(pendiente, leido.valor, ahora, null) : null;
  if (paso === null) throw await codigoErrado(entornoDe(c), cuentaId);
  const { codigos, statements } = await nuevosCodigos(db, cuentaId);
  const secreto = await cifrarSecreto(clave, pendiente, cuentaId);
  const confirmar = db
    .update(dosPasosT)
    .set({ secreto, pendiente: null, activo_at: ahora.toISOString(), ultimo_paso: paso })
    .where(eq(dosPasosT.user_id, cuentaId));
  return { codigos, statements: [confirmar, ...statements] as const };
}

/**
 * The second step of a sign-in (`desafio` from `POST /api/user/auth`) and the cuenta's own
 * set-up, recovery codes and switch-off (docs/security.md, «Dos pasos»).
 */
export const dosPasos = new Hono<AppEnv>()
  .post('/user/auth/codigo', escritura([]), async (c) => {
    const body = check(segundoPaso, await readBody(c));
    const desafio = await leerDesafio(entornoDe(c), body.desafio);
    const db = c.var.db;
    const activacion = desafio.tipo === 'configurar' ? await activar(c, desafio.cuentaId, body.codigo) : null;
    if (!activacion) await comprobarCodigo(entornoDe(c), desafio.cuentaId, body.codigo, desafio.id);
    // the desafío is spent once: of two requests racing with it, one signs in
    const gastado = await db.delete(desafios).where(eq(desafios.id, desafio.id)).returning({ id: desafios.id });
    if (gastado.length === 0) throw desafioInvalido();
    const sesion = await nuevaSesion(c, desafio.cuentaId, nowFor(c));
    await db.batch([sesion.insert, ...(activacion?.statements ?? [])]);
    const respuesta: EntradaConCodigo = { succes: sesion.token };
    if (activacion) respuesta.recuperacion = activacion.codigos;
    return c.json(respuesta, 200);
  })

  .post('/user/auth/configurar', escritura([]), async (c) => {
    const { desafio } = check(desafioDosPasos, await readBody(c));
    const d = await leerDesafio(entornoDe(c), desafio);
    if (d.tipo !== 'configurar') throw conflict(textos.yaActiva);
    return configurar(c, d.cuentaId, d.email);
  })

  .get('/user/dos-pasos', requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    const db = c.var.db;
    const [[fila], restantes] = await db.batch([
      db.select({ secreto: dosPasosT.secreto }).from(dosPasosT).where(eq(dosPasosT.user_id, yo.id)),
      db
        .select({ usado: codigosRecuperacion.usado_at })
        .from(codigosRecuperacion)
        .where(eq(codigosRecuperacion.user_id, yo.id)),
    ]);
    const estado: EstadoDosPasos = {
      activo: Boolean(fila?.secreto),
      obligatorio: yo.rol === 1,
      recuperacion_restantes: fila?.secreto ? restantes.filter((r) => !r.usado).length : 0,
    };
    return succes<EstadoDosPasos>(c, estado, 200);
  })

  // A new secret; when one is in use (a new phone), a current code (or a recovery code) first.
  .post('/user/dos-pasos/configurar', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    const body = await readBody(c);
    const [fila] = await c.var.db
      .select({ secreto: dosPasosT.secreto })
      .from(dosPasosT)
      .where(eq(dosPasosT.user_id, yo.id));
    if (fila?.secreto) await comprobarCodigo(entornoDe(c), yo.id, check(codigoDosPasos, body).codigo);
    return configurar(c, yo.id, yo.email);
  })

  .post('/user/dos-pasos/activar', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    const { codigo } = check(codigoDosPasos, await readBody(c));
    const { codigos, statements } = await activar(c, yo.id, codigo);
    await c.var.db.batch(statements);
    return succes<Recuperacion>(c, { recuperacion: codigos }, 200);
  })

  .post('/user/dos-pasos/recuperacion', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    const { codigo } = check(codigoDosPasos, await readBody(c));
    await comprobarCodigo(entornoDe(c), yo.id, codigo);
    const { codigos, statements } = await nuevosCodigos(c.var.db, yo.id);
    await c.var.db.batch(statements);
    return succes<Recuperacion>(c, { recuperacion: codigos }, 200);
  })

  // Off needs the password and a code; admins keep it on.
  .post('/user/dos-pasos/desactivar', escritura([]), requireCuenta, async (c) => {
    const yo = cuentaActual(c);
    const body = check(desactivarDosPasos, await readBody(c));
    if (yo.rol === 1) throw new ApiError(403, 'dos_pasos_obligatorio', textos.obligatoria);
    const db = c.var.db;
    await antesDeCodigo(entornoDe(c), yo.id);
    const [cuenta] = await db.select({ hash: cuentas.password_hash }).from(cuentas).where(eq(cuentas.id, yo.id));
    if (!cuenta) throw forbidden();
    if (!(await verifyPassword(body.password, cuenta.hash))) {
      // a wrong password spends one of the cuenta's tries, as a wrong code does (429 past them)
      await codigoErrado(entornoDe(c), yo.id);
      throw invalid({ password: [textos.passwordIncorrecta] });
    }
    await comprobarCodigo(entornoDe(c), yo.id, body.codigo);
    await db.batch([
      db.delete(dosPasosT).where(eq(dosPasosT.user_id, yo.id)),
      db.delete(codigosRecuperacion).where(eq(codigosRecuperacion.user_id, yo.id)),
    ]);
    return succes<string>(c, textos.desactivada, 200);
  });
