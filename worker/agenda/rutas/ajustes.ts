/**
 * The signed-in profesional's own agenda settings (`/api/agenda/ajustes`): franja length, pause,
 * minimum notice, booking window, cancellation notice of the manage link and festivos. A partial
 * body keeps the other values; each field refused with a clear Spanish message.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cambioDeAjustes } from '../../../common/cuerpos/agenda';
import type { AjustesAgenda } from '../../../common/wire/agenda';
import { users } from '../../db/schema/directorio';
import type { AppEnv } from '../../env';
import { cuentaActual, requireCuenta } from '../../http/auth';
import { readInput } from '../../http/body';
import { escritura } from '../../http/politica';
import { nowFor } from '../../http/reloj';
import { succes } from '../../http/respond';
import { check } from '../../plataforma/validate';
import { ajustesColumnas } from '../agenda-datos';
import { refrescarProxima } from '../proxima';

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
    const input = check(cambioDeAjustes, await readInput(c));
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
