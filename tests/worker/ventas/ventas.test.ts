import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { callJson, db, ENCODINGS, makeAdmin, makeCuenta, mismaVentana } from '../helpers';
import { FILAS_POR_INSERT } from '../ventas-filas';
import { comprar, enviarEvento, eventoFirmado, ipUnica, makeProducto, nuevaVenta } from '../ventas-fixtures';

const ventaDe = async (id: number) => (await db().select().from(schema.ventas).where(eq(schema.ventas.id, id)))[0];

/** An order whose payment the provider approved. */
async function ventaPagada(precio = 10000) {
  const p = await nuevaVenta(precio);
  const evento = await eventoFirmado({ status: 'APPROVED', reference: p.reference, amount_in_cents: precio * 100 });
  expect((await enviarEvento(evento)).status).toBe(200);
  return p;
}

/** What shipping asks for besides the status (issue 21 item 4). */
const ENVIO = { transportadora: 'Servientrega', guia: '700012345678' };

const cambiarEntrega = (
  token: string,
  body: Record<string, unknown>,
  encoding: 'multipart' | 'json' | 'urlencoded' = 'multipart',
) => callJson('/api/ventas/update/status', { token, body, encoding });

describe('GET /api/ventas/index', () => {
  it('is for staff only: 401 without a session, 403 for a professional', async () => {
    expect((await callJson('/api/ventas/index')).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await callJson('/api/ventas/index', { token: profesional.token })).status).toBe(403);
  });

  it('lists orders newest first with the contract fields and Spanish status labels', async () => {
    const admin = await makeAdmin();
    const viejo = await nuevaVenta(1000, 1, { nombre: 'Primero' });
    await db()
      .update(schema.ventas)
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where(eq(schema.ventas.id, viejo.id));
    const nuevo = await ventaPagada(2000);
    const { status, json } = await callJson('/api/ventas/index', { token: admin.token });
    expect(status).toBe(200);
    const ids = json.succes.map((v: { id: number }) => v.id);
    expect(ids.indexOf(nuevo.id)).toBeLessThan(ids.indexOf(viejo.id));
    expect(ids.at(-1)).toBe(viejo.id);
    const fila = json.succes.find((v: { id: number }) => v.id === nuevo.id);
    expect(fila).toMatchObject({
      id: nuevo.id,
      factura: nuevo.factura,
      nombre: 'Ana',
      apellidos: 'Pérez Gómez',
      telefono_cliente: '3001234567',
      direccion: 'Calle 10 # 20-30, apto 401',
      ciudad: 'Bogotá',
      status_pago: 'aprobado',
      status_pago_texto: 'Pagado',
      status_entrega: 'pendiente',
      status_entrega_texto: 'Pendiente',
      total: 2000,
    });
    expect(fila.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fila).not.toHaveProperty('token');
  });
});

/** `n` orders of one new buyer (their own e-mail), straight in D1, one day apart, the last the newest. */
async function ventasDe(n: number, cada: (i: number) => Partial<typeof schema.ventas.$inferInsert> = () => ({})) {
  const u = crypto.randomUUID().slice(0, 8).toUpperCase();
  const email = `lista.${u.toLowerCase()}@correo.co`;
  const filas = Array.from({ length: n }, (_, i) => ({
    factura: `CS-T${u}${String(i).padStart(2, '0')}`,
    token: `tok-${u}-${i}`,
    reference: `ref-${u}-${i}`,
    nombre: 'Lista',
    apellidos: 'Paginada',
    email,
    telefono_cliente: '3001234567',
    ciudad: 'Cali',
    direccion: 'Calle 1',
    total: 1000 * (i + 1),
    created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    ...cada(i),
  }));
  const d = db();
  const ids: number[] = [];
  for (let i = 0; i < filas.length; i += FILAS_POR_INSERT)
    ids.push(
      ...(
        await d
          .insert(schema.ventas)
          .values(filas.slice(i, i + FILAS_POR_INSERT))
          .returning({ id: schema.ventas.id })
      ).map((r) => r.id),
    );
  return { email, prefijo: `CS-T${u}`, ids, facturas: filas.map((f) => f.factura) };
}

const listar = (token: string, query: string) => callJson(`/api/ventas/index?${query}`, { token });
const ids = (json: { succes: { id: number }[] }) => json.succes.map((v) => v.id);

describe('GET /api/ventas/index, paged and filtered', () => {
  it('without page or limit answers every matching order, as the original client expects (no paging keys)', async () => {
    const admin = await makeAdmin();
    const { email, ids: creados } = await ventasDe(3);
    const todos = await callJson('/api/ventas/index', { token: admin.token });
    expect(todos.status).toBe(200);
    expect(Object.keys(todos.json)).toEqual(['succes']);
    expect(ids(todos.json)).toEqual(expect.arrayContaining(creados));

    const deUno = await listar(admin.token, `q=${encodeURIComponent(email)}`);
    expect(Object.keys(deUno.json)).toEqual(['succes']);
    expect(ids(deUno.json)).toEqual([...creados].reverse());
  });

  it('pages newest first with total, page and limit; a page past the end is empty', async () => {
    const admin = await makeAdmin();
    const { email, ids: creados } = await ventasDe(5);
    const nuevosPrimero = [...creados].reverse();
    const q = `q=${encodeURIComponent(email)}`;

    const primera = await listar(admin.token, `${q}&page=1&limit=2`);
    expect(primera.status).toBe(200);
    expect(primera.json).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(ids(primera.json)).toEqual(nuevosPrimero.slice(0, 2));
    expect(primera.json.succes[0]).toMatchObject({ factura: expect.any(String), status_entrega_texto: 'Pendiente' });

    expect(ids((await listar(admin.token, `${q}&page=3&limit=2`)).json)).toEqual(nuevosPrimero.slice(4));
    const despues = await listar(admin.token, `${q}&page=4&limit=2`);
    expect(despues.json).toMatchObject({ succes: [], total: 5, page: 4 });
  });

  it('pages 50 at a time when only page is given, and 24 when asked', async () => {
    const admin = await makeAdmin();
    const { email } = await ventasDe(1);
    const q = `q=${encodeURIComponent(email)}`;
    expect((await listar(admin.token, `${q}&page=1`)).json).toMatchObject({ page: 1, limit: 50, total: 1 });
    expect((await listar(admin.token, `${q}&limit=24`)).json).toMatchObject({ page: 1, limit: 24, total: 1 });
  });

  it('filters by delivery status and by payment status, one or several (list or repeated keys)', async () => {
    const admin = await makeAdmin();
    const entregas = ['pendiente', 'preparando', 'enviado', 'cancelado'];
    const { email, ids: creados } = await ventasDe(4, (i) => ({
      status_entrega: entregas[i],
      status_pago: i === 0 ? 'pendiente' : i === 3 ? 'rechazado' : 'aprobado',
    }));
    const q = `q=${encodeURIComponent(email)}&page=1&limit=10`;
    const preparando = await listar(admin.token, `${q}&status_entrega=preparando`);
    expect(preparando.json).toMatchObject({ total: 1 });
    expect(ids(preparando.json)).toEqual([creados[1]]);
    expect(ids((await listar(admin.token, `${q}&status_entrega=pendiente,enviado`)).json)).toEqual([
      creados[2],
      creados[0],
    ]);
    expect(ids((await listar(admin.token, `${q}&status_entrega=PENDIENTE&status_entrega=cancelado`)).json)).toEqual([
      creados[3],
      creados[0],
    ]);
    expect(ids((await listar(admin.token, `${q}&status_pago=aprobado`)).json)).toEqual([creados[2], creados[1]]);
    const ambos = await listar(admin.token, `${q}&status_pago=aprobado&status_entrega=enviado`);
    expect(ids(ambos.json)).toEqual([creados[2]]);
    expect(ambos.json.total).toBe(1);
  });

  it("finds orders by the start of the invoice or by the buyer's e-mail, in any case", async () => {
    const admin = await makeAdmin();
    const { email, prefijo, ids: creados, facturas } = await ventasDe(2);
    const deFactura = await listar(admin.token, `q=${encodeURIComponent(facturas[1].toLowerCase())}&page=1`);
    expect(ids(deFactura.json)).toEqual([creados[1]]);
    const dePrefijo = await listar(admin.token, `q=${encodeURIComponent(prefijo.toLowerCase())}&page=1`);
    expect(dePrefijo.json).toMatchObject({ total: 2 });
    const deCorreo = await listar(admin.token, `q=${encodeURIComponent(email.toUpperCase())}&page=1`);
    expect(ids(deCorreo.json)).toEqual([creados[1], creados[0]]);
    const nada = await listar(admin.token, 'q=no-existe@correo.co&page=1');
    expect(nada.json).toMatchObject({ succes: [], total: 0 });
  });

  it('refuses bad paging and unknown statuses with 422 and a Spanish message per field', async () => {
    const admin = await makeAdmin();
    const casos: [string, string, string][] = [
      ['limit=101', 'limit', 'El campo limit debe estar entre 1 y 100.'],
      ['limit=0', 'limit', 'El campo limit debe estar entre 1 y 100.'],
      ['page=0', 'page', 'El campo page debe estar entre 1 y 100000.'],
      ['page=dos', 'page', 'El campo page debe ser un número entero.'],
      [
        'status_entrega=perdido',
        'status_entrega',
        'El estado de entrega debe ser pendiente, preparando, enviado, entregado o cancelado.',
      ],
      [
        'status_pago=pagado',
        'status_pago',
        'El estado de pago debe ser pendiente, aprobado, rechazado, anulado, error, vencido, contra_entrega, reembolso_pendiente o reembolsado.',
      ],
      [`q=${'x'.repeat(101)}`, 'q', 'El campo q admite máximo 100 caracteres.'],
    ];
    for (const [query, campo, mensaje] of casos) {
      const { status, json } = await listar(admin.token, query);
      expect(status, query).toBe(422);
      expect(json.errors[campo], query).toEqual([mensaje]);
    }
  });
});

describe('POST /api/ventas/index/productos', () => {
  for (const encoding of ENCODINGS) {
    it(`answers the lines of a factura with the contract spellings (${encoding})`, async () => {
      const admin = await makeAdmin();
      const a = await makeProducto({ precio: 10000, porcentaje: 25 });
      const b = await makeProducto({ precio: 3000 });
      const { json: compra } = await comprar(
        [
          { id: a.id, cantidad: 2 },
          { id: b.id, cantidad: 1 },
        ],
        {},
      );
      // later catalogue changes do not touch the snapshot
      await db().update(schema.productos).set({ precio: 1, nombre: 'Cambiado' }).where(eq(schema.productos.id, a.id));
      const { status, json } = await callJson('/api/ventas/index/productos', {
        token: admin.token,
        body: { factura: compra.succes.factura },
        encoding,
      });
      expect(status).toBe(200);
      expect(json.succes).toEqual([
        {
          nombre_produto: a.nombre,
          nombre_promocion: a.promocion?.nombre,
          nombre_marca: a.marca.nombre,
          cantidad: 2,
          valor_unitario: 10000,
          procentaje_aplicado: 25,
          iva: 19,
          total: 15000,
        },
        {
          nombre_produto: b.nombre,
          nombre_promocion: '',
          nombre_marca: b.marca.nombre,
          cantidad: 1,
          valor_unitario: 3000,
          procentaje_aplicado: 0,
          iva: 19,
          total: 3000,
        },
      ]);
    });
  }

  it('answers 404 for an unknown factura and 422 without one', async () => {
    const admin = await makeAdmin();
    const desconocida = await callJson('/api/ventas/index/productos', {
      token: admin.token,
      body: { factura: 'CS-NOEXISTE' },
    });
    expect(desconocida.status).toBe(404);
    const sin = await callJson('/api/ventas/index/productos', { token: admin.token, body: { otra: 'x' } });
    expect(sin.status).toBe(422);
    expect(sin.json.errors.factura).toBeDefined();
  });

  it('is for staff only', async () => {
    const p = await nuevaVenta();
    expect((await callJson('/api/ventas/index/productos', { body: { factura: p.factura } })).status).toBe(401);
    const profesional = await makeCuenta();
    const res = await callJson('/api/ventas/index/productos', {
      token: profesional.token,
      body: { factura: p.factura },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/ventas/update/status', () => {
  for (const encoding of ENCODINGS) {
    it(`moves a paid order along pendiente → preparando → enviado → entregado (${encoding})`, async () => {
      const admin = await makeAdmin();
      const p = await ventaPagada();
      for (const status_entrega of ['preparando', 'enviado', 'entregado']) {
        const { status, json } = await cambiarEntrega(admin.token, { id: p.id, status_entrega, ...ENVIO }, encoding);
        expect(status).toBe(200);
        expect(json.succes).toMatchObject({ id: p.id, status_entrega, status_pago: 'aprobado' });
      }
      expect(await ventaDe(p.id)).toMatchObject({ status_entrega: 'entregado' });
    });
  }

  it('finds the order by factura too and answers the Spanish label', async () => {
    const admin = await makeAdmin();
    const p = await ventaPagada();
    const { status, json } = await cambiarEntrega(admin.token, {
      factura: p.factura.toLowerCase(),
      status_entrega: 'preparando',
    });
    expect(status).toBe(200);
    expect(json.succes.status_entrega_texto).toBe('En preparación');
  });

  it('refuses to skip or go back a step with 409 and a clear message', async () => {
    const admin = await makeAdmin();
    const p = await ventaPagada();
    const salto = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'enviado', ...ENVIO });
    expect(salto.status).toBe(409);
    expect(salto.json.message).toContain('«Pendiente» a «Enviado»');
    await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'preparando' });
    await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'enviado', ...ENVIO });
    const atras = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'pendiente' });
    expect(atras.status).toBe(409);
    const cancelar = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'cancelado', motivo: 'Sin stock' });
    expect(cancelar.status).toBe(409);
    expect(cancelar.json.message).toMatch(/cancela/);
    expect(await ventaDe(p.id)).toMatchObject({ status_entrega: 'enviado' });
  });

  it('cancels from pendiente or preparando, and nothing moves a cancelled order', async () => {
    const admin = await makeAdmin();
    const sinPagar = await nuevaVenta();
    expect((await cambiarEntrega(admin.token, { id: sinPagar.id, status_entrega: 'cancelado' })).status).toBe(200);
    const pagado = await ventaPagada();
    await cambiarEntrega(admin.token, { id: pagado.id, status_entrega: 'preparando' });
    const motivo = 'El comprador lo pidió';
    expect((await cambiarEntrega(admin.token, { id: pagado.id, status_entrega: 'cancelado', motivo })).status).toBe(
      200,
    );
    expect((await cambiarEntrega(admin.token, { id: pagado.id, status_entrega: 'preparando' })).status).toBe(409);
    expect(await ventaDe(pagado.id)).toMatchObject({ status_entrega: 'cancelado' });
  });

  it('refuses to prepare an order that is not paid with 409', async () => {
    const admin = await makeAdmin();
    const p = await nuevaVenta();
    const { status, json } = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'preparando' });
    expect(status).toBe(409);
    expect(json.message).toMatch(/no está pagado/);
    expect(await ventaDe(p.id)).toMatchObject({ status_entrega: 'pendiente' });
  });

  it('never sets the payment status, whatever the body says', async () => {
    const admin = await makeAdmin();
    const p = await nuevaVenta();
    const { status, json } = await cambiarEntrega(admin.token, {
      id: p.id,
      status_entrega: 'cancelado',
      status_pago: 'aprobado',
    });
    expect(status).toBe(200);
    expect(json.succes.status_pago).toBe('pendiente');
    expect(await ventaDe(p.id)).toMatchObject({ status_pago: 'pendiente', status_entrega: 'cancelado' });
  });

  it('answers the order unchanged when it already has that status', async () => {
    const admin = await makeAdmin();
    const p = await ventaPagada();
    await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'preparando' });
    const otra = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'preparando' });
    expect(otra.status).toBe(200);
    expect(otra.json.succes.status_entrega).toBe('preparando');
  });

  it('answers 422 for an unknown status or no order, and 404 for an unknown order', async () => {
    const admin = await makeAdmin();
    const p = await nuevaVenta();
    const raro = await cambiarEntrega(admin.token, { id: p.id, status_entrega: 'perdido' });
    expect(raro.status).toBe(422);
    expect(raro.json.errors.status_entrega).toBeDefined();
    expect((await cambiarEntrega(admin.token, { status_entrega: 'cancelado' })).status).toBe(422);
    expect((await cambiarEntrega(admin.token, { id: 99999999, status_entrega: 'cancelado' })).status).toBe(404);
  });

  it('is for staff only', async () => {
    const p = await nuevaVenta();
    expect(
      (await callJson('/api/ventas/update/status', { body: { id: p.id, status_entrega: 'cancelado' } })).status,
    ).toBe(401);
    const profesional = await makeCuenta();
    expect((await cambiarEntrega(profesional.token, { id: p.id, status_entrega: 'cancelado' })).status).toBe(403);
    expect(await ventaDe(p.id)).toMatchObject({ status_entrega: 'pendiente' });
  });
});

describe('GET /api/ventas/consulta', () => {
  const consultar = (factura: string, email: string, ip = ipUnica(), reloj: Record<string, string> = {}) =>
    callJson(`/api/ventas/consulta?factura=${encodeURIComponent(factura)}&email=${encodeURIComponent(email)}`, {
      headers: { 'cf-connecting-ip': ip, ...reloj },
    });

  it('answers the statuses and lines when invoice and e-mail match, e-mail in any case', async () => {
    const p = await ventaPagada(15000);
    const { email } = await ventaDe(p.id);
    const { status, json } = await consultar(p.factura.toLowerCase(), email.toUpperCase());
    expect(status).toBe(200);
    expect(json.succes).toMatchObject({
      factura: p.factura,
      status_pago: 'aprobado',
      status_pago_texto: 'Pagado',
      status_entrega: 'pendiente',
      status_entrega_texto: 'Pendiente',
      total: 15000,
    });
    expect(json.succes.productos).toHaveLength(1);
    expect(json.succes.productos[0]).toMatchObject({ cantidad: 1, valor_unitario: 15000 });
    expect(json.succes).not.toHaveProperty('direccion');
  });

  it('answers the same 404 for a wrong e-mail and for an unknown invoice', async () => {
    const p = await nuevaVenta();
    const { email } = await ventaDe(p.id);
    const otroCorreo = await consultar(p.factura, 'otra@correo.co');
    const otraFactura = await consultar('CS-AAAAAAAA', email);
    expect(otroCorreo.status).toBe(404);
    expect(otraFactura.status).toBe(404);
    expect(otroCorreo.json).toEqual(otraFactura.json);
  });

  it('answers 422 when the invoice or the e-mail is missing', async () => {
    const { status, json } = await callJson('/api/ventas/consulta?factura=CS-AAAAAAAA', {
      headers: { 'cf-connecting-ip': ipUnica() },
    });
    expect(status).toBe(422);
    expect(json.errors.email).toBeDefined();
  });

  it('throttles an address after 10 look-ups in ten minutes, even with the right data', async () => {
    const p = await nuevaVenta();
    const { email } = await ventaDe(p.id);
    const ip = ipUnica();
    const reloj = mismaVentana();
    for (let i = 0; i < 10; i++) expect((await consultar('CS-ADIVINA', email, ip, reloj)).status).toBe(404);
    const bloqueada = await consultar(p.factura, email, ip, reloj);
    expect(bloqueada.status).toBe(429);
    // another address is not affected
    expect((await consultar(p.factura, email)).status).toBe(200);
  });
});
