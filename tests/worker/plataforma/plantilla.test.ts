/**
 * lib/plantilla.ts: a statement built once per shape of its values, bound on each use, and sent
 * with drizzle's own statements in one D1 batch.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lote, plantilla } from '../../../worker/db/plantilla';
import { schema } from '../../../worker/db/schema';
import { db } from '../helpers';

const { cacheVersion } = schema;
const area = (n: number) => `plantilla-${crypto.randomUUID()}-${n}`;

describe('plantilla', () => {
  it('binds each use’s values to the SQL it built once for that shape', async () => {
    const construidas: string[] = [];
    const poner = plantilla<{ scope: string; version: number }>((d, v) => {
      construidas.push('poner');
      return d.insert(cacheVersion).values(v);
    });
    const leer = plantilla<{ scopes: string[] }>((d, v) => {
      construidas.push(`leer ${v.scopes.length}`);
      return d.select().from(cacheVersion).where(inArray(cacheVersion.scope, v.scopes)).orderBy(cacheVersion.version);
    });
    const [a, b, c] = [area(1), area(2), area(3)];
    const [, , uno, dos, tres] = await lote(db(), [
      poner(db(), { scope: a, version: 1 }),
      poner(db(), { scope: b, version: 2 }),
      leer(db(), { scopes: [a] }),
      leer(db(), { scopes: [b, a] }),
      leer(db(), { scopes: [c, b] }),
    ]);
    expect(uno).toEqual([{ scope: a, version: 1 }]);
    expect(dos).toEqual([
      { scope: a, version: 1 },
      { scope: b, version: 2 },
    ]);
    expect(tres).toEqual([{ scope: b, version: 2 }]);
    // one build per shape: one insert, and the read with one id and with two
    expect(construidas).toEqual(['poner', 'leer 1', 'leer 2']);
    await lote(db(), [poner(db(), { scope: c, version: 3 })]);
    expect(construidas).toHaveLength(3);
    expect(await db().select().from(cacheVersion).where(eq(cacheVersion.scope, c))).toEqual([{ scope: c, version: 3 }]);
  });

  it('sends drizzle statements in the same batch, and one failure writes nothing', async () => {
    const poner = plantilla<{ scope: string; version: number }>((d, v) => d.insert(cacheVersion).values(v));
    const [a, b] = [area(1), area(2)];
    await expect(
      lote(db(), [
        poner(db(), { scope: a, version: 1 }),
        db().insert(cacheVersion).values({ scope: b, version: 2 }),
        // the primary key refuses a second row of `a`
        poner(db(), { scope: a, version: 3 }),
      ]),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    const filas = await db()
      .select()
      .from(cacheVersion)
      .where(inArray(cacheVersion.scope, [a, b]));
    expect(filas).toEqual([]);
  });

  it('refuses an undefined value instead of binding it', () => {
    const poner = plantilla<{ scope: string; version: number }>((d, v) => d.insert(cacheVersion).values(v));
    expect(() => poner(db(), { scope: area(1), version: undefined as unknown as number })).toThrow(
      /valor sin definir en \.version/,
    );
  });
});

describe('the rows a batch returns raw', () => {
  // `lote` answers D1's raw rows (keyed by the SQL column, values as SQLite stores them); the
  // checkout uses the venta it inserted as a `Venta`, so every column of ventas must read as is:
  // the same name in TypeScript and in SQL, and no mode that maps the value (timestamp, boolean, json)
  it('are the ventas rows drizzle would read: no column of ventas renamed or mapped', () => {
    const columnas = Object.entries(getTableColumns(schema.ventas)).map(([clave, col]) => ({
      clave,
      nombre: col.name,
      tipo: col.columnType,
    }));
    expect(columnas.length).toBeGreaterThan(20);
    expect(columnas.filter((c) => c.nombre !== c.clave)).toEqual([]);
    const sinMapeo = ['SQLiteInteger', 'SQLiteText', 'SQLiteReal'];
    expect(columnas.filter((c) => !sinMapeo.includes(c.tipo))).toEqual([]);
  });
});
