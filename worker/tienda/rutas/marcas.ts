import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarMarca, nuevaMarca } from '../../../common/cuerpos/productos';
import { normalizar } from '../../../common/texto';
import { porId, soloEnUso } from '../../../common/validacion';
import type { Marca } from '../../../common/wire/marcas';
import type { ConMensaje } from '../../../common/wire/sobre';
import type { ColumnasDe } from '../../db/columnas';
import type { Db } from '../../db/conexion';
import { marcas as marcasTable, productos } from '../../db/schema/tienda';
import { sinTildesSql } from '../../db/sin-tildes';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { consulta, escritura, lecturaPublica } from '../../http/politica';
import { succes } from '../../http/respond';
import { ApiError, invalid, isUniqueViolation, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { enUso, productoActivo } from '../producto';

const columnas = { id: marcasTable.id, nombre: marcasTable.nombre } satisfies ColumnasDe<Marca>;

/**
 * 409 naming the brand that already has this name (its case, accents and signs aside), also as the
 * field's error so the form shows it under the name.
 */
const yaExiste = (nombre: string) => {
  const message = msg.marcas.repetida(nombre);
  return new ApiError(409, 'marca_repetida', message, { nombre: [message] });
};

/**
 * `nombre` as the unique index compares it, when no other brand than `id` has it: 422 when nothing
 * of it is left to compare ('***'), 409 naming the brand that has it.
 */
async function nombreLibre(db: Db, nombre: string, id?: number) {
  const normalizado = normalizar(nombre);
  if (!normalizado) throw invalid({ nombre: [msg.marcas.sinLetras] });
  const [otra] = await db
    .select({ nombre: marcasTable.nombre })
    .from(marcasTable)
    .where(and(eq(marcasTable.nombre_normalizado, normalizado), id ? ne(marcasTable.id, id) : undefined));
  if (otra) throw yaExiste(otra.nombre);
  return normalizado;
}

/** For `.catch()` on a write: the unique index refused it (another admin took the name meanwhile). */
const repetida = (nombre: string) => (err: unknown) => {
  if (isUniqueViolation(err, 'marcas.nombre_normalizado')) throw yaExiste(nombre);
  throw err;
};

/**
 * Brands. The list and `find` are public reads (the store's filter bar reads them without
 * a session); writes are staff-only. A brand assigned to a product cannot be deleted (409), and no
 * two brands share a name whatever its case, accents or signs (409, migration 0034).
 */
export const marcas = new Hono<AppEnv>()
  /** `en_uso=1`: only the brands some active product has (the store's filter bar offers no empty filter). */
  .get('/marcas/index', lecturaPublica('tienda'), async (c) => {
    const { en_uso } = check(soloEnUso, await readInput(c));
    const db = c.var.db;
    const enVenta = exists(
      db
        .select({ uno: sql`1` })
        .from(productos)
        .where(and(eq(productos.id_marca, marcasTable.id), productoActivo)),
    );
    const rows = await db
      .select(columnas)
      .from(marcasTable)
      .where(en_uso === 1 ? enVenta : undefined)
      .orderBy(asc(sinTildesSql(marcasTable.nombre)), asc(marcasTable.id));
    return succes<Marca[]>(c, rows, 200);
  })
  .on(['GET', 'POST'], '/marcas/find', consulta, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await c.var.db.select(columnas).from(marcasTable).where(eq(marcasTable.id, input.id));
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return succes<Marca>(c, row, 200);
  })
  .post('/marcas/create', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(nuevaMarca, await readInput(c));
    const db = c.var.db;
    const nombre_normalizado = await nombreLibre(db, input.nombre);
    const [row] = await db
      .insert(marcasTable)
      .values({ nombre: input.nombre, nombre_normalizado })
      .returning(columnas)
      .catch(repetida(input.nombre));
    return c.json({ succes: row, message: msg.tienda.marcaGuardada } satisfies ConMensaje<Marca>, 201);
  })
  .post('/marcas/update', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(actualizarMarca, await readInput(c));
    const db = c.var.db;
    const nombre_normalizado = await nombreLibre(db, input.nombre, input.id);
    const [row] = await db
      .update(marcasTable)
      .set({ nombre: input.nombre, nombre_normalizado, updated_at: new Date().toISOString() })
      .where(eq(marcasTable.id, input.id))
      .returning(columnas)
      .catch(repetida(input.nombre));
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.marcaActualizada } satisfies ConMensaje<Marca>, 200);
  })
  .post('/marcas/delete', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await c.var.db
      .delete(marcasTable)
      .where(eq(marcasTable.id, input.id))
      .returning(columnas)
      .catch(enUso(msg.tienda.marcaEnUso));
    if (!row) throw notFound(msg.tienda.marcaNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.marcaEliminada } satisfies ConMensaje<Marca>, 200);
  });
