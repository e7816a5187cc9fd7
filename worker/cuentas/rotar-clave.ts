/**
 * Rotating DOS_PASOS_CLAVE (docs/security.md): the new key goes in DOS_PASOS_CLAVE and the old one
 * in DOS_PASOS_CLAVE_ANTERIOR. A sign-in seals its own secret again with the code it accepts
 * (lib/dos-pasos.ts); each cron run seals again every stored value (`secreto`, `pendiente`) that
 * opens only with the previous key, up to POR_CORRIDA rows. Once a run finds none, the previous
 * key can be deleted. A value is replaced only if it is still the one read.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db/conexion';
import { dosPasos } from '../db/schema/dos-pasos';
import type { Bindings } from '../env';
import { cifrarSecreto, claveConfigurada, descifrarSecreto, estaCifrado, importarClave } from '../plataforma/cifrado';
import { claveAnterior } from './dos-pasos';

const POR_CORRIDA = 500;
const COLUMNAS = ['secreto', 'pendiente'] as const;

/** How many cuentas' values were sealed again with the current key (0 without a previous key). */
export async function resellarDosPasos(env: Bindings, db: Db): Promise<number> {
  const anterior = await claveAnterior(env);
  const texto = claveConfigurada(env);
  const actual = texto ? await importarClave(texto) : null;
  if (!anterior || !actual) return 0;
  const filas = await db
    .select({ user_id: dosPasos.user_id, secreto: dosPasos.secreto, pendiente: dosPasos.pendiente })
    .from(dosPasos);
  const cambios: BatchItem<'sqlite'>[] = [];
  for (const fila of filas) {
    if (cambios.length >= POR_CORRIDA) break;
    const nuevos: Partial<Record<(typeof COLUMNAS)[number], string>> = {};
    for (const col of COLUMNAS) {
      const guardado = fila[col];
      if (!guardado || !estaCifrado(guardado) || (await descifrarSecreto(actual, guardado, fila.user_id))) continue;
      const secreto = await descifrarSecreto(anterior, guardado, fila.user_id);
      if (secreto) nuevos[col] = await cifrarSecreto(actual, secreto, fila.user_id);
    }
    if (Object.keys(nuevos).length === 0) continue;
    const igual = (col: (typeof COLUMNAS)[number]): SQL | undefined => {
      const leido = fila[col];
      return leido === null ? isNull(dosPasos[col]) : eq(dosPasos[col], leido);
    };
    cambios.push(
      db
        .update(dosPasos)
        .set(nuevos)
        .where(and(eq(dosPasos.user_id, fila.user_id), igual('secreto'), igual('pendiente'))),
    );
  }
  if (cambios.length) await db.batch(cambios as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return cambios.length;
}
