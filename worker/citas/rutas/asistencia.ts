import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireCuenta } from '../../http/auth';
import { escritura } from '../../http/politica';
import { marcarNoAsistio } from '../asistencia';

/**
 * "No asistió": the profesional marks one of her own citas, from its start until 5 days after
 * (409 before, after, or for an attended or cancelled cita; again: 200, nothing changes).
 */
export const asistencia = new Hono<AppEnv>().post('/cita/no-asistio', escritura([]), requireCuenta, marcarNoAsistio);
