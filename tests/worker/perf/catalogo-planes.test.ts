/**
 * The catalogue's facet counts and orders (issue 33 item 6, worker/tienda/catalogo.ts) read
 * indexes: each statement `producto/index` sends with `facetas=1` or a new `orden` is explained
 * as sent, and no plan line reads `productos` (50,000 at scale) or the per-day sales whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { db } from '../helpers';
import { marca, productos } from './fixtures';
import { llamarContando, plan } from './instrumented';

const GRANDES = ['productos', 'ventas', 'venta_productos', 'ventas_productos_por_dia'];

async function escaneos(path: string) {
  const { status, reg } = await llamarContando(path);
  expect(status).toBe(200);
  const malos: string[] = [];
  for (const s of reg.sentencias) {
    for (const l of await plan(s)) {
      const m = /^SCAN (\w+)/.exec(l);
      if (m && GRANDES.includes(m[1]) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(l))
        malos.push(`${l} ← ${s.sql}`);
    }
  }
  return { malos, sentencias: reg.sentencias };
}

let marcaId: number;
let caracteristicaId: number;

beforeAll(async () => {
  const m = await marca();
  marcaId = m.id;
  const [c] = await db().insert(schema.caracteristicas).values({ nombre: 'Vitaminas' }).returning();
  caracteristicaId = c.id;
  await productos(m.id, 40, { id_caract: c.id });
});

describe('the facet counts and the new orders use indexes', () => {
  const casos = [
    () => '/api/producto/index?estado=1&facetas=1&page=1&limit=24',
    () => `/api/producto/index?estado=1&marca=${marcaId}&facetas=1&page=1&limit=24`,
    () => `/api/producto/index?estado=1&caracteristica=${caracteristicaId}&precio=2&facetas=1&page=1&limit=24`,
    () => '/api/producto/index?estado=1&descuento=1&facetas=1&page=1&limit=24',
    () => '/api/producto/index?estado=1&q=producto&facetas=1&page=1&limit=24',
    () => '/api/producto/index?estado=1&orden=precio_asc&page=1&limit=24',
    () => '/api/producto/index?estado=1&orden=nuevos&page=1&limit=24',
    () => '/api/producto/index?estado=1&orden=mas_vendidos&page=1&limit=24',
  ];
  it.each(casos.map((c, i) => [i, c]))('case %i', async (_, caso) => {
    const { malos } = await escaneos(caso());
    expect(malos).toEqual([]);
  });

  it('sends the three counts in the same round trip, after the page', async () => {
    const { reg } = await llamarContando('/api/producto/index?estado=1&facetas=1&page=1&limit=24');
    expect(reg.idas).toBe(2);
    expect(reg.sentencias.filter((s) => /group by/i.test(s.sql))).toHaveLength(3);
  });
});
