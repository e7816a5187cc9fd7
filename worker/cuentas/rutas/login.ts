import { and, count, eq, gt, inArray, lte, max, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { inicioDeSesion } from '../../../common/cuerpos/cuentas';
import { sessions } from '../../db/schema/cuentas';
import { users as cuentas } from '../../db/schema/directorio';
import { loginAttempts } from '../../db/schema/throttle';
import type { AppEnv } from '../../env';
import { cuentaActual, nuevaSesion, requireCuenta } from '../../http/auth';
import { readBody } from '../../http/body';
import { clientIp, tokenDe } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { DUMMY_HASH, verifyPassword } from '../../plataforma/cripto';
import { ApiError, tooMany } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { pasaVerificacion, pedirVerificacion } from '../../plataforma/verificacion';
import { msg } from '../../textos';
import { avisarIntentos } from '../aviso-intentos';
import { conDosPasos, pedirSegundoPaso } from '../dos-pasos';
import { antesDeIntentar, CUENTA_VERIFICA, type Fallos, VENTANA_MS } from '../intentos';

const sinFallos: Fallos = { n: 0, ultimo: null };

/**
 * Signing in (`POST /api/user/auth`) and out. Failures slow the next attempts by (cuenta, network)
 * pair and by network, and ask for the human check per cuenta, never lock it (lib/intentos.ts).
 */
export const login = new Hono<AppEnv>()
  .post('/user/auth', escritura([]), async (c) => {
    const body = await readBody(c);
    const { email: correo, password } = check(inicioDeSesion, body);
    const db = c.var.db;
    const red = clientIp(c);
    const claves = { par: `par:${correo}|${red}`, red: `red:${red}`, cuenta: `cuenta:${correo}` };
    const lista = Object.values(claves);
    const ahora = nowFor(c);
    const desde = new Date(ahora.getTime() - VENTANA_MS).toISOString();
    // One transaction: earlier failures are read, then this attempt is recorded as one (undone when
    // it is refused or succeeds), so concurrent guesses see each other and cannot slip past together.
    const [, conteos, [cuentaLogin], propias] = await db.batch([
      db.delete(loginAttempts).where(and(inArray(loginAttempts.clave, lista), lte(loginAttempts.created_at, desde))),
      db
        .select({ clave: loginAttempts.clave, n: count(), ultimo: max(loginAttempts.created_at) })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.clave, lista), gt(loginAttempts.created_at, desde)))
        .groupBy(loginAttempts.clave),
      db
        .select({
          id: cuentas.id,
          hash: cuentas.password_hash,
          rol: cuentas.rol,
          dosPasos: conDosPasos,
          confirmado: cuentas.correo_confirmado,
        })
        .from(cuentas)
        .where(eq(cuentas.email, correo))
        .limit(1),
      db
        .insert(loginAttempts)
        .values(lista.map((clave) => ({ clave, created_at: ahora.toISOString() })))
        .returning({ id: loginAttempts.id }),
    ]);
    const esta = inArray(
      loginAttempts.id,
      propias.map((r) => r.id),
    );
    const de = (clave: string): Fallos => conteos.find((r) => r.clave === clave) ?? sinFallos;
    const antes = antesDeIntentar({ par: de(claves.par), red: de(claves.red), cuenta: de(claves.cuenta) }, ahora);
    if (antes.verificar || antes.espera > 0) {
      // a passed human check lifts the wait and the check: the owner always gets in
      const token = tokenDe(c, body);
      if (!token || !(await pasaVerificacion(entornoDe(c), token))) {
        await db.delete(loginAttempts).where(esta);
        if (antes.verificar) throw pedirVerificacion(c.env, Boolean(token));
        throw tooMany(msg.seguridad.esperaLogin(antes.espera), antes.espera);
      }
    }

    // An unknown e-mail costs the same PBKDF2 work as a wrong password and gets the same answer;
    // a failure keeps its recorded attempt.
    const ok = await verifyPassword(password, cuentaLogin?.hash ?? DUMMY_HASH);
    if (!cuentaLogin || !ok) {
      // the failure that makes her next sign-in ask for the check: the owner is told, once an hour,
      // after the answer (an unknown e-mail and a known one answer alike)
      if (cuentaLogin && de(claves.cuenta).n + 1 >= CUENTA_VERIFICA) {
        const e = entornoDe(c);
        e.despues(avisarIntentos(e, cuentaLogin.id, 'claves', VENTANA_MS / 1000));
      }
      throw new ApiError(401, 'invalid_credentials', msg.cuentas.credenciales);
    }
    // The right password of a cuenta whose e-mail was never confirmed: told so (403), not counted as a failure.
    if (!cuentaLogin.confirmado) {
      await db.delete(loginAttempts).where(or(inArray(loginAttempts.clave, [claves.par, claves.cuenta]), esta));
      throw new ApiError(403, 'correo_sin_confirmar', msg.claves.sinConfirmar);
    }

    // the cuenta's and this pair's failures are forgotten; the network's stay (other cuentas)
    const olvidar = db.delete(loginAttempts).where(or(inArray(loginAttempts.clave, [claves.par, claves.cuenta]), esta));
    // dos pasos: a code is asked (401), or an admin without it sets it up first (403); lib/dos-pasos.ts
    if (cuentaLogin.dosPasos) await pedirSegundoPaso(entornoDe(c), cuentaLogin.id, 'codigo', [olvidar]);
    if (cuentaLogin.rol === 1) await pedirSegundoPaso(entornoDe(c), cuentaLogin.id, 'configurar', [olvidar]);

    // Inactive professionals (activo 0) log in too: they complete their profile while staff
    // review it; `activo` only decides whether they appear publicly.
    const sesion = await nuevaSesion(c, cuentaLogin.id, ahora);
    await db.batch([sesion.insert, olvidar]);
    return succes<string>(c, sesion.token, 200);
  })

  .post('/user/logout', escritura([]), requireCuenta, async (c) => {
    await c.var.db.delete(sessions).where(eq(sessions.id, cuentaActual(c).sessionId));
    return succes<string>(c, msg.cuentas.sesionCerrada, 200);
  });
