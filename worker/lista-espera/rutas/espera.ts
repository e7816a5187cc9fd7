import { Hono } from 'hono';
import { consultaEsperaPorDia } from '../../../common/cuerpos/lista-espera';
import type { Espera, EsperaPorDia } from '../../../common/wire/lista-espera';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { clientIp, tokenDe } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { tooMany } from '../../plataforma/errors';
import { limitesEnLote, restanteVentana, type Uso } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { correoClave, pasaVerificacion, pedirVerificacion } from '../../plataforma/verificacion';
import { msg } from '../../textos';
import { entrar } from '../entrar';
import { esperandoDe } from '../resumen';
import { salir, verEspera } from '../salir';

/**
 * Requests to enter the line per network in 10 minutes (every attempt counts) and places written
 * for one e-mail in an hour (each one e-mails it): past the soft number a human check (428), then
 * up to the limit (429), as booking does.
 */
export const ESPERA_LIMITES = {
  red: { suave: 5, tope: 20, ventana: 600 },
  correo: { suave: 3, tope: 10, ventana: 3600 },
} as const;

/** A paciente's place in a profesional's line: entering, seeing it and leaving it; the profesional's count per day. */
export const espera = new Hono<AppEnv>()
  /** Enters the line (public): 201 with the place; its confirmation e-mail carries the leave link. */
  .post('/lista-espera', escritura([]), async (c) => {
    const body = await readInput(c);
    const token = tokenDe(c, body);
    const humano = token ? await pasaVerificacion(entornoDe(c), token) : false;
    const { red, correo } = ESPERA_LIMITES;
    const email = correoClave(body.email);
    const usos: Uso[] = [
      { clave: `espera:${clientIp(c)}`, limite: humano ? red.tope : red.suave, ventana: red.ventana },
      ...(email
        ? [
            {
              clave: `espera-correo:${email}`,
              limite: humano ? correo.tope : correo.suave,
              ventana: correo.ventana,
              soloEscritos: true,
            },
          ]
        : []),
    ];
    const limite = limitesEnLote(entornoDe(c), usos, (uso) =>
      humano
        ? tooMany(msg.listaEspera.demasiadas, restanteVentana(nowFor(c), uso.ventana))
        : pedirVerificacion(c.env, Boolean(token)),
    );
    return limite.vigilar(async () => succes<Espera>(c, await entrar(entornoDe(c), body, limite.contar), 201));
  })
  /** The place its leave link opens (public, by the link's token). */
  .get('/lista-espera/salir/:token', escritura([]), async (c) =>
    succes<Espera>(c, await verEspera(entornoDe(c), c.req.param('token')), 200),
  )
  /** Leaves the line (public, by the link's token); a live oferta it held passes to the next. */
  .post('/lista-espera/salir/:token', escritura(['agenda']), async (c) =>
    succes<Espera>(c, await salir(entornoDe(c), c.req.param('token')), 200),
  )
  /** The caller's line: how many wait on each day from `desde` to `hasta` (the days with none are left out). */
  .get('/lista-espera/resumen', requireCuenta, async (c) => {
    const input = check(consultaEsperaPorDia, await readInput(c));
    return succes<EsperaPorDia>(c, await esperandoDe(c.var.db, cuentaActual(c).id, input.desde, input.hasta), 200);
  });
