import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { palabrasDe } from '../../../common/busqueda';
import { filtrosProductos } from '../../../common/cuerpos/productos';
import { normalizar } from '../../../common/texto';
import { porId } from '../../../common/validacion';
import type { Producto } from '../../../common/wire/productos';
import type { Pagina } from '../../../common/wire/sobre';
import { marcas, productos as productosTable, promociones } from '../../db/schema/tienda';
import type { AppEnv } from '../../env';
import { readInput } from '../../http/body';
import { consulta, lecturaPublica } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { enOrden, idEntre } from '../../plataforma/fts';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { buscarProductos } from '../busqueda-productos';
import { facetasDe, ordenSql, type Partes, vendidos } from '../catalogo';
import { busquedaProductos, conDescuento, productoActivo, RANGOS_DE_PRECIO, selectProductos } from '../producto';

const esAdmin = (c: { var: AppEnv['Variables'] }) => c.var.user?.rol === 1;

/**
 * The catalogue's reads: public, and showing active productos only; an admin session sees
 * inactive ones too. The writes are the admin's (routes/admin-productos.ts).
 */
export const productos = new Hono<AppEnv>()
  .get('/producto/index', lecturaPublica('tienda'), async (c) => {
    const f = check(filtrosProductos, await readInput(c));
    const palabras = palabrasDe(f.q);
    // the filters that read a joined table: a search of words too short for the index (brand and
    // promotion names), the price and the discount (the promotion)
    const busqueda = f.q && palabras.length === 0 ? busquedaProductos(f.q) : undefined;
    const precio = f.precio ? or(...f.precio.map((r) => RANGOS_DE_PRECIO[r])) : undefined;
    const descuento = f.descuento === 1 ? conDescuento : undefined;
    const partes: Partes = {
      base: and(
        esAdmin(c) ? undefined : productoActivo,
        f.estado ? eq(productosTable.estado, f.estado) : undefined,
        busqueda,
      ),
      marca: f.marca ? inArray(productosTable.id_marca, f.marca) : undefined,
      caracteristica: f.caracteristica ? inArray(productosTable.id_caract, f.caracteristica) : undefined,
      precio,
      descuento,
      leeNombres: Boolean(busqueda),
    };
    const where = and(partes.base, partes.marca, partes.caracteristica, precio, descuento);
    const db = c.var.db;
    const ahora = nowFor(c);
    const orden = f.orden ?? 'id';
    const paginado = f.page !== undefined || f.limit !== undefined;
    const page = f.page ?? 1;
    const limit = f.limit ?? 24;
    // the facets of a paged answer asked with facetas=1 (the unpaged answer stays the contract's
    // array): catalogo.ts says how each group counts
    const conFacetas = async (pagina: Pagina<Producto>) => {
      if (f.facetas !== 1) return c.json(pagina, 200);
      let base = partes.base;
      // a search's facets count what the words find under the other filters: the ids it finds
      // without the groups' selections
      if (palabras.length > 0)
        base = and(base, idEntre(await buscarProductos(db, palabras, base, false), productosTable.id));
      return c.json({ ...pagina, facetas: await facetasDe(db, { ...partes, base }) }, 200);
    };
    // mas_vendidos: units of the last days from the per-day sums (catalogo.ts), joined once
    const ordenado = () => {
      const q = selectProductos(db, ahora).$dynamic();
      if (orden !== 'mas_vendidos') return q.orderBy(...ordenSql(orden));
      const v = vendidos(db, ahora);
      return q.leftJoin(v, eq(v.producto_id, productosTable.id)).orderBy(...ordenSql(orden, v.unidades));
    };
    if (palabras.length > 0) {
      // search that forgives (lib/busqueda-productos.ts): the ids found, most relevant first, then
      // the page's rows by id: two queries, whatever the catalogue holds; another order sorts
      // the ids found by it in the page's query
      const ids = await buscarProductos(db, palabras, where, Boolean(precio || descuento), normalizar(f.q ?? ''));
      let filas: Producto[];
      if (orden === 'id' || orden === 'recientes') {
        const pagina = paginado ? ids.slice((page - 1) * limit, page * limit) : ids;
        filas = pagina.length
          ? enOrden(await selectProductos(db, ahora).where(idEntre(pagina, productosTable.id)), pagina)
          : [];
      } else {
        const q = ordenado().where(idEntre(ids, productosTable.id));
        filas = ids.length ? await (paginado ? q.limit(limit).offset((page - 1) * limit) : q) : [];
      }
      if (!paginado) return succes<Producto[]>(c, filas, 200);
      return conFacetas({ succes: filas, total: ids.length, page, limit });
    }
    const todos =
      orden === 'id'
        ? selectProductos(db, ahora).where(where).orderBy(asc(productosTable.id)).$dynamic()
        : ordenado().where(where);
    if (!paginado) return succes<Producto[]>(c, await todos, 200);

    // the count joins a table only when one of those filters is on: SQLite keeps an unused LEFT
    // JOIN, a lookup per counted row (50,000 products: 6 ms with both, 1 ms without, in SQLite)
    let contar = db.select({ total: count() }).from(productosTable).$dynamic();
    if (busqueda) contar = contar.leftJoin(marcas, eq(marcas.id, productosTable.id_marca));
    if (busqueda || precio || descuento)
      contar = contar.leftJoin(promociones, eq(promociones.id, productosTable.id_promocion));
    const [rows, [{ total }]] = await db.batch([todos.limit(limit).offset((page - 1) * limit), contar.where(where)]);
    return conFacetas({ succes: rows, total, page, limit });
  })
  .on(['GET', 'POST'], '/producto/find', consulta, async (c) => {
    const input = check(porId, await readInput(c));
    const [row] = await selectProductos(c.var.db, nowFor(c)).where(
      and(eq(productosTable.id, input.id), esAdmin(c) ? undefined : productoActivo),
    );
    if (!row) throw notFound(msg.tienda.productoNoEncontrado);
    return succes<Producto>(c, row, 200);
  });
