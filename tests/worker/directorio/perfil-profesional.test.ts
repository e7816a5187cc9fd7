/**
 * What patients decide on (issue 20, items 4 and 7): price, aseguradoras, languages, RETHUS,
 * conditions and meeting link on the profile (`POST /api/users/update`, `GET /api/users`), the
 * catalogue (`GET /api/aseguradoras`), the `aseguradora` filter of the directory, and featuring
 * only professionals with bookable hours.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { horario } from '../agenda-fixtures';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

type Aseguradora = { id: number; nombre: string; slug: string; tipo: string };
const catalogo = async (): Promise<Aseguradora[]> => (await callJson('/api/aseguradoras')).json.succes;
const porSlug = async (slug: string) => (await catalogo()).find((a) => a.slug === slug) as Aseguradora;
const actualizar = (token: string, body: Record<string, unknown>, encoding: (typeof ENCODINGS)[number] = 'json') =>
  callJson('/api/users/update', { token, body: body as never, encoding });

describe('GET /api/aseguradoras', () => {
  it('answers the catalogue: EPS, prepagadas and particular', async () => {
    const { status, json } = await callJson('/api/aseguradoras');
    expect(status).toBe(200);
    const tipos = new Set(json.succes.map((a: Aseguradora) => a.tipo));
    expect(tipos).toEqual(new Set(['eps', 'prepagada', 'particular']));
    expect(json.succes).toContainEqual({ id: expect.any(Number), nombre: 'EPS Sura', slug: 'eps-sura', tipo: 'eps' });
  });
});

describe('POST /api/users/update (what patients decide on)', () => {
  for (const encoding of ENCODINGS)
    it(`stores price, languages, RETHUS, conditions, link and aseguradoras (${encoding})`, async () => {
      const u = await makeCuenta();
      const [sura, colsanitas] = [await porSlug('eps-sura'), await porSlug('colsanitas')];
      const { status, json } = await actualizar(
        u.token,
        {
          precio_consulta: '80.000',
          idiomas: encoding === 'json' ? ['en', 'es'] : 'en,es',
          rethus: 'ab123456',
          condiciones: 'Acné, psoriasis',
          enlace_video: 'https://meet.example.co/dra-gomez',
          aseguradoras: encoding === 'json' ? [sura.id, colsanitas.id] : `${sura.id},${colsanitas.id}`,
        },
        encoding,
      );
      expect(status).toBe(200);
      expect(json.succes).toMatchObject({
        precio_consulta: 80000,
        idiomas: ['es', 'en'],
        rethus: 'AB123456',
        condiciones: 'Acné, psoriasis',
        enlace_video: 'https://meet.example.co/dra-gomez',
      });
      expect(json.succes.aseguradoras.map((a: Aseguradora) => a.slug).sort()).toEqual(['colsanitas', 'eps-sura']);
      const propia = (await callJson('/api/users', { token: u.token })).json;
      expect(propia).toMatchObject({ precio_consulta: 80000, idiomas: ['es', 'en'], rethus: 'AB123456' });
      expect(propia.aseguradoras).toHaveLength(2);
      // the conditions are searchable
      const [fila] = await db().select().from(schema.users).where(eq(schema.users.id, u.id));
      expect(fila.busqueda).toContain('psoriasis');
    });

  it('replaces her aseguradoras, clears them with an empty list, and takes the row posted back unchanged', async () => {
    const u = await makeCuenta();
    const [sura, particular] = [await porSlug('eps-sura'), await porSlug('particular')];
    await actualizar(u.token, { aseguradoras: [sura.id] });
    const cambio = await actualizar(u.token, { aseguradoras: [particular.id] });
    expect(cambio.json.succes.aseguradoras.map((a: Aseguradora) => a.slug)).toEqual(['particular']);
    const fila = (await callJson('/api/users', { token: u.token })).json;
    const devuelta = await actualizar(u.token, { ...fila, precio_consulta: null });
    expect(devuelta.status).toBe(200);
    expect(devuelta.json.succes.aseguradoras.map((a: Aseguradora) => a.slug)).toEqual(['particular']);
    expect(devuelta.json.succes.precio_consulta).toBeNull();
    const vacia = await actualizar(u.token, { aseguradoras: '' });
    expect(vacia.json.succes.aseguradoras).toEqual([]);
  });

  const malos: [string, unknown, RegExp][] = [
    ['precio_consulta', '-5', /entre 0 y 10\.000\.000/],
    ['precio_consulta', '20000000', /entre 0 y 10\.000\.000/],
    ['precio_consulta', 'ochenta', /entre 0 y 10\.000\.000/],
    ['idiomas', 'es,klingon', /idiomas de la lista/],
    ['idiomas', '', /al menos un idioma/],
    ['rethus', 'AB-123', /letras y números/],
    ['rethus', 'A'.repeat(21), /letras y números/],
    ['condiciones', 'x'.repeat(501), /500/],
    ['enlace_video', 'http://meet.example.co/x', /https:\/\//],
    ['enlace_video', 'javascript:alert(1)', /https:\/\//],
    ['aseguradoras', [99_999_999], /aseguradoras de la lista/],
    ['aseguradoras', ['eps-sura'], /aseguradoras de la lista/],
  ];
  for (const [campo, valor, mensaje] of malos)
    it(`refuses ${campo}=${JSON.stringify(valor).slice(0, 30)} with a Spanish 422`, async () => {
      const u = await makeCuenta();
      const { status, json } = await actualizar(u.token, { [campo]: valor });
      expect(status).toBe(422);
      expect(json.errors[campo][0]).toMatch(mensaje);
    });
});

describe('featuring needs bookable hours (item 7)', () => {
  it('refuses to feature a professional without horarios with 409 and a clear message', async () => {
    const admin = await makeAdmin();
    const doc = await makeCuenta();
    const { status, json } = await actualizar(admin.token, { id: doc.id, destacado: 1 });
    expect(status).toBe(409);
    expect(json.message).toMatch(/no tiene horarios/);
    const [fila] = await db().select().from(schema.users).where(eq(schema.users.id, doc.id));
    expect(fila.destacado).toBe(0);

    await horario(doc.id);
    expect((await actualizar(admin.token, { id: doc.id, destacado: 1 })).status).toBe(200);
  });

  it('lets staff un-feature one and change other fields of one without horarios', async () => {
    const admin = await makeAdmin();
    const doc = await makeCuenta({ destacado: 1 });
    expect((await actualizar(admin.token, { id: doc.id, destacado: 0, activo: 1 })).status).toBe(200);
  });

  it('shows in the admin listing who is reservable', async () => {
    const admin = await makeAdmin();
    const con = await makeCuenta({ activo: 0 });
    await horario(con.id);
    const sin = await makeCuenta({ activo: 0 });
    const { json } = await callJson('/api/admin/medicos?page=1&limit=100', { token: admin.token });
    const fila = (id: number) => json.succes.find((r: { id: number }) => r.id === id);
    expect(fila(con.id).reservable).toBe(true);
    expect(fila(sin.id).reservable).toBe(false);
  });
});

/** A specialty of its own (a unique name), so a list filtered by it shows only what the test built. */
async function especialidadPropia(base: string) {
  const nombre = `${base} ${Date.now().toString(36)}`;
  const [esp] = await db()
    .insert(schema.especialidades)
    .values({ nombre, slug: normalizar(nombre) })
    .returning();
  return esp;
}

describe('GET /api/medic/all?aseguradora=', () => {
  it('lists only who accepts that aseguradora, each row with her aseguradoras, languages and price', async () => {
    const esp = await especialidadPropia('Dermatología');
    const [sura, colsanitas] = [await porSlug('eps-sura'), await porSlug('colsanitas')];
    const a = await makeCuenta({ especialidad_id: esp.id, precio_consulta: 90000, idiomas: 'es,en' });
    const b = await makeCuenta({ especialidad_id: esp.id });
    await db()
      .insert(schema.profesionalAseguradoras)
      .values([
        { user_id: a.id, aseguradora_id: sura.id },
        { user_id: b.id, aseguradora_id: colsanitas.id },
      ]);
    const q = `/api/medic/all?especialidad=${esp.slug}`;
    const ids = async (extra: string) =>
      (await callJson(`${q}${extra}`)).json.succes.map((r: { id: number }) => r.id).sort();
    expect(await ids('&aseguradora=eps-sura')).toEqual([a.id]);
    expect(await ids('&aseguradora=COLSANITAS&page=1&limit=5')).toEqual([b.id]);
    expect(await ids('&aseguradora=todas')).toEqual([a.id, b.id].sort());
    expect(await ids('&aseguradora=no-existe')).toEqual([]);
    const fila = (await callJson(`${q}&aseguradora=eps-sura`)).json.succes[0];
    expect(fila).toMatchObject({ precio_consulta: 90000, idiomas: ['es', 'en'], rethus: '', condiciones: '' });
    expect(fila.aseguradoras).toEqual([sura]);
  });

  it('lists featured first, then by rating, and follows a new rating, a new feature and a new acceptance', async () => {
    const esp = await especialidadPropia('Pediatría');
    const sura = await porSlug('eps-sura');
    // a: 4.0 of 2 opinions; b: featured, 3.0; c: 5.0 — accepted before any rating was written
    const a = await makeCuenta({ especialidad_id: esp.id, calificacion_suma: 8, comentarios_total: 2 });
    const b = await makeCuenta({ especialidad_id: esp.id, destacado: 1, calificacion_suma: 3, comentarios_total: 1 });
    const c = await makeCuenta({ especialidad_id: esp.id });
    await db()
      .insert(schema.profesionalAseguradoras)
      .values([a, b, c].map((p) => ({ user_id: p.id, aseguradora_id: sura.id })));
    await db()
      .update(schema.users)
      .set({ calificacion_suma: 5, comentarios_total: 1 })
      .where(eq(schema.users.id, c.id));
    const lista = async () => {
      const { status, json } = await callJson(
        `/api/medic/all?especialidad=${esp.slug}&aseguradora=eps-sura&page=1&limit=10&_=${Math.random()}`,
      );
      expect(status).toBe(200);
      return {
        ids: json.succes.map((r: { id: number }) => r.id),
        total: json.total,
        promedios: json.succes.map((r: { promedio: number }) => r.promedio),
      };
    };
    expect(await lista()).toEqual({ ids: [b.id, c.id, a.id], total: 3, promedios: [3, 5, 4] });

    // a gets a 5 (13 of 3: 4.3) and c loses hers to a 1 (6 of 2: 3.0); a is featured now
    await db()
      .update(schema.users)
      .set({ calificacion_suma: 13, comentarios_total: 3, destacado: 1 })
      .where(eq(schema.users.id, a.id));
    await db()
      .update(schema.users)
      .set({ calificacion_suma: 6, comentarios_total: 2 })
      .where(eq(schema.users.id, c.id));
    expect(await lista()).toEqual({ ids: [a.id, b.id, c.id], total: 3, promedios: [4.3, 3, 3] });

    // a fourth, rated 4.9 before she accepts sura, and unfeatured b: both in their place
    const d = await makeCuenta({ especialidad_id: esp.id, calificacion_suma: 49, comentarios_total: 10 });
    await db().update(schema.users).set({ destacado: 0 }).where(eq(schema.users.id, b.id));
    await db().insert(schema.profesionalAseguradoras).values({ user_id: d.id, aseguradora_id: sura.id });
    expect((await lista()).ids).toEqual([a.id, d.id, b.id, c.id]);
  });

  it('refuses an unknown orden with a Spanish 422', async () => {
    const { status, json } = await callJson('/api/medic/all?orden=precio');
    expect(status).toBe(422);
    expect(json.errors.orden[0]).toBeTruthy();
  });
});
