/**
 * What a notice about a cita tells (lib/avisos.ts), read in one select joined to its profesional,
 * motivo and especialidad.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { pagoColumnas } from '../agenda';
import type { Db } from '../db/conexion';
import { citas, motivos } from '../db/schema/agenda';
import { especialidades, users } from '../db/schema/directorio';
import type { DatosAviso } from '../mensajes';

/**
 * The columns `datosAviso` reads, flat (a D1 batch cannot nest joined objects). lib/gestion.ts
 * reads them too, with what the paciente's page adds.
 */
export const columnasAviso = {
  id: citas.id,
  nombre: citas.nombre,
  email: citas.email,
  telefono: citas.telefono,
  observacion: citas.observacion,
  fecha_cita: citas.fecha_cita,
  hora_inicio: citas.hora_inicio,
  hora_fin: citas.hora_fin,
  uid: citas.uid,
  secuencia: citas.secuencia,
  modalidad: citas.modalidad,
  enlace_video: citas.enlace_video,
  ...pagoColumnas,
  // not in DatosAviso: what the reminder run (lib/recordatorios.ts) checks and sends by
  inicio: citas.inicio,
  whatsapp: citas.whatsapp,
  p_id: sql<number>`${users.id}`.as('p_id'),
  p_nombre: sql<string>`${users.nombre}`.as('p_nombre'),
  p_apellido: sql<string>`${users.apellido}`.as('p_apellido'),
  p_name: sql<string>`${users.name}`.as('p_name'),
  p_email: sql<string>`${users.email}`.as('p_email'),
  p_direccion: sql<string>`${users.direccion}`.as('p_direccion'),
  p_ciudad: sql<string>`${users.ciudad}`.as('p_ciudad'),
  // the paciente reads her phones (notices, her manage page) only when she publishes them (Ley 1581)
  p_celular: sql<string>`case when ${users.publicar_celular} = 1 then ${users.celular} else '' end`.as('p_celular'),
  p_fijo: sql<string>`case when ${users.publicar_celular} = 1 then ${users.fijo} else '' end`.as('p_fijo'),
  p_especialidad: sql<string>`coalesce(${especialidades.nombre}, '')`.as('p_especialidad'),
  motivo: sql<string>`${motivos.nombre}`.as('motivo'),
};

/** The select of what notices need, for the citas `donde` picks (put it in a batch). */
export const leerDatosAviso = (db: Db, donde: SQL | undefined) =>
  db
    .select(columnasAviso)
    .from(citas)
    .innerJoin(users, eq(users.id, citas.user_id))
    .innerJoin(motivos, eq(motivos.id, citas.motivo_id))
    .leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))
    .where(donde);
export type FilaAviso = Awaited<ReturnType<typeof leerDatosAviso>>[number];

/** A row of `leerDatosAviso` (or of lib/gestion.ts `leerCitasGestion`) as `DatosAviso`. */
export const datosAviso = (f: FilaAviso): DatosAviso => ({
  cita: {
    id: f.id,
    nombre: f.nombre,
    email: f.email,
    telefono: f.telefono,
    observacion: f.observacion,
    fecha_cita: f.fecha_cita,
    hora_inicio: f.hora_inicio,
    hora_fin: f.hora_fin,
    uid: f.uid,
    secuencia: f.secuencia,
    modalidad: f.modalidad,
    enlace_video: f.enlace_video,
    aseguradora: f.aseguradora,
    aseguradora_tipo: f.aseguradora_tipo,
  },
  profesional: {
    id: f.p_id,
    nombre: f.p_nombre,
    apellido: f.p_apellido,
    name: f.p_name,
    email: f.p_email,
    direccion: f.p_direccion,
    ciudad: f.p_ciudad,
    celular: f.p_celular,
    fijo: f.p_fijo,
    especialidad: f.p_especialidad,
  },
  motivo: f.motivo,
});
