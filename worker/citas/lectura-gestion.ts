/**
 * One cita as its paciente sees it (`CitaGestion`): one select joined to its profesional, motivo
 * and especialidad, for the citas a WHERE picks, in the order asked. The manage link
 * (/mi-cita/{token}) reads one; Mis citas reads every cita of an e-mail. The same row also carries
 * what a notice needs (`datosAvisoDe`), so a change and its notices cost one read.
 */
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { instanteBogota } from '../../common/fechas';
import { telefonoPublico } from '../../common/telefono';
import type { CitaProfesional } from '../../common/wire/citas';
import type { CitaGestion } from '../../common/wire/gestion';
import { citaColumnas } from '../agenda';
import type { Db } from '../db/conexion';
import { citas, motivos } from '../db/schema/agenda';
import { especialidades, users } from '../db/schema/directorio';
import type { DatosAviso } from '../mensajes';
import { nombreProfesional, telefonoVisible } from '../mensajes';
import { msg } from '../textos';
import { columnasAviso, datosAviso } from './datos-aviso';

/** The columns read, flat (a D1 batch cannot nest joined objects; joined names are aliased). */
const columnas = {
  ...columnasAviso,
  estado: citaColumnas.estado,
  cancelada_por: citaColumnas.cancelada_por,
  cancelacion_motivo: citas.cancelacion_motivo,
  motivo_id: citas.motivo_id,
  confirmada_at: citas.confirmada_at,
  atendido: citas.atendido,
  primera_visita: citas.primera_visita,
  p_aviso_horas: sql<number>`${users.aviso_cancelacion_horas}`.mapWith(Number).as('p_aviso_horas'),
  /** her stored next free franja: a change before it refreshes it (lib/proxima.ts cambiaLaProxima) */
  p_proxima: sql<string | null>`${users.proxima_disponible}`.as('p_proxima'),
};

/** Start first, then id: the order of one profesional's day and of an e-mail's citas. */
export const porInicio = [asc(citas.inicio), asc(citas.id)];

/** Upcoming citas first (soonest first), then those already started (newest first): Mis citas. */
export const proximasPrimero = (ahora: Date) => {
  const iso = ahora.toISOString();
  return [
    sql`${citas.inicio} <= ${iso}`,
    sql`case when ${citas.inicio} > ${iso} then ${citas.inicio} end`,
    desc(citas.inicio),
    asc(citas.id),
  ];
};

/**
 * The select of `CitaGestion` rows for the citas `donde` picks, ordered by `orden` (a query: await
 * it or put it in a `db.batch`; map each row with `citaGestion`).
 */
export const leerCitasGestion = (db: Db, donde: SQL | undefined, orden: SQL[] = porInicio) =>
  db
    .select(columnas)
    .from(citas)
    .innerJoin(users, eq(users.id, citas.user_id))
    .innerJoin(motivos, eq(motivos.id, citas.motivo_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(donde)
    .orderBy(...orden);
export type FilaGestion = Awaited<ReturnType<typeof leerCitasGestion>>[number];

/** The start as a UTC instant (rows older than the `inicio` column get it from their date and time). */
export const inicioDe = (f: Pick<FilaGestion, 'inicio' | 'fecha_cita' | 'hora_inicio'>) =>
  f.inicio || instanteBogota(f.fecha_cita, f.hora_inicio);

/** The profesional's public phone (`telefonoPublico`) as the paciente reads it (+57 …), '' when none. */
export const telefonoProfesional = (f: Pick<FilaGestion, 'p_fijo' | 'p_celular'>) =>
  telefonoVisible(telefonoPublico({ celular: f.p_celular, fijo: f.p_fijo }));

/**
 * Why nothing more can happen to this cita at `ahora` ('' while it is open): cancelled, attended,
 * a no-show, or already started. What "Confirmo mi asistencia" checks.
 */
export function cerrada(f: FilaGestion, ahora: Date): string {
  const t = msg.gestion;
  if (f.estado === 'cancelada') return t.cancelada;
  if (f.estado === 'atendida') return t.atendida;
  if (f.estado === 'no_asistio') return t.noAsistio;
  return Date.parse(inicioDe(f)) <= ahora.getTime() ? t.pasada : '';
}

/**
 * Why the paciente can no longer cancel or move this cita online at `ahora` ('' when she can):
 * it is closed (`cerrada`) or inside the profesional's cancellation notice.
 */
export function bloqueo(f: FilaGestion, ahora: Date): string {
  const motivo = cerrada(f, ahora);
  if (motivo) return motivo;
  const faltan = Date.parse(inicioDe(f)) - ahora.getTime();
  return faltan < f.p_aviso_horas * 3_600_000
    ? msg.gestion.dentroDelAviso(f.p_aviso_horas, telefonoProfesional(f))
    : '';
}

/** A row of `leerCitasGestion` as the paciente sees it at `ahora`. */
export function citaGestion(f: FilaGestion, ahora: Date): CitaGestion {
  const motivoBloqueo = bloqueo(f, ahora);
  return {
    id: f.id,
    estado: f.estado,
    fecha_cita: f.fecha_cita,
    hora_inicio: f.hora_inicio,
    hora_fin: f.hora_fin,
    inicio: inicioDe(f),
    motivo: f.motivo,
    motivo_id: f.motivo_id,
    observacion: f.observacion,
    nombre: f.nombre,
    email: f.email,
    telefono: f.telefono,
    modalidad: f.modalidad === 2 ? 'virtual' : 'presencial',
    enlace_virtual: f.modalidad === 2 ? f.enlace_video : '',
    profesional: {
      id: f.p_id,
      nombre: nombreProfesional({ nombre: f.p_nombre, apellido: f.p_apellido, name: f.p_name }),
      especialidad: f.p_especialidad,
      direccion: f.p_direccion,
      ciudad: f.p_ciudad,
      telefono: telefonoProfesional(f),
    },
    uid: f.uid,
    secuencia: f.secuencia,
    aviso_cancelacion_horas: f.p_aviso_horas,
    modificable: motivoBloqueo === '',
    motivo_bloqueo: motivoBloqueo,
    cancelada_por: f.cancelada_por,
    cancelacion_motivo: f.cancelacion_motivo,
    confirmada: f.confirmada_at !== null,
  };
}

/** The same row as its profesional sees it (`cita/cancelar`, `cita/delete`). */
export const citaProfesional = (f: FilaGestion): CitaProfesional => ({
  id: f.id,
  nombre: f.nombre,
  telefono: f.telefono,
  email: f.email,
  observacion: f.observacion,
  fecha_cita: f.fecha_cita,
  hora_inicio: f.hora_inicio,
  hora_fin: f.hora_fin,
  atendido: f.atendido,
  primera_visita: f.primera_visita,
  estado: f.estado,
  cancelada_por: f.cancelada_por,
  cancelacion_motivo: f.cancelacion_motivo,
  modalidad: f.modalidad,
  enlace_video: f.enlace_video,
  aseguradora: f.aseguradora,
  aseguradora_tipo: f.aseguradora_tipo,
});

/** What a notice about this cita tells (lib/avisos.ts), from the same row. */
export const datosAvisoDe: (f: FilaGestion) => DatosAviso = datosAviso;
