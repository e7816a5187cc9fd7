/**
 * The way on when the understood search found nobody (issue 37 item 1: no results never ends the
 * road): the nearest ciudad where some profesional of those especialidades practises, and whether
 * some of them see patients by video. One batch of two reads of the professionals' index.
 */
import { and, eq, ne } from 'drizzle-orm';
import { ciudadMasCercana } from '../../common/ciudades';
import { ciudadNombrada, type Entendido } from '../../common/entender-busqueda';
import type { Alternativa } from '../../common/wire/profesionales';
import type { Db } from '../db/conexion';
import { users } from '../db/schema/directorio';
import { deEspecialidades } from './directorio';

/** `base`: who may be listed (the active professionals, or every one for staff). */
export async function alternativaDe(db: Db, e: Entendido, base: ReturnType<typeof and>): Promise<Alternativa> {
  const deEllas = and(base, e.especialidades.length > 0 ? deEspecialidades(db, e.especialidades) : undefined);
  const [ciudades, virtuales] = await db.batch([
    db
      .selectDistinct({ ciudad: users.ciudad_slug })
      .from(users)
      .where(and(deEllas, ne(users.ciudad_slug, ''))),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(deEllas, eq(users.virtual, 1)))
      .limit(1),
  ]);
  const cercana = ciudadMasCercana(
    e.ciudad,
    ciudades.map((c) => c.ciudad),
  );
  return { ciudad: cercana === null ? null : ciudadNombrada(cercana), virtual: virtuales.length > 0 };
}
