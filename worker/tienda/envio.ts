/**
 * Delivery pieces of the compra and the ciudad search: which DIVIPOLA ciudad a buyer's text names,
 * its departamento's envío rate, and the store's envío terms (db/schema/envio.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { normalizar } from '../../common/texto';
import type { CondicionesEnvio } from '../../common/wire/envio';
import type { Db } from '../db/conexion';
import { ajustesTienda, ciudades, departamentos } from '../db/schema/envio';
import { invalid } from '../plataforma/errors';
import { msg } from '../textos';

const m = msg.envio;

export const condicionesColumnas = {
  envio_gratis_desde: ajustesTienda.envio_gratis_desde,
  dias_entrega_min: ajustesTienda.dias_entrega_min,
  dias_entrega_max: ajustesTienda.dias_entrega_max,
};

/** The seller as the receipt names it (`ajustes_tienda`). */
export const vendedorColumnas = { nit: ajustesTienda.nit, razon_social: ajustesTienda.razon_social };

/** Every store setting: the envío terms and the seller. */
export const ajustesTiendaDe = (db: Db) =>
  db
    .select({ ...condicionesColumnas, ...vendedorColumnas })
    .from(ajustesTienda)
    .where(eq(ajustesTienda.id, 1));

/** The store's envío terms (the one row of `ajustes_tienda`). */
export const condicionesEnvio = (db: Db) =>
  db.select(condicionesColumnas).from(ajustesTienda).where(eq(ajustesTienda.id, 1));

export const ciudadColumnas = {
  codigo: ciudades.codigo,
  nombre: ciudades.nombre,
  // aliased: D1 batch results are keyed by column name
  departamento: sql<string>`${departamentos.nombre}`.as('nombre_departamento'),
  envio: departamentos.envio,
  // what the compra and its form need of the pago contra entrega: the largest total, 0 when not offered
  contra_entrega_hasta: sql<number>`case when ${departamentos.contra_entrega} = 1
    then ${departamentos.contra_entrega_hasta} else 0 end`.as('contra_entrega_hasta'),
};

/** Sin condiciones (a database without migration 0014's row): no free envío, 2 to 5 days. */
export const CONDICIONES_POR_DEFECTO: CondicionesEnvio = {
  envio_gratis_desde: 0,
  dias_entrega_min: 2,
  dias_entrega_max: 5,
};
export const AJUSTES_POR_DEFECTO = { ...CONDICIONES_POR_DEFECTO, nit: '', razon_social: '' };

/**
 * What a buyer may send as `ciudad`: a DIVIPOLA code ('25754'), a name ('Soacha', 'soacha', one of
 * the 20 capitals the original client offers) or a name with its departamento ('Soacha
 * (Cundinamarca)', 'Armenia, Quindío').
 */
export function leerCiudad(texto: string) {
  const s = texto.trim();
  if (/^\d{5}$/.test(s)) return { codigo: s, clave: '', departamento: '' };
  const partes = /^(.+?)\s*(?:\((.+)\)|,\s*(.+))$/.exec(s);
  const nombre = partes ? partes[1] : s;
  const departamento = partes ? (partes[2] ?? partes[3] ?? '') : '';
  // 'Bogotá D.C.' and 'Bogotá, D.C.' name Bogotá
  const clave = normalizar(nombre).replace(/ d c$/, '');
  return { codigo: '', clave, departamento: normalizar(departamento).replace(/^d c$/, 'bogota d c') };
}

/** The candidate ciudades of a `leerCiudad` result: by code, or every ciudad of that name. */
export const candidatasCiudad = (db: Db, leida: ReturnType<typeof leerCiudad>) =>
  db
    .select(ciudadColumnas)
    .from(ciudades)
    .innerJoin(departamentos, eq(departamentos.codigo, ciudades.departamento))
    .where(leida.codigo ? eq(ciudades.codigo, leida.codigo) : eq(ciudades.clave, leida.clave));

type Candidata = { codigo: string; nombre: string; departamento: string; envio: number; contra_entrega_hasta: number };

/**
 * The one ciudad meant among the candidates, else a 422 on `ciudad`: with a departamento only its
 * ciudad; of several of the same name a department capital (code ending 001: 'Armenia' is Quindío's,
 * as the original client meant) wins; otherwise the buyer must say which.
 */
export function elegirCiudad(texto: string, leida: ReturnType<typeof leerCiudad>, candidatas: Candidata[]) {
  let opciones = candidatas;
  if (leida.departamento) {
    opciones = candidatas.filter((c) => normalizar(c.departamento).startsWith(leida.departamento));
  }
  if (opciones.length > 1) {
    const capitales = opciones.filter((c) => c.codigo.endsWith('001'));
    if (capitales.length === 1) opciones = capitales;
  }
  if (opciones.length === 1) return opciones[0];
  if (opciones.length === 0) throw invalid({ ciudad: [m.ciudadDesconocida(texto.trim())] });
  throw invalid({
    ciudad: [
      m.ciudadAmbigua(
        opciones[0].nombre,
        opciones.map((c) => c.departamento),
      ),
    ],
  });
}
