/**
 * Two-step sign-in (dos pasos): the TOTP check with its replay guard, the recovery codes, the
 * sign-in challenges (desafios) and the per-cuenta limit on wrong codes. The routes are
 * routes/login.ts (the first step) and routes/dos-pasos.ts (the second step and the set-up).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { CODIGOS_RECUPERACION, DOS_PASOS, DOS_PASOS_CONFIGURAR } from '../../common/wire/dos-pasos';
import { users as cuentas } from '../db/schema/directorio';
import { codigosRecuperacion, desafios, dosPasos } from '../db/schema/dos-pasos';
import { rateLimits } from '../db/schema/throttle';
import type { Bindings } from '../env';
import { cifrarSecreto, claveConfigurada, descifrarSecreto, estaCifrado, importarClave } from '../plataforma/cifrado';
import { randomToken, sha256Hex } from '../plataforma/cripto';
import type { Entorno } from '../plataforma/entorno';
import { ApiError, invalid, tooMany } from '../plataforma/errors';
import { contarHit, restanteVentana, ventanaActual } from '../plataforma/throttle';
import { msg } from '../textos';
import { avisarIntentos } from './aviso-intentos';
import { codigoTotp, deBase32, pasoDe } from './totp';

/** How long a sign-in waits for its second step. */
export const DESAFIO_MIN = 10;
/** Wrong codes of one cuenta (any desafío, any network) per window before 429. */
export const CODIGOS_FALLIDOS = 5;
/** Wrong codes of one desafío: the third ends it, and the sign-in starts again from the password. */
export const CODIGOS_POR_DESAFIO = 3;
/** The window of a desafío's counter: longer than a desafío lives, so no window edge gives it more tries. */
const VENTANA_DESAFIO_S = 86_400;
export const CODIGOS_VENTANA_S = 15 * 60;
/** Steps either side of now a code may come from (RFC 6238 §5.2: the clocks of phone and server drift). */
export const VENTANA_PASOS = 1;

import type { Db } from '../db/conexion';
export type TipoDesafio = 'codigo' | 'configurar';

/** The recovery codes' alphabet: Crockford's base32 (no i, l, o, u), 10 characters = 50 bits. */
const ALFABETO = '0123456789abcdefghjkmnpqrstvwxyz';

/** A recovery code as typed, as stored before hashing: lowercase, no spaces or dashes, o→0 and i/l→1. */
export const normalizarRecuperacion = (codigo: string) =>
  codigo.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');

/** Ten new recovery codes (shown once, as `xxxxx-xxxxx`) and the statements that replace the cuenta's. */
export async function nuevosCodigos(db: Db, cuentaId: number) {
  const codigos = Array.from({ length: CODIGOS_RECUPERACION }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const crudo = [...bytes].map((b) => ALFABETO[b & 31]).join('');
    return `${crudo.slice(0, 5)}-${crudo.slice(5)}`;
  });
  const hashes = await Promise.all(codigos.map((c) => sha256Hex(normalizarRecuperacion(c))));
  const statements = [
    db.delete(codigosRecuperacion).where(eq(codigosRecuperacion.user_id, cuentaId)),
    db.insert(codigosRecuperacion).values(hashes.map((hash) => ({ user_id: cuentaId, hash }))),
  ] as const;
  return { codigos, statements };
}

const noDisponible = () => new ApiError(503, 'dos_pasos_no_disponible', msg.dosPasos.noDisponible);

/**
 * The key that seals the TOTP secrets (lib/cifrado.ts). Without one (production without the
 * DOS_PASOS_CLAVE secret, or a value that is not 32 bytes in base64) the configuration error is
 * logged and every two-step operation answers 503: nothing is stored or checked unsealed.
 */
export async function claveDosPasos(env: Bindings): Promise<CryptoKey> {
  const texto = claveConfigurada(env);
  const clave = texto ? await importarClave(texto) : null;
  if (clave) return clave;
  console.error(
    texto
      ? 'Configuración: DOS_PASOS_CLAVE no es una clave de 32 bytes en base64; la verificación en dos pasos responde 503.'
      : 'Configuración: falta el secreto DOS_PASOS_CLAVE (wrangler secret put DOS_PASOS_CLAVE); la verificación en dos pasos responde 503.',
  );
  throw noDisponible();
}

/**
 * The previous key during a rotation (DOS_PASOS_CLAVE_ANTERIOR), null without one; a value that
 * is not 32 bytes in base64 is logged and ignored (the current key still works).
 */
export async function claveAnterior(env: { DOS_PASOS_CLAVE_ANTERIOR?: string }): Promise<CryptoKey | null> {
  const texto = env.DOS_PASOS_CLAVE_ANTERIOR;
  if (!texto) return null;
  const clave = await importarClave(texto);
  if (!clave)
    console.error('Configuración: DOS_PASOS_CLAVE_ANTERIOR no es una clave de 32 bytes en base64; se ignora.');
  return clave;
}

/**
 * The base32 secret a stored value of the cuenta holds, and whether to store it sealed again with
 * `clave`: a value stored before secrets were sealed (base32 itself) is read as it is; one sealed
 * with `anterior` (a key rotation) opens with it. Both are sealed by the next code they accept. One
 * that opens with neither (another key, another cuenta's value) is a configuration error: logged,
 * 503, never a wrong code.
 */
export async function abrirSecreto(
  clave: CryptoKey,
  guardado: string,
  cuentaId: number,
  anterior: CryptoKey | null = null,
): Promise<{ secreto: string; sellar: boolean }> {
  if (!estaCifrado(guardado) && deBase32(guardado)) return { secreto: guardado, sellar: true };
  const secreto = await descifrarSecreto(clave, guardado, cuentaId);
  if (secreto) return { secreto, sellar: false };
  const previo = anterior && (await descifrarSecreto(anterior, guardado, cuentaId));
  if (previo) return { secreto: previo, sellar: true };
  console.error(`Configuración: el secreto de dos pasos de la cuenta ${cuentaId} no abre con DOS_PASOS_CLAVE.`);
  throw noDisponible();
}

/**
 * Answers the first step of a sign-in whose password was right but that needs the second one:
 * stores a desafío (with `antes`, the login's own statements, in one batch) and refuses with it:
 * 401 `dos_pasos` (a code is asked) or 403 `dos_pasos_configurar` (an admin without it).
 */
export async function pedirSegundoPaso(
  e: Entorno,
  cuentaId: number,
  tipo: TipoDesafio,
  antes: BatchItem<'sqlite'>[],
): Promise<never> {
  await claveDosPasos(e.env); // a production without the key refuses here, before any desafío
  const db = e.db;
  const ahora = e.ahora;
  const token = randomToken();
  await db.batch([
    db.delete(desafios).where(and(eq(desafios.user_id, cuentaId), lt(desafios.expires_at, ahora.toISOString()))),
    db.insert(desafios).values({
      user_id: cuentaId,
      token_hash: await sha256Hex(token),
      tipo,
      expires_at: new Date(ahora.getTime() + DESAFIO_MIN * 60_000).toISOString(),
    }),
    ...antes,
  ]);
  if (tipo === 'codigo') throw new ApiError(401, DOS_PASOS, msg.dosPasos.pedirCodigo, undefined, { desafio: token });
  throw new ApiError(403, DOS_PASOS_CONFIGURAR, msg.dosPasos.pedirConfiguracion, undefined, { desafio: token });
}

/** The refusal of an unknown, used or expired desafío: a field error (the form goes back to the password). */
export const desafioInvalido = () => invalid({ desafio: [msg.dosPasos.desafioInvalido] });

/** The live desafío of a token, with its cuenta; 422 when it is unknown, used or expired. */
export async function leerDesafio(e: Entorno, token: string) {
  const [fila] = await e.db
    .select({ id: desafios.id, cuentaId: desafios.user_id, tipo: desafios.tipo, email: cuentas.email })
    .from(desafios)
    .innerJoin(cuentas, eq(cuentas.id, desafios.user_id))
    .where(and(eq(desafios.token_hash, await sha256Hex(token)), gt(desafios.expires_at, e.ahora.toISOString())))
    .limit(1);
  if (!fila) throw desafioInvalido();
  return { ...fila, tipo: fila.tipo as TipoDesafio };
}

/** The step (of now ± VENTANA_PASOS, later than `ultimo`) whose code `codigo` is; null when none. */
export async function pasoDelCodigo(
  secreto: string,
  codigo: string,
  ahora: Date,
  ultimo: number | null,
): Promise<number | null> {
  const actual = pasoDe(ahora);
  for (let paso = actual - VENTANA_PASOS; paso <= actual + VENTANA_PASOS; paso++) {
    if (ultimo !== null && paso <= ultimo) continue;
    if ((await codigoTotp(secreto, ahora, paso)) === codigo) return paso;
  }
  return null;
}

const claveLimite = (cuentaId: number) => `codigo:${cuentaId}`;

/** 429 while the cuenta has spent its wrong codes of this window (read only: a right code costs nothing). */
export async function antesDeCodigo(e: Entorno, cuentaId: number) {
  const [fila] = await e.db
    .select({ total: rateLimits.total })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.clave, claveLimite(cuentaId)),
        eq(rateLimits.ventana, ventanaActual(e.ahora, CODIGOS_VENTANA_S)),
      ),
    );
  if ((fila?.total ?? 0) >= CODIGOS_FALLIDOS) throw esperaCodigos(e);
}

const esperaCodigos = (e: Entorno) => {
  const segundos = restanteVentana(e.ahora, CODIGOS_VENTANA_S);
  return tooMany(msg.dosPasos.demasiadosCodigos(Math.ceil(segundos / 60)), segundos);
};

/**
 * Counts a wrong code of the cuenta (and of its desafío, when a sign-in's) and refuses it: 422 on
 * the field; 429 once past the cuenta's limit; 422 on `desafio` once the desafío had its
 * CODIGOS_POR_DESAFIO (it is deleted: the password again). When either limit trips in a sign-in,
 * the owner is told, once per window, after the answer (issue 38); a signed-in session's own wrong
 * codes (recovery codes, switching off) tell nobody.
 */
export async function codigoErrado(
  e: Entorno,
  cuentaId: number,
  mensaje: string = msg.dosPasos.codigoInvalido,
  desafioId?: number,
) {
  const total = await contarHit(e, claveLimite(cuentaId), CODIGOS_VENTANA_S);
  const agotado =
    total <= CODIGOS_FALLIDOS &&
    desafioId !== undefined &&
    (await contarHit(e, `desafio:${desafioId}`, VENTANA_DESAFIO_S)) >= CODIGOS_POR_DESAFIO;
  // a sign-in's codes (a desafío: someone typed her right password) are the owner's to hear of, once
  if (desafioId !== undefined && (total >= CODIGOS_FALLIDOS || agotado))
    e.despues(avisarIntentos(e, cuentaId, 'codigos', CODIGOS_VENTANA_S));
  if (total > CODIGOS_FALLIDOS) throw esperaCodigos(e);
  if (agotado) {
    await e.db.delete(desafios).where(eq(desafios.id, desafioId));
    return invalid({ desafio: [msg.dosPasos.desafioAgotado] });
  }
  return invalid({ codigo: [mensaje] });
}

/** What was typed: six digits (a TOTP code), ten base32 characters (a recovery code), or neither. */
export function leerCodigo(codigo: string): { tipo: 'totp' | 'recuperacion'; valor: string } | null {
  const limpio = codigo.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(limpio)) return { tipo: 'totp', valor: limpio };
  const recuperacion = normalizarRecuperacion(codigo);
  if (/^[0-9a-hjkmnp-tv-z]{10}$/.test(recuperacion)) return { tipo: 'recuperacion', valor: recuperacion };
  return null;
}

/**
 * Checks a code of a cuenta whose dos pasos is on: a TOTP code of a step later than the last one
 * accepted (taken in one statement: two requests with one code cannot both pass), or an unused
 * recovery code (spent in one statement). Wrong, reused or malformed: counted, 422 (429 past the limit;
 * `desafioId`, a sign-in's: ended at its CODIGOS_POR_DESAFIO).
 */
export async function comprobarCodigo(e: Entorno, cuentaId: number, codigo: string, desafioId?: number): Promise<void> {
  await antesDeCodigo(e, cuentaId);
  const db = e.db;
  const ahora = e.ahora;
  const leido = leerCodigo(codigo);
  if (!leido) throw await codigoErrado(e, cuentaId, msg.dosPasos.codigoFormato, desafioId);
  if (leido.tipo === 'recuperacion') {
    const usados = await db
      .update(codigosRecuperacion)
      .set({ usado_at: ahora.toISOString() })
      .where(
        and(
          eq(codigosRecuperacion.user_id, cuentaId),
          eq(codigosRecuperacion.hash, await sha256Hex(leido.valor)),
          isNull(codigosRecuperacion.usado_at),
        ),
      )
      .returning({ id: codigosRecuperacion.id });
    if (usados.length === 0) throw await codigoErrado(e, cuentaId, undefined, desafioId);
    return;
  }
  const [fila] = await db
    .select({ secreto: dosPasos.secreto, ultimo: dosPasos.ultimo_paso })
    .from(dosPasos)
    .where(eq(dosPasos.user_id, cuentaId));
  if (!fila?.secreto) throw new ApiError(409, 'dos_pasos_inactivo', msg.dosPasos.noActiva);
  const clave = await claveDosPasos(e.env);
  const abierto = await abrirSecreto(clave, fila.secreto, cuentaId, await claveAnterior(e.env));
  const secreto = abierto.secreto;
  const paso = await pasoDelCodigo(secreto, leido.valor, ahora, fila.ultimo);
  // a secret stored before sealing, or sealed with the previous key, is sealed with the code it accepts
  const sellar = abierto.sellar ? { secreto: await cifrarSecreto(clave, secreto, cuentaId) } : {};
  const tomado =
    paso !== null &&
    (
      await db
        .update(dosPasos)
        .set({ ultimo_paso: paso, ...sellar })
        .where(and(eq(dosPasos.user_id, cuentaId), or(isNull(dosPasos.ultimo_paso), lt(dosPasos.ultimo_paso, paso))))
        .returning({ id: dosPasos.user_id })
    ).length > 0;
  if (!tomado) throw await codigoErrado(e, cuentaId, undefined, desafioId);
}

/** Whether the cuenta's dos pasos is on (a confirmed secret). */
export const conDosPasos = sql<number>`exists (select 1 from ${dosPasos} where ${dosPasos.user_id} = ${cuentas.id} and ${dosPasos.secreto} is not null)`;
