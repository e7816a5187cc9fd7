import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker';
import { schema } from '../../../worker/db/schema';
import { call, callJson, db, makeAdmin, makeCuenta } from '../helpers';
import { insertarEnBloques } from '../perf/fixtures';
import { dbContado, type Registro } from '../perf/instrumented';
import { makeProducto } from '../ventas-fixtures';

const csv = (texto: string) => new File([`\uFEFF${texto}`], 'productos.csv', { type: 'text/csv' });
const importar = (token: string, texto: string) =>
  callJson('/api/producto/import.csv', { token, body: { file: csv(texto) } });
const producto = async (id: number) =>
  (await db().select().from(schema.productos).where(eq(schema.productos.id, id)))[0];
const CABECERA = 'id;nombre;marca;caracteristica;promocion;precio;estado;ficha_tecnica;uso_adecuado;aviso_legal';

describe('GET /api/producto/export.csv', () => {
  it('is for staff only', async () => {
    expect((await call('/api/producto/export.csv')).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await call('/api/producto/export.csv', { token: profesional.token })).status).toBe(403);
  });

  it('writes every product with its brand, characteristic and promotion by name, UTF-8 with BOM', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: 'Tensiómetro; digital "pro"', precio: 89000, porcentaje: 10 });
    const res = await call('/api/producto/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="productos.csv"');
    const texto = new TextDecoder('utf-8', { ignoreBOM: true, fatal: false }).decode(await res.arrayBuffer());
    expect(texto.startsWith(`\uFEFF${CABECERA}\r\n`)).toBe(true);
    const linea = texto.split('\r\n').find((l) => l.startsWith(`${p.id};`));
    expect(linea).toBe(`${p.id};"Tensiómetro; digital ""pro""";${p.marca.nombre};;${p.promocion?.nombre};89000;1;;;`);
  });
  it('streams the catalogue 500 products a query, each once, by keyset on id', async () => {
    const admin = await makeAdmin();
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Marca en bloque' }).returning();
    await insertarEnBloques(
      schema.productos,
      Array.from({ length: 1100 }, (_, i) => ({ nombre: `Bloque ${i}`, id_marca: marca.id, precio: 1000 + i })),
    );
    const reg: Registro = { idas: 0, sentencias: [] };
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request('http://localhost/api/producto/export.csv', { headers: { Authorization: `Bearer ${admin.token}` } }),
      { ...env, DB: dbContado(reg) },
      ctx,
    );
    const filas = (await res.text()).split('\r\n').slice(1, -1);
    await waitOnExecutionContext(ctx);
    const ids = filas.map((f) => Number(f.split(';')[0]));
    expect(ids.length).toBeGreaterThanOrEqual(1100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const paginas = reg.sentencias.filter((s) => /from "productos"/.test(s.sql));
    expect(paginas).toHaveLength(Math.floor(ids.length / 500) + 1);
    expect(paginas[1].params[0]).toBe(ids[499]);
  });
});

describe('POST /api/producto/import.csv', () => {
  it('updates the rows with an id, creates the others inactive, and reports each refused row', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ precio: 10000 });
    const marca = p.marca.nombre;
    const filas = [
      CABECERA,
      `${p.id};Glucómetro Accu;${marca.toUpperCase()};;;25000;1;**Ficha**;Uso;Aviso`,
      `;Termómetro nuevo;${marca};;;"12000,00";1;;;`,
      `;Sin marca;Marca que no existe;;;5000;1;;;`,
      `999999999;Fantasma;${marca};;;5000;1;;;`,
      `;;${marca};;;5.000;1;;;`,
    ].join('\r\n');
    const { status, json } = await importar(admin.token, filas);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ creados: 1, actualizados: 1 });
    expect(json.message).toBe(
      'Importación terminada: 1 creados, 1 actualizados, 3 rechazados. Los productos nuevos quedan inactivos hasta que les agregues imágenes.',
    );
    expect(json.succes.rechazados).toEqual([
      { fila: 4, nombre: 'Sin marca', errores: ['La marca «Marca que no existe» no existe.'] },
      { fila: 5, nombre: 'Fantasma', errores: ['No existe un producto con id 999999999.'] },
      {
        fila: 6,
        nombre: '',
        errores: [
          'El nombre del producto es obligatorio.',
          'El precio debe ser un número entero de pesos, sin centavos (por ejemplo 25000).',
        ],
      },
    ]);
    expect(await producto(p.id)).toMatchObject({
      nombre: 'Glucómetro Accu',
      busqueda: 'glucometro accu',
      precio: 25000,
      ficha_tecnica: '**Ficha**',
      id_marca: p.marca.id,
    });
    const [nuevo] = await db().select().from(schema.productos).where(eq(schema.productos.nombre, 'Termómetro nuevo'));
    expect(nuevo).toMatchObject({ precio: 12000, estado: '0', id_marca: p.marca.id, imagen1: '' });
  });

  it('takes back its own export unchanged, and a comma-separated file too', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: '=Jarabe, 120 ml', precio: 7000 });
    const exportado = new TextDecoder().decode(
      await (await call('/api/producto/export.csv', { token: admin.token })).arrayBuffer(),
    );
    const [cabecera, ...resto] = exportado.replace(/^\uFEFF/, '').split('\r\n');
    const suya = resto.find((l) => l.startsWith(`${p.id};`)) as string;
    expect(suya).toContain(`"'=Jarabe, 120 ml"`);
    const { json } = await importar(admin.token, `${cabecera}\r\n${suya}\r\n`);
    expect(json.succes).toEqual({ creados: 0, actualizados: 1, rechazados: [] });
    expect((await producto(p.id)).nombre).toBe('=Jarabe, 120 ml');

    const conComas = await importar(admin.token, `id,nombre,marca,precio\n${p.id},Jarabe,${p.marca.nombre},8000\n`);
    expect(conComas.json.succes).toEqual({ creados: 0, actualizados: 1, rechazados: [] });
    expect(await producto(p.id)).toMatchObject({ nombre: 'Jarabe', precio: 8000, estado: '1' });
  });

  it('refuses a missing file or missing columns with 422 and changes nothing', async () => {
    const admin = await makeAdmin();
    const sinArchivo = await callJson('/api/producto/import.csv', { token: admin.token, body: { otro: 'x' } });
    expect(sinArchivo.status).toBe(422);
    expect(sinArchivo.json.errors.file).toEqual(['Adjunta el archivo CSV de productos en el campo file.']);
    const sinPrecio = await importar(admin.token, 'id;nombre;marca\r\n;Algo;Genfar\r\n');
    expect(sinPrecio.status).toBe(422);
    expect(sinPrecio.json.errors.file).toEqual(['Al archivo le faltan las columnas: precio.']);
    const vacio = await importar(admin.token, `${CABECERA}\r\n`);
    expect(vacio.json.errors.file).toEqual(['El archivo CSV no tiene filas de productos.']);
  });
});
