/**
 * Stock and apartados (docs/glosario.md). `productos.stock` is the units on hand (NULL: sin control
 * de inventario); a venta created by `compras/new` holds its units in `apartados` for
 * APARTADO_MINUTOS; available = stock − the apartados still live at the instant asked.
 *
 * - apartar: in the venta's own batch, one INSERT … SELECT of its lines; trigger
 *   `apartados_sin_exceso` (migration 0007) refuses it with 'sin_stock' when the units are gone;
 * - vender: payment approved → the lines leave `stock`, the apartados go (same batch as the status);
 * - liberar: payment declined, venta cancelled → the apartados go (a paid venta cancelled gets its
 *   units back in `stock`: lib/entrega.ts `devolverStock`);
 * - expiry: a row past `vence_at` never counts (every count compares with the caller's instant),
 *   and the cron purges it (`purgarVencidos`).
 * The public catalogue list is cached per `tienda` version (lib/cache.ts) and its cards show only
 * "Agotado": a write bumps the version only when it can change that (a purchase that leaves a product
 * agotado, a release, a purge), so purchases do not empty the catalogue's cache; `producto/find` and
 * `compras/new` always count live.
 */
import { and, eq, getTableColumns, inArray, is, isNotNull, lte, ne, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/conexion';
import { users } from '../db/schema/directorio';
import { mailOutbox } from '../db/schema/mail';
import { apartados, productos, ventaProductos, ventas } from '../db/schema/tienda';
import { nuevaVersion } from '../db/versiones';
import { correoHtml } from '../mensajes';
import { causaDice } from '../plataforma/errors';
import { msg } from '../textos';
import { faltantesDe } from './faltantes';

const msgStock = msg.tienda.stock;

/** How long a venta's units stay apartados while its payment is pending. */
export const APARTADO_MINUTOS = 30;

/** An instant in a statement: a Date, or the placeholder its ISO text is bound to (lib/plantilla.ts). */
export type Instante = Date | Placeholder;
const iso = (ahora: Instante) => (ahora instanceof Date ? ahora.toISOString() : ahora);

/**
 * When a hold made at `ahora` ends (an apartado, a cupon's pending use): APARTADO_MINUTOS later, as
 * ISO text computed by SQLite (`ahora` may be a placeholder a plantilla binds).
 */
export const venceSql = (ahora: Instante) =>
  sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${iso(ahora)}, ${`+${APARTADO_MINUTOS} minutes`})`;

/** When a hold made at `ahora` ends, as `venceSql` writes it: for the venta's own `vence_at`. */
export const venceDe = (ahora: Date) => new Date(ahora.getTime() + APARTADO_MINUTOS * 60_000).toISOString();

/** The product's units held by apartados still live at `ahora` (correlated on `productos.id`). */
const apartadas = (ahora: Instante) =>
  sql<number>`coalesce((select sum(${apartados.cantidad}) from ${apartados}
    where ${apartados.producto_id} = ${productos.id} and ${apartados.vence_at} > ${iso(ahora)}), 0)`;

/** What a buyer can still take at `ahora`: NULL without control, else stock − live apartados (≥ 0). */
export const disponibleSql = (ahora: Instante) =>
  sql<
    number | null
  >`case when ${productos.stock} is null then null else max(0, ${productos.stock} - ${apartadas(ahora)}) end`;

/**
 * The end of a hold that never ends by itself: a venta contra entrega keeps its units (and its
 * cupon use) until it is delivered and paid, or cancelled (decision 0023).
 */
export const SIN_VENCER = '9999-12-31T23:59:59.999Z';

/**
 * The statement that holds the venta's units (its lines of products with stock), for the venta's
 * batch: for APARTADO_MINUTOS, or until `hasta`.
 */
export const apartarVenta = (db: Db, ventaId: SQL, ahora: Instante, hasta?: string) =>
  db.insert(apartados).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        venta_id: ventaProductos.venta_id,
        producto_id: sql<number>`${ventaProductos.producto_id}`.as('producto_id'),
        cantidad: ventaProductos.cantidad,
        creado_at: sql<string>`${iso(ahora)}`.as('creado_at'),
        vence_at: (hasta === undefined ? venceSql(ahora) : sql<string>`${hasta}`).as('vence_at'),
      })
      .from(ventaProductos)
      .innerJoin(productos, eq(productos.id, ventaProductos.producto_id))
      .where(and(eq(ventaProductos.venta_id, ventaId), isNotNull(productos.stock))),
  );

/** Trigger `apartados_sin_exceso` refused: some product of the cart has not enough units. */
export const isSinStock = (err: unknown) => causaDice(err, 'sin_stock');

/** The cart's products that cannot cover their quantity at `ahora`, with what is left of each. */
export async function faltantes(db: Db, cantidades: Map<number, number>, ahora: Date) {
  const filas = await db
    .select({ id: productos.id, nombre: productos.nombre, disponible: disponibleSql(ahora) })
    .from(productos)
    .where(and(inArray(productos.id, [...cantidades.keys()]), isNotNull(productos.stock)));
  return faltantesDe(filas, cantidades);
}

/** Releases a venta's apartados (payment declined, venta cancelled). */
export const liberarApartados = (db: Db, ventaId: number | SQL) =>
  db.delete(apartados).where(eq(apartados.venta_id, ventaId));

/**
 * The cron: drops the apartados expired at `ahora` (they already count for nothing) and, when there
 * were any, makes the catalogue's cached reads stale, so a card's "Agotado" lasts at most one run.
 * Answers how many it dropped.
 */
export async function purgarVencidos(db: Db, ahora: Date) {
  const vencidos = await db
    .delete(apartados)
    .where(lte(apartados.vence_at, ahora.toISOString()))
    .returning({ id: apartados.id });
  if (vencidos.length) await nuevaVersion(db, ['tienda']);
  return vencidos.length;
}

/** A product line of a venta with stock, as `venderVenta` needs it (read in the event's first batch). */
export type LineaConStock = { producto_id: number; nombre: string; stock_minimo: number; cantidad: number };

export const lineasConStock = (db: Db, where: SQL) =>
  db
    .select({
      producto_id: productos.id,
      nombre: productos.nombre,
      stock_minimo: productos.stock_minimo,
      cantidad: ventaProductos.cantidad,
    })
    .from(ventaProductos)
    .innerJoin(ventas, eq(ventas.id, ventaProductos.venta_id))
    .innerJoin(productos, eq(productos.id, ventaProductos.producto_id))
    .where(and(where, isNotNull(productos.stock)));

/**
 * One outbox row per admin (`rol` 1) while `condicion` holds, as one INSERT … SELECT of the caller's
 * batch; every other outbox column takes its default.
 */
export function correoAAdmins(
  db: Db,
  correo: { asunto: string; texto: string; html: string },
  condicion: SQL | undefined,
) {
  const valores = {
    para: sql<string>`${users.email}`.as('para'),
    asunto: sql<string>`${correo.asunto}`.as('asunto'),
    texto: sql<string>`${correo.texto}`.as('texto'),
    html: sql<string>`${correo.html}`.as('html'),
  };
  const propios: Record<string, SQL.Aliased> = valores;
  const campos = Object.fromEntries(
    Object.entries(getTableColumns(mailOutbox)).map(([k, col]) => [
      k,
      propios[k] ?? (is(col.default, SQL) ? col.default : sql`${col.default ?? null}`).as(k),
    ]),
  ) as typeof valores;
  return db.insert(mailOutbox).select(
    db
      .select(campos)
      .from(users)
      .where(and(eq(users.rol, 1), ne(users.email, ''), condicion)),
  );
}

/**
 * The approval's statements, for the batch that marks the venta paid (after its guarded status
 * change, so a lost race rolls them back too): the venta's lines leave `stock` (unless staff
 * cancelled it: nothing leaves the store), its apartados go, and the admins get an e-mail for each
 * product this sale took below its `stock_minimo`. Paid after its apartado expired, a sale can
 * leave `stock` below 0: the e-mail tells the admins (a `stock_minimo` of 0 or more is crossed).
 */
export function venderVenta(db: Db, ventaId: number, lineas: LineaConStock[], appUrl = '') {
  const vendidas = sql`(select sum(${ventaProductos.cantidad}) from ${ventaProductos}
    where ${ventaProductos.venta_id} = ${ventaId} and ${ventaProductos.producto_id} = ${productos.id})`;
  const vigente = sql`exists (select 1 from ${ventas} where ${ventas.id} = ${ventaId} and ${ventas.status_entrega} <> 'cancelado')`;
  const avisos = lineas.map((l) => {
    const cruzo = sql`exists (select 1 from ${productos} where ${productos.id} = ${l.producto_id}
      and ${productos.stock} < ${productos.stock_minimo} and ${productos.stock} + ${l.cantidad} >= ${productos.stock_minimo})`;
    const correo = msgStock.correoBajo(l.nombre, l.stock_minimo, `${appUrl}/panel/ecomerce/productos`);
    return correoAAdmins(db, { ...correo, html: correoHtml([correo.texto]) }, and(cruzo, vigente));
  });
  return [
    db
      .update(productos)
      .set({ stock: sql`${productos.stock} - ${vendidas}` })
      .where(
        and(
          isNotNull(productos.stock),
          inArray(
            productos.id,
            db
              .select({ id: sql<number>`${ventaProductos.producto_id}` })
              .from(ventaProductos)
              .where(eq(ventaProductos.venta_id, ventaId)),
          ),
          vigente,
        ),
      ),
    liberarApartados(db, ventaId),
    ...avisos,
  ] as const;
}
