/**
 * The store's search that forgives (issue 21, lib/busqueda-productos.ts over the trigram index of
 * migration 0010): typos, accents, ranking, the other filters and paging, and an index that
 * follows renamed brands and promotions turned off. Storage is this file's own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distanciaEnTexto, relevancia, tolerancia } from '../../../common/busqueda';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';

const marca = async (nombre: string) => (await db().insert(schema.marcas).values({ nombre }).returning())[0];
/** The one brand of the products that need none in particular (brand names are unique, migration 0034). */
let generica: ReturnType<typeof marca> | undefined;
const producto = async (nombre: string, over: Partial<typeof schema.productos.$inferInsert> = {}) => {
  generica ??= marca('Genérica');
  const id_marca = over.id_marca ?? (await generica).id;
  return (
    await db()
      .insert(schema.productos)
      .values({ nombre, busqueda: normalizar(nombre), precio: 20000, ...over, id_marca })
      .returning()
  )[0];
};
const buscar = async (q: string, extra = '') => {
  const { status, json } = await callJson(`/api/producto/index?q=${encodeURIComponent(q)}${extra}`);
  expect(status).toBe(200);
  return json;
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /api/producto/index?q= (search that forgives)', () => {
  it('finds a product through a typo, with or without accents and in any case', async () => {
    const glucometro = await producto('Glucómetro Accu-Chek Instant');
    const tensiometro = await producto('Tensiómetro digital de brazo');
    await producto('Termómetro infrarrojo');
    expect(ids((await buscar('glucomtero')).succes)).toEqual([glucometro.id]);
    expect(ids((await buscar('tensiometo')).succes)).toEqual([tensiometro.id]);
    expect(ids((await buscar('TENSIÓMETRO')).succes)).toEqual([tensiometro.id]);
    expect(ids((await buscar('glucometro accu')).succes)).toEqual([glucometro.id]);
    // every word must be there: a word far from any text finds nothing
    expect(ids((await buscar('glucometro nebulizador')).succes)).toEqual([]);
  });

  it('ranks the closest spelling first, then a product named so above one whose brand is', async () => {
    const m = await marca('Omron Vitalidad');
    const deMarca = await producto('Brazalete de repuesto', { id_marca: m.id });
    const casi = await producto('Vitalida kids');
    const exacto = await producto('Vitalidad Multivitamínico');
    // 'vitalidad': exact in the name and in a brand (0 typos) before one typo; the name weighs more
    expect(ids((await buscar('vitalidad')).succes)).toEqual([exacto.id, deMarca.id, casi.id]);
  });

  it('finds by brand, characteristic and active promotion names, and follows their changes', async () => {
    const m = await marca('Laboratorios Ñandú');
    const [c] = await db().insert(schema.caracteristicas).values({ nombre: 'Cuidado respiratorio' }).returning();
    const [promocion] = await db()
      .insert(schema.promociones)
      .values({ nombre: 'Semana del corazón', porcentaje: 10, activo: 1 })
      .returning();
    const p = await producto('Nebulizador compacto', { id_marca: m.id, id_caract: c.id, id_promocion: promocion.id });
    expect(ids((await buscar('nandu')).succes)).toEqual([p.id]);
    expect(ids((await buscar('respiratorio')).succes)).toEqual([p.id]);
    expect(ids((await buscar('semana corazon')).succes)).toEqual([p.id]);

    await db().update(schema.marcas).set({ nombre: 'Bioquímica Andina' }).where(eq(schema.marcas.id, m.id));
    await db().update(schema.promociones).set({ activo: 0 }).where(eq(schema.promociones.id, promocion.id));
    expect(ids((await buscar('nandu')).succes)).toEqual([]);
    expect(ids((await buscar('semana corazon')).succes)).toEqual([]);
    expect(ids((await buscar('bioquimica')).succes)).toEqual([p.id]);

    await db().update(schema.productos).set({ nombre: 'Inhalador portátil' }).where(eq(schema.productos.id, p.id));
    expect(ids((await buscar('nebulizador')).succes)).toEqual([]);
    expect(ids((await buscar('inhalador')).succes)).toEqual([p.id]);
    await db().delete(schema.productos).where(eq(schema.productos.id, p.id));
    expect(ids((await buscar('inhalador')).succes)).toEqual([]);
  });

  it('keeps the other filters, hides inactive products from the public and pages in relevance order', async () => {
    const m = await marca('Aloe Farma');
    const [a, b, cc] = [
      await producto('Gel de sábila puro', { id_marca: m.id }),
      await producto('Gel de sábila con menta', { id_marca: m.id, precio: 5000 }),
      await producto('Gel de sabila infantil', { id_marca: m.id, estado: '0' }),
    ];
    const todos = ids((await buscar('sabila')).succes);
    expect(todos.sort()).toEqual([a.id, b.id].sort());
    expect(ids((await buscar('sabila', '&precio=1')).succes)).toEqual([b.id]);
    expect(ids((await buscar('sabila', `&marca=${m.id + 1000}`)).succes)).toEqual([]);

    const admin = await makeAdmin();
    const { json } = await callJson('/api/producto/index?q=sabila&page=1&limit=2', { token: admin.token });
    expect(json.total).toBe(3);
    expect(json.succes).toHaveLength(2);
    const segunda = await callJson('/api/producto/index?q=sabila&page=2&limit=2', { token: admin.token });
    expect(segunda.json).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect([...ids(json.succes), ...ids(segunda.json.succes)].sort()).toEqual([a.id, b.id, cc.id].sort());
  });

  it('takes a number as typed: 1000 mg is not 100 mg', async () => {
    const mil = await producto('Omega 3 1000 mg');
    await producto('Omega 3 100 mg');
    expect(ids((await buscar('omega 1000')).succes)).toEqual([mil.id]);
  });

  it('answers the same product rows as the unfiltered list', async () => {
    const p = await producto('Colchón antiescaras', { ficha_tecnica: '**Talla** única' });
    const [fila] = (await buscar('colchon antiescaras')).succes;
    const lista = (await callJson('/api/producto/index')).json.succes;
    expect(fila).toEqual(lista.find((r: { id: number }) => r.id === p.id));
  });
});

describe('the typo rules (common/busqueda.ts)', () => {
  it('never drops a text its quick piece test rules out while the full count would keep it', () => {
    // a small alphabet, so near spellings are common; a fixed seed, so a failure repeats
    let semilla = 7;
    const azar = () => {
      semilla = (semilla * 1103515245 + 12345) % 2 ** 31;
      return semilla / 2 ** 31;
    };
    const palabra = (largo: number) => Array.from({ length: largo }, () => 'abcd'[Math.floor(azar() * 4)]).join('');
    for (let n = 0; n < 3000; n++) {
      const w = palabra(4 + Math.floor(azar() * 7));
      const texto = palabra(5 + Math.floor(azar() * 25));
      const d = distanciaEnTexto(w, texto);
      expect(relevancia([w], texto)).toBe(d <= tolerancia(w) ? d : null);
    }
  });
});
