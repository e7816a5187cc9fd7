/**
 * Two-step sign-in (lib/dos-pasos.ts): a cuenta's TOTP secret, its recovery codes and the sign-in
 * challenges (desafios) that wait for the second step. Kept apart from `users`, whose row the
 * wire answers: no secret can leak through a select of the cuenta.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './directorio';

export const dosPasos = sqliteTable('dos_pasos', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base32 secret in use (NULL: dos pasos off); never answered after the set-up */
  secreto: text('secreto'),
  /** a set-up's secret waiting for its first code; it replaces nothing until confirmed */
  pendiente: text('pendiente'),
  /** when the secret in use was confirmed */
  activo_at: text('activo_at'),
  /** the last TOTP step accepted: a code of that step or an earlier one is a replay */
  ultimo_paso: integer('ultimo_paso'),
  created_at: createdAt(),
});

/** Ten single-use codes given at set-up, kept as SHA-256 (they are random, 50 bits each). */
export const codigosRecuperacion = sqliteTable(
  'codigos_recuperacion',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    usado_at: text('usado_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('codigos_recuperacion_uq').on(t.user_id, t.hash)],
);

/** A sign-in whose password was right and that waits for its code (or for the set-up): 10 minutes. */
export const desafios = sqliteTable(
  'desafios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the challenge token; the token itself is never stored */
    token_hash: text('token_hash').notNull(),
    /** 'codigo' (dos pasos is on) or 'configurar' (an admin who must set it up first) */
    tipo: text('tipo').notNull(),
    expires_at: text('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('desafios_token_uq').on(t.token_hash), index('desafios_expira_idx').on(t.expires_at)],
);
