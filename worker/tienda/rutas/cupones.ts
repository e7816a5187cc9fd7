/**
 * Discount codes (cupones): the admins create, edit, deactivate and list them; the compra checks a
 * typed code against its cart before paying (`/cupones/revisar`, public). `compras/new` applies it
 * again and takes its use (lib/cupones.ts; docs/decisions/0014).
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cambioDeCupon, nuevoCupon, revisionCupon } from '../../../common/cuerpos/cupones';
import { precioConDescuento } from '../../../common/dinero';
import { bogotaNow } from '../../../common/fechas';
import type { Cupon, CuponAplicado } from '../../../common/wire/cupones';
import type { ConMensaje } from '../../../common/wire/sobre';
import { cupones as cuponesT } from '../../db/schema/cupones';
import { productos, promociones } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { clientIp } from '../../http/cliente';
import { entornoDe } from '../../http/entorno';
import { consulta, escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { ApiError, invalid, isUniqueViolation, notFound } from '../../plataforma/errors';
import { throttle } from '../../plataforma/throttle';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { aplicarCupon, cuponAdmin, cuponDelCodigo, cuponesConUsos } from '../cupones';

const m = msg.cupones;
type Reglas = Omit<typeof cuponesT.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** The rules that join fields: a porcentaje is 1..100, a valor 1..100.000.000 pesos; `hasta` is not before `desde`. */
function revisarReglas(r: Reglas) {
  if (r.tipo === 'porcentaje' && (r.valor < 1 || r.valor > 100)) throw invalid({ valor: [m.porcentaje] });
  if (r.tipo === 'valor' && (r.valor < 1 || r.valor > 100_000_000)) throw invalid({ valor: [m.valorFijo] });
  if (r.desde && r.hasta && r.hasta < r.desde) throw invalid({ hasta: [m.fechas] });
  return r;
}

/** Only the fields sent (undefined: keep; null: clear, or 0 for `minimo`). */
const enviados = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([k, v]) => v !== undefined && k !== 'id')
      .map(([k, v]) => [k, k === 'minimo' && v === null ? 0 : v]),
  );

/** A unique violation on the code: another cupon has it. */
const duplicado = (err: unknown, codigo: string) =>
  isUniqueViolation(err, 'cupones.codigo') ? new ApiError(409, 'duplicado', m.duplicado(codigo)) : err;

export const cupones = new Hono<AppEnv>()
  /** Staff: every cupon, newest first, with the uses that count now and the paid ones. */
  .get('/cupones', requireAdmin, async (c) => {
    const filas = await cuponesConUsos(c.var.db, sql`1`, nowFor(c)).orderBy(desc(cuponesT.id));
    return c.json<{ succes: Cupon[] }, 200>({ succes: filas.map(cuponAdmin) }, 200);
  })
  .post('/cupones/create', escritura([]), requireAdmin, async (c) => {
    const input = check(nuevoCupon, await readInput(c));
    const reglas = revisarReglas({ ...input, minimo: input.minimo ?? 0, activo: input.activo ?? 1 });
    const db = c.var.db;
    const [fila] = await db
      .insert(cuponesT)
      .values(reglas)
      .returning({ id: cuponesT.id })
      .catch((err) => {
        throw duplicado(err, input.codigo);
      });
    const [creado] = await cuponesConUsos(db, eq(cuponesT.id, fila.id), nowFor(c));
    return c.json<ConMensaje<Cupon>, 201>({ succes: cuponAdmin(creado), message: m.creado }, 201);
  })
  /** Staff: the fields sent change ('' clears an optional one), the others stay; `activo` 0 deactivates. */
  .post('/cupones/update', escritura([]), requireAdmin, async (c) => {
    const input = check(cambioDeCupon, await readInput(c));
    const db = c.var.db;
    const [actual] = await db.select().from(cuponesT).where(eq(cuponesT.id, input.id));
    if (!actual) throw notFound(m.noExiste);
    const { id: _, created_at: __, updated_at: ___, ...antes } = actual;
    const reglas = revisarReglas({ ...antes, ...enviados(input) });
    await db
      .update(cuponesT)
      .set({ ...reglas, updated_at: new Date().toISOString() })
      .where(eq(cuponesT.id, input.id))
      .catch((err) => {
        throw duplicado(err, reglas.codigo);
      });
    const [guardado] = await cuponesConUsos(db, eq(cuponesT.id, input.id), nowFor(c));
    return c.json<ConMensaje<Cupon>, 200>({ succes: cuponAdmin(guardado), message: m.guardado }, 200);
  })
  /**
   * Public: what the code takes off this cart (priced by the catalogue, as `compras/new` will), on
   * today's Bogotá date, for the e-mail typed if any; or why not. Throttled against guessing codes.
   */
  .post('/cupones/revisar', consulta, async (c) => {
    await throttle(entornoDe(c), `cupones:${clientIp(c)}`, 30, 600);
    const input = check(revisionCupon, await readInput(c));
    const ahora = nowFor(c);
    const db = c.var.db;
    const cantidades = new Map<number, number>();
    for (const l of input.productos) cantidades.set(l.id, Math.min(99, (cantidades.get(l.id) ?? 0) + l.cantidad));
    const [[fila], precios] = await db.batch([
      cuponDelCodigo(db, input.cupon, ahora, input.email),
      db
        .select({
          id: productos.id,
          precio: productos.precio,
          porcentaje: sql<number>`coalesce(case when ${promociones.activo} = 1 then ${promociones.porcentaje} end, 0)`,
        })
        .from(productos)
        .leftJoin(promociones, eq(promociones.id, productos.id_promocion))
        .where(sql`${inArray(productos.id, [...cantidades.keys()])} and ${productos.estado} = '1'`),
    ]);
    const total = precios.reduce(
      (s, p) => s + precioConDescuento(p.precio, Number(p.porcentaje)) * (cantidades.get(p.id) ?? 0),
      0,
    );
    const { cupon, descuento } = aplicarCupon(input.cupon, fila, bogotaNow(ahora).fecha, total);
    return c.json<{ succes: CuponAplicado }, 200>(
      { succes: { codigo: cupon.codigo, tipo: cupon.tipo, valor: cupon.valor, productos: total, descuento } },
      200,
    );
  });
