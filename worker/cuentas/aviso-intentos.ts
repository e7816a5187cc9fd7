/**
 * The owner hears when a limit of her sign-in trips (issue 38): wrong codes after her right
 * password (per desafío or per cuenta: someone may know her password), or enough wrong passwords
 * that her next sign-in asks for the human check. One e-mail per kind and window, however often
 * the limit trips in it: the window's own counter decides (one statement, no race sends two).
 */

import { eq } from 'drizzle-orm';
import { bogotaNow } from '../../common/fechas';
import { users } from '../db/schema/directorio';
import { mailOutbox } from '../db/schema/mail';
import { componerCorreo, deliverNow, nombreCorto, queueMail } from '../mensajes';
import type { Entorno } from '../plataforma/entorno';
import { contarHit } from '../plataforma/throttle';
import { msg } from '../textos';

export type Intentos = 'codigos' | 'claves';

/** The e-mail to the owner of `cuenta` about `tipo`, on `ahora`. */
export function correoIntentos(cuenta: { email: string; nombre: string }, tipo: Intentos, ahora: Date) {
  const t = msg.seguridad.intentos;
  const { fecha, hora } = bogotaNow(ahora);
  const nombre = nombreCorto(cuenta.nombre);
  return componerCorreo(cuenta.email, t[tipo].asunto, [
    msg.seguridad.correo.saludo(nombre),
    t[tipo].cuerpo,
    t.cuando(`${fecha} a las ${hora}`),
    t[tipo].siNoFue,
    msg.seguridad.correo.firma,
  ]);
}

/** Tells the owner of `cuentaId`, unless she was told of `tipo` in this window of `ventanaS` seconds. */
export async function avisarIntentos(e: Entorno, cuentaId: number, tipo: Intentos, ventanaS: number) {
  if ((await contarHit(e, `aviso-${tipo}:${cuentaId}`, ventanaS)) !== 1) return;
  const [cuenta] = await e.db
    .select({ email: users.email, nombre: users.nombre })
    .from(users)
    .where(eq(users.id, cuentaId));
  if (!cuenta) return;
  const correo = correoIntentos(cuenta, tipo, e.ahora);
  const [fila] = await queueMail(e.db, correo, { deliverNow: true }).returning({ id: mailOutbox.id });
  e.despues(deliverNow(e.env, fila.id, correo));
}
