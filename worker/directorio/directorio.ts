/**
 * What the directory's list and profile add to the stored professional row (lib/profesional.ts):
 * the `aseguradora` filter's WHERE, the `orden=proxima` sort, and the completion of a page — its
 * aseguradoras, its motivos' prices and, for rows whose stored "próxima cita" went stale, the value recomputed on the
 * fly (lib/proxima.ts) and written back after the answer. A constant number of queries per page.
 */
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { normalizar } from '../../common/texto';
import { guardarCambios, leerProximas, marcarRevisadas, proximasDe, proximaVencida } from '../agenda';
import type { Db } from '../db/conexion';
import { especialidades, profesionalAseguradoras, users } from '../db/schema/directorio';
import type { Entorno } from '../plataforma/entorno';
import { aProfesional, aseguradorasDe, porPrecios, porProfesional, preciosDe } from './profesional';

/** The stale rows one read recomputes at most (the rest wait for the cron). */
const MAX_RECALCULO = 48;

/** A filter's value that means "no filter": '', 'todas', '0' (any case or accent). */
export const cualquiera = (valor: string) => ['', 'todas', '0'].includes(normalizar(valor));
// spelled out: drizzle leaves the columns of a subquery unqualified ("id" would be the inner table's)
const idAseguradora = (valor: string) => sql`(select a."id" from "aseguradoras" a where a."slug" = ${valor})`;

/** The WHERE part of `aseguradora=`: she accepts the aseguradora of that slug (null: any). */
export function porAseguradora(valor: string): SQL | undefined {
  if (cualquiera(valor)) return undefined;
  // IN, not a correlated EXISTS: the aseguradora's ids are read once from the (aseguradora_id,
  // user_id) index into a list each candidate row is checked against (scale/demo 2.18× → 2.01×)
  return sql`"users"."id" in (select pa."user_id" from "profesional_aseguradoras" pa where pa."aseguradora_id" = ${idAseguradora(valor)})`;
}

/**
 * `aseguradora=` for the list in its default order, read from `profesional_aseguradoras` joined to
 * users: that WHERE part, and the order of its (aseguradora_id, destacado, promedio, user_id) index,
 * the copies migration 0023 keeps (featured first, then rating, then id). At scale a page of 24 is
 * then the first rows of the index instead of a sort of every professional who accepts it.
 */
export function enOrdenDeAseguradora(valor: string): { donde: SQL; orden: SQL[] } | undefined {
  if (cualquiera(valor)) return undefined;
  const pa = profesionalAseguradoras;
  return {
    donde: eq(pa.aseguradora_id, idAseguradora(valor)),
    orden: [desc(pa.destacado), desc(pa.promedio), asc(pa.user_id)],
  };
}

/**
 * The professionals of the especialidades of these slugs (those the search box understood): her
 * `especialidad_id` among theirs, read from her directory index, no join.
 */
export const deEspecialidades = (db: Db, slugs: string[]) =>
  inArray(
    users.especialidad_id,
    db.select({ id: especialidades.id }).from(especialidades).where(inArray(especialidades.slug, slugs)),
  );

/** The hidden column the list reads to know which rows to recompute (dropped by `completarProfesionales`). */
export const vencidaColumna = (ahora: Date) => ({ vencida: proximaVencida(ahora).as('vencida') });

type Fila = { id: number; idiomas: string; proxima_disponible: string | null; vencida?: number };

/**
 * A page of stored rows as the wire answers them: one batch (their aseguradoras, their motivos'
 * prices and, when some rows are stale, the agenda reads of up to MAX_RECALCULO of them), the
 * recomputed values written back after the answer. `porProxima`: the page re-sorted by the values answered.
 */
export async function completarProfesionales<F extends Fila>(
  e: Pick<Entorno, 'db' | 'despues'>,
  filas: F[],
  ahora: Date,
  porProxima = false,
) {
  const db = e.db;
  const ids = filas.map((f) => f.id);
  const vencidas = filas
    .filter((f) => f.vencida)
    .slice(0, MAX_RECALCULO)
    .map((f) => f.id);
  // the stale rows are marked computed in the same batch that reads their agendas
  const [aseg, precios, proximas] = vencidas.length
    ? await db
        .batch([
          aseguradorasDe(db, ids),
          preciosDe(db, ids),
          marcarRevisadas(db, vencidas, ahora),
          ...leerProximas(db, vencidas, ahora),
        ])
        .then(([a, p, _, ...agenda]) => [a, p, proximasDe(agenda, ahora)] as const)
    : await db
        .batch([aseguradorasDe(db, ids), preciosDe(db, ids)])
        .then(([a, p]) => [a, p, new Map<number, string | null>()] as const);

  const antes = new Map(filas.map((f) => [f.id, f.proxima_disponible]));
  const [primera, ...resto] = guardarCambios(db, proximas, antes);
  if (primera)
    e.despues(
      db.batch([primera, ...resto]).catch((err) => console.error('No se pudo guardar la próxima cita', String(err))),
    );

  const grupos = porProfesional(aseg);
  const deMotivos = porPrecios(precios);
  const respuesta = filas.map(({ vencida: _, ...f }) => aProfesional(f, grupos, proximas, deMotivos));
  if (porProxima)
    respuesta.sort((a, b) => (a.proxima_disponible ?? '\uffff').localeCompare(b.proxima_disponible ?? '\uffff'));
  return respuesta;
}
