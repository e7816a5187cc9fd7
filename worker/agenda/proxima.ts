/**
 * "Próxima cita disponible": each active professional's next bookable franja, kept in
 * `users.proxima_disponible` (UTC instant, NULL when none within her window) so the directory can
 * show it and sort by it without computing agendas per request. The agenda rules
 * (common/agenda.ts proximaFranja) compute it over the reads of lib/agenda-datos.ts (four queries
 * whatever the number of professionals). Written by every agenda write (`refrescarProxima`), by
 * the cron for values gone stale (`refrescarVencidas`), and by the list for stale rows it shows.
 */
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { proximaFranja, VENTANA_MAXIMA_DIAS } from '../../common/agenda';
import { addDays, bogotaNow } from '../../common/fechas';
import { users } from '../db/schema/directorio';
import { nuevaVersion } from '../db/versiones';
import type { Variables } from '../env';
import type { Entorno } from '../plataforma/entorno';
import { agendas, leerAgendas } from './agenda-datos';

type Db = Variables['db'];

/** 1 when the professional has at least one weekly range (something a patient could book), else 0. */
export const reservableColumna: SQL<number> = sql<number>`exists (select 1 from "horarios" h where h."user_id" = "users"."id")`;

/** Professionals refreshed per round trip: the ids fit one `IN (…)` of D1's bound parameters. */
export const POR_LOTE = 50;

/** The four reads (lib/agenda-datos.ts) the proximas of `ids` need: today through the longest window. */
export function leerProximas(db: Db, ids: number[], ahora: Date) {
  const hoy = bogotaNow(ahora).fecha;
  return leerAgendas(db, ids, { desde: hoy, hasta: addDays(hoy, VENTANA_MAXIMA_DIAS) });
}

/** The rows of `leerProximas`, as each professional's next franja (UTC instant) or null. */
export function proximasDe(filas: Parameters<typeof agendas>, ahora: Date): Map<number, string | null> {
  const proximas = new Map<number, string | null>();
  for (const [id, agenda] of agendas(...filas)) proximas.set(id, proximaFranja(agenda, ahora));
  return proximas;
}

/** Marks `ids`' values computed at `ahora` (one statement; it may share the batch that reads their agendas). */
export const marcarRevisadas = (db: Db, ids: number[], ahora: Date) =>
  db
    .update(users)
    .set({ proxima_revisada: ahora.toISOString() })
    .where(sql`${users.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);

/** One UPDATE per professional whose computed value differs from `antes` (what was stored); batch them. */
export const guardarCambios = (db: Db, proximas: Map<number, string | null>, antes: Map<number, string | null>) =>
  [...proximas]
    .filter(([id, p]) => antes.get(id) !== p)
    .map(([id, proxima]) => db.update(users).set({ proxima_disponible: proxima }).where(eq(users.id, id)));

/**
 * How long a NULL value (nothing free within her window) is trusted: a new day entering her window
 * can open a franja with no write to her agenda; a freed franja refreshes her value at once anyway.
 */
export const REVISAR_VACIA_MINUTOS = 60;

/** A NULL value never computed, or computed more than REVISAR_VACIA_MINUTOS before `ahora`. */
const vaciaVencida = (ahora: Date) =>
  sql`(${users.proxima_disponible} is null and (${users.proxima_revisada} is null or ${users.proxima_revisada} < ${new Date(ahora.getTime() - REVISAR_VACIA_MINUTOS * 60_000).toISOString()}))`;

/**
 * Whether a stored value can no longer be right: NULL and not computed within the last hour
 * (`vaciaVencida`), or earlier than `ahora` plus her minimum notice (that franja cannot be booked
 * any more).
 */
export const proximaVencida = (ahora: Date): SQL<number> =>
  sql<number>`(${vaciaVencida(ahora)} or ${antesDelAviso(ahora)})`;

/** The stored value is earlier than `ahora` plus her minimum notice. */
const antesDelAviso = (ahora: Date) =>
  sql`${users.proxima_disponible} < strftime('%Y-%m-%dT%H:%M:%fZ', ${ahora.toISOString()}, '+' || ${users.antelacion_minutos} || ' minutes')`;

/**
 * Recomputes and stores the proxima of `ids` as of `ahora`: after any write that changes an agenda
 * (ranges, settings, absences, a cita taken, cancelled or moved). Two round trips per POR_LOTE ids
 * (reads, then the changed values and, when any changed, a new version of the directory's cache).
 * Answers every id's value (UTC instant or null).
 */
export async function refrescarProxima(db: Db, ids: number[], ahora: Date): Promise<Map<number, string | null>> {
  const todas = new Map<number, string | null>();
  const unicos = [...new Set(ids)];
  for (let i = 0; i < unicos.length; i += POR_LOTE) {
    const lote = unicos.slice(i, i + POR_LOTE);
    const [guardadas, ...filas] = await db.batch([
      db.select({ id: users.id, proxima: users.proxima_disponible }).from(users).where(inArray(users.id, lote)),
      ...leerProximas(db, lote, ahora),
    ]);
    const proximas = proximasDe(filas, ahora);
    const antes = new Map(guardadas.map((g) => [g.id, g.proxima]));
    const cambios = guardarCambios(db, proximas, antes);
    const revisadas = marcarRevisadas(db, lote, ahora);
    await db.batch(cambios.length ? [revisadas, ...cambios, nuevaVersion(db, ['directorio'])] : [revisadas]);
    for (const [id, p] of proximas) todas.set(id, p);
  }
  return todas;
}

/**
 * The cron's step: up to `limite` active professionals whose stored value is stale (earlier than
 * now plus their notice, or NULL while they have weekly ranges), soonest-stale first, refreshed in
 * lots of POR_LOTE. Answers how many were recomputed.
 */
export async function refrescarVencidas(db: Db, ahora: Date, limite = 4 * POR_LOTE): Promise<number> {
  const vencidas = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.activo, 1), eq(users.rol, 0), or(and(vaciaVencida(ahora), reservableColumna), antesDelAviso(ahora))),
    )
    .orderBy(sql`${users.proxima_disponible} is null`, asc(users.proxima_disponible), asc(users.id))
    .limit(limite);
  await refrescarProxima(
    db,
    vencidas.map((v) => v.id),
    ahora,
  );
  return vencidas.length;
}

/**
 * Whether taking or freeing franjas starting at `inicios` (UTC instants) can change a stored
 * proxima: when none is stored, or one of them starts no later than it. A franja taken or freed
 * after her next free one leaves it as it is (a stored value gone stale with time is the cron's
 * and the list's to recompute).
 */
export const cambiaLaProxima = (guardada: string | null, inicios: string[]) =>
  guardada === null || inicios.some((inicio) => inicio !== '' && inicio <= guardada);

/**
 * After a cita is taken, cancelled or moved: refreshes the proxima of profesional `id` once the
 * answer is on its way (the paciente does not wait for it). A failure is logged: the cron and the list's stale-row pass
 * recompute it anyway.
 */
export function refrescarDespues(e: Pick<Entorno, 'db' | 'ahora' | 'despues'>, id: number) {
  e.despues(
    refrescarProxima(e.db, [id], e.ahora).then(
      () => undefined,
      (err) => console.error('proxima_disponible', id, err),
    ),
  );
}
