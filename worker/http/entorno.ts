/**
 * The request as the rules see it (worker/plataforma/entorno.ts): its database session, bindings,
 * clock, caller's address and origin, its waitUntil and the answer cache's bookkeeping.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type AlLiberar, baseApp, type Entorno } from '../plataforma/entorno';
import { versionesNuevas } from './cache';
import { direccionCliente } from './cliente';
import { nowFor } from './reloj';

/** The app's public origin for links in messages: `APP_URL`, else the request's origin. */
export const baseDe = (c: Context<AppEnv>) => baseApp(c.env, new URL(c.req.url).origin);

/** Who hears of franjas freed (`Entorno.liberadas`): the lista de espera, wired once by the app (worker/index.ts). */
let alLiberar: AlLiberar | undefined;
export const oirLiberadas = (oyente: AlLiberar) => {
  alLiberar = oyente;
};

export const entornoDe = (c: Context<AppEnv>): Entorno => {
  const e: Entorno = {
    db: c.var.db,
    env: c.env,
    ahora: nowFor(c),
    direccion: direccionCliente(c),
    base: baseDe(c),
    despues: (trabajo) => {
      try {
        c.executionCtx.waitUntil(trabajo);
      } catch {
        // no execution context (not a Workers request): the work runs on, awaited by nobody
        trabajo.catch(() => {});
      }
    },
    versionesNuevas: (filas) => versionesNuevas(c, filas),
    liberadas: (id, tramo) => {
      if (alLiberar) e.despues(alLiberar(e, id, tramo).catch((err) => console.error('Franjas liberadas', id, err)));
    },
  };
  return e;
};
