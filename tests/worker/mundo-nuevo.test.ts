import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { makeCuenta, PNG_1x1 } from './helpers';
import { mundoNuevo } from './mundo-nuevo';

const filas = async (tabla: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM "${tabla}"`).first<{ n: number }>())?.n;
const version = async () =>
  (await env.DB.prepare("SELECT version FROM cache_version WHERE scope = 'tienda'").first<{ version: number }>())
    ?.version;

describe('the empty world each test file starts from (one runtime for the whole run)', () => {
  it('drops what an earlier file wrote: rows, images, FTS entries, and gives the areas new versions', async () => {
    await makeCuenta({ email: `antes-${crypto.randomUUID()}@x.co` });
    await env.IMAGES.put('usuarios/antes.png', PNG_1x1);
    await env.DB.prepare("INSERT INTO productos_fts (rowid, nombre, detalle) VALUES (1, 'antes', '')").run();
    const antes = await version();
    expect(await filas('users')).toBeGreaterThan(0);

    await mundoNuevo(env);

    expect(await filas('users')).toBe(0);
    expect(await filas('productos_fts')).toBe(0);
    expect((await env.IMAGES.list()).objects).toEqual([]);
    expect(await version()).not.toBe(antes);
    // the schema is whole again: every migration applied once, in order
    const aplicadas = await env.DB.prepare('SELECT name FROM d1_migrations ORDER BY id').all<{ name: string }>();
    expect(aplicadas.results.map((m) => m.name)).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
    await makeCuenta({ email: `despues-${crypto.randomUUID()}@x.co` });
    expect(await filas('users')).toBe(1);
  });
});
