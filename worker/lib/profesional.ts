import { sql } from 'drizzle-orm';
import type { Cuenta } from '../../common/wire/cuentas';
import type { Profesional } from '../../common/wire/profesionales';
import { especialidades, users } from '../db/schema/directorio';
import type { ColumnasDe } from './respond';

/**
 * The professional row of the contract (`medic/all`, `medic/find`, `GET /api/users`):
 * `cargo` is the specialty's name, `promedio` and `comentarios` come from the
 * denormalised rating columns. Never any password material.
 * Use with `.from(users).leftJoin(especialidades, eq(especialidades.id, users.especialidad_id))`.
 */
export const profesionalColumns = {
  id: users.id,
  name: users.name,
  nombre: users.nombre,
  apellido: users.apellido,
  cedula: users.cedula,
  celular: users.celular,
  fijo: users.fijo,
  email: users.email,
  cargo: sql<string>`coalesce(${especialidades.nombre}, '')`.as('cargo'),
  /** 0 when none: ids are numbers on the wire, never null */
  especialidad_id: sql<number>`coalesce(${users.especialidad_id}, 0)`.as('especialidad_id'),
  ciudad: users.ciudad,
  direccion: users.direccion,
  publico: users.publico,
  mediospago: users.mediospago,
  horarioatencion: users.horarioatencion,
  activo: users.activo,
  destacado: users.destacado,
  virtual: users.virtual,
  presencial: users.presencial,
  promedio:
    sql<number>`case when ${users.comentarios_total} > 0 then round(cast(${users.calificacion_suma} as real) / ${users.comentarios_total}, 1) else 0 end`.as(
      'promedio',
    ),
  comentarios: users.comentarios_total,
  verificados: users.comentarios_verificados,
  fotoperfil: users.fotoperfil,
  foto1: users.foto1,
  foto2: users.foto2,
  foto3: users.foto3,
  foto4: users.foto4,
  foto5: users.foto5,
  foto6: users.foto6,
  foto7: users.foto7,
  foto8: users.foto8,
} satisfies ColumnasDe<Profesional>;

/** The current user (`GET /api/users`) adds its role to the professional row. */
export const cuentaColumns = { ...profesionalColumns, rol: users.rol } satisfies ColumnasDe<Cuenta>;
