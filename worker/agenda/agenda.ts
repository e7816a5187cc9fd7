/**
 * What availability, booking and the profesional's tablero share: Bogotá's now, the bookable date
 * field, the active profesional, the weekday's flag column and the tablero itself. The franjas'
 * rules are common/agenda.ts's; the database's trigger keeps two live citas from crossing.
 */
import { and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, diaDeLaSemana } from '../../common/fechas';
import type { CitaProfesional, Tablero } from '../../common/wire/citas';
import type { EstadoCita } from '../../common/wire/gestion';
import type { ColumnasDe } from '../db/columnas';
import type { Db } from '../db/conexion';
import { citas, horarios, motivos } from '../db/schema/agenda';
import { comentarios, especialidades, users } from '../db/schema/directorio';

/** Bogotá's date and time for this request. */

/** The schedule's flag column for the weekday of `fecha`. */
export const columnaDelDia = (fecha: string) => horarios[diaDeLaSemana(fecha)];

/** The active professional (rol 0: staff are never booked), with what a confirmation e-mail needs. */
export const profesionalActivo = (db: Db, id: number) =>
  db
    .select({
      id: users.id,
      nombre: users.nombre,
      apellido: users.apellido,
      name: users.name,
      direccion: users.direccion,
      ciudad: users.ciudad,
      email: users.email,
      celular: users.celular,
      fijo: users.fijo,
      especialidad: sql<string>`coalesce(${especialidades.nombre}, '')`.as('especialidad'),
    })
    .from(users)
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(and(eq(users.id, id), eq(users.activo, 1), eq(users.rol, 0)))
    .limit(1);

/**
 * How the paciente said she pays (decision 0020): the name and kind of the cita's aseguradora, ''
 * when she did not say. Read by primary key from the small catalogue: no join to add where read.
 */
export const pagoColumnas = {
  aseguradora:
    sql<string>`coalesce((select a."nombre" from "aseguradoras" a where a."id" = ${citas.aseguradora_id}), '')`.as(
      'aseguradora',
    ),
  aseguradora_tipo: sql<
    CitaProfesional['aseguradora_tipo']
  >`coalesce((select a."tipo" from "aseguradoras" a where a."id" = ${citas.aseguradora_id}), '')`.as(
    'aseguradora_tipo',
  ),
};

/** What the professional sees of an appointment (its reason's name is added where joined). */
export const citaColumnas = {
  id: citas.id,
  nombre: citas.nombre,
  telefono: citas.telefono,
  email: citas.email,
  observacion: citas.observacion,
  fecha_cita: citas.fecha_cita,
  hora_inicio: citas.hora_inicio,
  hora_fin: citas.hora_fin,
  atendido: citas.atendido,
  primera_visita: citas.primera_visita,
  estado: sql<EstadoCita>`case
    when ${citas.cancelada_at} is not null then 'cancelada'
    when ${citas.atendido} = 1 then 'atendida'
    when ${citas.no_asistio_at} is not null then 'no_asistio'
    when ${citas.confirmada_at} is not null then 'confirmada'
    else 'pendiente' end`.as('estado'),
  cancelada_por: sql<'' | 'paciente' | 'profesional'>`${citas.cancelada_por}`.as('cancelada_por'),
  cancelacion_motivo: citas.cancelacion_motivo,
  modalidad: citas.modalidad,
  enlace_video: citas.enlace_video,
  ...pagoColumnas,
} satisfies ColumnasDe<CitaProfesional>;

/** Appointments listed on the dashboard: 30 days back to 90 ahead, at most 500 (counts cover all). */
const VENTANA = { atras: 30, adelante: 90, maximo: 500 };
/** Latest verified comentarios (sent through the invitation after an attended cita) shown on the dashboard. */
const COMENTARIOS_TABLERO = 20;

/**
 * The private dashboard of professional `userId` in four queries, one batch, whatever the rows:
 * the appointments of the window (newest date first, each day's agenda in time order), the counts
 * over all of them, the rating over the visible comentarios, and the latest visible verified ones
 * (sent through the invitation after an attended cita).
 */
export async function tablero(db: Db, cuentaId: number, hoy: string): Promise<Tablero> {
  const ventana = {
    desde: addDays(hoy, -VENTANA.atras),
    hasta: addDays(hoy, VENTANA.adelante),
    maximo: VENTANA.maximo,
  };
  const num = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);
  const [lista, resumen, calificacion, verificados] = await db.batch([
    db
      // aliased: in a D1 batch, two joined columns both named `nombre` would collide
      .select({ ...citaColumnas, motivo: sql<string>`${motivos.nombre}`.as('motivo') })
      .from(citas)
      .innerJoin(motivos, eq(motivos.id, citas.motivo_id))
      .where(and(eq(citas.user_id, cuentaId), between(citas.fecha_cita, ventana.desde, ventana.hasta)))
      .orderBy(desc(citas.fecha_cita), asc(citas.hora_inicio), asc(citas.id))
      .limit(VENTANA.maximo),
    db
      .select({
        total: num(sql`count(*)`),
        atendidos: num(sql`coalesce(sum(${citas.atendido}), 0)`),
        // neither attended, nor missed, nor cancelled
        pendientes: num(
          sql`coalesce(sum(${citas.atendido} = 0 and ${citas.no_asistio_at} is null and ${citas.cancelada_at} is null), 0)`,
        ),
        no_asistio: num(sql`coalesce(sum(${citas.no_asistio_at} is not null), 0)`),
        canceladas: num(sql`coalesce(sum(${citas.cancelada_at} is not null), 0)`),
      })
      .from(citas)
      .where(eq(citas.user_id, cuentaId)),
    db
      .select({
        promedio: num(sql`coalesce(round(avg(${comentarios.calificacion}), 1), 0)`),
        total: num(sql`count(*)`),
      })
      .from(comentarios)
      .where(and(eq(comentarios.user_id, cuentaId), isNull(comentarios.oculto_at))),
    db
      .select({
        id: comentarios.id,
        nombre: comentarios.nombre,
        calificacion: comentarios.calificacion,
        observacion: comentarios.observacion,
        created_at: comentarios.created_at,
      })
      .from(comentarios)
      .where(and(eq(comentarios.user_id, cuentaId), eq(comentarios.verificado, 1), isNull(comentarios.oculto_at)))
      .orderBy(desc(comentarios.created_at), desc(comentarios.id))
      .limit(COMENTARIOS_TABLERO),
  ]);
  return { citas: lista, resumen, calificacion, comentarios: verificados, ventana };
}
