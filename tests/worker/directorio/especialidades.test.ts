import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
/** A name no other test uses (slugs are unique). */
const unico = (base: string) => `${base} ${Date.now().toString(36)}${(n++).toString(36)}`;

async function especialidad(nombre = unico('Especialidad')) {
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre, slug: normalizar(nombre) })
    .returning();
  return row;
}

describe('GET /api/especialidades/all', () => {
  it('lists every specialty publicly, {id, nombre}, in Spanish alphabetical order', async () => {
    const sufijo = unico('');
    const nombres = [`Ñandú${sufijo}`, `Nutrición${sufijo}`, `Ortopedia${sufijo}`, `Árbol${sufijo}`];
    for (const nombre of nombres) await especialidad(nombre);
    const { status, json } = await callJson('/api/especialidades/all');
    expect(status).toBe(200);
    const mias = json.succes.filter((e: any) => e.nombre.endsWith(sufijo));
    expect(mias.map((e: any) => e.nombre)).toEqual([
      `Árbol${sufijo}`,
      `Nutrición${sufijo}`,
      `Ñandú${sufijo}`,
      `Ortopedia${sufijo}`,
    ]);
    expect(Object.keys(mias[0]).sort()).toEqual(['id', 'nombre']);
    expect(typeof mias[0].id).toBe('number');
  });
});

describe('POST /api/especialidad/create', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a specialty from a ${encoding} body and keeps its slug`, async () => {
      const admin = await makeAdmin();
      const nombre = unico('Cardiología Pediátrica');
      const { status, json } = await callJson('/api/especialidad/create', {
        body: { nombre: `  ${nombre} ` },
        encoding,
        token: admin.token,
      });
      expect(status).toBe(201);
      expect(json.succes).toMatchObject({ nombre });
      const [row] = await db().select().from(schema.especialidades).where(eq(schema.especialidades.id, json.succes.id));
      expect(row.slug).toBe(normalizar(nombre));
      expect(row.slug).toMatch(/^cardiologia pediatrica /);
    });
  }

  it('refuses an empty name with the specification message', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/especialidad/create', { body: { nombre: '  ' }, token: admin.token });
    expect(status).toBe(422);
    expect(json.errors.nombre).toEqual(['Falta el nombre de la especialidad']);
  });

  it('refuses a name without letters or digits', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/especialidad/create', {
      body: { nombre: '¡¡!!' },
      token: admin.token,
    });
    expect(status).toBe(422);
    expect(json.errors.nombre[0]).toMatch(/letras o números/);
  });

  it('refuses the same name spelled with other accents or case with 409', async () => {
    const admin = await makeAdmin();
    const nombre = unico('Dermatología');
    await especialidad(nombre);
    const { status, json } = await callJson('/api/especialidad/create', {
      body: { nombre: nombre.toUpperCase().replace('Í', 'I') },
      token: admin.token,
    });
    expect(status).toBe(409);
    expect(json.message).toBe('Ya existe una especialidad con ese nombre.');
  });

  it('answers 401 to an anonymous caller and 403 to a professional', async () => {
    const pro = await makeCuenta();
    const anon = await callJson('/api/especialidad/create', { body: { nombre: unico('X') } });
    expect(anon.status).toBe(401);
    const forbidden = await callJson('/api/especialidad/create', { body: { nombre: unico('X') }, token: pro.token });
    expect(forbidden.status).toBe(403);
  });
});

describe('POST /api/especialidad/update', () => {
  for (const encoding of ENCODINGS) {
    it(`renames a specialty from the whole row posted back as ${encoding}`, async () => {
      const admin = await makeAdmin();
      const row = await especialidad();
      const nombre = unico('Urología');
      const { status, json } = await callJson('/api/especialidad/update', {
        body: { id: row.id, nombre, created_at: row.created_at, updated_at: row.updated_at },
        encoding,
        token: admin.token,
      });
      expect(status).toBe(200);
      expect(json.succes).toMatchObject({ id: row.id, nombre });
      const [saved] = await db().select().from(schema.especialidades).where(eq(schema.especialidades.id, row.id));
      expect(saved.slug).toBe(normalizar(nombre));
      expect(saved.updated_at >= row.updated_at).toBe(true);
    });
  }

  it('refuses empty text with the specification message', async () => {
    const admin = await makeAdmin();
    const row = await especialidad();
    const { status, json } = await callJson('/api/especialidad/update', {
      body: { id: row.id, nombre: '' },
      token: admin.token,
    });
    expect(status).toBe(422);
    expect(json.errors.nombre).toEqual(['No hay texto, no se actualizará']);
  });

  it('refuses taking the name of another specialty with 409', async () => {
    const admin = await makeAdmin();
    const a = await especialidad();
    const b = await especialidad();
    const { status } = await callJson('/api/especialidad/update', {
      body: { id: b.id, nombre: a.nombre },
      token: admin.token,
    });
    expect(status).toBe(409);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const admin = await makeAdmin();
    const unknown = await callJson('/api/especialidad/update', {
      body: { id: 999999, nombre: 'X' },
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    const bad = await callJson('/api/especialidad/update', { body: { id: 'abc', nombre: 'X' }, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.id).toBeDefined();
  });

  it('answers 403 to a professional', async () => {
    const pro = await makeCuenta();
    const row = await especialidad();
    const { status } = await callJson('/api/especialidad/update', {
      body: { id: row.id, nombre: 'Y' },
      token: pro.token,
    });
    expect(status).toBe(403);
  });
});

describe('POST /api/especialidad/delete', () => {
  for (const encoding of ENCODINGS) {
    it(`deletes an unused specialty (${encoding})`, async () => {
      const admin = await makeAdmin();
      const row = await especialidad();
      const { status } = await callJson('/api/especialidad/delete', {
        body: { id: row.id },
        encoding,
        token: admin.token,
      });
      expect(status).toBe(200);
      const left = await db().select().from(schema.especialidades).where(eq(schema.especialidades.id, row.id));
      expect(left).toEqual([]);
    });
  }

  it('refuses to delete a specialty professionals use with 409 and keeps it', async () => {
    const admin = await makeAdmin();
    const row = await especialidad();
    await makeCuenta({ especialidad_id: row.id, activo: 0 });
    const { status, json } = await callJson('/api/especialidad/delete', { body: { id: row.id }, token: admin.token });
    expect(status).toBe(409);
    expect(json.message).toMatch(/especialistas que la tienen asignada/);
    const left = await db().select().from(schema.especialidades).where(eq(schema.especialidades.id, row.id));
    expect(left).toHaveLength(1);
  });

  it('answers 404 for an unknown specialty', async () => {
    const admin = await makeAdmin();
    const { status } = await callJson('/api/especialidad/delete', { body: { id: 987654 }, token: admin.token });
    expect(status).toBe(404);
  });

  it('answers 401 anonymous and 403 to a professional, deleting nothing', async () => {
    const pro = await makeCuenta();
    const row = await especialidad();
    expect((await callJson('/api/especialidad/delete', { body: { id: row.id } })).status).toBe(401);
    expect((await callJson('/api/especialidad/delete', { body: { id: row.id }, token: pro.token })).status).toBe(403);
    const left = await db().select().from(schema.especialidades).where(eq(schema.especialidades.id, row.id));
    expect(left).toHaveLength(1);
  });
});
