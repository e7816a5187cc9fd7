/** What an account holds besides its `users` row: sessions, password resets, consents. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { citas } from './agenda';
import { createdAt, now } from './columns';
import { users } from './directorio';
import { ventas } from './tienda';

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the bearer token; the token itself is never stored */
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    /**
     * when a request last used it (lib/auth.ts: rewritten at most once a minute); past the idle
     * limit of its cuenta's rol it opens nothing. NULL (sessions of before): its `created_at`.
     */
    visto_at: text('visto_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
    /** the cron's purge of expired sessions (lib/retention.ts) */
    index('sessions_expira_idx').on(t.expires_at),
  ],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.token_hash)],
);

/**
 * A link sent to `correo` proving that cuenta `user_id` reads it: the registered address
 * (confirmation) or a new one (e-mail change, applied only when followed). Token kept as SHA-256.
 */
export const confirmacionesCorreo = sqliteTable(
  'confirmaciones_correo',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    correo: text('correo').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('confirmaciones_correo_token_uq').on(t.token_hash),
    index('confirmaciones_correo_user_idx').on(t.user_id, t.created_at),
  ],
);

/** Ley 1581 de 2012: who accepted which policy version, when. */
export const consentimientos = sqliteTable(
  'consentimientos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** tratamiento_datos | datos_salud | publicar_celular (her phones in the directory, issue 22) */
    tipo: text('tipo').notNull(),
    version: text('version').notNull(),
    email: text('email').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cita_id: integer('cita_id').references(() => citas.id, { onDelete: 'set null' }),
    venta_id: integer('venta_id').references(() => ventas.id, { onDelete: 'set null' }),
    aceptado_at: text('aceptado_at').notNull().default(now),
  },
  (t) => [index('consentimientos_email_idx').on(t.email)],
);
