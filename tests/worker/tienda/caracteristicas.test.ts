import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const caracteristica = async (nombre = `Caract ${unico()}`) =>
  (await db().insert(schema.caracteristicas).values({ nombre }).returning())[0];
const OBLIGATORIO = 'Nombre de la característica es obligatorio';

describe('GET /api/caracteristica/all', () => {
  it('lists characteristics publicly as {id, nombre}', async () => {
    const c = await caracteristica();
    const { status, json } = await callJson('/api/caracteristica/all');
    expect(status).toBe(200);
    expect(json.succes).toContainEqual({ id: c.id, nombre: c.nombre });
    for (const row of json.succes) expect(Object.keys(row)).toEqual(['id', 'nombre']);
  });

  it('with en_uso=1 lists only the characteristics some active product has', async () => {
    const usada = await caracteristica();
    const soloInactivo = await caracteristica();
    const libre = await caracteristica();
    const [m] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Marca ${unico()}` })
      .returning();
    await db()
      .insert(schema.productos)
      .values([
        { nombre: `P ${unico()}`, id_marca: m.id, id_caract: usada.id, precio: 1000, estado: '1' },
        { nombre: `Q ${unico()}`, id_marca: m.id, id_caract: soloInactivo.id, precio: 1000, estado: '0' },
      ]);
    const ids = (await callJson('/api/caracteristica/all?en_uso=1')).json.succes.map((c: { id: number }) => c.id);
    expect(ids).toContain(usada.id);
    expect(ids).not.toContain(soloInactivo.id);
    expect(ids).not.toContain(libre.id);
    expect((await callJson('/api/caracteristica/all')).json.succes.map((c: { id: number }) => c.id)).toContain(
      libre.id,
    );
  });
});

describe('POST /api/caracteristica/create', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a characteristic from a ${encoding} body`, async () => {
      const admin = await makeAdmin();
      const nombre = `Vitaminas ${unico()}`;
      const { status, json } = await callJson('/api/caracteristica/create', {
        token: admin.token,
        encoding,
        body: { nombre },
      });
      expect(status).toBe(201);
      expect(json).toEqual({ succes: { id: expect.any(Number), nombre }, message: 'Se creó de forma correcta' });
    });
  }

  it('refuses an empty name with the spec message', async () => {
    const admin = await makeAdmin();
    for (const body of [{ nombre: '' }, { nombre: '   ' }, {}]) {
      const { status, json } = await callJson('/api/caracteristica/create', { token: admin.token, body });
      expect(status).toBe(422);
      expect(json.message).toBe(OBLIGATORIO);
    }
  });

  it('is staff-only', async () => {
    expect((await callJson('/api/caracteristica/create', { body: { nombre: 'X' } })).status).toBe(401);
    const profesional = await makeCuenta();
    const r = await callJson('/api/caracteristica/create', { token: profesional.token, body: { nombre: 'X' } });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/caracteristica/update', () => {
  it('renames a characteristic and refuses a blank name', async () => {
    const admin = await makeAdmin();
    const c = await caracteristica();
    const ok = await callJson('/api/caracteristica/update', {
      token: admin.token,
      body: { id: c.id, nombre: 'Digestión' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ succes: { id: c.id, nombre: 'Digestión' }, message: 'Actualizado con éxito' });
    const vacia = await callJson('/api/caracteristica/update', { token: admin.token, body: { id: c.id, nombre: '' } });
    expect(vacia.status).toBe(422);
    expect(vacia.json.message).toBe(OBLIGATORIO);
    const [guardada] = await db().select().from(schema.caracteristicas).where(eq(schema.caracteristicas.id, c.id));
    expect(guardada.nombre).toBe('Digestión');
    const nadie = await callJson('/api/caracteristica/update', {
      token: admin.token,
      body: { id: 99999999, nombre: 'X' },
    });
    expect(nadie.status).toBe(404);
  });

  it('is staff-only', async () => {
    const c = await caracteristica();
    const profesional = await makeCuenta();
    const r = await callJson('/api/caracteristica/update', {
      token: profesional.token,
      body: { id: c.id, nombre: 'X' },
    });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/caracteristica/delete', () => {
  it('deletes an unused characteristic', async () => {
    const admin = await makeAdmin();
    const c = await caracteristica();
    const { status } = await callJson('/api/caracteristica/delete', { token: admin.token, body: { id: c.id } });
    expect(status).toBe(200);
    expect(await db().select().from(schema.caracteristicas).where(eq(schema.caracteristicas.id, c.id))).toEqual([]);
  });

  it('refuses with 409 a characteristic assigned to a product', async () => {
    const admin = await makeAdmin();
    const c = await caracteristica();
    const [m] = await db().insert(schema.marcas).values({ nombre: 'M' }).returning();
    await db().insert(schema.productos).values({ nombre: 'P', id_marca: m.id, id_caract: c.id, precio: 1000 });
    const { status, json } = await callJson('/api/caracteristica/delete', { token: admin.token, body: { id: c.id } });
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Se generó un error al eliminarlo, verifique que esta característica no esté asignada a un producto',
    );
    expect(await db().select().from(schema.caracteristicas).where(eq(schema.caracteristicas.id, c.id))).toHaveLength(1);
  });

  it('is staff-only', async () => {
    const c = await caracteristica();
    expect((await callJson('/api/caracteristica/delete', { body: { id: c.id } })).status).toBe(401);
    const profesional = await makeCuenta();
    const r = await callJson('/api/caracteristica/delete', { token: profesional.token, body: { id: c.id } });
    expect(r.status).toBe(403);
  });
});
