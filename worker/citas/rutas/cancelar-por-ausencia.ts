/**
 * `/api/ausencias/cancelar-citas`: the citas a profesional's absence falls on, cancelled in one
 * call, each paciente told why (`cancelarCita`). The absence is the agenda's; cancelling is ours.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cancelarCitasAusencia } from '../../../common/cuerpos/agenda';
import type { CitasCanceladas } from '../../../common/wire/agenda';
import type { Cita } from '../../../common/wire/citas';
import { ausenciaColumnas, dentroDeAusencia } from '../../agenda';
import { ausencias as ausenciasT } from '../../db/schema/agenda';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { ApiError, notFound } from '../../plataforma/errors';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { cancelarCita } from '../cambiar-cita';
import { citaProfesional, leerCitasGestion } from '../lectura-gestion';

export const cancelarPorAusencia = new Hono<AppEnv>()
  /**
   * Cancels every live cita not yet started inside one of the caller's absences, each paciente
   * told with `motivo` (a default text when absent). A cita that changed meanwhile is skipped.
   */
  .post('/ausencias/cancelar-citas', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(cancelarCitasAusencia, await readInput(c));
    const cuentaId = cuentaActual(c).id;
    const db = c.var.db;
    const [a] = await db
      .select(ausenciaColumnas)
      .from(ausenciasT)
      .where(and(eq(ausenciasT.id, input.id), eq(ausenciasT.user_id, cuentaId)))
      .limit(1);
    if (!a) throw notFound(msg.ausencias.noEncontrada);
    const filas = await leerCitasGestion(db, dentroDeAusencia(cuentaId, a, nowFor(c)));
    const cancelacion = { por: 'profesional' as const, motivo: input.motivo || msg.ausencias.motivoCancelacion };
    const canceladas: Cita[] = [];
    for (const fila of filas) {
      try {
        const hecha = await cancelarCita(entornoDe(c), fila, cancelacion);
        canceladas.push({ ...citaProfesional(hecha), motivo: hecha.motivo });
      } catch (err) {
        // cancelled, attended or moved since it was read: it is no longer this call's to cancel
        if (!(err instanceof ApiError && err.status === 409)) throw err;
      }
    }
    return succes<CitasCanceladas>(c, { canceladas }, 200);
  });
