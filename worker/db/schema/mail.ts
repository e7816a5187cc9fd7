/** The mail outbox (lib/mail.ts). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, now } from './columns';

/** Outgoing mail: written in the same batch as what caused it, sent by the sender, retried by cron. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** correo | whatsapp (a WhatsApp Cloud API template message: `para` a phone, `datos` its parameters) */
    canal: text('canal').notNull().default('correo'),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull().default(''),
    /** JSON [{filename, contentType, content}] (content as text, e.g. an .ics) */
    adjuntos: text('adjuntos').notNull().default('[]'),
    /** JSON: a WhatsApp template's name and parameters */
    datos: text('datos').notNull().default('{}'),
    /** pendiente | enviado | fallido */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    ultimo_error: text('ultimo_error').notNull().default(''),
    proximo_intento: text('proximo_intento').notNull().default(now),
    enviado_at: text('enviado_at'),
    /**
     * The claim a message on the outbox's queue carries (worker/mensajes/cola.ts): only the delivery
     * with this ficha may send the row; '' when no message is on its way.
     */
    ficha: text('ficha').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_estado_idx').on(t.estado, t.proximo_intento)],
);
