import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const promocion = async (porcentaje = 10, activo = 1) =>
  (
    await db()
      .insert(schema.promociones)
      .values({ nombre: `Promo ${unico()}`, porcentaje, activo })
      .returning()
  )[0];

describe('GET /api/promocion/index', () => {
  it('lists promotions publicly with numeric porcentaje and activo', async () => {
    const p = await promocion(25, 0);
    const { status, json } = await callJson('/api/promocion/index');
    expect(status).toBe(200);
    expect(json.succes).toContainEqual({ id: p.id, nombre: p.nombre, porcentaje: 25, activo: 0 });
  });
});

describe('POST /api/promocion/find', () => {
  it('answers a single object and 404 for an unknown id', async () => {
    const p = await promocion(15);
    const { status, json } = await callJson('/api/promocion/find', { body: { id: p.id } });
    expect(status).toBe(200);
    expect(json.succes).toEqual({ id: p.id, nombre: p.nombre, porcentaje: 15, activo: 1 });
    expect((await callJson('/api/promocion/find', { body: { id: 99999999 } })).status).toBe(404);
  });
});

describe('POST /api/promocion/create', () => {
  for (const encoding of ENCODINGS) {
    it(`always creates the promotion active, even when told otherwise (${encoding})`, async () => {
      const admin = await makeAdmin();
      const nombre = `Black Friday ${unico()}`;
      const { status, json } = await callJson('/api/promocion/create', {
        token: admin.token,
        encoding,
        body: { nombre, porcentaje: 30, activo: 0 },
      });
      expect(status).toBe(201);
      expect(json.message).toBe('La promoción se guardó de manera correcta');
      expect(json.succes).toEqual({ id: expect.any(Number), nombre, porcentaje: 30, activo: 1 });
    });
  }

  it('refuses a percent outside 0–100, a fraction or none, and a blank name', async () => {
    const admin = await makeAdmin();
    for (const porcentaje of ['101', '-1', '12.5', 'diez', '']) {
      const r = await callJson('/api/promocion/create', { token: admin.token, body: { nombre: 'X', porcentaje } });
      expect(r.status, porcentaje).toBe(422);
      expect(r.json.errors.porcentaje).toBeDefined();
    }
    const cero = await callJson('/api/promocion/create', {
      token: admin.token,
      body: { nombre: 'Sin', porcentaje: 0 },
    });
    expect(cero.status).toBe(201);
    const cien = await callJson('/api/promocion/create', {
      token: admin.token,
      body: { nombre: 'Todo', porcentaje: 100 },
    });
    expect(cien.status).toBe(201);
    const sinNombre = await callJson('/api/promocion/create', {
      token: admin.token,
      body: { nombre: ' ', porcentaje: 10 },
    });
    expect(sinNombre.status).toBe(422);
    expect(sinNombre.json.errors.nombre).toBeDefined();
  });

  it('is staff-only', async () => {
    expect((await callJson('/api/promocion/create', { body: { nombre: 'X', porcentaje: 5 } })).status).toBe(401);
    const profesional = await makeCuenta();
    const r = await callJson('/api/promocion/create', {
      token: profesional.token,
      body: { nombre: 'X', porcentaje: 5 },
    });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/promocion/update', () => {
  it('changes name, percent and activo, and an inactive promotion stops discounting its products', async () => {
    const admin = await makeAdmin();
    const creada = await promocion(20);
    const [m] = await db().insert(schema.marcas).values({ nombre: 'M1' }).returning();
    const [p] = await db()
      .insert(schema.productos)
      .values({ nombre: 'P', id_marca: m.id, id_promocion: creada.id, precio: 10000 })
      .returning();
    const antes = await callJson(`/api/producto/find?id=${p.id}`);
    expect(antes.json.succes).toMatchObject({ porcentaje: 20, precio_final: 8000 });

    const { status, json } = await callJson('/api/promocion/update', {
      token: admin.token,
      body: { id: creada.id, nombre: 'Renombrada', porcentaje: 50, activo: 0 },
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      succes: { id: creada.id, nombre: 'Renombrada', porcentaje: 50, activo: 0 },
      message: 'La promoción se actualizó de manera correcta',
    });
    const despues = await callJson(`/api/producto/find?id=${p.id}`);
    expect(despues.json.succes).toMatchObject({ nombre_promocion: 'Renombrada', porcentaje: 0, precio_final: 10000 });
  });

  it('refuses porcentaje 101, an activo other than 0/1, and an unknown promotion', async () => {
    const admin = await makeAdmin();
    const creada = await promocion();
    const pct = await callJson('/api/promocion/update', {
      token: admin.token,
      body: { id: creada.id, nombre: 'X', porcentaje: 101, activo: 1 },
    });
    expect(pct.status).toBe(422);
    const act = await callJson('/api/promocion/update', {
      token: admin.token,
      body: { id: creada.id, nombre: 'X', porcentaje: 10, activo: 2 },
    });
    expect(act.status).toBe(422);
    const nadie = await callJson('/api/promocion/update', {
      token: admin.token,
      body: { id: 99999999, nombre: 'X', porcentaje: 10, activo: 1 },
    });
    expect(nadie.status).toBe(404);
    const [igual] = await db().select().from(schema.promociones).where(eq(schema.promociones.id, creada.id));
    expect(igual).toMatchObject({ nombre: creada.nombre, porcentaje: 10 });
  });

  it('is staff-only', async () => {
    const creada = await promocion();
    const profesional = await makeCuenta();
    const r = await callJson('/api/promocion/update', {
      token: profesional.token,
      body: { id: creada.id, nombre: 'X', porcentaje: 10, activo: 1 },
    });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/promocion/delete', () => {
  it('deletes an unused promotion with the spec message', async () => {
    const admin = await makeAdmin();
    const creada = await promocion();
    const { status, json } = await callJson('/api/promocion/delete', { token: admin.token, body: { id: creada.id } });
    expect(status).toBe(200);
    expect(json.message).toBe('Se eliminó la promoción de forma correcta');
    expect(await db().select().from(schema.promociones).where(eq(schema.promociones.id, creada.id))).toEqual([]);
  });

  it('refuses with 409 a promotion assigned to a product', async () => {
    const admin = await makeAdmin();
    const creada = await promocion();
    const [m] = await db().insert(schema.marcas).values({ nombre: 'M2' }).returning();
    await db().insert(schema.productos).values({ nombre: 'P', id_marca: m.id, id_promocion: creada.id, precio: 1000 });
    const { status, json } = await callJson('/api/promocion/delete', { token: admin.token, body: { id: creada.id } });
    expect(status).toBe(409);
    expect(json.message).toMatch(/promoción no esté asignada a un producto/);
    expect(await db().select().from(schema.promociones).where(eq(schema.promociones.id, creada.id))).toHaveLength(1);
  });

  it('is staff-only', async () => {
    const creada = await promocion();
    expect((await callJson('/api/promocion/delete', { body: { id: creada.id } })).status).toBe(401);
    const profesional = await makeCuenta();
    const r = await callJson('/api/promocion/delete', { token: profesional.token, body: { id: creada.id } });
    expect(r.status).toBe(403);
  });
});
