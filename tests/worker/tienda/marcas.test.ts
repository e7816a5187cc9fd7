import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const marca = async (nombre = `Marca ${unico()}`) =>
  (await db().insert(schema.marcas).values({ nombre }).returning())[0];

describe('GET /api/marcas/index', () => {
  it('lists brands publicly as {id, nombre}, sorted by name ignoring accents and case', async () => {
    const u = unico();
    const z = await marca(`zeta ${u}`);
    const a = await marca(`Ácido ${u}`);
    const b = await marca(`bayer ${u}`);
    const { status, json } = await callJson('/api/marcas/index');
    expect(status).toBe(200);
    const mias = json.succes.filter((m: { nombre: string }) => m.nombre.endsWith(u));
    expect(mias).toEqual([
      { id: a.id, nombre: a.nombre },
      { id: b.id, nombre: b.nombre },
      { id: z.id, nombre: z.nombre },
    ]);
  });

  it('with en_uso=1 lists only the brands some active product has', async () => {
    const u = unico();
    const conProducto = await marca(`Con ${u}`);
    const soloInactivo = await marca(`Inactiva ${u}`);
    const vacia = await marca(`Vacía ${u}`);
    await db()
      .insert(schema.productos)
      .values([
        { nombre: `P ${u}`, id_marca: conProducto.id, precio: 1000, estado: '1' },
        { nombre: `Q ${u}`, id_marca: soloInactivo.id, precio: 1000, estado: '0' },
      ]);
    const mias = (json: { succes: { id: number; nombre: string }[] }) =>
      json.succes.filter((m) => m.nombre.endsWith(u)).map((m) => m.id);
    expect(mias((await callJson('/api/marcas/index')).json)).toEqual([conProducto.id, soloInactivo.id, vacia.id]);
    expect(mias((await callJson('/api/marcas/index?en_uso=1')).json)).toEqual([conProducto.id]);
    const malo = await callJson('/api/marcas/index?en_uso=talvez');
    expect(malo.status).toBe(422);
    expect(malo.json.errors.en_uso).toEqual(['El campo en_uso debe ser 0 o 1.']);
  });
});

describe('POST /api/marcas/find', () => {
  it('answers a single object, publicly, and 404 for an unknown id', async () => {
    const m = await marca('Genfar');
    const { status, json } = await callJson('/api/marcas/find', { body: { id: m.id } });
    expect(status).toBe(200);
    expect(json.succes).toEqual({ id: m.id, nombre: 'Genfar' });
    expect((await callJson('/api/marcas/find', { body: { id: 99999999 } })).status).toBe(404);
    expect((await callJson('/api/marcas/find', { body: {} })).status).toBe(422);
  });
});

describe('POST /api/marcas/create', () => {
  for (const encoding of ENCODINGS) {
    it(`creates a brand from a ${encoding} body and answers it with the spec message`, async () => {
      const admin = await makeAdmin();
      const nombre = `  Tecnoquímicas ${unico()} `;
      const { status, json } = await callJson('/api/marcas/create', { token: admin.token, encoding, body: { nombre } });
      expect(status).toBe(201);
      expect(json.message).toBe('Marca guardada con éxito');
      expect(json.succes).toEqual({ id: expect.any(Number), nombre: nombre.trim() });
      const [guardada] = await db().select().from(schema.marcas).where(eq(schema.marcas.id, json.succes.id));
      expect(guardada.nombre).toBe(nombre.trim());
    });
  }

  it('refuses a blank name or one over 80 characters with 422', async () => {
    const admin = await makeAdmin();
    const vacia = await callJson('/api/marcas/create', { token: admin.token, body: { nombre: '  ' } });
    expect(vacia.status).toBe(422);
    expect(vacia.json.errors.nombre[0]).toMatch(/obligatorio/);
    const larga = await callJson('/api/marcas/create', { token: admin.token, body: { nombre: 'x'.repeat(81) } });
    expect(larga.status).toBe(422);
  });

  it('is staff-only: 401 anonymous, 403 professional', async () => {
    expect((await callJson('/api/marcas/create', { body: { nombre: 'X' } })).status).toBe(401);
    const profesional = await makeCuenta();
    const r = await callJson('/api/marcas/create', { token: profesional.token, body: { nombre: 'X' } });
    expect(r.status).toBe(403);
  });
});

describe('POST /api/marcas/update', () => {
  it('renames a brand, and its products show the new name', async () => {
    const admin = await makeAdmin();
    const m = await marca();
    const [p] = await db().insert(schema.productos).values({ nombre: 'Gel', id_marca: m.id, precio: 5000 }).returning();
    const { status, json } = await callJson('/api/marcas/update', {
      token: admin.token,
      body: { id: m.id, nombre: 'Nueva Marca' },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ succes: { id: m.id, nombre: 'Nueva Marca' }, message: 'Marca actualizada con éxito' });
    const producto = await callJson(`/api/producto/find?id=${p.id}`);
    expect(producto.json.succes.nombre_marca).toBe('Nueva Marca');
  });

  it('answers 404 for an unknown brand, 422 for a blank name, 403 for a professional', async () => {
    const admin = await makeAdmin();
    const m = await marca();
    const nadie = await callJson('/api/marcas/update', { token: admin.token, body: { id: 99999999, nombre: 'X' } });
    expect(nadie.status).toBe(404);
    expect((await callJson('/api/marcas/update', { token: admin.token, body: { id: m.id, nombre: '' } })).status).toBe(
      422,
    );
    const profesional = await makeCuenta();
    const r = await callJson('/api/marcas/update', { token: profesional.token, body: { id: m.id, nombre: 'X' } });
    expect(r.status).toBe(403);
    const [igual] = await db().select().from(schema.marcas).where(eq(schema.marcas.id, m.id));
    expect(igual.nombre).toBe(m.nombre);
  });
});

describe('POST /api/marcas/delete', () => {
  it('deletes an unused brand', async () => {
    const admin = await makeAdmin();
    const m = await marca();
    const { status, json } = await callJson('/api/marcas/delete', { token: admin.token, body: { id: m.id } });
    expect(status).toBe(200);
    expect(json.succes).toEqual({ id: m.id, nombre: m.nombre });
    expect(await db().select().from(schema.marcas).where(eq(schema.marcas.id, m.id))).toEqual([]);
    expect((await callJson('/api/marcas/delete', { token: admin.token, body: { id: m.id } })).status).toBe(404);
  });

  it('refuses with 409 and the spec message a brand assigned to a product, keeping it', async () => {
    const admin = await makeAdmin();
    const m = await marca();
    await db().insert(schema.productos).values({ nombre: 'Jarabe', id_marca: m.id, precio: 8000 });
    const { status, json } = await callJson('/api/marcas/delete', { token: admin.token, body: { id: m.id } });
    expect(status).toBe(409);
    expect(json.message).toBe(
      'Se generó un error al eliminarlo, verifique que esta marca no esté asignada a un producto',
    );
    expect(await db().select().from(schema.marcas).where(eq(schema.marcas.id, m.id))).toHaveLength(1);
  });

  it('is staff-only', async () => {
    const m = await marca();
    expect((await callJson('/api/marcas/delete', { body: { id: m.id } })).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await callJson('/api/marcas/delete', { token: profesional.token, body: { id: m.id } })).status).toBe(403);
  });
});

describe('brand names are unique whatever their case, accents and signs', () => {
  it('refuses creating a brand another has as «Bioquímica» with 409 and a Spanish message, and creates nothing', async () => {
    const admin = await makeAdmin();
    const u = unico();
    const existente = await marca(`Bioquímica ${u}`);
    for (const nombre of [`BIOQUIMICA ${u}`, `bioquímica  ${u.toUpperCase()}.`, `Bio-química ${u}`.replace('-', '')]) {
      const { status, json } = await callJson('/api/marcas/create', { token: admin.token, body: { nombre } });
      expect(status, nombre).toBe(409);
      expect(json.error).toBe('marca_repetida');
      const mensaje = `Ya existe la marca «${existente.nombre}» (las mayúsculas, tildes y signos no cuentan). Use esa marca o escriba otro nombre.`;
      expect(json.message).toBe(mensaje);
      expect(json.errors).toEqual({ nombre: [mensaje] });
    }
    const todas = await db().select().from(schema.marcas);
    expect(todas.filter((m) => m.nombre.toLowerCase().includes(u.toLowerCase()))).toHaveLength(1);
  });

  it('stores the normalised name of a brand it creates, so a different one is still welcome', async () => {
    const admin = await makeAdmin();
    const u = unico();
    const creada = await callJson('/api/marcas/create', { token: admin.token, body: { nombre: `Él & Ñandú ${u}` } });
    expect(creada.status).toBe(201);
    const [fila] = await db().select().from(schema.marcas).where(eq(schema.marcas.id, creada.json.succes.id));
    expect(fila.nombre_normalizado).toBe(`el nandu ${u}`);
    const otra = await callJson('/api/marcas/create', { token: admin.token, body: { nombre: `Él & Ñandú ${u} 2` } });
    expect(otra.status).toBe(201);
  });

  it('refuses renaming a brand to another one’s name with 409, and lets a brand change its own case', async () => {
    const admin = await makeAdmin();
    const u = unico();
    const genfar = await marca(`Genfar ${u}`);
    const mk = await marca(`MK ${u}`);
    const choque = await callJson('/api/marcas/update', {
      token: admin.token,
      body: { id: mk.id, nombre: `GENFÁR ${u}` },
    });
    expect(choque.status).toBe(409);
    expect(choque.json.message).toContain(`«${genfar.nombre}»`);
    const [igual] = await db().select().from(schema.marcas).where(eq(schema.marcas.id, mk.id));
    expect(igual.nombre).toBe(mk.nombre);

    const propia = await callJson('/api/marcas/update', {
      token: admin.token,
      body: { id: genfar.id, nombre: `GENFAR ${u}` },
    });
    expect(propia.status).toBe(200);
    expect(propia.json.succes.nombre).toBe(`GENFAR ${u}`);
  });

  it('refuses with 422 a name with no letter or digit to compare', async () => {
    const admin = await makeAdmin();
    const { status, json } = await callJson('/api/marcas/create', { token: admin.token, body: { nombre: '***' } });
    expect(status).toBe(422);
    expect(json.errors.nombre).toEqual(['El nombre de la marca debe tener al menos una letra o un número.']);
  });

  it('holds in the database too: a row written without the app gets its name normalised and a twin is refused', async () => {
    const u = unico();
    const [fila] = await db()
      .insert(schema.marcas)
      .values({ nombre: `Laboratorios Ñ.Ó. O’Brien ${u}` })
      .returning();
    expect(fila.nombre_normalizado).toBeNull(); // returning() reads the row before the trigger's update
    const [leida] = await db().select().from(schema.marcas).where(eq(schema.marcas.id, fila.id));
    expect(leida.nombre_normalizado).toBe(normalizar(fila.nombre));
    const gemela = await db()
      .insert(schema.marcas)
      .values({ nombre: `LABORATORIOS N O O BRIEN ${u}` })
      .then(
        () => null,
        (err: Error) => String(err.cause),
      );
    expect(gemela).toMatch(/UNIQUE constraint failed: marcas\.nombre_normalizado/);
  });

  it('two admins creating the same brand at once make one brand; the other gets 409', async () => {
    const admin = await makeAdmin();
    const nombre = `Simultánea ${unico()}`;
    const respuestas = await Promise.all(
      [nombre, nombre.toUpperCase()].map((n) =>
        callJson('/api/marcas/create', { token: admin.token, body: { nombre: n } }),
      ),
    );
    expect(respuestas.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
