import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One row per cached public area (`directorio`, `agenda`, `tienda`; see lib/cache.ts). Every
 * write to an area sets a new random `version`; cached public reads are keyed by it, so a write
 * makes them stale at once (random, not +1, so a restored database never meets old keys again).
 */
export const cacheVersion = sqliteTable('cache_version', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull(),
});
