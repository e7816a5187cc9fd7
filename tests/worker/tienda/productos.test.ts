import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { precioConDescuento } from '../../../common/dinero';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import {
  bigImage,
  call,
  callJson,
  db,
  ENCODINGS,
  fakeImage,
  makeAdmin,
  makeCuenta,
  PNG_1x1,
  pngFile,
} from '../helpers';

let n = 0;
const unico = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

const marca = async (nombre = `Marca ${unico()}`) =>
  (await db().insert(schema.marcas).values({ nombre }).returning())[0];
const promocion = async (porcentaje: number, activo = 1, nombre = `Promo ${unico()}`) =>
  (await db().insert(schema.promociones).values({ nombre, porcentaje, activo }).returning())[0];
const caracteristica = async (nombre = `Caract ${unico()}`) =>
  (await db().insert(schema.caracteristicas).values({ nombre }).returning())[0];
const producto = async (over: Partial<typeof schema.productos.$inferInsert> = {}) => {
  const id_marca = over.id_marca ?? (await marca()).id;
  const nombre = over.nombre ?? `Producto ${unico()}`;
  return (
    await db()
      .insert(schema.productos)
      .values({ nombre, busqueda: normalizar(nombre), precio: 20000, ...over, id_marca })
      .returning()
  )[0];
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /api/producto/index', () => {
  it('shows the public only active products, and a staff session all of them', async () => {
    const activo = await producto();
    const inactivo = await producto({ estado: '0' });
    const publico = await callJson('/api/producto/index');
    expect(publico.status).toBe(200);
    expect(ids(publico.json.succes)).toContain(activo.id);
    expect(ids(publico.json.succes)).not.toContain(inactivo.id);
    expect(publico.json.succes.every((p: { estado: string }) => p.estado === '1')).toBe(true);

    const admin = await makeAdmin();
    const todos = await callJson('/api/producto/index', { token: admin.token });
    expect(ids(todos.json.succes)).toEqual(expect.arrayContaining([activo.id, inactivo.id]));

    const profesional = await makeCuenta();
    const comoProfesional = await callJson('/api/producto/index', { token: profesional.token });
    expect(ids(comoProfesional.json.succes)).not.toContain(inactivo.id);
  });

  it('answers each product with the contract types: estado a string, numbers, empty text instead of null', async () => {
    const m = await marca('Genfar');
    const p = await producto({ id_marca: m.id, precio: 15000, ficha_tecnica: '**Dosis**: 1 al día' });
    const { json } = await callJson('/api/producto/index');
    const row = json.succes.find((r: { id: number }) => r.id === p.id);
    expect(row).toEqual({
      id: p.id,
      nombre: p.nombre,
      id_marca: m.id,
      nombre_marca: 'Genfar',
      id_promocion: 0,
      nombre_promocion: '',
      porcentaje: 0,
      precio: 15000,
      precio_final: 15000,
      estado: '1',
      imagen1: '',
      imagen2: '',
      imagen3: '',
      imagen4: '',
      id_caract: 0,
      nombre_caract: '',
      caracteristica: '',
      ficha_tecnica: '**Dosis**: 1 al día',
      uso_adecuado: '',
      aviso_legal: '',
      // ours (issue 21): no control of inventory unless staff set a stock
      stock: null,
      stock_minimo: 1,
      iva: 19,
      disponible: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
  });

  it('joins the promotion and the characteristic, and discounts only while the promotion is active', async () => {
    const activa = await promocion(15, 1, 'Semana de la salud');
    const inactiva = await promocion(40, 0, 'Temporada pasada');
    const c = await caracteristica('Vitaminas');
    const conActiva = await producto({ precio: 12345, id_promocion: activa.id, id_caract: c.id });
    const conInactiva = await producto({ precio: 12345, id_promocion: inactiva.id });
    const { json } = await callJson('/api/producto/index');
    const a = json.succes.find((r: { id: number }) => r.id === conActiva.id);
    const b = json.succes.find((r: { id: number }) => r.id === conInactiva.id);
    expect(a).toMatchObject({
      id_promocion: activa.id,
      nombre_promocion: 'Semana de la salud',
      porcentaje: 15,
      precio: 12345,
      precio_final: 10493,
      id_caract: c.id,
      nombre_caract: 'Vitaminas',
      caracteristica: 'Vitaminas',
    });
    expect(b).toMatchObject({ nombre_promocion: 'Temporada pasada', porcentaje: 0, precio_final: 12345 });
  });

  it('computes the discounted price exactly as the shared money rule, rounding half up', async () => {
    const m = await marca();
    const casos: [number, number][] = [
      [333, 50],
      [12345, 15],
      [99999, 33],
      [10001, 1],
      [1, 100],
    ];
    const creados = [];
    for (const [precio, porcentaje] of casos) {
      const creada = await promocion(porcentaje);
      creados.push(await producto({ id_marca: m.id, precio, id_promocion: creada.id }));
    }
    const { json } = await callJson(`/api/producto/index?marca=${m.id}`);
    expect(json.succes.map((r: { precio_final: number }) => r.precio_final)).toEqual(
      casos.map(([precio, porcentaje]) => precioConDescuento(precio, porcentaje)),
    );
    expect(precioConDescuento(333, 50)).toBe(167);
  });

  it('finds products by a case- and accent-insensitive piece of their name, brand or active promotion', async () => {
    const u = unico();
    const m = await marca(`Laboratorios Ñandú ${u}`);
    const creada = await promocion(10, 1, `Día del Corazón ${u}`);
    const apagada = await promocion(10, 0, `Liquidación ${u}`);
    const proteina = await producto({ nombre: `Proteína Whey ${u}` });
    const deMarca = await producto({ nombre: `Colágeno ${u}`, id_marca: m.id });
    const enPromocion = await producto({ nombre: `Omega-3 ${u}`, id_promocion: creada.id });
    await producto({ nombre: `Magnesio ${u}`, id_promocion: apagada.id });

    const buscar = async (q: string) =>
      ids((await callJson(`/api/producto/index?q=${encodeURIComponent(q)}`)).json.succes);
    expect(await buscar(`proteina whey ${u}`)).toEqual([proteina.id]);
    expect(await buscar(`PROTEÍNA WHEY ${u}`)).toEqual([proteina.id]);
    expect(await buscar(`nandu ${u}`)).toEqual([deMarca.id]);
    expect(await buscar(`dia del corazon ${u}`)).toEqual([enPromocion.id]);
    expect(await buscar(`omega 3 ${u}`)).toEqual([enPromocion.id]);
    expect(await buscar(`liquidacion ${u}`)).toEqual([]);
    expect(await buscar(`100%_${u}`)).toEqual([]);
  });

  it('filters by brand, characteristic, discounted price bucket and active discount', async () => {
    const m = await marca();
    const c = await caracteristica();
    const creada = await promocion(50);
    const apagada = await promocion(50, 0);
    const barato = await producto({ id_marca: m.id, precio: 9999 });
    const justo10 = await producto({ id_marca: m.id, precio: 10000, id_caract: c.id });
    const medio = await producto({ id_marca: m.id, precio: 50000 });
    const caroRebajado = await producto({ id_marca: m.id, precio: 120000, id_promocion: creada.id });
    const caro = await producto({ id_marca: m.id, precio: 100001, id_promocion: apagada.id });
    const lista = async (query: string) =>
      ids((await callJson(`/api/producto/index?marca=${m.id}&${query}`)).json.succes);

    expect(await lista('')).toEqual([barato.id, justo10.id, medio.id, caroRebajado.id, caro.id]);
    expect(await lista('precio=1')).toEqual([barato.id]);
    expect(await lista('precio=2')).toEqual([justo10.id]);
    expect(await lista('precio=3')).toEqual([medio.id, caroRebajado.id]);
    expect(await lista('precio=4')).toEqual([caro.id]);
    expect(await lista('precio=1,4')).toEqual([barato.id, caro.id]);
    expect(await lista('descuento=1')).toEqual([caroRebajado.id]);
    expect(await lista(`caracteristica=${c.id}`)).toEqual([justo10.id]);
  });

  it('refuses an unknown price bucket or a malformed filter with 422', async () => {
    const malo = await callJson('/api/producto/index?precio=7');
    expect(malo.status).toBe(422);
    expect(malo.json.errors.precio[0]).toMatch(/1, 2, 3 o 4/);
    expect((await callJson('/api/producto/index?marca=abc')).status).toBe(422);
    expect((await callJson('/api/producto/index?limit=101')).status).toBe(422);
  });

  it('pages the list when asked, with the total of matching products', async () => {
    const m = await marca();
    const creados = [];
    for (let i = 0; i < 5; i++) creados.push(await producto({ id_marca: m.id }));
    await producto({ id_marca: m.id, estado: '0' });
    const primera = await callJson(`/api/producto/index?marca=${m.id}&page=1&limit=2`);
    expect(primera.status).toBe(200);
    expect(primera.json).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(ids(primera.json.succes)).toEqual(ids(creados.slice(0, 2)));
    const ultima = await callJson(`/api/producto/index?marca=${m.id}&page=3&limit=2`);
    expect(ids(ultima.json.succes)).toEqual([creados[4].id]);
    const sinPaginar = await callJson(`/api/producto/index?marca=${m.id}`);
    expect(Object.keys(sinPaginar.json)).toEqual(['succes']);
  });

  it('keeps a staff session to active or to inactive products with estado; the public never sees inactive ones', async () => {
    const m = await marca();
    const activo = await producto({ id_marca: m.id });
    const inactivo = await producto({ id_marca: m.id, estado: '0' });
    const admin = await makeAdmin();
    const comoAdmin = async (query: string) => {
      const r = await callJson(`/api/producto/index?marca=${m.id}&page=1&limit=10${query}`, { token: admin.token });
      return { ids: ids(r.json.succes), total: r.json.total };
    };
    expect(await comoAdmin('')).toEqual({ ids: [activo.id, inactivo.id], total: 2 });
    expect(await comoAdmin('&estado=1')).toEqual({ ids: [activo.id], total: 1 });
    expect(await comoAdmin('&estado=0')).toEqual({ ids: [inactivo.id], total: 1 });
    expect(ids((await callJson(`/api/producto/index?marca=${m.id}&estado=0`)).json.succes)).toEqual([]);
    const malo = await callJson('/api/producto/index?estado=2');
    expect(malo.status).toBe(422);
    expect(malo.json.errors.estado).toEqual(["El estado debe ser '1' (activo) o '0' (inactivo)."]);
  });

  it('lists the newest first with orden=recientes, and refuses another order with 422', async () => {
    const m = await marca();
    const creados = [
      await producto({ id_marca: m.id }),
      await producto({ id_marca: m.id }),
      await producto({ id_marca: m.id }),
    ];
    const recientes = await callJson(`/api/producto/index?marca=${m.id}&orden=recientes&page=1&limit=2`);
    expect(ids(recientes.json.succes)).toEqual([creados[2].id, creados[1].id]);
    expect(recientes.json.total).toBe(3);
    expect(ids((await callJson(`/api/producto/index?marca=${m.id}&orden=id`)).json.succes)).toEqual(ids(creados));
    const malo = await callJson('/api/producto/index?orden=precio');
    expect(malo.status).toBe(422);
    expect(malo.json.errors.orden).toEqual([
      "El orden debe ser 'id', 'recientes', 'precio_asc', 'precio_desc', 'nuevos' o 'mas_vendidos'.",
    ]);
  });
});

describe('GET /api/producto/find', () => {
  it('answers one active product as an object and hides an inactive one from the public', async () => {
    const activo = await producto();
    const inactivo = await producto({ estado: '0' });
    const uno = await callJson(`/api/producto/find?id=${activo.id}`);
    expect(uno.status).toBe(200);
    expect(uno.json.succes).toMatchObject({ id: activo.id, estado: '1' });
    expect((await callJson(`/api/producto/find?id=${inactivo.id}`)).status).toBe(404);
    expect((await callJson('/api/producto/find?id=99999999')).status).toBe(404);
    const admin = await makeAdmin();
    const visto = await callJson(`/api/producto/find?id=${inactivo.id}`, { token: admin.token });
    expect(visto.json.succes).toMatchObject({ id: inactivo.id, estado: '0' });
  });
});

describe('POST /api/producto/create', () => {
  const formulario = async (over: Record<string, unknown> = {}) => {
    const m = await marca();
    return {
      nombre: `Vitamina C ${unico()}`,
      id_marca: m.id,
      id_promocion: '',
      precio: '25000',
      caracteristica: '',
      ficha_tecnica: '**500 mg** por tableta',
      uso_adecuado: 'Una al día',
      aviso_legal: 'Manténgase fuera del alcance de los niños',
      fotos: [pngFile('a.png'), pngFile('b.png')],
      ...over,
    };
  };

  it('creates a product with two photos stored in R2 and answers it as the list shows it', async () => {
    const admin = await makeAdmin();
    const creada = await promocion(20);
    const c = await caracteristica('Inmunidad');
    const body = await formulario({ id_promocion: creada.id, caracteristica: c.id });
    const { status, json } = await callJson('/api/producto/create', { token: admin.token, body });
    expect(status).toBe(201);
    expect(json.message).toBe('Se guardó correctamente el producto');
    expect(json.succes).toMatchObject({
      nombre: body.nombre,
      id_marca: body.id_marca,
      id_promocion: creada.id,
      porcentaje: 20,
      precio: 25000,
      precio_final: 20000,
      estado: '1',
      id_caract: c.id,
      nombre_caract: 'Inmunidad',
      ficha_tecnica: '**500 mg** por tableta',
      imagen3: '',
      imagen4: '',
    });
    for (const key of [json.succes.imagen1, json.succes.imagen2]) {
      expect(key).toMatch(/^productos\/.+\.png$/);
      expect(await env.IMAGES.head(key)).not.toBeNull();
    }
    const servida = await call(`/storage/${json.succes.imagen1}`);
    expect(servida.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await servida.arrayBuffer())).toEqual(PNG_1x1);
    const [guardado] = await db().select().from(schema.productos).where(eq(schema.productos.id, json.succes.id));
    expect(guardado.busqueda).toBe(`vitamina c ${body.nombre.split(' ').at(-1)}`);
  });

  it('accepts one photo sent as a single part and the characteristic as id_caract', async () => {
    const admin = await makeAdmin();
    const c = await caracteristica();
    const body = await formulario({ fotos: undefined, caracteristica: undefined, id_caract: c.id });
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) form.append(k, String(v));
    form.append('fotos', pngFile());
    const res = await callJson('/api/producto/create', {
      token: admin.token,
      rawBody: form,
    });
    expect(res.status).toBe(201);
    expect(res.json.succes).toMatchObject({ id_caract: c.id, id_promocion: 0 });
    expect(res.json.succes.imagen1).toMatch(/^productos\//);
    expect(res.json.succes.imagen2).toBe('');
  });

  it('refuses five photos with the spec message, and none at all', async () => {
    const admin = await makeAdmin();
    const cinco = await formulario({ fotos: [1, 2, 3, 4, 5].map((i) => pngFile(`${i}.png`)) });
    const muchas = await callJson('/api/producto/create', { token: admin.token, body: cinco });
    expect(muchas.status).toBe(422);
    expect(muchas.json.errors.fotos).toEqual(['Puede seleccionar hasta 4 imágenes.']);
    const ninguna = await callJson('/api/producto/create', {
      token: admin.token,
      body: await formulario({ fotos: undefined }),
    });
    expect(ninguna.status).toBe(422);
    expect(ninguna.json.errors.fotos).toBeDefined();
  });

  it('refuses a file that is not an image by its bytes (422) and one over 2 MB (413), storing nothing', async () => {
    const admin = await makeAdmin();
    const body = await formulario({ fotos: [pngFile(), fakeImage()] });
    const falsa = await callJson('/api/producto/create', { token: admin.token, body });
    expect(falsa.status).toBe(422);
    expect(falsa.json.errors.fotos[0]).toMatch(/JPEG, PNG o WebP/);
    const grande = await callJson('/api/producto/create', {
      token: admin.token,
      body: await formulario({ fotos: [bigImage()] }),
    });
    expect(grande.status).toBe(413);
    const guardados = await db().select().from(schema.productos).where(eq(schema.productos.nombre, body.nombre));
    expect(guardados).toEqual([]);
  });

  it('refuses an unknown brand, promotion or characteristic with 422 naming each field', async () => {
    const admin = await makeAdmin();
    const body = await formulario({ id_marca: 99999999, id_promocion: 99999998, caracteristica: 99999997 });
    const { status, json } = await callJson('/api/producto/create', { token: admin.token, body });
    expect(status).toBe(422);
    expect(json.errors).toEqual({
      id_marca: ['La marca seleccionada no existe.'],
      id_promocion: ['La promoción seleccionada no existe.'],
      caracteristica: ['La característica seleccionada no existe.'],
    });
    const sinMarca = await callJson('/api/producto/create', {
      token: admin.token,
      body: await formulario({ id_marca: '' }),
    });
    expect(sinMarca.status).toBe(422);
    expect(sinMarca.json.errors.id_marca).toBeDefined();
  });

  it('reads a price with two zero decimals as whole pesos and refuses fractions, negatives, zero and text', async () => {
    const admin = await makeAdmin();
    const ok = await callJson('/api/producto/create', {
      token: admin.token,
      body: await formulario({ precio: '25000.00' }),
    });
    expect(ok.status).toBe(201);
    expect(ok.json.succes.precio).toBe(25000);
    for (const [precio, texto] of [
      ['25000.5', /entero de pesos/],
      ['25.000', /entero de pesos/],
      ['-5000', /mayor que cero/],
      ['0', /mayor que cero/],
      ['veinte mil', /entero de pesos/],
      ['', /obligatorio/],
    ] as const) {
      const { status, json } = await callJson('/api/producto/create', {
        token: admin.token,
        body: await formulario({ precio, fotos: [pngFile()] }),
      });
      expect(status, precio).toBe(422);
      expect(json.errors.precio[0]).toMatch(texto);
    }
  });

  it('is staff-only: 401 without a session, 403 for a professional', async () => {
    const body = await formulario();
    expect((await callJson('/api/producto/create', { body })).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await callJson('/api/producto/create', { body, token: profesional.token })).status).toBe(403);
  });
});

describe('POST /api/producto/update', () => {
  /** What the inline editor posts: the row it read from the list, with one field changed. */
  const filaLeida = async (id: number, token: string) =>
    (await callJson(`/api/producto/find?id=${id}`, { token })).json.succes as Record<string, unknown>;

  for (const encoding of ENCODINGS) {
    it(`changes one field of the whole row posted back (${encoding}) and ignores the joined keys`, async () => {
      const admin = await makeAdmin();
      const creada = await promocion(10);
      const otraMarca = await marca(`Bayer ${encoding}`);
      const p = await producto({ precio: 30000, id_promocion: creada.id });
      const fila = await filaLeida(p.id, admin.token);
      const { status, json } = await callJson('/api/producto/update', {
        token: admin.token,
        encoding,
        body: { ...fila, id_marca: otraMarca.id, nombre_marca: 'ignorado', porcentaje: 99, precio_final: 1 },
      });
      expect(status).toBe(200);
      expect(json.succes).toMatchObject({
        id: p.id,
        nombre: p.nombre,
        id_marca: otraMarca.id,
        nombre_marca: `Bayer ${encoding}`,
        id_promocion: creada.id,
        porcentaje: 10,
        precio: 30000,
        precio_final: 27000,
        estado: '1',
      });
    });
  }

  it('refuses an empty name with the spec message and changes nothing', async () => {
    const admin = await makeAdmin();
    const p = await producto();
    const fila = await filaLeida(p.id, admin.token);
    const { status, json } = await callJson('/api/producto/update', {
      token: admin.token,
      body: { ...fila, nombre: '   ' },
    });
    expect(status).toBe(422);
    expect(json.message).toBe('No se actualizó el campo, está vacío');
    expect((await filaLeida(p.id, admin.token)).nombre).toBe(p.nombre);
  });

  it('toggles estado off and on, hiding the product from the public meanwhile', async () => {
    const admin = await makeAdmin();
    const p = await producto();
    const fila = await filaLeida(p.id, admin.token);
    const off = await callJson('/api/producto/update', { token: admin.token, body: { ...fila, estado: '0' } });
    expect(off.json.succes.estado).toBe('0');
    expect((await callJson(`/api/producto/find?id=${p.id}`)).status).toBe(404);
    const on = await callJson('/api/producto/update', {
      token: admin.token,
      encoding: 'json',
      body: { ...off.json.succes, estado: 1 },
    });
    expect(on.json.succes.estado).toBe('1');
    expect((await callJson(`/api/producto/find?id=${p.id}`)).status).toBe(200);
    const malo = await callJson('/api/producto/update', { token: admin.token, body: { ...fila, estado: 'si' } });
    expect(malo.status).toBe(422);
  });

  it('removes the promotion with id_promocion 0 and changes the characteristic by id_caract or by caracteristica', async () => {
    const admin = await makeAdmin();
    const creada = await promocion(30);
    const vieja = await caracteristica('Digestión');
    const nueva = await caracteristica('Energía');
    const p = await producto({ id_promocion: creada.id, id_caract: vieja.id });
    const fila = await filaLeida(p.id, admin.token);
    const sinPromocion = await callJson('/api/producto/update', {
      token: admin.token,
      body: { ...fila, id_promocion: 0 },
    });
    expect(sinPromocion.json.succes).toMatchObject({ id_promocion: 0, nombre_promocion: '', porcentaje: 0 });
    const porId = await callJson('/api/producto/update', {
      token: admin.token,
      body: { ...sinPromocion.json.succes, id_caract: nueva.id },
    });
    expect(porId.json.succes).toMatchObject({ id_caract: nueva.id, caracteristica: 'Energía' });
    const porCampo = await callJson('/api/producto/update', {
      token: admin.token,
      body: { ...porId.json.succes, caracteristica: String(vieja.id) },
    });
    expect(porCampo.json.succes).toMatchObject({ id_caract: vieja.id, nombre_caract: 'Digestión' });
  });

  it('refuses a fractional price, an unknown brand and an unknown product', async () => {
    const admin = await makeAdmin();
    const p = await producto();
    const fila = await filaLeida(p.id, admin.token);
    const precio = await callJson('/api/producto/update', { token: admin.token, body: { ...fila, precio: 10.5 } });
    expect(precio.status).toBe(422);
    const m = await callJson('/api/producto/update', { token: admin.token, body: { ...fila, id_marca: 99999999 } });
    expect(m.status).toBe(422);
    expect(m.json.errors.id_marca).toEqual(['La marca seleccionada no existe.']);
    const otro = await callJson('/api/producto/update', { token: admin.token, body: { ...fila, id: 99999999 } });
    expect(otro.status).toBe(404);
  });

  it('is staff-only', async () => {
    const p = await producto();
    expect((await callJson('/api/producto/update', { body: { id: p.id, estado: '0' } })).status).toBe(401);
    const profesional = await makeCuenta();
    const prohibido = await callJson('/api/producto/update', {
      token: profesional.token,
      body: { id: p.id, estado: '0' },
    });
    expect(prohibido.status).toBe(403);
  });
});

describe('POST /api/producto/update-image', () => {
  it('replaces one slot with a fresh key and drops the old object', async () => {
    const admin = await makeAdmin();
    await env.IMAGES.put('productos/vieja.png', pngFile());
    const p = await producto({ imagen1: 'productos/otra.png', imagen2: 'productos/vieja.png' });
    const { status, json } = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: p.id, imagen: 2, file: pngFile() },
    });
    expect(status).toBe(200);
    expect(json.succes.imagen1).toBe('productos/otra.png');
    expect(json.succes.imagen2).toMatch(/^productos\/.+\.png$/);
    expect(json.succes.imagen2).not.toBe('productos/vieja.png');
    expect(await env.IMAGES.head(json.succes.imagen2)).not.toBeNull();
    expect(await env.IMAGES.head('productos/vieja.png')).toBeNull();
  });

  it('refuses a slot outside 1–4, a fake image and an unknown product', async () => {
    const admin = await makeAdmin();
    const p = await producto();
    const franja = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: p.id, imagen: 5, file: pngFile() },
    });
    expect(franja.status).toBe(422);
    expect(franja.json.errors.imagen).toEqual(['La imagen a reemplazar debe ser la 1, 2, 3 o 4.']);
    const falsa = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: p.id, imagen: 1, file: fakeImage() },
    });
    expect(falsa.status).toBe(422);
    const nadie = await callJson('/api/producto/update-image', {
      token: admin.token,
      body: { id_producto: 99999999, imagen: 1, file: pngFile() },
    });
    expect(nadie.status).toBe(404);
    const profesional = await makeCuenta();
    const prohibido = await callJson('/api/producto/update-image', {
      token: profesional.token,
      body: { id_producto: p.id, imagen: 1, file: pngFile() },
    });
    expect(prohibido.status).toBe(403);
  });
});
