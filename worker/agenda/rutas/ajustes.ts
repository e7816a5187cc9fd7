/**
 * The signed-in profesional's own agenda settings (`/api/agenda/ajustes`): franja length, pause,
 * minimum notice, booking window, cancellation notice of the manage link and festivos. A partial
 * body keeps the other values; each field refused with a clear Spanish message.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { DURACIONES_FRANJA, VENTANA_MAXIMA_DIAS } from '../../../common/agenda';
import type { AjustesAgenda } from '../../../common/wire/agenda';
import { users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { msg } from '../../textos';
import { ajustesColumnas } from '../agenda-datos';
import { refrescarProxima } from '../proxima';

/** An optional whole number (also as multipart's text) that `vale` accepts, else `mensaje`. */
const numero = (vale: (n: number) => boolean, mensaje: string) =>
  z.preprocess(
    (v) => {
      const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v;
      if (s === undefined || s === null || s === '') return undefined;
      return typeof s === 'string' && /^\d{1,6}$/.test(s) ? Number(s) : Number.NaN;
    },
    z
      .number({ error: mensaje })
      .refine((n) => Number.isInteger(n) && vale(n), { error: mensaje })
      .optional(),
  );

const entre =
  (min: number, max: number, paso = 1) =>
  (n: number) =>
    n >= min && n <= max && n % paso === 0;

const m = msg.agenda;
const ajustesSchema = z.object({
  duracion_franja: numero(
    (n) => (DURACIONES_FRANJA as readonly number[]).includes(n),
    m.duracionFranja(DURACIONES_FRANJA),
  ),
  pausa_minutos: numero(entre(0, 60, 5), m.pausa),
  antelacion_minutos: numero(entre(0, 10080), m.antelacionRango),
  ventana_dias: numero(entre(1, VENTANA_MAXIMA_DIAS), m.ventana(VENTANA_MAXIMA_DIAS)),
  aviso_cancelacion_horas: numero(entre(0, 168), m.avisoCancelacion),
  atiende_festivos: z.preprocess(
    (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
    numero(entre(0, 1), m.atiendeFestivos),
  ),
});

export const ajustes = new Hono<AppEnv>()
  .get('/agenda/ajustes', requireCuenta, async (c) => {
    const [fila] = await c.var.db
      .select(ajustesColumnas)
      .from(users)
      .where(eq(users.id, cuentaActual(c).id));
    return succes<AjustesAgenda>(c, fila, 200);
  })
  /** Changes the fields sent (the others stay) and answers the settings as stored. */
  .post('/agenda/ajustes', escritura(['agenda']), requireCuenta, async (c) => {
    const input = check(ajustesSchema, await readInput(c));
    const cambios = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const db = c.var.db;
    const donde = eq(users.id, cuentaActual(c).id);
    const [fila] =
      Object.keys(cambios).length > 0
        ? await db.update(users).set(cambios).where(donde).returning(ajustesColumnas)
        : await db.select(ajustesColumnas).from(users).where(donde);
    await refrescarProxima(c.var.db, [cuentaActual(c).id], nowFor(c));
    return succes<AjustesAgenda>(c, fila, 200);
  });
