/**
 * The areas whose public reads are kept as copies (worker/http/cache.ts), each with a version in
 * table `cache_version`: a write gives its areas a new version, so the copies of the old one are
 * never read again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './conexion';
import { cacheVersion } from './schema/cache';

export type Area = 'directorio' | 'agenda' | 'tienda';
export const AREAS: Area[] = ['directorio', 'agenda', 'tienda'];

/** The statement that gives each of `areas` a new random version, answering the new versions. */
export const nuevaVersion = (db: Db, areas: [Area, ...Area[]]) =>
  db
    .insert(cacheVersion)
    .values(areas.map((scope) => ({ scope, version: sql`abs(random())` })))
    .onConflictDoUpdate({ target: cacheVersion.scope, set: { version: sql`abs(random())` } })
    .returning({ scope: cacheVersion.scope, version: cacheVersion.version });
