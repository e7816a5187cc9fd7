import { Hono } from 'hono';
import type { CitaCreada } from '../../../common/wire/citas';
import type { Oferta } from '../../../common/wire/lista-espera';
import { limitesDeCita } from '../../citas';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { succes } from '../../http/respond';
import { aceptar, leerOferta, rechazar, verOferta } from '../oferta';

/** An oferta as its paciente meets it through the link of its e-mail: see it, take it, let it pass. */
export const oferta = new Hono<AppEnv>()
  /** Where it stands (public, by the link's token); a lapsed one is passed on to the next in line. */
  .get('/lista-espera/oferta/:token', escritura([]), async (c) =>
    succes<Oferta>(c, await verOferta(entornoDe(c), c.req.param('token')), 200),
  )
  /**
   * Takes it: books its franja as `POST /api/cita/create` does (its checks, limits and human check,
   * consent and e-mails), in a write that takes the oferta only while it lives: 201 with the cita.
   */
  .post('/lista-espera/oferta/:token/aceptar', escritura(['agenda']), async (c) => {
    const body = await readInput(c);
    const o = await leerOferta(entornoDe(c), c.req.param('token'));
    const limite = await limitesDeCita(c, body, o.email);
    return limite.vigilar(async () => succes<CitaCreada>(c, await aceptar(entornoDe(c), o, limite.contar), 201));
  })
  /** Lets it pass: its franja is offered to the next in line. */
  .post('/lista-espera/oferta/:token/rechazar', escritura(['agenda']), async (c) =>
    succes<Oferta>(c, await rechazar(entornoDe(c), c.req.param('token')), 200),
  );
