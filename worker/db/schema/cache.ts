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

/**
 * A view of `cache_version` (migration 0025), written to only as a check: inserting an area and a
 * version aborts the statement's batch ('version_cambiada', an INSTEAD OF trigger) when the area's
 * version is no longer that one, and writes nothing otherwise (lib/lectura-compra.ts `vigente`).
 */
export const vigencias = sqliteTable('vigencias', {
  scope: text('scope').notNull(),
  /** as text: a random 63-bit integer, past what a JavaScript number holds */
  version: text('version'),
});
