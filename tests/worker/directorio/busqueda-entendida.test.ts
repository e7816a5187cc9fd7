/**
 * The one search box as patients type in it (issue 37 item 1): `GET /api/medic/all?q=` reads a
 * especialidad, a ciudad and a condicion in `q` (common/entender-busqueda.ts), filters by them,
 * says what it understood, and proposes a way on when nobody is there; the suggestions say it too.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { busqueda } from '../../../worker/directorio/cuenta';
import { callJson, db, makeCuenta } from '../helpers';

/** The especialidades by the slug the seed gives them (this file's storage holds no other). */
const ESPECIALIDADES = ['Pediatría', 'Dermatología', 'Ortopedia', 'Fisiatría', 'Cardiología', 'Neurología'];
const esp = new Map<string, { id: number; nombre: string }>();

/** name → [especialidad, ciudad, virtual?, condiciones] */
const GENTE = {
  sara: ['Sara Suárez', 'Pediatría', 'Medellín'],
  pablo: ['Pablo Prieto', 'Pediatría', 'Bogotá', 'virtual'],
  laura: ['Laura Restrepo', 'Dermatología', 'Bogotá', '', 'acné psoriasis vitíligo'],
  dora: ['Dora Duque', 'Dermatología', 'Cali'],
  oscar: ['Óscar Ortiz', 'Ortopedia', 'Cali'],
  fabio: ['Fabio Franco', 'Fisiatría', 'Medellín', '', 'rodilla y hombro'],
  carlos: ['Carlos Pereira', 'Cardiología', 'Bogotá'],
  nelly: ['Nelly Navarro', 'Neurología', 'Manizales'],
  nubia: ['Nubia Nieto', 'Neurología', 'Barranquilla'],
} as const;
type Quien = keyof typeof GENTE;
const id = {} as Record<Quien, number>;

beforeAll(async () => {
  for (const nombre of ESPECIALIDADES) {
    const [row] = await db()
      .insert(schema.especialidades)
      .values({ nombre, slug: normalizar(nombre) })
      .returning();
    esp.set(nombre, row);
  }
  for (const [quien, [completo, especialidad, ciudad, virtual, condiciones]] of Object.entries(GENTE) as [
    Quien,
    readonly string[],
  ][]) {
    const [nombre, apellido] = completo.split(' ');
    const e = esp.get(especialidad) as { id: number; nombre: string };
    const u = await makeCuenta({
      nombre,
      name: nombre,
      apellido,
      ciudad,
      ciudad_slug: normalizar(ciudad),
      especialidad_id: e.id,
      virtual: virtual === 'virtual' ? 1 : 0,
    });
    await db()
      .update(schema.users)
      .set({ busqueda: busqueda(nombre, apellido, e.nombre, condiciones ?? '') })
      .where(eq(schema.users.id, u.id));
    id[quien] = u.id;
  }
});

const lista = async (query: string) => {
  const { status, json } = await callJson(`/api/medic/all?${query}`);
  expect(status, query).toBe(200);
  return json;
};
const quienes = (rows: { id: number }[]) =>
  rows.map((r) => (Object.keys(id) as Quien[]).find((q) => id[q] === r.id) ?? r.id).sort();

/** q → who is found, and what was understood: especialidades' slugs, ciudad's slug, condicion, resto. */
const CONSULTAS: [
  string,
  Quien[],
  { especialidades?: string[]; ciudad?: string; condicion?: string; resto?: string },
][] = [
  // specialty + city, as Doctoralia's patients type it: accents or not, plural, typos
  ['pediatra medellin', ['sara'], { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['Pediatras en Medellín', ['sara'], { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['pediatar medelin', ['sara'], { especialidades: ['pediatria'], ciudad: 'medellin' }],
  ['dermatologo bogota', ['laura'], { especialidades: ['dermatologia'], ciudad: 'bogota' }],
  ['dermatóloga', ['dora', 'laura'], { especialidades: ['dermatologia'] }],
  ['DERMATOLOGÍA Cali', ['dora'], { especialidades: ['dermatologia'], ciudad: 'cali' }],
  // a city alone
  ['Bogotá', ['carlos', 'laura', 'pablo'], { especialidades: [], ciudad: 'bogota' }],
  // symptoms lead to the specialties that treat them
  ['dolor de rodilla', ['fabio', 'oscar'], { condicion: 'Dolor de rodilla' }],
  ['me duele la rodilla en Cali', ['oscar'], { condicion: 'Dolor de rodilla', ciudad: 'cali' }],
  ['acne', ['dora', 'laura'], { especialidades: ['dermatologia'], condicion: 'Acné' }],
  // a specialty and a name
  ['dermatóloga Restrepo', ['laura'], { especialidades: ['dermatologia'], resto: 'restrepo' }],
];

/** q → who is found, searched as typed (no `entendido` in the answer). */
const COMO_SIEMPRE: [string, Quien[]][] = [
  ['Laura Restrepo', ['laura']],
  ['restrpo', ['laura']],
  // a condicion the list does not hold, but she wrote
  ['vitiligo', ['laura']],
  // a name holding a ciudad's word: Pereira the cardiologist in Bogotá, nobody called Carlos in Pereira
  ['Carlos Pereira', ['carlos']],
];

describe('GET /api/medic/all?q= understands the one search box', () => {
  it.each(CONSULTAS)('%s', async (q, esperados, entendido) => {
    const r = await lista(`q=${encodeURIComponent(q)}`);
    expect(quienes(r.succes)).toEqual(esperados);
    if (entendido.especialidades)
      expect(r.entendido.especialidades.map((e: { slug: string }) => e.slug)).toEqual(entendido.especialidades);
    expect(r.entendido.ciudad?.slug).toBe(entendido.ciudad);
    expect(r.entendido.condicion ?? undefined).toBe(entendido.condicion);
    expect(r.entendido.resto).toBe(entendido.resto ?? '');
    expect(r.alternativa).toBeUndefined();
  });

  it.each(COMO_SIEMPRE)('%s is searched as typed', async (q, esperados) => {
    const r = await lista(`q=${encodeURIComponent(q)}`);
    expect(quienes(r.succes)).toEqual(esperados);
    expect(r.entendido).toBeUndefined();
  });

  it('lists first who wrote the condicion typed among those she treats', async () => {
    // Óscar came first by id; Fabio wrote "rodilla"
    const r = await lista('q=dolor%20de%20rodilla');
    expect(r.succes.map((p: { id: number }) => p.id)).toEqual([id.fabio, id.oscar]);
  });

  it('names what it understood, to say "Pediatría en Medellín"', async () => {
    const r = await lista('q=pediatras%20medellin&page=1&limit=12');
    expect(r.entendido).toEqual({
      especialidades: [{ slug: 'pediatria', nombre: 'Pediatría' }],
      ciudad: { slug: 'medellin', nombre: 'Medellín' },
      condicion: null,
      resto: '',
    });
    expect({ total: r.total, page: r.page, limit: r.limit }).toEqual({ total: 1, page: 1, limit: 12 });
  });

  it('searches as typed with literal=1 (the undo), and keeps the request own filters first', async () => {
    const r = await lista('q=pediatra%20medellin&literal=1');
    expect(r.succes).toEqual([]);
    expect(r.entendido).toBeUndefined();
    // the ciudad filter is the request's: "medellin" is left to the name, which nobody holds
    const conCiudad = await lista('q=dermatologa&ciudad=cali');
    expect(quienes(conCiudad.succes)).toEqual(['dora']);
    expect(conCiudad.entendido.ciudad).toBeNull();
  });

  it('proposes the nearest ciudad with that especialidad, and virtual visits, when nobody is there', async () => {
    const pediatras = await lista('q=pediatra%20cali');
    expect(pediatras.succes).toEqual([]);
    expect(pediatras.entendido.ciudad).toEqual({ slug: 'cali', nombre: 'Cali' });
    // Bogotá is nearer to Cali than Medellín; Pablo, in Bogotá, sees patients by video
    expect(pediatras.alternativa).toEqual({ ciudad: { slug: 'bogota', nombre: 'Bogotá' }, virtual: true });
    const neuro = await lista('q=neurologo%20pereira&page=1&limit=24');
    expect(neuro).toMatchObject({ succes: [], total: 0 });
    expect(neuro.alternativa).toEqual({ ciudad: { slug: 'manizales', nombre: 'Manizales' }, virtual: false });
  });

  it('refuses a literal flag that is not 0 or 1 with a Spanish 422', async () => {
    const { status, json } = await callJson('/api/medic/all?q=pediatra&literal=tal%20vez');
    expect(status).toBe(422);
    expect(json.errors.literal[0]).toMatch(/[a-záéíóú]/);
  });
});

describe('GET /api/medic/sugerencias says what the box understands', () => {
  it('suggests the especialidad, the ciudad and the condicion typed', async () => {
    const { status, json } = await callJson('/api/medic/sugerencias?q=pediatra%20medellin');
    expect(status).toBe(200);
    expect(json.entendidas).toEqual([{ slug: 'pediatria', nombre: 'Pediatría' }]);
    expect(json.ciudad).toEqual({ slug: 'medellin', nombre: 'Medellín' });
    expect(json.condicion).toBeNull();
    const rodilla = await callJson('/api/medic/sugerencias?q=dolor%20de%20rodilla');
    expect(rodilla.json.condicion).toEqual({
      nombre: 'Dolor de rodilla',
      especialidades: ['ortopedia', 'fisiatria', 'reumatologia', 'fisioterapia'],
    });
    // of those that treat it, the especialidades the directorio holds
    expect(rodilla.json.entendidas).toEqual([
      { slug: 'ortopedia', nombre: 'Ortopedia' },
      { slug: 'fisiatria', nombre: 'Fisiatría' },
    ]);
  });

  it('suggests the professionals of what it understood, by name under it', async () => {
    const sug = async (q: string) =>
      (await callJson(`/api/medic/sugerencias?q=${encodeURIComponent(q)}`)).json.succes.map(
        (s: { id: number }) => s.id,
      );
    expect(await sug('pediatra medellin')).toEqual([id.sara]);
    expect((await sug('dolor de rodilla')).sort()).toEqual([id.oscar, id.fabio].sort());
    expect(await sug('dermatóloga restrepo')).toEqual([id.laura]);
    // nobody under it: the name as typed
    expect(await sug('Carlos Pereira')).toEqual([id.carlos]);
  });

  it('still suggests professionals by name, and nothing understood for a name', async () => {
    const { json } = await callJson('/api/medic/sugerencias?q=restrepo');
    expect(json.succes.map((s: { id: number }) => s.id)).toEqual([id.laura]);
    expect(Object.keys(json).sort()).toEqual(['especialidades', 'succes']);
  });
});
