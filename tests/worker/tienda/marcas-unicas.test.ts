/**
 * Migration 0034 on a store that already has the same brand written several ways: it merges them
 * into the oldest, moves every product to it, and from then on the database refuses a twin.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { callJson } from '../helpers';
import { vaciarBase } from '../mundo-nuevo';

const MIGRACION = '0034_marcas_unicas_busqueda_ventas.sql';
const filas = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

/** The database as it was before migration 0034, then the brands and products given, then 0034 and the rest. */
async function migrarCon(marcas: string[], productos: [nombre: string, marca: number][]) {
  await vaciarBase(env.DB);
  const indice = env.TEST_MIGRATIONS.findIndex((m) => m.name === MIGRACION);
  expect(indice).toBeGreaterThan(0);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, indice));
  await env.DB.batch([
    ...marcas.map((nombre, i) => env.DB.prepare('INSERT INTO marcas (id, nombre) VALUES (?, ?)').bind(i + 1, nombre)),
    ...productos.map(([nombre, marca]) =>
      env.DB.prepare('INSERT INTO productos (nombre, busqueda, id_marca, precio) VALUES (?, ?, ?, 1000)').bind(
        nombre,
        normalizar(nombre),
        marca,
      ),
    ),
  ]);
  const version = await filas<{ version: string }>(
    "SELECT CAST(version AS TEXT) AS version FROM cache_version WHERE scope = 'tienda'",
  );
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(indice));
  return version[0]?.version;
}

describe('migration 0034: one brand per name, whatever its case, accents and signs', () => {
  it('merges the duplicates into the oldest, keeping every product, and leaves the others alone', async () => {
    const antes = await migrarCon(
      ['Bioquímica', 'Genfar', 'BIOQUIMICA', 'L’Oréal', 'bioquimica.', 'L ORÉAL', 'Tecnoquímicas'],
      [
        ['Crema A', 1],
        ['Crema B', 3],
        ['Crema C', 5],
        ['Jarabe', 2],
        ['Champú', 6],
        ['Gel', 4],
        ['Tinte', 6],
      ],
    );
    const marcas = await filas<{ id: number; nombre: string; nombre_normalizado: string }>(
      'SELECT id, nombre, nombre_normalizado FROM marcas ORDER BY id',
    );
    expect(marcas).toEqual([
      { id: 1, nombre: 'Bioquímica', nombre_normalizado: 'bioquimica' },
      { id: 2, nombre: 'Genfar', nombre_normalizado: 'genfar' },
      { id: 4, nombre: 'L’Oréal', nombre_normalizado: 'l oreal' },
      { id: 7, nombre: 'Tecnoquímicas', nombre_normalizado: 'tecnoquimicas' },
    ]);
    const productos = await filas<{ nombre: string; id_marca: number }>(
      'SELECT nombre, id_marca FROM productos ORDER BY id',
    );
    expect(productos).toEqual([
      { nombre: 'Crema A', id_marca: 1 },
      { nombre: 'Crema B', id_marca: 1 },
      { nombre: 'Crema C', id_marca: 1 },
      { nombre: 'Jarabe', id_marca: 2 },
      { nombre: 'Champú', id_marca: 4 },
      { nombre: 'Gel', id_marca: 4 },
      { nombre: 'Tinte', id_marca: 4 },
    ]);
    // the products' search index names their new brand (migration 0010's trigger)
    const fts = await filas<{ nombre: string; detalle: string }>(
      "SELECT nombre, detalle FROM productos_fts WHERE nombre IN ('Crema B', 'Tinte') ORDER BY nombre",
    );
    expect(fts.map((f) => [f.nombre, f.detalle.trim()])).toEqual([
      ['Crema B', 'Bioquímica'],
      ['Tinte', 'L’Oréal'],
    ]);
    // the store's cached reads are stale: the brands list changed
    const despues = await filas<{ version: string }>(
      "SELECT CAST(version AS TEXT) AS version FROM cache_version WHERE scope = 'tienda'",
    );
    expect(despues[0]?.version).not.toBe(antes);
    // and the public list offers each brand once
    const lista = await callJson('/api/marcas/index');
    expect(lista.json.succes.map((m: { nombre: string }) => m.nombre)).toEqual([
      'Bioquímica',
      'Genfar',
      'L’Oréal',
      'Tecnoquímicas',
    ]);
  });

  it('fills the normalised name as common/texto.ts `normalizar` writes it, for rows the app did not write', async () => {
    const nombres = [
      'Ácido Fólico Ltda.',
      'Dr. Pérez & Cía',
      'O’Neill',
      "O'Brien (Express)",
      'Niño-Sano',
      'ÜBER/GESUND',
      'La 14 + Más',
      '  Mucho   espacio  ',
      'Farmacéutica «Andina» S.A.S.',
      'Ñandú_Salud',
    ];
    await migrarCon(nombres, []);
    await env.DB.batch(
      nombres.map((nombre) => env.DB.prepare('INSERT INTO marcas (nombre) VALUES (?)').bind(`${nombre} bis`)),
    );
    const guardadas = await filas<{ nombre: string; nombre_normalizado: string }>(
      'SELECT nombre, nombre_normalizado FROM marcas ORDER BY id',
    );
    expect(guardadas).toHaveLength(nombres.length * 2);
    for (const g of guardadas) expect(g.nombre_normalizado, g.nombre).toBe(normalizar(g.nombre));
    // a raw rename follows too
    await env.DB.prepare("UPDATE marcas SET nombre = 'Nuevo Nombre S.A.' WHERE id = 1").run();
    const [renombrada] = await filas<{ nombre_normalizado: string }>(
      'SELECT nombre_normalizado FROM marcas WHERE id = 1',
    );
    expect(renombrada.nombre_normalizado).toBe('nuevo nombre s a');
  });
});
