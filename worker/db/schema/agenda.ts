/** A professional's agenda: weekly schedules, reasons for a visit, appointments. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, updatedAt } from './columns';
import { aseguradoras, users } from './directorio';

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
    /** minutes this reason takes (NULL: the professional's franja length) */
    duracion_minutos: integer('duracion_minutos'),
    /** price in COP for this reason (NULL: the professional's consulta price) */
    precio: integer('precio'),
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
    /**
     * HH:MM until which the cita keeps the agenda busy: its end plus the professional's pause.
     * The triggers of migration 0006 refuse a live cita whose [hora_inicio, ocupa_hasta) crosses
     * another's of the same professional and date: the database decides, whatever the durations.
     */
    ocupa_hasta: text('ocupa_hasta').notNull().default(''),
    /** 1 presencial, 2 virtual */
    modalidad: flag('modalidad', 1),
    /** a virtual cita's video link (the professional's own, or a Jitsi Meet room) */
    enlace_video: text('enlace_video').notNull().default(''),
    /** si | no */
    primera_visita: text('primera_visita').notNull().default('no'),
    /**
     * how she said she pays (migration 0029, decision 0020): an aseguradora of the catalogue, whose
     * 'particular' row is paying herself; NULL when she did not say
     */
    aseguradora_id: integer('aseguradora_id').references(() => aseguradoras.id, { onDelete: 'set null' }),
    atendido: flag('atendido'),
    /** the start as a UTC instant (ISO 8601): what reminders and notice windows compare */
    inicio: text('inicio').notNull().default(''),
    /** the .ics UID every notice of this cita carries, and its SEQUENCE (raised on each change) */
    uid: text('uid').notNull().default(''),
    secuencia: integer('secuencia').notNull().default(0),
    /** the paciente accepted WhatsApp notices on `telefono` */
    whatsapp: flag('whatsapp'),
    /** set when cancelled: the franja is free again (the unique index skips cancelled citas) */
    cancelada_at: text('cancelada_at'),
    /** paciente | profesional */
    cancelada_por: text('cancelada_por').notNull().default(''),
    cancelacion_motivo: text('cancelacion_motivo').notNull().default(''),
    /** the paciente said she will attend ("Confirmo mi asistencia") */
    confirmada_at: text('confirmada_at'),
    /** the profesional marked that the paciente did not attend */
    no_asistio_at: text('no_asistio_at'),
    /**
     * NULL while a reminder is due; the id of the cron run that sent it; 'no' when the cita was
     * booked (or moved) less than 2 hours before it starts.
     */
    recordatorio_lote: text('recordatorio_lote'),
    recordatorio_at: text('recordatorio_at'),
    /** when its personal fields were blanked (the paciente's request, or 2 years after `fecha_cita`) */
    anonimizada_at: text('anonimizada_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    /** one professional's slot on one date can be taken once by a live cita: the database decides */
    uniqueIndex('citas_slot_uq').on(t.user_id, t.fecha_cita, t.hora_inicio).where(sql`cancelada_at IS NULL`),
    /** the reminders still due, by start */
    index('citas_recordatorio_idx').on(t.inicio).where(sql`recordatorio_lote IS NULL AND cancelada_at IS NULL`),
    index('citas_email_inicio_idx').on(t.email, t.inicio),
    index('citas_user_fecha_idx').on(t.user_id, t.fecha_cita),
    index('citas_email_idx').on(t.email, t.user_id, t.atendido),
    index('citas_horario_idx').on(t.horario_id),
    index('citas_motivo_idx').on(t.motivo_id),
    /** the citas the cron has still to anonymise, oldest first (lib/anonimizar.ts) */
    index('citas_anonimizar_idx').on(t.fecha_cita).where(sql`anonimizada_at IS NULL`),
  ],
);

/**
 * Days (or hours of days) off: every day from `desde` to `hasta` (YYYY-MM-DD, Bogotá), whole
 * days when `hora_inicio` is NULL, else the hours [hora_inicio, hora_fin) of each of them.
 */
export const ausencias = sqliteTable(
  'ausencias',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desde: text('desde').notNull(),
    hasta: text('hasta').notNull(),
    hora_inicio: text('hora_inicio'),
    hora_fin: text('hora_fin'),
    motivo: text('motivo').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('ausencias_user_idx').on(t.user_id, t.hasta)],
);

/**
 * Private links sent by e-mail: only the SHA-256 of each token is kept. `gestion` opens one cita
 * (/mi-cita/{token}), `comentario` is the invitation to comment on an attended cita, `acceso`
 * lists every cita of `email` (/mis-citas/{token}).
 */
export const enlaces = sqliteTable(
  'enlaces',
  {
    hash: text('hash').primaryKey(),
    /** gestion | comentario | acceso */
    tipo: text('tipo').notNull(),
    cita_id: integer('cita_id').references(() => citas.id, { onDelete: 'cascade' }),
    email: text('email').notNull().default(''),
    expira_at: text('expira_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('enlaces_cita_idx').on(t.cita_id), index('enlaces_expira_idx').on(t.expira_at)],
);
