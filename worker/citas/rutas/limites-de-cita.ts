/**
 * The limits of booking a cita, shared by every way of booking one (`POST /api/cita/create`, and
 * accepting an oferta of the lista de espera): bookings per network (an IPv4 address or an IPv6
 * /64) in 10 minutes (every attempt counts) and citas booked for one paciente's e-mail in an hour
 * (each one e-mails it): up to the soft number without a check, then with a passed human check up
 * to the limit.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { clientIp, tokenDe } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { nowFor } from '../../http/reloj';
import { tooMany } from '../../plataforma/errors';
import { limitesEnLote, restanteVentana, type Uso } from '../../plataforma/throttle';
import { correoClave, pasaVerificacion, pedirVerificacion } from '../../plataforma/verificacion';
import { msg } from '../../textos';

export const CITAS_LIMITES = {
  red: { suave: 5, tope: 20, ventana: 600 },
  correo: { suave: 4, tope: 20, ventana: 3600 },
} as const;

/**
 * The counters of a booking of `email` from this request, checked in the booking's own batch
 * (`contar`) and around it (`vigilar`): past the soft number a 428 asks for the human check, past
 * the limit a 429. The human check's token is read from the request or `body`.
 */
export async function limitesDeCita(c: Context<AppEnv>, body: Record<string, unknown>, email: unknown) {
  const token = tokenDe(c, body);
  // a token is checked only when one came (the web sends one only after a 428)
  const humano = token ? await pasaVerificacion(entornoDe(c), token) : false;
  const { red, correo } = CITAS_LIMITES;
  const clave = correoClave(email);
  const usos: Uso[] = [
    { clave: `cita:${clientIp(c)}`, limite: humano ? red.tope : red.suave, ventana: red.ventana },
    ...(clave
      ? [
          {
            clave: `cita-correo:${clave}`,
            limite: humano ? correo.tope : correo.suave,
            ventana: correo.ventana,
            soloEscritos: true,
          },
        ]
      : []),
  ];
  return limitesEnLote(entornoDe(c), usos, (uso) =>
    humano
      ? tooMany(msg.agenda.demasiadasCitas, restanteVentana(nowFor(c), uso.ventana))
      : pedirVerificacion(c.env, Boolean(token)),
  );
}
