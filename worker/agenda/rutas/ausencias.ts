/**
 * The profesional's own days off (`/api/ausencias*`): whole days or hours of a span of dates,
 * with an optional reason. Availability and booking close them through the agenda rules
 * (common/agenda.ts); an absence over booked citas lists them, and one call of the citas module
 * (worker/citas/rutas/cancelar-por-ausencia.ts) cancels them all, each paciente told why.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import { Hono } from 'hono';
import { nuevaAusencia } from '../../../common/cuerpos/agenda';
import { addDays, bogotaNow } from '../../../common/fechas';
import { festivosDelAnio } from '../../../common/festivos';
import { porId } from '../../../common/validacion';
import type { Ausencia, AusenciaCreada, Ausencias, Festivo } from '../../../common/wire/agenda';
import { ausencias as ausenciasT } from '../../db/schema/agenda';
import { users } from '../../db/schema/directorio';
import { nuevaVersion } from '../../db/versiones';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { versionesNuevas } from '../../http/cache';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { citasAfectadas, ausenciaColumnas as columnas, dentroDeAusencia } from '../ausencias';
import { refrescarProxima } from '../proxima';

/** The festivos from `desde` to `hasta` (both included), in date order. */
function festivosEntre(desde: string, hasta: string): Festivo[] {
  const festivos: Festivo[] = [];
  for (let anio = Number(desde.slice(0, 4)); anio <= Number(hasta.slice(0, 4)); anio++)
    for (const [fecha, nombre] of festivosDelAnio(anio))
      if (desde <= fecha && fecha <= hasta) festivos.push({ fecha, nombre });
  return festivos.sort((a, b) => a.fecha.localeCompare(b.fecha));
}

export const ausencias = new Hono<AppEnv>()
  /** The caller's absences not yet over, the festivos of her booking window and her festivos switch. */
  .get('/ausencias', requireCuenta, async (c) => {
    const db = c.var.db;
    const cuentaId = cuentaActual(c).id;
    const hoy = bogotaNow(nowFor(c)).fecha;
    const [filas, [ajustes]] = await db.batch([
      db
        .select(columnas)
        .from(ausenciasT)
        .where(and(eq(ausenciasT.user_id, cuentaId), gte(ausenciasT.hasta, hoy)))
        .orderBy(asc(ausenciasT.desde), asc(ausenciasT.hora_inicio), asc(ausenciasT.id)),
      db
        .select({ ventana_dias: users.ventana_dias, atiende_festivos: users.atiende_festivos })
        .from(users)
        .where(eq(users.id, cuentaId)),
    ]);
    const festivos = festivosEntre(hoy, addDays(hoy, ajustes?.ventana_dias ?? 0));
    return succes<Ausencias>(c, { ausencias: filas, festivos, atiende_festivos: ajustes?.atiende_festivos ?? 0 }, 200);
  })
  /** Creates an absence; answers it and the live citas it falls on (they stay booked until cancelled). */
  .post('/ausencias/create', escritura(['agenda']), requireCuenta, async (c) => {
    const ahora = nowFor(c);
    const a = check(nuevaAusencia(bogotaNow(ahora).fecha), await readInput(c));
    const cuentaId = cuentaActual(c).id;
    const db = c.var.db;
    const [[ausencia], afectadas, versiones] = await db.batch([
      db
        .insert(ausenciasT)
        .values({ ...a, user_id: cuentaId })
        .returning(columnas),
      citasAfectadas(db, dentroDeAusencia(cuentaId, a, ahora)),
      nuevaVersion(db, ['agenda']),
    ]);
    versionesNuevas(c, versiones);
    await refrescarProxima(db, [cuentaId], ahora);
    return succes<AusenciaCreada>(c, { ausencia, afectadas }, 201);
  })
  /** Deletes one of the caller's absences (another's is unknown: 404). */
  .post('/ausencias/delete', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(porId, await readInput(c));
    const [fila] = await c.var.db
      .delete(ausenciasT)
      .where(and(eq(ausenciasT.id, input.id), eq(ausenciasT.user_id, cuentaActual(c).id)))
      .returning(columnas);
    if (!fila) throw notFound(msg.ausencias.noEncontrada);
    await refrescarProxima(c.var.db, [cuentaActual(c).id], nowFor(c));
    // the end of an absence: its days may have franjas free again for the lista de espera
    entornoDe(c).liberadas(cuentaActual(c).id, { desde: fila.desde, hasta: fila.hasta });
    return succes<Ausencia>(c, fila, 200);
  });
