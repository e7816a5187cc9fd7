/**
 * Delivery anywhere in Colombia: the public ciudad search the compra's combobox asks as the buyer
 * types, the admins' envío rates (one per departamento) and the store's ajustes (envío terms, seller).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { busquedaCiudades, cambioDeAjustesTienda, contraEntrega, nuevaTarifa } from '../../../common/cuerpos/envios';
import { normalizar } from '../../../common/texto';
import type { AjustesTienda, BusquedaCiudades, EnviosAdmin, TarifaEnvio } from '../../../common/wire/envio';
import type { ConMensaje } from '../../../common/wire/sobre';
import { ajustesTienda, ciudades, departamentos } from '../../db/schema/envio';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura, lecturaPublica } from '../../http/politica';
import { invalid, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import {
  AJUSTES_POR_DEFECTO,
  ajustesTiendaDe,
  CONDICIONES_POR_DEFECTO,
  ciudadColumnas,
  condicionesColumnas,
  condicionesEnvio,
  vendedorColumnas,
} from '../envio';

const m = msg.envio;
const LIMITE = 10;

/** A departamento as the admins' screen lists it: its envío rate and its pago contra entrega. */
const tarifaColumnas = {
  codigo: departamentos.codigo,
  nombre: departamentos.nombre,
  envio: departamentos.envio,
  contra_entrega: departamentos.contra_entrega,
  contra_entrega_hasta: departamentos.contra_entrega_hasta,
};

export const envios = new Hono<AppEnv>()
  /**
   * Up to 10 ciudades for what the buyer typed, accent- and case-insensitive: the exact name, then
   * names that start with it, then names with a word that does, then names that hold it; digits
   * search DIVIPOLA codes. With the envío terms, so the compra can show envío before paying.
   */
  .get('/ciudades', lecturaPublica('tienda'), async (c) => {
    const { q } = check(busquedaCiudades, await readInput(c));
    const clave = normalizar(q).slice(0, 40);
    const db = c.var.db;
    const codigo = /^\d{1,5}$/.test(clave) ? clave : '';
    const rango = sql`case when ${ciudades.clave} = ${clave} then 0 when ${ciudades.clave} like ${`${clave}%`} then 1
      when ${ciudades.clave} like ${`% ${clave}%`} then 2 else 3 end`;
    const [filas, [condiciones]] = await db.batch([
      db
        .select(ciudadColumnas)
        .from(ciudades)
        .innerJoin(departamentos, eq(departamentos.codigo, ciudades.departamento))
        .where(
          clave === ''
            ? sql`0`
            : codigo
              ? sql`${ciudades.codigo} like ${`${codigo}%`}`
              : sql`${ciudades.clave} like ${`%${clave}%`}`,
        )
        .orderBy(codigo ? asc(ciudades.codigo) : rango, asc(ciudades.clave), asc(ciudades.codigo))
        .limit(LIMITE),
      condicionesEnvio(db),
    ]);
    return c.json<BusquedaCiudades, 200>({ succes: filas, condiciones: condiciones ?? CONDICIONES_POR_DEFECTO }, 200);
  })
  /** Every departamento's envío rate and the terms, for the admins' screen. */
  .get('/envios', requireAdmin, async (c) => {
    const db = c.var.db;
    const [tarifas, [condiciones]] = await db.batch([
      db.select(tarifaColumnas).from(departamentos).orderBy(asc(departamentos.nombre)),
      condicionesEnvio(db),
    ]);
    return c.json<{ succes: EnviosAdmin }, 200>(
      { succes: { tarifas, condiciones: condiciones ?? CONDICIONES_POR_DEFECTO } },
      200,
    );
  })
  /** One departamento's rate (`codigo`, `envio` in pesos). */
  .post('/envios/tarifa', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(nuevaTarifa, await readInput(c));
    const [fila] = await c.var.db
      .update(departamentos)
      .set({ envio: input.envio, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
      .where(eq(departamentos.codigo, input.codigo))
      .returning(tarifaColumnas);
    if (!fila) throw notFound(m.departamentoNoExiste);
    return c.json<ConMensaje<TarifaEnvio>, 200>({ succes: fila, message: m.tarifaGuardada }, 200);
  })
  /**
   * One departamento's pago contra entrega (decision 0023): offered or not (`contra_entrega` 1/0)
   * and the largest total it takes (`contra_entrega_hasta`, pesos); a field not sent keeps its
   * value, and an offer needs a maximum above 0.
   */
  .post('/envios/contra-entrega', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(contraEntrega, await readInput(c));
    const db = c.var.db;
    const [actual] = await db.select(tarifaColumnas).from(departamentos).where(eq(departamentos.codigo, input.codigo));
    if (!actual) throw notFound(m.departamentoNoExiste);
    const nueva = {
      contra_entrega: input.contra_entrega ?? actual.contra_entrega,
      contra_entrega_hasta: input.contra_entrega_hasta ?? actual.contra_entrega_hasta,
    };
    if (nueva.contra_entrega === 1 && nueva.contra_entrega_hasta < 1)
      throw invalid({ contra_entrega_hasta: [m.contraEntregaSinMaximo] });
    const [fila] = await db
      .update(departamentos)
      .set({ ...nueva, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
      .where(eq(departamentos.codigo, input.codigo))
      .returning(tarifaColumnas);
    return c.json<ConMensaje<TarifaEnvio>, 200>({ succes: fila, message: m.contraEntregaGuardado }, 200);
  })
  /** The store's settings: envío terms and the seller (NIT, razón social) printed on the receipt. */
  .get('/tienda/ajustes', requireAdmin, async (c) => {
    const [fila] = await ajustesTiendaDe(c.var.db);
    return c.json<{ succes: AjustesTienda }, 200>({ succes: fila ?? AJUSTES_POR_DEFECTO }, 200);
  })
  /** The fields sent change, the others stay; the minimum days never exceed the maximum. */
  .post('/tienda/ajustes', escritura(['tienda']), requireAdmin, async (c) => {
    const input = check(cambioDeAjustesTienda, await readInput(c));
    const db = c.var.db;
    const [actual] = await ajustesTiendaDe(db);
    const nuevas: AjustesTienda = {
      ...(actual ?? AJUSTES_POR_DEFECTO),
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    };
    if (nuevas.dias_entrega_min < 1 || nuevas.dias_entrega_min > nuevas.dias_entrega_max) {
      throw invalid({ dias_entrega_min: [m.dias] });
    }
    const [fila] = await db
      .insert(ajustesTienda)
      .values({ id: 1, ...nuevas })
      .onConflictDoUpdate({
        target: ajustesTienda.id,
        set: { ...nuevas, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
      })
      .returning({ ...condicionesColumnas, ...vendedorColumnas });
    return c.json<ConMensaje<AjustesTienda>, 200>({ succes: fila, message: m.ajustesGuardados }, 200);
  });
