import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CambioProducto } from '../../../common/wire/producto-historial';
import { schema } from '../../../worker/db/schema';
import { call, callJson, db, fakeImage, makeAdmin, makeCuenta, pngFile } from '../helpers';
import { insertarEnBloques } from '../perf/fixtures';
import { makeProducto } from '../ventas-fixtures';

const historial = async (id: number, token: string, query = '') => {
  const { status, json } = await callJson(`/api/producto/historial?id=${id}${query}`, { token });
  expect(status).toBe(200);
  return json as { succes: CambioProducto[]; total: number; page: number; limit: number };
};
/** What a change says, without who and when. */
const que = (c: CambioProducto) => ({ accion: c.accion, campo: c.campo, antes: c.antes, despues: c.despues });
const laura = () => makeAdmin({ nombre: 'Laura', apellido: 'Gómez' });
const actualizar = (token: string, body: Record<string, unknown>) => callJson('/api/producto/update', { token, body });

describe('the historial of a producto', () => {
  it('records each field an admin changes, before and after, with who and when', async () => {
    const admin = await laura();
    const p = await makeProducto({ precio: 45000, porcentaje: 10 });
    const [otra] = await db().insert(schema.marcas).values({ nombre: 'Bayer' }).returning();
    const [diabetes] = await db().insert(schema.caracteristicas).values({ nombre: 'Diabetes' }).returning();
    const antes = Date.now();
    const { status } = await actualizar(admin.token, {
      id: p.id,
      nombre: 'Glucómetro Accu-Chek',
      id_marca: otra.id,
      id_promocion: '0',
      id_caract: diabetes.id,
      precio: '39900',
      estado: '1', // as it was: not recorded
      stock: 12,
      iva: 5,
      ficha_tecnica: 'Una ficha técnica larga '.repeat(50),
    });
    expect(status).toBe(200);

    const { succes, total } = await historial(p.id, admin.token);
    expect(total).toBe(8);
    expect(succes.map(que)).toEqual(
      expect.arrayContaining([
        { accion: 'cambiar', campo: 'nombre', antes: p.nombre, despues: 'Glucómetro Accu-Chek' },
        { accion: 'cambiar', campo: 'marca', antes: p.marca.nombre, despues: 'Bayer' },
        { accion: 'cambiar', campo: 'promocion', antes: p.promocion?.nombre, despues: '' },
        { accion: 'cambiar', campo: 'caracteristica', antes: '', despues: 'Diabetes' },
        { accion: 'cambiar', campo: 'precio', antes: '45000', despues: '39900' },
        { accion: 'cambiar', campo: 'stock', antes: '', despues: '12' },
        { accion: 'cambiar', campo: 'iva', antes: '19', despues: '5' },
        // a long text is recorded as changed, not copied
        { accion: 'cambiar', campo: 'ficha_tecnica', antes: null, despues: null },
      ]),
    );
    for (const cambio of succes) {
      expect(cambio).toMatchObject({ producto_id: p.id, cuenta_id: admin.id, cuenta_nombre: 'Laura Gómez' });
      expect(cambio.origen).toBe('panel');
      expect(Date.parse(cambio.created_at)).toBeGreaterThanOrEqual(antes - 1000);
    }

    // the stock set back to sin control de inventario, by another admin: the newest change comes first
    const otroAdmin = await makeAdmin({ nombre: '', apellido: '', name: 'Soporte' });
    expect((await actualizar(otroAdmin.token, { id: p.id, stock: '', stock_minimo: 3 })).status).toBe(200);
    const despues = await historial(p.id, admin.token);
    expect(despues.total).toBe(10);
    expect(despues.succes.slice(0, 2).map(que)).toEqual(
      expect.arrayContaining([
        { accion: 'cambiar', campo: 'stock', antes: '12', despues: '' },
        { accion: 'cambiar', campo: 'stock_minimo', antes: '1', despues: '3' },
      ]),
    );
    expect(despues.succes[0].cuenta_nombre).toBe('Soporte');
  });

  it('records nothing when an update changes no field or is refused', async () => {
    const admin = await laura();
    const p = await makeProducto({ precio: 20000 });
    const fila = { id: p.id, nombre: p.nombre, id_marca: p.id_marca, precio: '20000', estado: '1', iva: 19 };
    expect((await actualizar(admin.token, fila)).status).toBe(200);
    expect((await actualizar(admin.token, { ...fila, precio: '10.5' })).status).toBe(422);
    expect((await actualizar(admin.token, { ...fila, precio: '30000', id_marca: 99999999 })).status).toBe(422);
    expect((await actualizar(admin.token, { ...fila, precio: '30000', stock: -1 })).status).toBe(422);
    expect((await historial(p.id, admin.token)).total).toBe(0);
  });

  it('is written in the same batch as the change: a change that fails leaves no record', async () => {
    const admin = await laura();
    const p = await makeProducto({ precio: 20000 });
    // a fault of the database in the update itself, after the historial's statement
    await env.DB.exec(
      "CREATE TRIGGER falla_prueba BEFORE UPDATE ON productos WHEN NEW.nombre = 'Falla' BEGIN SELECT RAISE(ABORT, 'falla'); END",
    );
    try {
      const res = await call('/api/producto/update', {
        token: admin.token,
        body: { id: p.id, nombre: 'Falla', precio: '30000' },
      });
      expect(res.status).toBe(500);
    } finally {
      await env.DB.exec('DROP TRIGGER falla_prueba');
    }
    const [guardado] = await db().select().from(schema.productos).where(eq(schema.productos.id, p.id));
    expect(guardado.precio).toBe(20000);
    expect((await historial(p.id, admin.token)).total).toBe(0);
  });

  it('records the creation of a producto and each new image', async () => {
    const admin = await laura();
    const [marca] = await db().insert(schema.marcas).values({ nombre: 'MK' }).returning();
    const creado = await callJson('/api/producto/create', {
      token: admin.token,
      body: { nombre: 'Tensiómetro digital', id_marca: marca.id, precio: '89000', 'fotos[]': pngFile() },
    });
    expect(creado.status).toBe(201);
    const id = creado.json.succes.id as number;
    const imagen = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: id, imagen: 2, file: pngFile() },
    });
    expect(imagen.status).toBe(200);
    const falsa = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: id, imagen: 3, file: fakeImage() },
    });
    expect(falsa.status).toBe(422);

    const { succes } = await historial(id, admin.token);
    expect(succes.map(que)).toEqual([
      { accion: 'cambiar', campo: 'imagen2', antes: null, despues: null },
      { accion: 'crear', campo: null, antes: null, despues: 'Tensiómetro digital' },
    ]);
    expect(succes[1]).toMatchObject({ producto_id: id, cuenta_id: admin.id, cuenta_nombre: 'Laura Gómez' });
  });

  it('records the rows a CSV import creates or updates, from the csv, and none it refuses', async () => {
    const admin = await laura();
    const p = await makeProducto({ precio: 10000 });
    const texto = [
      'id;nombre;marca;precio;estado',
      `${p.id};${p.nombre};${p.marca.nombre};12500;0`,
      `;Termómetro importado ${p.id};${p.marca.nombre};15000;`,
      `;Sin marca;Marca que no existe;5000;`,
    ].join('\r\n');
    const { status, json } = await callJson('/api/producto/import.csv', {
      token: admin.token,
      body: { file: new File([texto], 'productos.csv', { type: 'text/csv' }) },
    });
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({ creados: 1, actualizados: 1 });

    const actualizado = await historial(p.id, admin.token);
    expect(actualizado.succes.map(que)).toEqual(
      expect.arrayContaining([
        { accion: 'cambiar', campo: 'precio', antes: '10000', despues: '12500' },
        { accion: 'cambiar', campo: 'estado', antes: '1', despues: '0' },
      ]),
    );
    expect(actualizado.total).toBe(2);
    expect(actualizado.succes.every((c) => c.origen === 'csv' && c.cuenta_nombre === 'Laura Gómez')).toBe(true);

    const [nuevo] = await db()
      .select({ id: schema.productos.id })
      .from(schema.productos)
      .where(eq(schema.productos.nombre, `Termómetro importado ${p.id}`));
    const creado = await historial(nuevo.id, admin.token);
    expect(creado.succes.map((c) => ({ ...que(c), origen: c.origen }))).toEqual([
      { accion: 'crear', campo: null, antes: null, despues: `Termómetro importado ${p.id}`, origen: 'csv' },
    ]);
    const rechazados = await db()
      .select()
      .from(schema.productoHistorial)
      .where(eq(schema.productoHistorial.despues, 'Sin marca'));
    expect(rechazados).toEqual([]);
  });
});

describe('GET /api/producto/historial', () => {
  it('is for admins only', async () => {
    const p = await makeProducto();
    expect((await call(`/api/producto/historial?id=${p.id}`)).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await call(`/api/producto/historial?id=${p.id}`, { token: profesional.token })).status).toBe(403);
  });

  it('answers 404 for an unknown producto and 422 for a bad id or page', async () => {
    const admin = await makeAdmin();
    const nadie = await callJson('/api/producto/historial?id=99999999', { token: admin.token });
    expect(nadie.status).toBe(404);
    expect(nadie.json.message).toBe('El producto no existe o no está disponible.');
    for (const query of ['id=abc', 'id=', 'id=1&page=0', 'id=1&limit=500']) {
      const malo = await callJson(`/api/producto/historial?${query}`, { token: admin.token });
      expect(malo.status, query).toBe(422);
    }
  });

  it('pages the changes, the newest first', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto();
    await insertarEnBloques(
      schema.productoHistorial,
      Array.from({ length: 25 }, (_, i) => ({
        producto_id: p.id,
        cuenta_id: admin.id,
        cuenta_nombre: 'Laura Gómez',
        accion: 'cambiar',
        campo: 'precio',
        antes: String(1000 + i),
        despues: String(1001 + i),
      })),
    );
    const primera = await historial(p.id, admin.token, '&limit=10');
    expect(primera).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(primera.succes.map((c) => c.despues)).toEqual(Array.from({ length: 10 }, (_, i) => String(1025 - i)));
    const ultima = await historial(p.id, admin.token, '&limit=10&page=3');
    expect(ultima.succes.map((c) => c.despues)).toEqual(['1005', '1004', '1003', '1002', '1001']);
    expect((await historial(p.id, admin.token)).limit).toBe(20);
  });
});
