import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarCaracteristica, nuevaCaracteristica } from '../../../common/cuerpos/productos';
import { porId, soloEnUso } from '../../../common/validacion';
import type { Caracteristica } from '../../../common/wire/caracteristicas';
import type { ConMensaje } from '../../../common/wire/sobre';
import type { ColumnasDe } from '../../db/columnas';
import { caracteristicas as caracteristicasTable, productos } from '../../db/schema/tienda';
import { sinTildesSql } from '../../db/sin-tildes';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura, lecturaPublica } from '../../http/politica';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { enUso, productoActivo } from '../producto';

const columnas = {
  id: caracteristicasTable.id,
  nombre: caracteristicasTable.nombre,
} satisfies ColumnasDe<Caracteristica>;

/** The name, one line; blank or absent gives the spec's own message. */

/**
 * Product characteristics. The list is public (the store's filter bar); writes are staff-only.
 * A characteristic assigned to a product cannot be deleted (409).
 */
export const caracteristicas = new Hono<AppEnv>()
  /** `en_uso=1`: only the characteristics some active product has (the store's filter bar offers no empty filter). */
  .get('/caracteristica/all', lecturaPublica('tienda'), async (c) => {
    const { en_uso } = check(soloEnUso, await readInput(c));
    const db = c.var.db;
    const enVenta = exists(
      db
        .select({ uno: sql`1` })
        .from(productos)
        .where(and(eq(productos.id_caract, caracteristicasTable.id), productoActivo)),
    );
    const rows = await db
      .select(columnas)
      .from(caracteristicasTable)
      .where(en_uso === 1 ? enVenta : undefined)
      .orderBy(asc(sinTildesSql(caracteristicasTable.nombre)), asc(caracteristicasTable.id));
    return succes<Caracteristica[]>(c, rows, 200);
  })
  .post('/caracteristica/create', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(nuevaCaracteristica, await readInput(c));
    const [row] = await c.var.db.insert(caracteristicasTable).values({ nombre: input.nombre }).returning(columnas);
    return c.json({ succes: row, message: msg.tienda.caracteristicaCreada } satisfies ConMensaje<Caracteristica>, 201);
  })
  .post('/caracteristica/update', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(actualizarCaracteristica, await readInput(c));
    const [row] = await c.var.db
      .update(caracteristicasTable)
      .set({ nombre: input.nombre, updated_at: new Date().toISOString() })
      .where(eq(caracteristicasTable.id, input.id))
      .returning(columnas);
    if (!row) throw notFound(msg.tienda.caracteristicaNoEncontrada);
    return c.json(
      { succes: row, message: msg.tienda.caracteristicaActualizada } satisfies ConMensaje<Caracteristica>,
      200,
    );
  })
  .post('/caracteristica/delete', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await c.var.db
      .delete(caracteristicasTable)
      .where(eq(caracteristicasTable.id, input.id))
      .returning(columnas)
      .catch(enUso(msg.tienda.caracteristicaEnUso));
    if (!row) throw notFound(msg.tienda.caracteristicaNoEncontrada);
    return c.json(
      { succes: row, message: msg.tienda.caracteristicaEliminada } satisfies ConMensaje<Caracteristica>,
      200,
    );
  });
