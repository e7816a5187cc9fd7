/**
 * Finding products (issue 33 item 6, worker/tienda/catalogo.ts): `producto/index`'s orders, the
 * facet counts of the current filter (a group's own selection does not narrow its own counts),
 * «vitamina c» ranking the products so named first, and the unpaged answer kept the contract's
 * array. A hand-made catalogue; storage is this file's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { ventasProductosPorDia } from '../../../worker/db/schema/resumen-ventas';
import { callJson, db } from '../helpers';

type P = typeof schema.productos.$inferSelect;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const dia = (dias: number) => new Date(Date.now() - 5 * 3_600_000 - dias * 86_400_000).toISOString().slice(0, 10);

let alfa: number;
let beta: number;
let vitaminas: number;
let dermo: number;
/** named so a search without the name rule would put E (shorter, first) before C */
let vitE: P;
let vitC: P;
let gomitas: P;
let protector: P;
let crema: P;

const producto = async (nombre: string, over: Partial<typeof schema.productos.$inferInsert>) =>
  (
    await db()
      .insert(schema.productos)
      .values({ nombre, busqueda: normalizar(nombre), precio: 1000, estado: '1', id_marca: alfa, ...over })
      .returning()
  )[0];

beforeAll(async () => {
  [alfa, beta] = ids(
    await db()
      .insert(schema.marcas)
      .values([{ nombre: 'Alfa' }, { nombre: 'Beta' }])
      .returning(),
  );
  [vitaminas, dermo] = ids(
    await db()
      .insert(schema.caracteristicas)
      .values([{ nombre: 'Vitaminas' }, { nombre: 'Dermocosmética' }])
      .returning(),
  );
  const [mitad] = await db()
    .insert(schema.promociones)
    .values({ nombre: 'Liquidación', porcentaje: 60, activo: 1 })
    .returning();
  vitE = await producto('Vitamina E', { id_marca: beta, id_caract: vitaminas, precio: 30_000 });
  vitC = await producto('Vitamina C 500 mg', { id_caract: vitaminas, precio: 8_000 });
  gomitas = await producto('Gomitas infantiles', { id_caract: vitaminas, precio: 15_000 });
  protector = await producto('Protector solar', { id_caract: dermo, precio: 60_000 });
  // 120.000 with 60 % off: 48.000, so it sorts before the protector by the price paid
  crema = await producto('Crema hidratante', {
    id_marca: beta,
    id_caract: dermo,
    precio: 120_000,
    id_promocion: mitad.id,
  });
  // inactive: in no list and no count
  await producto('Vitamina C retirada', { id_caract: vitaminas, estado: '0' });
  const venta = (fecha: string, p: P | null, cantidad: number) => ({
    fecha,
    clave: p ? `p${p.id}` : 'nBorrado',
    producto_id: p?.id ?? null,
    nombre_produto: p?.nombre ?? 'Borrado',
    cantidad,
    total: cantidad * 1000,
  });
  await db()
    .insert(ventasProductosPorDia)
    .values([
      venta(dia(1), protector, 3),
      venta(dia(20), protector, 2),
      venta(dia(2), vitE, 2),
      venta(dia(3), vitC, 1),
      // long ago: outside the 90 days mas_vendidos reads
      venta(dia(200), vitC, 100),
      venta(dia(1), null, 50),
    ]);
});

const lista = async (query: string) => {
  const { status, json } = await callJson(`/api/producto/index?${query}`);
  expect(status).toBe(200);
  return json;
};
const pagina = async (query: string) => ids((await lista(`${query}&page=1&limit=24`)).succes);
const contar = (f: { id: number; n: number }[]) => Object.fromEntries(f.map((x) => [x.id, x.n]));

describe('GET /api/producto/index?orden=', () => {
  it('precio_asc and precio_desc sort by the price paid (the discount applied), ties by id', async () => {
    expect(await pagina('orden=precio_asc')).toEqual([vitC.id, gomitas.id, vitE.id, crema.id, protector.id]);
    expect(await pagina('orden=precio_desc')).toEqual([protector.id, crema.id, vitE.id, gomitas.id, vitC.id]);
  });

  it('nuevos puts the newest first; the default stays by id', async () => {
    expect(await pagina('orden=nuevos')).toEqual([crema.id, protector.id, gomitas.id, vitC.id, vitE.id]);
    expect(await pagina('orden=id')).toEqual([vitE.id, vitC.id, gomitas.id, protector.id, crema.id]);
    expect(await pagina('estado=1')).toEqual([vitE.id, vitC.id, gomitas.id, protector.id, crema.id]);
  });

  it('mas_vendidos: units of the last 90 days first, then the unsold by id', async () => {
    expect(await pagina('orden=mas_vendidos')).toEqual([protector.id, vitE.id, vitC.id, gomitas.id, crema.id]);
    // with the other filters and a search too
    expect(await pagina(`orden=mas_vendidos&caracteristica=${vitaminas}`)).toEqual([vitE.id, vitC.id, gomitas.id]);
    expect(await pagina('orden=mas_vendidos&q=vitamina')).toEqual([vitE.id, vitC.id, gomitas.id]);
  });

  it('an order applies to a search and to the unpaged answer', async () => {
    expect(await pagina('orden=precio_desc&q=vitamina')).toEqual([vitE.id, gomitas.id, vitC.id]);
    expect(ids((await lista('orden=precio_asc')).succes)).toEqual([
      vitC.id,
      gomitas.id,
      vitE.id,
      crema.id,
      protector.id,
    ]);
  });

  it('refuses an unknown order with a Spanish 422', async () => {
    const { status, json } = await callJson('/api/producto/index?orden=barato');
    expect(status).toBe(422);
    expect(JSON.stringify(json)).toContain('El orden debe ser');
  });
});

describe('«vitamina c» ranks the products so named first', () => {
  it('the name holding the query, then a name holding its words, then a characteristic', async () => {
    expect(await pagina('q=vitamina%20c')).toEqual([vitC.id, vitE.id, gomitas.id]);
    expect(ids((await lista('q=Vitamina%20C')).succes)).toEqual([vitC.id, vitE.id, gomitas.id]);
  });
});

describe('GET /api/producto/index?facetas=1', () => {
  it('counts per brand, characteristic and price group the products of the filter', async () => {
    const { facetas, total } = await lista('facetas=1&page=1&limit=2');
    expect(total).toBe(5);
    expect(facetas.marca).toEqual([
      { id: alfa, nombre: 'Alfa', n: 3 },
      { id: beta, nombre: 'Beta', n: 2 },
    ]);
    expect(facetas.caracteristica).toEqual([
      { id: dermo, nombre: 'Dermocosmética', n: 2 },
      { id: vitaminas, nombre: 'Vitaminas', n: 3 },
    ]);
    expect(facetas.categoria).toEqual([
      { id: 1, nombre: 'Menos de $ 10.000', n: 1 },
      { id: 2, nombre: 'De $ 10.000 a $ 50.000', n: 3 },
      { id: 3, nombre: 'De $ 50.000 a $ 100.000', n: 1 },
    ]);
  });

  it("a group's own selection does not narrow its own counts; the others' do", async () => {
    const solo = await lista(`marca=${alfa}&facetas=1&page=1&limit=24`);
    expect(contar(solo.facetas.marca)).toEqual({ [alfa]: 3, [beta]: 2 });
    expect(contar(solo.facetas.caracteristica)).toEqual({ [vitaminas]: 2, [dermo]: 1 });
    expect(contar(solo.facetas.categoria)).toEqual({ 1: 1, 2: 1, 3: 1 });

    const dos = await lista(`marca=${alfa}&caracteristica=${vitaminas}&precio=2&facetas=1&page=1&limit=24`);
    expect(ids(dos.succes)).toEqual([gomitas.id]);
    expect(contar(dos.facetas.marca)).toEqual({ [alfa]: 1, [beta]: 1 });
    expect(contar(dos.facetas.caracteristica)).toEqual({ [vitaminas]: 1 });
    expect(contar(dos.facetas.categoria)).toEqual({ 1: 1, 2: 1 });
  });

  it('counts what a search finds, and a discount narrows every group', async () => {
    const { facetas } = await lista('q=vitamina&facetas=1&page=1&limit=24');
    expect(contar(facetas.marca)).toEqual({ [alfa]: 2, [beta]: 1 });
    expect(contar(facetas.caracteristica)).toEqual({ [vitaminas]: 3 });
    const conDescuento = await lista('descuento=1&facetas=1&page=1&limit=24');
    expect(contar(conDescuento.facetas.marca)).toEqual({ [beta]: 1 });
    expect(contar(conDescuento.facetas.categoria)).toEqual({ 2: 1 });
  });

  it("keeps the unpaged answer the contract's array, and a paged one without the flag as before", async () => {
    const { status, json } = await callJson('/api/producto/index?facetas=1&orden=precio_asc');
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['succes']);
    expect(Array.isArray(json.succes)).toBe(true);
    expect(Object.keys(await lista('page=1&limit=24')).sort()).toEqual(['limit', 'page', 'succes', 'total']);
  });
});
