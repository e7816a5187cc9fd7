/**
 * The database handle: drizzle's query builders over a D1 binding or session.
 *
 * Built without drizzle's relational config (`drizzle(d1, { schema })`): nothing here uses its
 * `db.query.*` API, and building that config (every table's columns and relations) cost about
 * 0.5 ms of CPU on every request, the floor route's included (a CPU profile of the Worker under
 * checkouts, 2026-11-26). `Db` says so: `db.query` has no tables, so a relational query does
 * not compile.
 */
import { type AnyD1Database, type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

/** drizzle over D1, with the binding (or session) it sends to (lib/plantilla.ts binds there). */
export type Db = DrizzleD1Database & { $client: AnyD1Database };

export const conectar = (d1: AnyD1Database): Db => drizzle(d1);
