import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta } from '../helpers';

let n = 0;
const unico = (base: string) => `${base} ${Date.now().toString(36)}${(n++).toString(36)}`;

async function especialidad(nombre = unico('Cardiología')) {
  const [row] = await db()
    .insert(schema.especialidades)
    .values({ nombre, slug: normalizar(nombre) })
    .returning();
  return row;
}

type Over = Partial<typeof schema.users.$inferInsert>;
/** An active professional of a specialty, with `busqueda` filled as the accounts code fills it. */
async function profesional(esp: { id: number; nombre: string }, over: Over = {}) {
  const u = await makeCuenta({ especialidad_id: esp.id, ...over });
  const busqueda = over.busqueda ?? normalizar(`${u.nombre} ${u.apellido} ${esp.nombre}`);
  await db().update(schema.users).set({ busqueda }).where(eq(schema.users.id, u.id));
  return u;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const lista = async (query: string) => {
  const { status, json } = await callJson(`/api/medic/all${query}`);
  expect(status).toBe(200);
  return json;
};

describe('GET /api/medic/all', () => {
  it('answers the whole list of active professionals with the contract row, and never a password', async () => {
    const esp = await especialidad();
    const activo = await profesional(esp, { virtual: 1, presencial: 1 });
    const inactivo = await profesional(esp, { activo: 0 });
    const admin = await makeAdmin({ especialidad_id: esp.id });
    const json = await lista('');
    const todos = json.succes.map((r: any) => r.id);
    expect(todos).toContain(activo.id);
    expect(todos).not.toContain(inactivo.id);
    expect(todos).not.toContain(admin.id);
    expect(json.total).toBeUndefined();

    const row = json.succes.find((r: any) => r.id === activo.id);
    expect(row).toMatchObject({
      cargo: esp.nombre,
      activo: 1,
      destacado: 0,
      virtual: 1,
      presencial: 1,
      promedio: 0,
      comentarios: 0,
      fotoperfil: '',
      foto8: '',
    });
    for (const key of ['id', 'name', 'nombre', 'apellido', 'cedula', 'celular', 'email', 'ciudad', 'direccion'])
      expect(row).toHaveProperty(key);
    for (const key of ['publico', 'mediospago', 'horarioatencion']) expect(row[key]).toBe('');
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/password|hash/i);
  });

  it('answers cargo as "" for a professional without a specialty', async () => {
    const u = await makeCuenta({ especialidad_id: null });
    const row = (await lista('')).succes.find((r: any) => r.id === u.id);
    expect(row.cargo).toBe('');
  });

  it('orders featured professionals first, then by rating', async () => {
    const esp = await especialidad();
    const bajo = await profesional(esp, { calificacion_suma: 3, comentarios_total: 1 });
    const alto = await profesional(esp, { calificacion_suma: 9, comentarios_total: 2 });
    const destacado = await profesional(esp, { destacado: 1 });
    const json = await lista(`?especialidad=${encodeURIComponent(esp.slug)}`);
    expect(json.succes.map((r: any) => r.id)).toEqual([destacado.id, alto.id, bajo.id]);
    expect(json.succes[1].promedio).toBe(4.5);
    expect(json.succes[1].comentarios).toBe(2);
  });

  it('matches the city accent- and case-insensitively ("bogota" finds Bogotá)', async () => {
    const esp = await especialidad();
    const bogota = await profesional(esp, { ciudad: 'Bogotá', ciudad_slug: 'bogota' });
    const cali = await profesional(esp, { ciudad: 'Cali', ciudad_slug: 'cali' });
    for (const ciudad of ['bogota', 'Bogotá', 'BOGOTÁ']) {
      const json = await lista(`?ciudad=${encodeURIComponent(ciudad)}&especialidad=${encodeURIComponent(esp.nombre)}`);
      expect(ids(json.succes)).toEqual([bogota.id]);
    }
    const todas = await lista(`?ciudad=todas&especialidad=${encodeURIComponent(esp.slug)}`);
    expect(ids(todas.succes)).toEqual(ids([bogota, cali]));
  });

  it('finds a city for rows whose ciudad_slug was never filled', async () => {
    const esp = await especialidad();
    const viejo = await profesional(esp, { ciudad: 'Medellín', ciudad_slug: '' });
    const json = await lista(`?ciudad=medellin&especialidad=${encodeURIComponent(esp.slug)}`);
    expect(ids(json.succes)).toEqual([viejo.id]);
  });

  it('filters by specialty slug or name, and "todas" or "0" mean any specialty', async () => {
    const a = await especialidad(unico('Odontología'));
    const b = await especialidad(unico('Urología'));
    const ma = await profesional(a, { ciudad: 'Tunja', ciudad_slug: 'tunja' });
    const mb = await profesional(b, { ciudad: 'Tunja', ciudad_slug: 'tunja' });
    expect(ids((await lista(`?especialidad=${encodeURIComponent(a.slug)}`)).succes)).toEqual([ma.id]);
    expect(ids((await lista(`?especialidad=${encodeURIComponent(b.nombre.toUpperCase())}`)).succes)).toEqual([mb.id]);
    for (const any of ['todas', '0', '']) {
      const all = (await lista(`?ciudad=tunja&especialidad=${any}`)).succes.map((r: any) => r.id);
      expect(all).toEqual(expect.arrayContaining([ma.id, mb.id]));
    }
  });

  it('reads modalidad 1 as presencial only, 2 as virtual only, 0 and todas as any', async () => {
    const esp = await especialidad();
    const presencial = await profesional(esp, { presencial: 1, virtual: 0 });
    const virtual = await profesional(esp, { presencial: 0, virtual: 1 });
    const ambas = await profesional(esp, { presencial: 1, virtual: 1 });
    const q = `?especialidad=${encodeURIComponent(esp.slug)}&modalidad=`;
    expect(ids((await lista(`${q}1`)).succes)).toEqual(ids([presencial, ambas]));
    expect(ids((await lista(`${q}2`)).succes)).toEqual(ids([virtual, ambas]));
    expect(ids((await lista(`${q}0`)).succes)).toEqual(ids([presencial, virtual, ambas]));
    expect(ids((await lista(`${q}todas`)).succes)).toEqual(ids([presencial, virtual, ambas]));
  });

  it('refuses an unknown modalidad with 422', async () => {
    const { status, json } = await callJson('/api/medic/all?modalidad=7');
    expect(status).toBe(422);
    expect(json.errors.modalidad).toBeDefined();
  });

  it('searches q in the name and the specialty, ignoring accents and case', async () => {
    const esp = await especialidad(unico('Neumología'));
    const ana = await profesional(esp, { nombre: 'Ána', apellido: `Pérez ${unico('x')}` });
    const luis = await profesional(esp, { nombre: 'Luis', apellido: `Gómez ${unico('x')}` });
    const base = `?especialidad=${encodeURIComponent(esp.slug)}&q=`;
    expect(ids((await lista(`${base}${encodeURIComponent('ana PEREZ')}`)).succes)).toEqual([ana.id]);
    expect(ids((await lista(`${base}gomez`)).succes)).toEqual([luis.id]);
    expect(ids((await lista(`?q=${encodeURIComponent(esp.nombre)}`)).succes)).toEqual(ids([ana, luis]));
    expect((await lista(`${base}zzzqqq`)).succes).toEqual([]);
  });

  it('filters featured professionals with destacado=1', async () => {
    const esp = await especialidad();
    const si = await profesional(esp, { destacado: 1 });
    await profesional(esp, { destacado: 0 });
    const json = await lista(`?destacado=1&especialidad=${encodeURIComponent(esp.slug)}`);
    expect(ids(json.succes)).toEqual([si.id]);
  });

  it('pages the list with total, page and limit, in a stable order', async () => {
    const esp = await especialidad();
    const creados = [];
    for (let i = 0; i < 5; i++) creados.push(await profesional(esp));
    await profesional(esp, { activo: 0 });
    const q = `?especialidad=${encodeURIComponent(esp.slug)}&limit=2&page=`;
    const pages = [await lista(`${q}1`), await lista(`${q}2`), await lista(`${q}3`), await lista(`${q}4`)];
    expect(pages.map((p) => p.succes.length)).toEqual([2, 2, 1, 0]);
    expect(pages.every((p) => p.total === 5 && p.limit === 2)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.flatMap((p) => p.succes.map((r: any) => r.id))).toEqual(ids(creados));
  });

  it('uses 24 per page when only page is given', async () => {
    const json = await lista('?page=1');
    expect(json.limit).toBe(24);
    expect(json.succes.length).toBeLessThanOrEqual(24);
    expect(typeof json.total).toBe('number');
  });

  it('refuses page 0, a limit above 48 and non-numeric paging with 422', async () => {
    for (const q of ['?page=0', '?limit=49', '?page=abc', '?limit=-1']) {
      const { status, json } = await callJson(`/api/medic/all${q}`);
      expect(status).toBe(422);
      expect(json.message).toBeTruthy();
    }
  });
});

describe('POST /api/medic/find', () => {
  for (const encoding of ENCODINGS) {
    it(`answers the profile, rating, reasons and schedules as one-element arrays (${encoding})`, async () => {
      const esp = await especialidad();
      const u = await profesional(esp, { calificacion_suma: 7, comentarios_total: 2 });
      await db().insert(schema.motivos).values({ user_id: u.id, nombre: 'Control' });
      await db()
        .insert(schema.horarios)
        .values({ user_id: u.id, hora_inicio: '08:00', hora_fin: '09:00', lunes: 1, miercoles: 1 });
      const { status, json } = await callJson('/api/medic/find', { body: { id: u.id }, encoding });
      expect(status).toBe(200);
      expect(json.succes).toHaveLength(1);
      expect(json.succes[0]).toMatchObject({ id: u.id, cargo: esp.nombre, activo: 1, promedio: 3.5, comentarios: 2 });
      expect(json.calificacion).toEqual([{ promedio: 3.5, total: 2 }]);
      expect(json.motivos).toEqual([
        { id: expect.any(Number), nombre: 'Control', duracion_minutos: null, precio: null },
      ]);
      expect(json.horarios).toEqual([
        {
          id: expect.any(Number),
          hora_inicio: '08:00',
          hora_fin: '09:00',
          lunes: 1,
          martes: 0,
          miercoles: 1,
          jueves: 0,
          viernes: 0,
          sabado: 0,
          domingo: 0,
        },
      ]);
      expect(JSON.stringify(json)).not.toMatch(/password|hash/i);
    });
  }

  it('answers promedio 0 and total 0 for a professional without comments, and empty lists', async () => {
    const u = await profesional(await especialidad());
    const { json } = await callJson('/api/medic/find', { body: { id: u.id } });
    expect(json.calificacion).toEqual([{ promedio: 0, total: 0 }]);
    expect(json.motivos).toEqual([]);
    expect(json.horarios).toEqual([]);
  });

  it('accepts the id in the query string', async () => {
    const u = await profesional(await especialidad());
    const { status, json } = await callJson(`/api/medic/find?id=${u.id}`, { method: 'POST' });
    expect(status).toBe(200);
    expect(json.succes[0].id).toBe(u.id);
  });

  it('answers 404 in Spanish for an inactive professional, a staff account or an unknown id', async () => {
    const inactivo = await profesional(await especialidad(), { activo: 0 });
    const admin = await makeAdmin();
    for (const id of [inactivo.id, admin.id, 99999999]) {
      const { status, json } = await callJson('/api/medic/find', { body: { id } });
      expect(status).toBe(404);
      expect(json.message).toBe('El especialista no existe o no está activo.');
    }
  });

  it('answers 422 for a missing or malformed id', async () => {
    for (const body of [{}, { id: 'abc' }, { id: '-3' }]) {
      const { status, json } = await callJson('/api/medic/find', { body });
      expect(status).toBe(422);
      expect(json.errors.id).toBeDefined();
    }
  });
});
