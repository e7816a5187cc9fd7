import { Hono } from 'hono';
import type { VentaCreada } from '../../../common/wire/compras';
import type { AppEnv } from '../../env';
import { readBody } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { usaCopias } from '../../http/copias';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { succes } from '../../http/respond';
import { limitInBatch } from '../../plataforma/throttle';
import { comprar, LIMITE_COMPRAS } from '../comprar';

/**
 * 60 compras per network in 10 minutes, counted by the order's own write batch (no round trip of
 * its own; worker/plataforma/throttle.ts limitInBatch); a failure before it, or an answer without
 * it, counts apart.
 */
export const compras = new Hono<AppEnv>().post('/compras/new', escritura([]), async (c) => {
  const e = entornoDe(c);
  const claveLimite = `compras:${clientIp(c)}`;
  const limite = limitInBatch(e, claveLimite, LIMITE_COMPRAS.limite, LIMITE_COMPRAS.ventana);
  return limite.vigilar(async () => {
    const opciones = { contar: limite.contar, claveLimite, conCopia: usaCopias(c) };
    const { venta, status } = await comprar(e, await readBody(c), opciones);
    return succes<VentaCreada>(c, venta, status);
  });
});
