/**
 * Propuestas (issue 22 item 4): once an admin activated a profesional, a change of her name,
 * specialty, cédula or city waits for an admin's approval while the approved profile stays public.
 * `users/update` (routes/cuentas.ts) sets those fields aside here; admins approve or reject them
 * (routes/admin-propuestas.ts), and she is told by e-mail either way.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { propuestas, users } from '../db/schema/directorio';
import type { Variables } from '../env';
import type { Correo } from '../mensajes';
import { componerCorreo, nombreCorto } from '../mensajes';
import { invalid } from '../plataforma/errors';
import { msg } from '../textos';

type Db = Variables['db'];
type Cambio = Partial<typeof users.$inferInsert>;

/** The fields of a propuesta as `users/update` posts them (`cargo`: the especialidad). */
export const EN_REVISION = ['nombre', 'apellido', 'cedula', 'ciudad', 'cargo'] as const;
export type CampoEnRevision = (typeof EN_REVISION)[number];

export type NuevaPropuesta = {
  nombre?: string;
  apellido?: string;
  cedula?: string;
  ciudad?: string;
  especialidad_id?: number;
};

/**
 * Takes out of an activated profesional's validated change `d` the fields that wait for an admin,
 * and the specialty she chose (`cargo` 'poner', `especialidadId`): null when none of them changed.
 * Clearing her specialty is refused (a published profile keeps one).
 */
export function apartarPropuesta(
  d: Cambio,
  cargo: 'nada' | 'quitar' | 'poner',
  especialidadId: number | undefined,
): { propuesta: NuevaPropuesta; campos: CampoEnRevision[] } | null {
  if (cargo === 'quitar') throw invalid({ cargo: [msg.propuestas.especialidadVacia] });
  const propuesta: NuevaPropuesta = {};
  const campos: CampoEnRevision[] = [];
  for (const k of ['nombre', 'apellido', 'cedula', 'ciudad'] as const) {
    const valor = d[k];
    if (valor === undefined) continue;
    propuesta[k] = valor;
    campos.push(k);
    delete d[k];
  }
  if (cargo === 'poner' && especialidadId !== undefined) {
    propuesta.especialidad_id = especialidadId;
    campos.push('cargo');
  }
  return campos.length ? { propuesta, campos } : null;
}

/** A cédula another cuenta holds is refused now, not only when an admin approves it. */
export async function comprobarCedula(db: Db, cedula: string | undefined, cuentaId: number) {
  if (cedula === undefined) return;
  const [otra] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.cedula, cedula), ne(users.id, cuentaId)))
    .limit(1);
  if (otra) throw invalid({ cedula: [msg.cuentas.cedulaRegistrada] });
}

/**
 * Her pending propuesta with these fields (the ones she asked for before and did not ask again
 * are kept): one statement, for the batch of her update. Without a propuesta, a statement that
 * changes nothing holds its place in the batch.
 */
export function guardarPropuesta(db: Db, cuentaId: number, p: NuevaPropuesta | null) {
  if (!p) return db.update(propuestas).set({ motivo: '' }).where(sql`0`);
  const ahora = new Date().toISOString();
  const seguir = (col: keyof NuevaPropuesta) => sql.raw(`coalesce(excluded."${col}", "propuestas"."${col}")`);
  return db
    .insert(propuestas)
    .values({ user_id: cuentaId, ...p, created_at: ahora, updated_at: ahora })
    .onConflictDoUpdate({
      target: propuestas.user_id,
      targetWhere: sql`estado = 'pendiente'`,
      set: {
        nombre: seguir('nombre'),
        apellido: seguir('apellido'),
        cedula: seguir('cedula'),
        ciudad: seguir('ciudad'),
        especialidad_id: seguir('especialidad_id'),
        updated_at: ahora,
      },
    });
}

/** The fields a stored propuesta changes, in the order the messages name them. */
export const camposDe = (p: { [k in CampoEnRevision]: unknown }): CampoEnRevision[] =>
  EN_REVISION.filter((k) => p[k] !== null && p[k] !== undefined);

/** The fields as a message names them ("el nombre", "la ciudad"). */
export const nombresDe = (campos: CampoEnRevision[]) => campos.map((k) => msg.propuestas.nombres[k]);

/** The e-mail that tells her an admin approved (`motivo` null) or rejected her propuesta. */
export function correoPropuesta(
  para: string,
  nombre: string,
  campos: CampoEnRevision[],
  motivo: string | null,
): Correo {
  const t = msg.propuestas.correo;
  const nombres = nombresDe(campos);
  const cuerpo = motivo === null ? t.cuerpoAprobada(nombres) : t.cuerpoRechazada(nombres);
  const parrafos = [
    t.saludo(nombreCorto(nombre)),
    cuerpo,
    ...(motivo === null ? [] : [`${t.motivo} ${motivo}`]),
    t.ayuda,
    t.firma,
  ];
  return componerCorreo(para, motivo === null ? t.asuntoAprobada : t.asuntoRechazada, parrafos);
}
