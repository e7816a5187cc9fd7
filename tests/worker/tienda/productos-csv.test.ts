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
const CABECERA =
  'id;nombre;marca;caracteristica;promocion;precio;iva;stock;estado;ficha_tecnica;uso_adecuado;aviso_legal';

describe('GET /api/producto/export.csv', () => {
  it('is for staff only', async () => {
    expect((await call('/api/producto/export.csv')).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await call('/api/producto/export.csv', { token: profesional.token })).status).toBe(403);
  });

  it('writes every product with its brand, characteristic and promotion by name, UTF-8 with BOM', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({
      nombre: 'Tensiómetro; digital "pro"',
      precio: 89000,
      porcentaje: 10,
      iva: 5,
      stock: 12,
    });
    const sinControl = await makeProducto({ nombre: 'Aspirina', precio: 3000, iva: 0, stock: null });
    const res = await call('/api/producto/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="productos.csv"');
    const texto = new TextDecoder('utf-8', { ignoreBOM: true, fatal: false }).decode(await res.arrayBuffer());
    expect(texto.startsWith(`\uFEFF${CABECERA}\r\n`)).toBe(true);
    const linea = texto.split('\r\n').find((l) => l.startsWith(`${p.id};`));
    expect(linea).toBe(
      `${p.id};"Tensiómetro; digital ""pro""";${p.marca.nombre};;${p.promocion?.nombre};89000;5;12;1;;;`,
    );
    // no stock control: an empty cell
    expect(texto.split('\r\n').find((l) => l.startsWith(`${sinControl.id};`))).toBe(
      `${sinControl.id};Aspirina;${sinControl.marca.nombre};;;3000;0;;1;;;`,
    );
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
      `${p.id};Glucómetro Accu;${marca.toUpperCase()};;;25000;;;1;**Ficha**;Uso;Aviso`,
      `;Termómetro nuevo;${marca};;;"12000,00";;;1;;;`,
      `;Sin marca;Marca que no existe;;;5000;;;1;;;`,
      `999999999;Fantasma;${marca};;;5000;;;1;;;`,
      `;;${marca};;;5.000;;;1;;;`,
    ].join('\r\n');
    const { status, json } = await importar(admin.token, filas);
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ creados: 1, actualizados: 1 });
    expect(json.message).toBe(
      'Importación terminada: 1 creados, 1 actualizados, 3 rechazados. Los productos nuevos quedan inactivos hasta que les agregue imágenes.',
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
    expect(sinArchivo.json.errors.file).toEqual(['Adjunte el archivo CSV de productos en el campo file.']);
    const sinPrecio = await importar(admin.token, 'id;nombre;marca\r\n;Algo;Genfar\r\n');
    expect(sinPrecio.status).toBe(422);
    expect(sinPrecio.json.errors.file).toEqual(['Al archivo le faltan las columnas: precio.']);
    const vacio = await importar(admin.token, `${CABECERA}\r\n`);
    expect(vacio.json.errors.file).toEqual(['El archivo CSV no tiene filas de productos.']);
  });
});

describe('the products CSV carries the IVA class and the stock', () => {
  it('exports them, takes them back changed, and records the changes in the historial', async () => {
    const admin = await makeAdmin();
    const a = await makeProducto({ nombre: 'Vitamina C', precio: 20000, iva: 19, stock: 10 });
    const b = await makeProducto({ nombre: 'Acetaminofén', precio: 4000, iva: 0, stock: 7 });
    const exportado = new TextDecoder().decode(
      await (await call('/api/producto/export.csv', { token: admin.token })).arrayBuffer(),
    );
    const [cabecera, ...resto] = exportado.replace(/^\uFEFF/, '').split('\r\n');
    expect(cabecera).toBe(CABECERA);
    const linea = (id: number) => (resto.find((l) => l.startsWith(`${id};`)) as string).split(';');
    const filaA = linea(a.id);
    const filaB = linea(b.id);
    expect([filaA[6], filaA[7], filaB[6], filaB[7]]).toEqual(['19', '10', '0', '7']);
    filaA[6] = '5 %';
    filaA[7] = '3';
    filaB[7] = ''; // sin control de inventario
    const nueva = ['', 'Suero oral', a.marca.nombre, '', '', '6000', 'excluido', '40', '1', '', '', ''];
    const { json } = await importar(
      admin.token,
      [cabecera, filaA.join(';'), filaB.join(';'), nueva.join(';')].join('\r\n'),
    );
    expect(json.succes).toEqual({ creados: 1, actualizados: 2, rechazados: [] });
    expect(await producto(a.id)).toMatchObject({ iva: 5, stock: 3 });
    expect(await producto(b.id)).toMatchObject({ iva: 0, stock: null });
    const [suero] = await db().select().from(schema.productos).where(eq(schema.productos.nombre, 'Suero oral'));
    expect(suero).toMatchObject({ iva: 0, stock: 40, estado: '0' });
    const historial = await db()
      .select()
      .from(schema.productoHistorial)
      .where(eq(schema.productoHistorial.producto_id, a.id));
    expect(historial.filter((h) => h.origen === 'csv').map((h) => [h.campo, h.antes, h.despues])).toEqual(
      expect.arrayContaining([
        ['iva', '19', '5'],
        ['stock', '10', '3'],
      ]),
    );
  });

  it('refuses an unknown IVA class or a stock that is not whole units, with Spanish reasons per row', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: 'Gasa', precio: 2000, iva: 19, stock: 5 });
    const m = p.marca.nombre;
    const filas = [
      'id;nombre;marca;precio;iva;stock',
      `${p.id};Gasa;${m};2000;16;5`,
      `${p.id};Gasa;${m};2000;19;-1`,
      `;Venda;${m};3000;19;2,5`,
      `;Algodón;${m};3000;general;muchos`,
      `;Curita;${m};500;;`,
    ].join('\r\n');
    const { status, json } = await importar(admin.token, filas);
    expect(status).toBe(200);
    const iva = 'La clase de IVA debe ser 19 (general), 5 o 0 (excluido); el precio la incluye.';
    const stock =
      'El stock debe ser un número entero de unidades entre 0 y 1.000.000, o vacío para no controlar inventario.';
    expect(json.succes).toEqual({
      creados: 1,
      actualizados: 0,
      rechazados: [
        { fila: 2, nombre: 'Gasa', errores: [iva] },
        { fila: 3, nombre: 'Gasa', errores: [stock] },
        { fila: 4, nombre: 'Venda', errores: [stock] },
        { fila: 5, nombre: 'Algodón', errores: [iva, stock] },
      ],
    });
    expect(await producto(p.id)).toMatchObject({ iva: 19, stock: 5 });
    // an empty IVA cell is the general class for a new product; an empty stock, no stock control
    const [curita] = await db().select().from(schema.productos).where(eq(schema.productos.nombre, 'Curita'));
    expect(curita).toMatchObject({ iva: 19, stock: null });
  });

  it('leaves the IVA class and the stock as they are when the file has no such columns', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto({ nombre: 'Jabón', precio: 5000, iva: 5, stock: 9 });
    const { json } = await importar(
      admin.token,
      `id;nombre;marca;precio\r\n${p.id};Jabón neutro;${p.marca.nombre};5500`,
    );
    expect(json.succes).toEqual({ creados: 0, actualizados: 1, rechazados: [] });
    expect(await producto(p.id)).toMatchObject({ nombre: 'Jabón neutro', precio: 5500, iva: 5, stock: 9 });
  });

  it('finds the brand by its normalised name, as the brands’ unique index compares them', async () => {
    const admin = await makeAdmin();
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'Bioquímica Andina S.A.S.' }).returning();
    const { json } = await importar(
      admin.token,
      'nombre;marca;precio\r\nSuero;BIOQUIMICA andina sas;7000\r\nGel;bioquimica andina s a s;7000',
    );
    expect(json.succes.rechazados).toEqual([
      { fila: 2, nombre: 'Suero', errores: ['La marca «BIOQUIMICA andina sas» no existe.'] },
    ]);
    const [gel] = await db().select().from(schema.productos).where(eq(schema.productos.nombre, 'Gel'));
    expect(gel.id_marca).toBe(marca.id);
  });
});
