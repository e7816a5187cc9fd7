/**
 * Column helpers shared by the tables of worker/db/schema/: timestamps are ISO 8601 text (UTC),
 * flags are 0/1 integers.
 */
import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
export const createdAt = () => text('created_at').notNull().default(now);
export const updatedAt = () => text('updated_at').notNull().default(now);
export const flag = (name: string, value = 0) => integer(name).notNull().default(value);
