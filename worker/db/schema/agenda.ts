/** A professional's agenda: weekly schedules, reasons for a visit, appointments. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, updatedAt } from './columns';
import { users } from './directorio';

export const horarios = sqliteTable(
  'horarios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    lunes: flag('lunes'),
    martes: flag('martes'),
    miercoles: flag('miercoles'),
    jueves: flag('jueves'),
    viernes: flag('viernes'),
    sabado: flag('sabado'),
    domingo: flag('domingo'),
    created_at: createdAt(),
  },
  (t) => [index('horarios_user_idx').on(t.user_id, t.hora_inicio)],
);

export const motivos = sqliteTable(
  'motivos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('motivos_user_idx').on(t.user_id)],
);

export const citas = sqliteTable(
  'citas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the professional */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    horario_id: integer('horario_id')
      .notNull()
      .references(() => horarios.id, { onDelete: 'restrict' }),
    motivo_id: integer('motivo_id')
      .notNull()
      .references(() => motivos.id, { onDelete: 'restrict' }),
    nombre: text('nombre').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
    observacion: text('observacion').notNull().default(''),
    /** YYYY-MM-DD (America/Bogota calendar day) */
    fecha_cita: text('fecha_cita').notNull(),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    /** si | no */
    primera_visita: text('primera_visita').notNull().default('no'),
    atendido: flag('atendido'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    /** one professional's slot on one date can be taken once: the database decides */
    uniqueIndex('citas_slot_uq').on(t.user_id, t.fecha_cita, t.hora_inicio),
    index('citas_user_fecha_idx').on(t.user_id, t.fecha_cita),
    index('citas_email_idx').on(t.email, t.user_id, t.atendido),
    index('citas_horario_idx').on(t.horario_id),
    index('citas_motivo_idx').on(t.motivo_id),
  ],
);
