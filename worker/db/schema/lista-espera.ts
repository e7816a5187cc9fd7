/**
 * The lista de espera (migration 0032, docs/decisions/0022-lista-de-espera.md): a paciente's place
 * in a profesional's line, and the franjas offered to it, each kept for her for 20 minutes.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { citas, horarios, motivos } from './agenda';
import { createdAt, flag, updatedAt } from './columns';
import { users } from './directorio';

export const listaEspera = sqliteTable(
  'lista_espera',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the profesional */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motivo_id: integer('motivo_id')
      .notNull()
      .references(() => motivos.id, { onDelete: 'cascade' }),
    /** the days she wants, YYYY-MM-DD (Bogotá), both included */
    desde: text('desde').notNull(),
    hasta: text('hasta').notNull(),
    /** manana | tarde | cualquiera (`franja` on the wire) */
    parte: text('parte').notNull().default('cualquiera'),
    /** 1 presencial, 2 virtual */
    modalidad: flag('modalidad', 1),
    /** si | no */
    primera_visita: text('primera_visita').notNull().default('no'),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    /** she accepted WhatsApp messages on `telefono` */
    whatsapp: flag('whatsapp'),
    /** esperando | agendada (an oferta became her cita) | retirada (she left) */
    estado: text('estado').notNull().default('esperando'),
    /** SHA-256 of the token of her leave link (/lista-espera/salir/{token}) */
    salida_hash: text('salida_hash').notNull(),
    cita_id: integer('cita_id').references(() => citas.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    /** the line: who waits first for a profesional, in one range of the index */
    index('lista_espera_fila_idx').on(t.user_id, t.estado, t.created_at, t.id),
    /** one place per e-mail and profesional while it waits */
    uniqueIndex('lista_espera_una_uq').on(t.user_id, t.email).where(sql`estado = 'esperando'`),
    uniqueIndex('lista_espera_salida_uq').on(t.salida_hash),
    index('lista_espera_email_idx').on(t.email),
    /** retention: places whose window ended long ago */
    index('lista_espera_hasta_idx').on(t.hasta),
    index('lista_espera_motivo_idx').on(t.motivo_id),
  ],
);

export const ofertasEspera = sqliteTable(
  'ofertas_espera',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    espera_id: integer('espera_id')
      .notNull()
      .references(() => listaEspera.id, { onDelete: 'cascade' }),
    /** the profesional */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    horario_id: integer('horario_id')
      .notNull()
      .references(() => horarios.id, { onDelete: 'cascade' }),
    fecha: text('fecha').notNull(),
    hora_inicio: text('hora_inicio').notNull(),
    hora_fin: text('hora_fin').notNull(),
    /** its end plus the profesional's pausa: what it keeps busy while `pendiente` */
    ocupa_hasta: text('ocupa_hasta').notNull(),
    /** SHA-256 of the token of its link (/lista-espera/oferta/{token}) */
    token_hash: text('token_hash').notNull(),
    /** pendiente | aceptada | rechazada | vencida */
    estado: text('estado').notNull().default('pendiente'),
    /** until when it keeps the franja (UTC instant) */
    expira_at: text('expira_at').notNull(),
    cita_id: integer('cita_id').references(() => citas.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('ofertas_espera_token_uq').on(t.token_hash),
    /** one live oferta per franja */
    uniqueIndex('ofertas_espera_franja_uq').on(t.user_id, t.fecha, t.hora_inicio).where(sql`estado = 'pendiente'`),
    /** one live oferta per place */
    uniqueIndex('ofertas_espera_viva_uq').on(t.espera_id).where(sql`estado = 'pendiente'`),
    /** a place is never offered the same franja twice */
    uniqueIndex('ofertas_espera_vez_uq').on(t.espera_id, t.fecha, t.hora_inicio),
    /** the live ofertas by when they lapse (the cron) */
    index('ofertas_espera_vence_idx').on(t.expira_at).where(sql`estado = 'pendiente'`),
    index('ofertas_espera_horario_idx').on(t.horario_id),
    index('ofertas_espera_cita_idx').on(t.cita_id),
  ],
);
