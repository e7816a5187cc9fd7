/**
 * THE schema of CitaSalud: every table of both specifications, one file per area in
 * worker/db/schema/ (drizzle-kit reads that folder and generates migrations/ from it:
 * `npm run db:generate`). Timestamps are ISO 8601 text (UTC); money is integer pesos; flags are
 * 0/1 integers.
 *
 * `schema` is every table in one object (drizzle-kit, the seed's and the tests' checks). A
 * database handle is built without it (db/conexion.ts). Code that uses a table imports it from
 * its area's file.
 */
import * as agenda from './schema/agenda';
import * as cache from './schema/cache';
import * as cuentas from './schema/cuentas';
import * as cupones from './schema/cupones';
import * as devoluciones from './schema/devoluciones';
import * as directorio from './schema/directorio';
import * as dosPasos from './schema/dos-pasos';
import * as entrega from './schema/entrega';
import * as envio from './schema/envio';
import * as listaEspera from './schema/lista-espera';
import * as mail from './schema/mail';
import * as productoHistorial from './schema/producto-historial';
import * as resumenVentas from './schema/resumen-ventas';
import * as throttle from './schema/throttle';
import * as tienda from './schema/tienda';

export const schema = {
  ...directorio,
  ...cuentas,
  ...agenda,
  ...tienda,
  ...cupones,
  ...productoHistorial,
  ...resumenVentas,
  ...entrega,
  ...devoluciones,
  ...envio,
  ...throttle,
  ...mail,
  ...cache,
  ...dosPasos,
  ...listaEspera,
};
