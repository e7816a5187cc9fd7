import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { palabrasDe } from '../../../common/busqueda';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { BASTAN_EXACTOS, candidatos } from '../../../worker/directorio/busqueda';
import { busqueda } from '../../../worker/directorio/cuenta';
import { callJson, db, makeCuenta } from '../helpers';

let n = 0;
const sufijo = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
/** A suffix of letters only: a word with a digit is matched exactly, without typos. */
const letras = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

/** A specialty of its own (a suffix keeps each test's search to what it built). */
async function especialidad(nombre: string) {
  const completo = `${nombre} ${sufijo()}`;
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre: completo, slug: normalizar(completo) })
    .returning();
  return row;
}

type Over = Partial<typeof schema.users.$inferInsert>;
/** An active professional with `busqueda` filled as the accounts code fills it. */
async function profesional(esp: { id: number; nombre: string }, over: Over = {}, condiciones = '') {
  const u = await makeCuenta({ especialidad_id: esp.id, ...over });
  await db()
    .update(schema.users)
    .set({ busqueda: busqueda(u.nombre, u.apellido, esp.nombre, condiciones) })
    .where(eq(schema.users.id, u.id));
  return u;
}

const lista = async (query: string) => {
  const { status, json } = await callJson(`/api/medic/all${query}`);
  expect(status, query).toBe(200);
  return json;
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const enEspecialidad = (esp: { nombre: string }, q: string, mas = '') =>
  lista(`?especialidad=${encodeURIComponent(normalizar(esp.nombre))}&q=${encodeURIComponent(q)}${mas}`);

describe('GET /api/medic/all with q (search that forgives)', () => {
  it('finds a dermatologist typed "dermatolga" and a cardiologist typed "cardiologo"', async () => {
    const derma = await especialidad('Dermatología');
    const cardio = await especialidad('Cardiología');
    const laura = await profesional(derma, { nombre: 'Laura', apellido: 'Pombo' });
    const mauricio = await profesional(cardio, { nombre: 'Mauricio', apellido: 'Giraldo' });
    expect(ids((await enEspecialidad(derma, 'dermatolga')).succes)).toEqual([laura.id]);
    expect(ids((await enEspecialidad(cardio, 'cardiologo')).succes)).toEqual([mauricio.id]);
    // with no other filter too, among whatever else the directory holds
    expect(ids((await lista('?q=dermatolga')).succes)).toContain(laura.id);
    expect(ids((await lista('?q=dermatolga')).succes)).not.toContain(mauricio.id);
  });

  it('finds a surname as typed, without its accent, and an accented query', async () => {
    const esp = await especialidad('Neurología');
    const restrepo = await profesional(esp, { nombre: 'Laura', apellido: 'Restrepo Gómez' });
    const otra = await profesional(esp, { nombre: 'Marta', apellido: 'Cárdenas' });
    expect(ids((await enEspecialidad(esp, 'restrepo')).succes)).toEqual([restrepo.id]);
    expect(ids((await enEspecialidad(esp, 'gomez')).succes)).toEqual([restrepo.id]);
    expect(ids((await enEspecialidad(esp, 'GÓMEZ')).succes)).toEqual([restrepo.id]);
    expect(ids((await enEspecialidad(esp, 'Cárdenas')).succes)).toEqual([otra.id]);
    expect(ids((await enEspecialidad(esp, 'neurología')).succes).sort()).toEqual([restrepo.id, otra.id].sort());
  });

  it('finds the conditions a professional treats', async () => {
    const esp = await especialidad('Dermatología');
    const u = await profesional(esp, {}, 'acné psoriasis');
    await profesional(esp);
    expect(ids((await enEspecialidad(esp, 'psoriasis')).succes)).toEqual([u.id]);
    expect(ids((await enEspecialidad(esp, 'acne')).succes)).toEqual([u.id]);
  });

  it('ranks the exact spelling before the one a typo reaches, even before a featured one', async () => {
    const esp = await especialidad('Pediatría');
    const cerca = await profesional(esp, { nombre: 'Sofía', apellido: 'Restrepa', destacado: 1 });
    const exacta = await profesional(esp, { nombre: 'Sara', apellido: 'Restrepo' });
    expect(ids((await enEspecialidad(esp, 'restrepo')).succes)).toEqual([exacta.id, cerca.id]);
  });

  it('answers the words as typed when they fill a page, and near spellings too when they do not', async () => {
    const esp = await especialidad('Reumatología');
    const apellido = `Quintero${letras(sufijo())}`;
    const cerca = await profesional(esp, { apellido: `${apellido.slice(0, 3)}a${apellido.slice(4)}`, destacado: 1 });
    const exactos = [await profesional(esp, { apellido })];
    // fewer than a page spelled as typed: the near spelling shows too, after the exact one
    expect(ids((await enEspecialidad(esp, apellido, '&page=1&limit=48')).succes)).toEqual([exactos[0].id, cerca.id]);
    while (exactos.length < BASTAN_EXACTOS) exactos.push(await profesional(esp, { apellido }));
    const json = await enEspecialidad(esp, apellido, '&page=1&limit=48');
    expect(json.total).toBe(BASTAN_EXACTOS);
    expect(ids(json.succes).sort()).toEqual(ids(exactos).sort());
    // and the database did not read the index for typos: that query answers nothing once they fill it
    const palabras = palabrasDe(apellido);
    const deEsta = eq(schema.users.especialidad_id, esp.id);
    expect(await candidatos(db(), palabras, deEsta, { salvoExactas: BASTAN_EXACTOS })).toEqual([]);
    expect((await candidatos(db(), palabras, deEsta, { salvoExactas: BASTAN_EXACTOS + 1 })).length).toBe(
      BASTAN_EXACTOS + 1,
    );
  });

  it('needs every word, and finds nothing for nonsense', async () => {
    const esp = await especialidad('Urología');
    const u = await profesional(esp, { nombre: 'Santiago', apellido: 'Arango' });
    expect(ids((await enEspecialidad(esp, 'santiago arango')).succes)).toEqual([u.id]);
    expect((await enEspecialidad(esp, 'santiago velasquez')).succes).toEqual([]);
    const nada = await lista('?q=qxzvwjk&page=1&limit=24');
    expect(nada).toMatchObject({ succes: [], total: 0, page: 1 });
  });

  it('does not filter by a q of only 1 or 2 letters', async () => {
    const esp = await especialidad('Otorrinolaringología');
    const a = await profesional(esp);
    const b = await profesional(esp);
    for (const q of ['a', 'de', 'x y']) {
      const json = await enEspecialidad(esp, q, '&page=1&limit=24');
      expect(json.total, q).toBe(2);
      expect(ids(json.succes).sort(), q).toEqual([a.id, b.id].sort());
    }
  });

  it('combines q with city and modality, and pages the relevant ones with their total', async () => {
    const esp = await especialidad('Psicología');
    const medellin = { ciudad: 'Medellín', ciudad_slug: 'medellin' };
    const enCiudad = [];
    for (let i = 0; i < 3; i++) enCiudad.push(await profesional(esp, { ...medellin, virtual: 1 }));
    await profesional(esp, { ciudad: 'Cali', ciudad_slug: 'cali', virtual: 1 });
    await profesional(esp, { ...medellin, virtual: 0 });
    const q = `&ciudad=medellin&modalidad=2&limit=2&page=`;
    const [p1, p2] = [
      await enEspecialidad(esp, 'psicologia', `${q}1`),
      await enEspecialidad(esp, 'psicologia', `${q}2`),
    ];
    expect([p1.total, p2.total]).toEqual([3, 3]);
    expect([p1.succes.length, p2.succes.length]).toEqual([2, 1]);
    expect([...ids(p1.succes), ...ids(p2.succes)].sort()).toEqual(ids(enCiudad).sort());
    expect(p1.succes[0]).toMatchObject({ cargo: esp.nombre, ciudad: 'Medellín', virtual: 1 });
  });

  it('follows a change of name: the index is kept by the database', async () => {
    const esp = await especialidad('Ginecología');
    const u = await profesional(esp, { nombre: 'Catalina', apellido: 'Vargas' });
    await db()
      .update(schema.users)
      .set({ busqueda: busqueda('Catalina', 'Zambrano', esp.nombre) })
      .where(eq(schema.users.id, u.id));
    expect(ids((await enEspecialidad(esp, 'zambrano')).succes)).toEqual([u.id]);
    expect((await enEspecialidad(esp, 'vargas')).succes).toEqual([]);
  });

  it('never shows an inactive professional', async () => {
    const esp = await especialidad('Endocrinología');
    await profesional(esp, { nombre: 'Oculta', apellido: 'Inactiva', activo: 0 });
    expect((await enEspecialidad(esp, 'inactiva')).succes).toEqual([]);
  });

  it('answers 200 whatever symbols q holds, and 422 past 100 characters', async () => {
    for (const q of ['"', '*', 'derm"*', 'NEAR(a b)', 'busqueda: x', '" OR "a', '^der']) {
      const { status } = await callJson(`/api/medic/all?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
    const { status, json } = await callJson(`/api/medic/all?q=${'a'.repeat(101)}`);
    expect(status).toBe(422);
    expect(json.errors.q).toBeDefined();
  });
});

describe('GET /api/medic/sugerencias', () => {
  const sugerir = async (q: string) => {
    const { status, json } = await callJson(`/api/medic/sugerencias?q=${encodeURIComponent(q)}`);
    expect(status, q).toBe(200);
    return json;
  };

  it('suggests the professional and the specialty a typo reaches', async () => {
    const esp = await especialidad('Dermatología');
    const apellido = `Pombo${sufijo()}`;
    const u = await profesional(esp, { nombre: 'Lina', apellido, ciudad: 'Cartagena', fotoperfil: 'perfil/x.webp' });
    const json = await sugerir(`dermatolga ${apellido.slice(0, -1)}`);
    expect(json.succes).toEqual([
      { id: u.id, nombre: 'Lina', apellido, cargo: esp.nombre, ciudad: 'Cartagena', fotoperfil: 'perfil/x.webp' },
    ]);
    expect((await sugerir('dermatolga')).succes.length).toBeLessThanOrEqual(6);
    const fleb = await especialidad('Flebología');
    const porEspecialidad = await sugerir('flebolgia');
    expect(porEspecialidad.especialidades).toEqual([{ id: fleb.id, nombre: fleb.nombre }]);
  });

  it('suggests a near spelling after the exact ones while those do not fill the list', async () => {
    const esp = await especialidad('Neumología');
    const apellido = `Zuluaga${letras(sufijo())}`;
    const cerca = await profesional(esp, { apellido: `${apellido.slice(0, 2)}i${apellido.slice(3)}` });
    const exactos = [await profesional(esp, { apellido })];
    expect(ids((await sugerir(apellido)).succes)).toEqual([exactos[0].id, cerca.id]);
    while (exactos.length < 6) exactos.push(await profesional(esp, { apellido }));
    expect(ids((await sugerir(apellido)).succes).sort()).toEqual(ids(exactos).sort());
  });

  it('answers nothing for nonsense or a query under 3 letters, and never fails on symbols', async () => {
    for (const q of ['qxzvwjk', 'de', '', '"*', '(*)'])
      expect(await sugerir(q)).toEqual({ succes: [], especialidades: [] });
  });
});
