/**
 * Links that prove a cuenta reads an e-mail address (table `confirmaciones_correo`): sent to the
 * registered address after a registration (a cuenta signs in only once it is confirmed) and to the
 * new address of an e-mail change (applied only when followed). A random 256-bit token goes in
 * the link; only its SHA-256 is stored. The e-mails carry no text of the caller's beyond a short
 * plain name and the addresses themselves.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { confirmacionesCorreo } from '../db/schema/cuentas';
import type { Correo } from '../mensajes';
import { componerCorreo, deliverNow, nombreCorto } from '../mensajes';
import { randomToken, sha256Hex } from '../plataforma/cripto';
import type { Entorno } from '../plataforma/entorno';
import { msg } from '../textos';

/** A registration's link is good for 48 hours, an e-mail change's for 24; each once. */
export const VIGENCIA_MS = { registro: 48 * 3_600_000, nuevo: 24 * 3_600_000 } as const;
/** At most this many links per cuenta per hour (resends and changes alike). */
export const ENLACES_POR_HORA = 3;

/** The web's login screen follows the link as it opens (web/src/features/auth/useConfirmarCorreo.ts). */
export const rutaConfirmar = (token: string) => `/login?confirmar=${token}`;

/** A fresh link for `correo` and the insert that stores its hash (for the caller's batch). */
export async function nuevaConfirmacion(
  db: Db,
  fila: { cuentaId: number | SQL; correo: string; tipo: keyof typeof VIGENCIA_MS },
  ahora = new Date(),
) {
  const token = randomToken();
  const insert = db.insert(confirmacionesCorreo).values({
    user_id: fila.cuentaId,
    correo: fila.correo,
    token_hash: await sha256Hex(token),
    expires_at: new Date(ahora.getTime() + VIGENCIA_MS[fila.tipo]).toISOString(),
  });
  return { token, insert };
}

const textos = msg.claves.correo;

/** One plain-text and HTML e-mail: greeting, body (and the link right under it), the closing lines. */
function componer(para: string, asunto: string, nombre: string, partes: string[], enlace?: string): Correo {
  const [cuerpo, ...resto] = partes;
  return componerCorreo(para, asunto, [
    textos.saludo(nombreCorto(nombre)),
    [cuerpo, ...(enlace ? [{ enlace }] : [])],
    resto,
    textos.firma,
  ]);
}

/** The e-mail with the link: to a registered address (`registro`) or to a new one (`nuevo`). */
export function correoConLink(
  base: string,
  tipo: 'registro' | 'nuevo',
  para: string,
  nombre: string,
  token: string,
): Correo {
  const t = textos[tipo];
  const enlace = `${base}${rutaConfirmar(token)}`;
  return componer(para, t.asunto, nombre, [t.cuerpo, t.ignorar], enlace);
}

/** The notice to the old address: a change was asked (`solicitado`) or is done (`hecho`). */
export function avisoAlAnterior(tipo: 'solicitado' | 'hecho', para: string, nombre: string, nuevo: string): Correo {
  const t = textos[tipo];
  return componer(para, t.asunto, nombre, [t.cuerpo(nuevo), t.ignorar]);
}

/** Delivers now, after the answer, the messages this request queued with `deliverNow` (their row ids). */
export function entregarYa(e: Pick<Entorno, 'env' | 'despues'>, ids: number[], correos: Correo[]) {
  e.despues(Promise.all(correos.map((correo, i) => deliverNow(e.env, ids[i], correo))));
}
