/**
 * An empty world for a test file: the runtime is shared by the files of a run (vitest.config.ts:
 * `isolate: false`, since starting a workerd per file cost ~1.4 s each), so each file starts
 * from a new database at the latest migration, an empty bucket and new area versions
 * (tests/worker/setup.ts; the module state is re-made there too).
 */
import { applyD1Migrations } from 'cloudflare:test';

/** Drops every table, view and index the migrations made (D1's own `_cf_` tables stay). */
export async function vaciarBase(db: D1Database) {
  const lista = async () =>
    (
      await db
        .prepare(
          "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'view', 'trigger')",
        )
        .all<{ type: string; name: string; sql: string | null }>()
    ).results;
  const primero = await lista();
  // an FTS5 table drops its shadow tables with it; dropping a shadow table first is an error
  const virtuales = primero.filter((t) => t.sql?.startsWith('CREATE VIRTUAL TABLE'));
  // triggers and views first: dropping a table a trigger names is an error in SQLite
  const antes = primero.filter((t) => t.type !== 'table');
  const borrar = (t: { type: string; name: string }) =>
    db.prepare(`DROP ${t.type.toUpperCase()} IF EXISTS "${t.name}"`);
  if (antes.length + virtuales.length) await db.batch([...antes, ...virtuales].map(borrar));
  // children before the parents they point at: dropping a table runs its foreign-key checks
  const tablas = (await lista()).map((t) => t.name);
  const padres = new Map<string, string[]>();
  for (const t of tablas) {
    const { results } = await db
      .prepare('SELECT DISTINCT "table" AS padre FROM pragma_foreign_key_list(?)')
      .bind(t)
      .all<{ padre: string }>();
    padres.set(
      t,
      results.map((r) => r.padre).filter((p) => p !== t),
    );
  }
  const orden: string[] = [];
  for (let quedan = [...tablas]; quedan.length; ) {
    const hojas = quedan.filter((t) => !quedan.some((o) => padres.get(o)?.includes(t)));
    if (!hojas.length) throw new Error(`tablas en ciclo: ${quedan.join(', ')}`);
    orden.push(...hojas);
    quedan = quedan.filter((t) => !hojas.includes(t));
  }
  if (orden.length) await db.batch(orden.map((name) => borrar({ type: 'table', name })));
}

export async function vaciarBucket(bucket: R2Bucket) {
  for (let cursor: string | undefined, mas = true; mas; ) {
    const lista = await bucket.list({ cursor, limit: 1000 });
    if (lista.objects.length) await bucket.delete(lista.objects.map((o) => o.key));
    cursor = lista.truncated ? lista.cursor : undefined;
    mas = lista.truncated;
  }
}

/** Everything a file finds when it starts: tables at the latest migration and nothing in them but what migrations put. */
export async function mundoNuevo(e: Pick<Cloudflare.Env, 'DB' | 'IMAGES' | 'TEST_MIGRATIONS'>) {
  await vaciarBase(e.DB);
  await applyD1Migrations(e.DB, e.TEST_MIGRATIONS);
  // the Cache API outlives a file: new versions mean no copy of an earlier file is ever read
  await e.DB.prepare('UPDATE cache_version SET version = abs(random())').run();
  await vaciarBucket(e.IMAGES);
}
