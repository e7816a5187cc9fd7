/**
 * The code a deletion from Mis citas asks for at the moment of deleting (issue 38): Mis citas'
 * link is reusable for 30 minutes and may have been forwarded, so it lets a person read her data
 * but not erase it. A 6-digit code goes to the link's e-mail, lives 10 minutes, is the e-mail's only
 * live one (a new one replaces it) and is spent by the deletion, which deletes her links. Wrong
 * codes are limited per e-mail.
 */
import { and, eq, gt } from 'drizzle-orm';
import { enlaces } from '../db/schema/agenda';
import { mailOutbox } from '../db/schema/mail';
import { componerCorreo, deliverNow, queueMail } from '../mensajes';
import { sha256Hex } from '../plataforma/cripto';
import type { Entorno } from '../plataforma/entorno';
import { invalid, tooMany } from '../plataforma/errors';
import { contarHit, restanteVentana } from '../plataforma/throttle';
import { msg } from '../textos';

const textos = msg.misDatos;

export const CODIGO_BORRADO_MS = 10 * 60_000;
/** Wrong codes of one e-mail per window (10 minutes) before 429. */
export const CODIGOS_ERRADOS = 5;
const VENTANA_S = 600;
const TIPO = 'borrado';

const hashDe = (email: string, codigo: string) => sha256Hex(`${TIPO}|${email}|${codigo}`);

/** Six random digits, uniform (values past the last whole million of 2^32 are drawn again). */
export function nuevoCodigo(): string {
  const tope = 2 ** 32 - (2 ** 32 % 1_000_000);
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n < tope) return String(n % 1_000_000).padStart(6, '0');
  }
}

/** Sends a fresh code to `email` (the e-mail's earlier code stops working), in one batch with its e-mail. */
export async function enviarCodigoBorrado(e: Entorno, email: string): Promise<void> {
  const codigo = nuevoCodigo();
  const t = textos.codigo;
  const correo = componerCorreo(email, t.asunto, [
    textos.correo.saludo,
    t.cuerpo(codigo),
    t.ignorar,
    textos.correo.firma,
  ]);
  const [, , [fila]] = await e.db.batch([
    e.db.delete(enlaces).where(and(eq(enlaces.tipo, TIPO), eq(enlaces.email, email))),
    e.db.insert(enlaces).values({
      hash: await hashDe(email, codigo),
      tipo: TIPO,
      email,
      expira_at: new Date(e.ahora.getTime() + CODIGO_BORRADO_MS).toISOString(),
    }),
    queueMail(e.db, correo, { deliverNow: true }).returning({ id: mailOutbox.id }),
  ]);
  e.despues(deliverNow(e.env, fila.id, correo));
}

/** Refuses a deletion of `email`'s data without its live code: 422 on `codigo`, 429 past the wrong ones. */
export async function comprobarCodigoBorrado(e: Entorno, email: string, codigo: string): Promise<void> {
  const [vivo] = await e.db
    .select({ hash: enlaces.hash })
    .from(enlaces)
    .where(
      and(
        eq(enlaces.hash, await hashDe(email, codigo)),
        eq(enlaces.tipo, TIPO),
        gt(enlaces.expira_at, e.ahora.toISOString()),
      ),
    );
  if (vivo) return;
  if ((await contarHit(e, `borrado-codigo:${email}`, VENTANA_S)) > CODIGOS_ERRADOS)
    throw tooMany(textos.codigo.demasiados, restanteVentana(e.ahora, VENTANA_S));
  throw invalid({ codigo: [textos.codigo.invalido] });
}
