import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CIUDADES } from '../../../common/ciudades';
import { digitoVerificacion } from '../../../common/envio';
import { normalizar } from '../../../common/texto';
import { schema } from '../../../worker/db/schema';
import { callJson, db, makeAdmin } from '../helpers';
import { comprar, makeProducto } from '../ventas-fixtures';

const buscar = (q: string) => callJson(`/api/ciudades?q=${encodeURIComponent(q)}`);
const tarifa = async (codigo: string, envio: number) => {
  const { token } = await makeAdmin();
  const r = await callJson('/api/envios/tarifa', { body: { codigo, envio }, token });
  expect(r.status).toBe(200);
};
const condiciones = async (body: Record<string, number>) => {
  const { token } = await makeAdmin();
  return callJson('/api/tienda/ajustes', { body, token });
};

describe('the DIVIPOLA list (migration 0014)', () => {
  it('holds every municipality with its departamento and a searchable key', async () => {
    const filas = await db().select().from(schema.ciudades);
    const departamentos = await db().select().from(schema.departamentos);
    expect(filas.length).toBeGreaterThan(1100);
    expect(departamentos).toHaveLength(33);
    for (const f of filas) {
      expect(f.codigo).toMatch(/^\d{5}$/);
      expect(f.codigo.slice(0, 2)).toBe(f.departamento);
      expect(f.clave).toBe(normalizar(f.nombre));
    }
    const soacha = filas.find((f) => f.codigo === '25754');
    expect(soacha?.nombre).toBe('Soacha');
    // municipalities of 2007 and 2008 that the package lacked
    for (const codigo of ['13490', '19300', '23682', '23815']) expect(filas.map((f) => f.codigo)).toContain(codigo);
  });
});

describe('GET /api/ciudades', () => {
  it('finds Soacha (Cundinamarca) first for "soa", accent- and case-insensitively', async () => {
    const { status, json } = await buscar('SOÁ');
    expect(status).toBe(200);
    expect(json.succes[0]).toMatchObject({ codigo: '25754', nombre: 'Soacha', departamento: 'Cundinamarca' });
    expect(json.succes.length).toBeLessThanOrEqual(10);
    expect(json.condiciones).toEqual({
      envio_gratis_desde: expect.any(Number),
      dias_entrega_min: expect.any(Number),
      dias_entrega_max: expect.any(Number),
    });
  });

  it('ranks the exact name, then names that start with it, then names that hold it', async () => {
    const { json } = await buscar('bello');
    const nombres = json.succes.map((c: { nombre: string }) => c.nombre);
    expect(nombres[0]).toBe('Bello');
    expect(nombres.indexOf('Pueblo Bello')).toBeGreaterThan(0);
    expect(nombres.indexOf('Montebello')).toBeGreaterThan(nombres.indexOf('Pueblo Bello'));
  });

  it('finds accented names without accents and codes by their digits, at most 10', async () => {
    expect((await buscar('chia')).json.succes[0]).toMatchObject({ nombre: 'Chía', departamento: 'Cundinamarca' });
    expect((await buscar('ibague')).json.succes[0]).toMatchObject({ codigo: '73001', nombre: 'Ibagué' });
    expect((await buscar('05266')).json.succes).toEqual([
      expect.objectContaining({ nombre: 'Envigado', departamento: 'Antioquia' }),
    ]);
    expect((await buscar('san')).json.succes).toHaveLength(10);
    expect((await buscar('')).json.succes).toEqual([]);
    expect((await buscar('zzzz')).json.succes).toEqual([]);
  });

  it("answers each ciudad with its departamento's envío rate as admins set it", async () => {
    await tarifa('05', 14000);
    const { json } = await buscar('envigado');
    expect(json.succes[0]).toMatchObject({ nombre: 'Envigado', envio: 14000 });
  });

  it('refuses a query longer than 60 characters with 422', async () => {
    const { status, json } = await buscar('a'.repeat(61));
    expect(status).toBe(422);
    expect(json.errors.q).toBeDefined();
  });
});

describe('envío rates and terms (admins)', () => {
  it('lists every departamento and changes one rate', async () => {
    const { token } = await makeAdmin();
    await tarifa('25', 9000);
    const { status, json } = await callJson('/api/envios', { token });
    expect(status).toBe(200);
    expect(json.succes.tarifas).toHaveLength(33);
    expect(json.succes.tarifas).toContainEqual(
      expect.objectContaining({ codigo: '25', nombre: 'Cundinamarca', envio: 9000 }),
    );
  });

  it('refuses an unknown departamento with 404 and a bad rate with 422', async () => {
    const { token } = await makeAdmin();
    expect((await callJson('/api/envios/tarifa', { body: { codigo: '42', envio: 100 }, token })).status).toBe(404);
    const malo = await callJson('/api/envios/tarifa', { body: { codigo: '25', envio: '-5' }, token });
    expect(malo.status).toBe(422);
    expect(malo.json.errors.envio[0]).toMatch(/tarifa de envío/);
  });

  it('keeps the fields not sent and refuses a minimum above the maximum', async () => {
    const a = await condiciones({ dias_entrega_min: 1, dias_entrega_max: 4 });
    expect(a.json.succes).toMatchObject({ dias_entrega_min: 1, dias_entrega_max: 4 });
    const b = await condiciones({ dias_entrega_max: 6 });
    expect(b.json.succes).toMatchObject({ dias_entrega_min: 1, dias_entrega_max: 6 });
    const c = await condiciones({ dias_entrega_min: 9 });
    expect(c.status).toBe(422);
    expect(c.json.errors.dias_entrega_min[0]).toMatch(/días de entrega/);
  });
});

describe('POST /api/compras/new: ciudad, envío and documento', () => {
  it('accepts Soacha, Bello, Envigado and Chía, by name or DANE code, and stores the code', async () => {
    const p = await makeProducto({ precio: 10000 });
    for (const [ciudad, nombre, codigo] of [
      ['Soacha', 'Soacha', '25754'],
      ['bello', 'Bello', '05088'],
      ['05266', 'Envigado', '05266'],
      ['Chía (Cundinamarca)', 'Chía', '25175'],
      ['Bogotá', 'Bogotá', '11001'],
      ['Armenia', 'Armenia', '63001'],
      ['Armenia, Antioquia', 'Armenia', '05059'],
    ]) {
      const { status, json } = await comprar([{ id: p.id, cantidad: 1 }], { ciudad });
      expect(status, ciudad).toBe(201);
      expect(json.succes).toMatchObject({ ciudad: nombre, ciudad_codigo: codigo });
    }
  });

  it('still accepts the 20 capitals of the original client, stored with the names it knows', async () => {
    const p = await makeProducto({ precio: 10000 });
    for (const capital of CIUDADES) {
      const { status, json } = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: normalizar(capital) });
      expect(status, capital).toBe(201);
      expect(json.succes.ciudad).toBe(capital);
      expect(json.succes.ciudad_codigo, capital).toMatch(/^\d{2}001$/);
    }
  });

  it('refuses an unknown ciudad and an ambiguous name with a clear 422', async () => {
    const p = await makeProducto({ precio: 10000 });
    const desconocida = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: 'Gotham' });
    expect(desconocida.status).toBe(422);
    expect(desconocida.json.errors.ciudad[0]).toMatch(/No encontramos la ciudad «Gotham» entre los municipios/);
    const ambigua = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: 'Buenavista' });
    expect(ambigua.status).toBe(422);
    expect(ambigua.json.errors.ciudad[0]).toMatch(/varios municipios llamados «Buenavista»/);
    expect((await comprar([{ id: p.id, cantidad: 1 }], { ciudad: '99999' })).status).toBe(422);
  });

  it("charges the departamento's envío in the total and the amount sent to Wompi", async () => {
    await condiciones({ envio_gratis_desde: 0 });
    await tarifa('25', 12000);
    await tarifa('05', 15000);
    const p = await makeProducto({ precio: 30000 });
    const soacha = await comprar([{ id: p.id, cantidad: 2 }], { ciudad: 'Soacha' });
    // 60.000 IVA included (19 %): 50.420 + 9.580
    expect(soacha.json.succes).toMatchObject({
      subtotal: 50420,
      iva: 9580,
      envio: 12000,
      total: 72000,
      amount_in_cents: 7200000,
    });
    const bello = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: 'Bello' });
    expect(bello.json.succes).toMatchObject({ iva: 4790, envio: 15000, total: 45000 });
    const [fila] = await db().select().from(schema.ventas).where(eq(schema.ventas.factura, soacha.json.succes.factura));
    expect(fila).toMatchObject({ ciudad: 'Soacha', ciudad_codigo: '25754', envio: 12000, total: 72000 });
  });

  it('makes envío free from the threshold, not below it', async () => {
    await tarifa('25', 12000);
    await condiciones({ envio_gratis_desde: 100000 });
    const p = await makeProducto({ precio: 50000 });
    const debajo = await comprar([{ id: p.id, cantidad: 1 }], { ciudad: 'Soacha' });
    // the threshold reads the products' prices, IVA included
    expect(debajo.json.succes).toMatchObject({ envio: 12000, total: 62000 });
    const justo = await comprar([{ id: p.id, cantidad: 2 }], { ciudad: 'Soacha' });
    expect(justo.json.succes).toMatchObject({ envio: 0, total: 100000 });
    await condiciones({ envio_gratis_desde: 0 });
  });

  it('takes a cédula or a NIT with its check digit, and refuses a wrong one', async () => {
    const p = await makeProducto({ precio: 10000 });
    const cedula = await comprar([{ id: p.id, cantidad: 1 }], { documento: '1.023.456.789' });
    expect(cedula.json.succes.documento).toBe('1023456789');
    expect(digitoVerificacion('800197268')).toBe(4);
    const nit = await comprar([{ id: p.id, cantidad: 1 }], { documento: '800.197.268-4' });
    expect(nit.json.succes.documento).toBe('800197268-4');
    const malNit = await comprar([{ id: p.id, cantidad: 1 }], { documento: '800197268-5' });
    expect(malNit.status).toBe(422);
    expect(malNit.json.errors.documento[0]).toMatch(/dígito de verificación/);
    const texto = await comprar([{ id: p.id, cantidad: 1 }], { documento: 'CC-ABC' });
    expect(texto.status).toBe(422);
    expect(texto.json.errors.documento[0]).toMatch(/cédula/);
    const sin = await comprar([{ id: p.id, cantidad: 1 }]);
    expect(sin.json.succes.documento).toBe('');
  });

  it("shows staff the buyer's documento in the orders list", async () => {
    const p = await makeProducto({ precio: 10000 });
    const nit = await comprar([{ id: p.id, cantidad: 1 }], { documento: '800.197.268-4' });
    const sin = await comprar([{ id: p.id, cantidad: 1 }]);
    const { token } = await makeAdmin();
    const lista = async (factura: string) =>
      (await callJson(`/api/ventas/index?q=${factura}&page=1&limit=5`, { token })).json.succes;
    expect((await lista(nit.json.succes.factura))[0]).toMatchObject({ documento: '800197268-4' });
    expect((await lista(sin.json.succes.factura))[0]).toMatchObject({ documento: '' });
  });
});
