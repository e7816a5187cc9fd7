import { Hono } from 'hono';
import { porId } from '../../../common/validacion';
import type { CitaProfesional } from '../../../common/wire/citas';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { entornoDe } from '../../http/entorno';
import { escritura } from '../../http/politica';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { marcarAtendida, marcarNoAsistio } from '../asistencia';

export const asistencia = new Hono<AppEnv>()
  /** Marks one of the caller's own appointments attended, from its start (idempotent; the first time, the comentario invitation). */
  .get('/cita/atendido', escritura([]), requireCuenta, async (c) => {
    const { id } = check(porId, await readInput(c));
    return succes<CitaProfesional>(c, await marcarAtendida(entornoDe(c), cuentaActual(c).id, id), 200);
  })
  /**
   * "No asistió": the profesional marks one of her own citas, from its start until 5 days after
   * (409 before, after, or for an attended or cancelled cita; again: 200, nothing changes).
   */
  .post('/cita/no-asistio', escritura([]), requireCuenta, async (c) => {
    const { id } = check(porId, await readInput(c));
    return succes<CitaProfesional>(c, await marcarNoAsistio(entornoDe(c), cuentaActual(c).id, id), 200);
  });
