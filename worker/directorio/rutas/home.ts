import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Fondo, FondoConFechas } from '../../../common/wire/home';
import type { ColumnasDe } from '../../db/columnas';
import { schema } from '../../db/schema';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readBody } from '../../http/body';
import { escritura, lecturaPublica } from '../../http/politica';
import { succes } from '../../http/respond';
import { dropImage, putImage, readImage, soltarImagenes } from '../../plataforma/images';
import { msg } from '../../textos';

const fila = {
  id: schema.home.id,
  fondo: schema.home.fondo,
  created_at: schema.home.created_at,
  updated_at: schema.home.updated_at,
} satisfies ColumnasDe<FondoConFechas>;

/**
 * The home page's background (`fondo`, an R2 key served at /storage/<key>).
 * There is one current background: an upload replaces the row and drops the old object.
 */
export const home = new Hono<AppEnv>()
  .get('/home/all', lecturaPublica('directorio'), async (c) => {
    const rows = await c.var.db
      .select({ id: schema.home.id, fondo: schema.home.fondo })
      .from(schema.home)
      .orderBy(desc(schema.home.id));
    return succes<Fondo[]>(c, rows, 200);
  })
  .post('/home/create', escritura(['directorio']), requireAdmin, async (c) => {
    const body = await readBody(c);
    const image = await readImage(body.fondo, {
      field: 'fondo',
      allowed: ['image/jpeg', 'image/png'],
      typeMessage: msg.imagenes.tipoFondo,
    });
    const fondo = await putImage(c.env, 'home', image);
    const db = c.var.db;
    const [anteriores, [nueva]] = await db
      .batch([
        db.delete(schema.home).returning({ fondo: schema.home.fondo }),
        db.insert(schema.home).values({ fondo }).returning(fila),
      ])
      .catch(async (err: unknown) => {
        await dropImage(c.env.IMAGES, fondo);
        throw err;
      });
    await soltarImagenes(
      c.env,
      db,
      anteriores.map((vieja) => vieja.fondo),
    );
    return succes<FondoConFechas>(c, nueva, 201);
  });
