import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { marcas as marcasTable } from '../db/schema';
import type { AppEnv } from '../env';
import { requireStaff } from '../lib/auth';
import { readInput } from '../lib/body';
import { notFound } from '../lib/errors';
import { enUso, sinTildesSql } from '../lib/producto';
import { succes } from '../lib/respond';
import { check, id, texto } from '../lib/validate';
import { msg } from '../messages';

const columnas = { id: marcasTable.id, nombre: marcasTable.nombre };
const nombre = texto('nombre', { max: 80 });

/**
 * Brands. The list and `find` are public reads (the store's filter bar reads them without
 * a session); writes are staff-only. A brand assigned to a product cannot be deleted (409).
 */
export const marcas = new Hono<AppEnv>()
  .get('/marcas/index', async (c) => {
    const rows = await c.var.db
      .select(columnas)
      .from(marcasTable)
      .orderBy(asc(sinTildesSql(marcasTable.nombre)), asc(marcasTable.id));
    return succes(c, rows, 200);
  })
  .on(['GET', 'POST'], '/marcas/find', async (c) => {
    const input = check(z.object({ id: id() }), await readInput(c));
    const [row] = await c.var.db.select(columnas).from(marcasTable).where(eq(marcasTable.id, input.id));
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return succes(c, row, 200);
  })
  .post('/marcas/create', requireStaff, async (c) => {
    const input = check(z.object({ nombre }), await readInput(c));
    const [row] = await c.var.db.insert(marcasTable).values({ nombre: input.nombre }).returning(columnas);
    return c.json({ succes: row, message: msg.tienda.marcaGuardada }, 201);
  })
  .post('/marcas/update', requireStaff, async (c) => {
    const input = check(z.object({ id: id(), nombre }), await readInput(c));
    const [row] = await c.var.db
      .update(marcasTable)
      .set({ nombre: input.nombre, updated_at: new Date().toISOString() })
      .where(eq(marcasTable.id, input.id))
      .returning(columnas);
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.marcaActualizada }, 200);
  })
  .post('/marcas/delete', requireStaff, async (c) => {
    const input = check(z.object({ id: id() }), await readInput(c));
    const [row] = await c.var.db
      .delete(marcasTable)
      .where(eq(marcasTable.id, input.id))
      .returning(columnas)
      .catch(enUso(msg.tienda.marcaEnUso));
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.marcaEliminada }, 200);
  });
