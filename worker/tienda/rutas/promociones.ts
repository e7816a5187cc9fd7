import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { actualizarPromocion, nuevaPromocion } from '../../../common/cuerpos/productos';
import { porId } from '../../../common/validacion';
import type { Promocion } from '../../../common/wire/promociones';
import type { ConMensaje } from '../../../common/wire/sobre';
import type { ColumnasDe } from '../../db/columnas';
import { promociones as promocionesTable } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { consulta, escritura, lecturaPublica } from '../../http/politica';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { enUso } from '../producto';

const columnas = {
  id: promocionesTable.id,
  nombre: promocionesTable.nombre,
  porcentaje: promocionesTable.porcentaje,
  activo: promocionesTable.activo,
} satisfies ColumnasDe<Promocion>;

/**
 * Promotions: `porcentaje` an integer 0–100, `activo` 0/1. A new promotion is always created
 * active (whatever `activo` says); only while active does it discount its products.
 * Reads are public (the store's filter bar); writes are staff-only. In use → 409 on delete.
 */
export const promociones = new Hono<AppEnv>()
  .get('/promocion/index', lecturaPublica('tienda'), async (c) => {
    const rows = await c.var.db.select(columnas).from(promocionesTable).orderBy(asc(promocionesTable.id));
    return succes<Promocion[]>(c, rows, 200);
  })
  .on(['GET', 'POST'], '/promocion/find', consulta, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await c.var.db.select(columnas).from(promocionesTable).where(eq(promocionesTable.id, input.id));
    if (!row) throw notFound(msg.tienda.promocionNoEncontrada);
    return succes<Promocion>(c, row, 200);
  })
  .post('/promocion/create', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(nuevaPromocion, await readInput(c));
    const [row] = await c.var.db
      .insert(promocionesTable)
      .values({ nombre: input.nombre, porcentaje: input.porcentaje, activo: 1 })
      .returning(columnas);
    return c.json({ succes: row, message: msg.tienda.promocionGuardada } satisfies ConMensaje<Promocion>, 201);
  })
  .post('/promocion/update', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(actualizarPromocion, await readInput(c));
    const [row] = await c.var.db
      .update(promocionesTable)
      .set({
        nombre: input.nombre,
        porcentaje: input.porcentaje,
        activo: input.activo,
        updated_at: new Date().toISOString(),
      })
      .where(eq(promocionesTable.id, input.id))
      .returning(columnas);
    if (!row) throw notFound(msg.tienda.promocionNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.promocionActualizada } satisfies ConMensaje<Promocion>, 200);
  })
  .post('/promocion/delete', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await c.var.db
      .delete(promocionesTable)
      .where(eq(promocionesTable.id, input.id))
      .returning(columnas)
      .catch(enUso(msg.tienda.promocionEnUso));
    if (!row) throw notFound(msg.tienda.promocionNoEncontrada);
    return c.json({ succes: row, message: msg.tienda.promocionEliminada } satisfies ConMensaje<Promocion>, 200);
  });
