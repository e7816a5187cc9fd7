/**
 * Discount codes (cupones): the admins create, edit, deactivate and list them; the compra checks a
 * typed code against its cart before paying (`/cupones/revisar`, public). `compras/new` applies it
 * again and takes its use (lib/cupones.ts; docs/decisions/0014).
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { CODIGO_CUPON, normalizarCupon } from '../../../common/cupones';
import { precioConDescuento } from '../../../common/dinero';
import { bogotaNow, parseFecha } from '../../../common/fechas';
import { entero, flag, id, texto, textoOpcional } from '../../../common/validacion';
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
const vacio = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** Absent: undefined (an update keeps it); '' or null: null (cleared); else `inner`. */
const anulable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (vacio(v) ? null : v), inner.nullable().optional());

/** Whole numbers from `min` to `max` (multipart sends text), refused with `mensaje`. */
const numero = (min: number, max: number, mensaje: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: mensaje }).int({ error: mensaje }).min(min, { error: mensaje }).max(max, { error: mensaje }),
  );
const fechaCupon = z.preprocess(
  (v) => (typeof v === 'string' ? (parseFecha(v) ?? '-') : v),
  z.string({ error: msg.campos.fecha }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.campos.fecha }),
);

const campos = {
  codigo: z.preprocess(
    (v) => (typeof v === 'string' ? normalizarCupon(v) : v),
    z.string({ error: m.codigo }).regex(CODIGO_CUPON, { error: m.codigo }),
  ),
  tipo: z.enum(['porcentaje', 'valor'], { error: m.tipo }),
  valor: numero(0, 1_000_000_000_000, m.valor),
  minimo: anulable(numero(0, 100_000_000, m.minimo)),
  desde: anulable(fechaCupon),
  hasta: anulable(fechaCupon),
  usos_total: anulable(numero(1, 1_000_000, m.usos(m.usosTotal))),
  usos_por_email: anulable(numero(1, 1_000_000, m.usos(m.usosPorEmail))),
  activo: flag(msg.tienda.activo).optional(),
};
const crearSchema = z.object(campos);
const editarSchema = z.object({
  ...campos,
  id: id(),
  codigo: campos.codigo.optional(),
  tipo: campos.tipo.optional(),
  valor: campos.valor.optional(),
});

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

const revisionSchema = z.object({
  cupon: texto('cupon', { max: 40, vacio: m.vacio }),
  email: textoOpcional('email', { max: 254 }),
  productos: z
    .array(z.object({ id: id('id del producto'), cantidad: entero('cantidad', { min: 1, max: 99 }) }), {
      error: msg.tienda.sinProductos,
    })
    .min(1, { error: msg.tienda.sinProductos })
    .max(50, { error: msg.tienda.demasiadosProductos }),
});

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
    const input = check(crearSchema, await readInput(c));
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
    const input = check(editarSchema, await readInput(c));
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
    const input = check(revisionSchema, await readInput(c));
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
