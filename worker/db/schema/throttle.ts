/** Counters of the throttles (lib/throttle.ts and the login's). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** "email:<address>" or "ip:<address>" */
    clave: text('clave').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_attempts_clave_idx').on(t.clave, t.created_at)],
);

/** Fixed-window counters for throttles (comments, bookings, order look-ups). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    clave: text('clave').primaryKey(),
    ventana: integer('ventana').notNull(),
    total: integer('total').notNull().default(0),
    /**
     * end of the row's window, in Unix seconds, written by every hit (lib/throttle.ts); the cron
     * deletes rows past it, and rows without it (lib/retention.ts)
     */
    expira: integer('expira'),
  },
  (t) => [index('rate_limits_expira_idx').on(t.expira)],
);
