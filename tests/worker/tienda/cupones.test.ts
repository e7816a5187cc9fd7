/**
 * Issue 21 item 6: discount codes (cupones). Staff create, edit, deactivate and list them; a buyer
 * checks one before paying; `compras/new` applies it server-side (IVA on the discounted base, the
 * amount sent to Wompi), takes its use in the venta's batch (the last use under a race goes to one
 * compra), gives it back when the pago is declined, expires or the venta is cancelled, and paying
 * again keeps the discount.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { sha256Hex } from '../../../worker/plataforma/cripto';
import { callJson, db, makeAdmin } from '../helpers';
import { comprar, enviarEvento, eventoFirmado, INTEGRITY_SECRET, ipUnica, makeProducto } from '../ventas-fixtures';

const T = '2031-03-10T15:00:00.000Z'; // 10:00 in Bogotá, 10 March 2031
const masMinutos = (minutos: number) => new Date(Date.parse(T) + minutos * 60_000).toISOString();
const en = (instante: string) => ({ 'X-Test-Now': instante });

let n = 0;
const codigoUnico = (base = 'PRUEBA') => `${base}${Date.now().toString(36).toUpperCase()}${n++}`;

/** A cupon created by staff through the API; answers its row as the list shows it. */
async function crearCupon(campos: Record<string, unknown>) {
  const admin = await makeAdmin();
  const r = await callJson('/api/cupones/create', {
    token: admin.token,
    body: { codigo: codigoUnico(), tipo: 'porcentaje', valor: 10, ...campos },
  });
  if (r.status !== 201) throw new Error(`cupón no creado: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.succes as { id: number; codigo: string; usos: number };
}

const revisar = (cupon: string, productos: { id: number; cantidad: number }[], extra: Record<string, unknown> = {}) =>
  callJson('/api/cupones/revisar', {
    body: { cupon, productos, ...extra },
    headers: { 'cf-connecting-ip': ipUnica(), ...en(T) },
  });

/** A compra with the code at T (or `ahora`), as a fresh buyer unless `email` is given. */
const comprarCon = (
  cupon: string,
  lineas: { id: number; cantidad: number }[],
  over: Record<string, unknown> = {},
  ahora = T,
) => comprar(lineas, { cupon, ...over }, 'multipart', en(ahora));

const usosDe = (cuponId: number) => db().select().from(schema.cuponUsos).where(eq(schema.cuponUsos.cupon_id, cuponId));
const ventasDe = (productoId: number) =>
  db().select().from(schema.ventaProductos).where(eq(schema.ventaProductos.producto_id, productoId));

type Creada = { id: number; factura: string; reference: string; amount_in_cents: number };
const pagar = async (venta: Creada, status: 'APPROVED' | 'DECLINED', ts = Math.floor(Date.now() / 1000)) =>
  enviarEvento(await eventoFirmado({ status, reference: venta.reference, amount_in_cents: venta.amount_in_cents }, ts));

describe('staff manage discount codes', () => {
  it('create one typed in any case, list it with its uses, edit it and deactivate it', async () => {
    const admin = await makeAdmin();
    const codigo = codigoUnico('Verano');
    const creado = await callJson('/api/cupones/create', {
      token: admin.token,
      body: {
        codigo: `  ${codigo.toLowerCase()} `,
        tipo: 'porcentaje',
        valor: '15',
        minimo: '50000',
        desde: '2031-03-01',
        hasta: '3/31/2031',
        usos_total: '100',
        usos_por_email: '',
      },
    });
    expect(creado.status).toBe(201);
    expect(creado.json.message).toBe('Código de descuento creado');
    expect(creado.json.succes).toMatchObject({
      codigo: codigo.toUpperCase(),
      tipo: 'porcentaje',
      valor: 15,
      minimo: 50000,
      desde: '2031-03-01',
      hasta: '2031-03-31',
      usos_total: 100,
      usos_por_email: null,
      activo: 1,
      usos: 0,
      usos_pagados: 0,
    });
    const id = creado.json.succes.id;

    const editado = await callJson('/api/cupones/update', {
      token: admin.token,
      body: { id, tipo: 'valor', valor: '20000', hasta: '', usos_por_email: 1 },
    });
    expect(editado.status).toBe(200);
    expect(editado.json.succes).toMatchObject({
      tipo: 'valor',
      valor: 20000,
      hasta: '',
      usos_por_email: 1,
      minimo: 50000,
    });

    const apagado = await callJson('/api/cupones/update', { token: admin.token, body: { id, activo: 0 } });
    expect(apagado.json.succes).toMatchObject({ activo: 0, valor: 20000 });

    const lista = await callJson('/api/cupones', { token: admin.token });
    expect(lista.status).toBe(200);
    expect(lista.json.succes.find((c: { id: number }) => c.id === id)).toMatchObject({
      codigo: codigo.toUpperCase(),
      activo: 0,
    });
  });

  it('refuses bad fields with 422 and a Spanish message, and a code already taken (any case) with 409', async () => {
    const admin = await makeAdmin();
    const crear = (body: Record<string, unknown>) =>
      callJson('/api/cupones/create', {
        token: admin.token,
        body: { codigo: codigoUnico(), tipo: 'porcentaje', valor: 10, ...body },
      });
    const casos: [Record<string, unknown>, string, RegExp][] = [
      [{ valor: 0 }, 'valor', /porcentaje de descuento debe ser un número entero entre 1 y 100/],
      [{ valor: 101 }, 'valor', /entre 1 y 100/],
      [{ valor: 'diez' }, 'valor', /número entero/],
      [{ tipo: 'valor', valor: 0 }, 'valor', /pesos entre 1 y 100\.000\.000/],
      [{ tipo: 'regalo' }, 'tipo', /porcentaje o valor fijo/],
      [{ codigo: 'AÑO NUEVO' }, 'codigo', /de 3 a 30 letras sin tildes/],
      [{ codigo: 'AB' }, 'codigo', /de 3 a 30/],
      [{ desde: '2031-02-30' }, 'desde', /AAAA-MM-DD/],
      [{ desde: '2031-03-10', hasta: '2031-03-09' }, 'hasta', /no puede ser anterior/],
      [{ usos_total: 0 }, 'usos_total', /Los usos en total debe ser un número entero entre 1 y 1\.000\.000/],
      [{ usos_por_email: '-1' }, 'usos_por_email', /sin límite/],
      [{ minimo: '-5' }, 'minimo', /compra mínima/],
    ];
    for (const [body, campo, mensaje] of casos) {
      const r = await crear(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.json.errors[campo][0], JSON.stringify(body)).toMatch(mensaje);
    }
    const codigo = codigoUnico();
    expect((await crear({ codigo })).status).toBe(201);
    const otra = await crear({ codigo: codigo.toLowerCase() });
    expect(otra.status).toBe(409);
    expect(otra.json.message).toBe(`Ya existe un código de descuento «${codigo}». Elija otro.`);
    const falta = await callJson('/api/cupones/update', { token: admin.token, body: { id: 999999, activo: 0 } });
    expect(falta.status).toBe(404);
  });
});

describe('POST /api/cupones/revisar', () => {
  it('answers what the code takes off the cart, priced by the catalogue', async () => {
    const p = await makeProducto({ precio: 20000, porcentaje: 50 }); // 10.000 with its promotion
    const { codigo } = await crearCupon({ valor: 15 });
    const r = await revisar(` ${codigo.toLowerCase()}`, [{ id: p.id, cantidad: 3 }]);
    expect(r.status).toBe(200);
    expect(r.json.succes).toEqual({ codigo, tipo: 'porcentaje', valor: 15, productos: 30000, descuento: 4500 });

    // a fixed amount never takes the products below what Wompi can charge (1.500 pesos)
    const fijo = await crearCupon({ tipo: 'valor', valor: 50000 });
    expect((await revisar(fijo.codigo, [{ id: p.id, cantidad: 1 }])).json.succes.descuento).toBe(10000 - 1500);
  });

  it('says in Spanish why a code does not apply', async () => {
    const p = await makeProducto({ precio: 10000 });
    const linea = [{ id: p.id, cantidad: 1 }];
    const razon = async (cupon: string, extra: Record<string, unknown> = {}) => {
      const r = await revisar(cupon, linea, extra);
      return { status: r.status, mensaje: r.json.errors?.cupon?.[0] ?? r.json.message };
    };
    expect(await razon('NOEXISTE1')).toEqual({
      status: 422,
      mensaje: 'El código «NOEXISTE1» no existe. Revise cómo lo escribió.',
    });
    const inactivo = await crearCupon({ activo: 0 });
    expect((await razon(inactivo.codigo)).mensaje).toBe(`El código «${inactivo.codigo}» ya no está activo.`);
    const futuro = await crearCupon({ desde: '2031-03-11' });
    expect((await razon(futuro.codigo)).mensaje).toBe(
      `El código «${futuro.codigo}» es válido a partir del 11/03/2031.`,
    );
    const vencido = await crearCupon({ hasta: '2031-03-09' });
    expect((await razon(vencido.codigo)).mensaje).toBe(`El código «${vencido.codigo}» venció el 09/03/2031.`);
    const hoy = await crearCupon({ desde: '2031-03-10', hasta: '2031-03-10' });
    expect((await razon(hoy.codigo)).status).toBe(200);
    const minimo = await crearCupon({ minimo: 10001 });
    expect((await razon(minimo.codigo)).mensaje).toBe(
      `El código «${minimo.codigo}» pide una compra mínima de $\u00a010.001 en productos. Agregue más productos para usarlo.`,
    );

    const unico = await crearCupon({ usos_total: 1 });
    expect((await comprarCon(unico.codigo, linea)).status).toBe(201);
    expect(await razon(unico.codigo)).toEqual({
      status: 409,
      mensaje: `El código «${unico.codigo}» ya se usó todas las veces permitidas.`,
    });
    const porCorreo = await crearCupon({ usos_por_email: 1 });
    expect((await comprarCon(porCorreo.codigo, linea, { email: 'Lucia@Correo.co' })).status).toBe(201);
    expect(await razon(porCorreo.codigo, { email: 'lucia@correo.co' })).toEqual({
      status: 409,
      mensaje: `Ya usó el código «${porCorreo.codigo}» con este correo todas las veces permitidas.`,
    });
    expect((await razon(porCorreo.codigo, { email: 'otra@correo.co' })).status).toBe(200);
    expect((await razon('   ')).mensaje).toBe('Escriba el código de descuento.');
  });
});

describe('POST /api/compras/new with a cupon', () => {
  it('takes the discount off the products, lowers the IVA base, and Wompi gets the same total', async () => {
    const general = await makeProducto({ precio: 11900, iva: 19 });
    const excluido = await makeProducto({ precio: 5000, iva: 0 });
    const { codigo, id } = await crearCupon({ valor: 10 });
    const r = await comprarCon(codigo.toLowerCase(), [
      { id: general.id, cantidad: 2 },
      { id: excluido.id, cantidad: 1 },
    ]);
    expect(r.status).toBe(201);
    // products 28.800; 10 % = 2.880, split 2.380 on the 23.800 line and 500 on the 5.000 one;
    // IVA of 21.420 at 19 % = 3.420 (without the code: 3.800); envío 0 (no rate set for Bogotá);
    // the subtotal is the bases after the code: 18.000 at 19 % and 4.500 excluido
    expect(r.json.succes).toMatchObject({
      descuento: 2880,
      iva: 3420,
      subtotal: 28800 - 2880 - 3420,
      envio: 0,
      total: 25920,
      amount_in_cents: 2592000,
      tax_in_cents: { vat: 342000 },
    });
    const s = r.json.succes;
    expect(s.subtotal + s.iva + s.envio).toBe(s.total);
    const firma = await sha256Hex(`${s.reference}${s.amount_in_cents}COP${INTEGRITY_SECRET}`);
    expect(s.signature.integrity).toBe(firma);
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, s.id));
    expect(venta).toMatchObject({ cupon_id: id, descuento: 2880, total: 25920, iva: 3420 });
    expect(await usosDe(id)).toMatchObject([{ venta_id: s.id, pagado: 0 }]);
  });

  it('names the code, as stored, on the answer, the look-up and the receipt e-mail', async () => {
    const p = await makeProducto({ precio: 20000, iva: 19 });
    const { codigo } = await crearCupon({ valor: 10 });
    const r = await comprarCon(codigo.toLowerCase(), [{ id: p.id, cantidad: 1 }]);
    expect(r.status).toBe(201);
    expect(r.json.succes).toMatchObject({ descuento: 2000, cupon: codigo, total: 18000 });
    const s = r.json.succes;
    const [venta] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, s.id));
    expect(venta.cupon_codigo).toBe(codigo);
    expect((await pagar(s, 'APPROVED')).status).toBe(200);
    const consulta = await callJson(
      `/api/ventas/consulta?factura=${s.factura}&email=${encodeURIComponent(venta.email)}`,
    );
    expect(consulta.json.succes).toMatchObject({ descuento: 2000, cupon: codigo, total: 18000 });
    const [correo] = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.para, venta.email))
      .orderBy(desc(schema.mailOutbox.id));
    expect(correo.texto.replace(/\s/g, ' ')).toContain(`Descuento (código ${codigo}): −$ 2.000`);
    // without a code the answer says so with ''
    const sin = await comprar([{ id: p.id, cantidad: 1 }]);
    expect(sin.json.succes).toMatchObject({ descuento: 0, cupon: '' });
  });

  it('refuses a code that does not apply with 422 under `cupon` and creates no venta', async () => {
    const p = await makeProducto();
    const { codigo } = await crearCupon({ hasta: '2031-03-09' });
    const r = await comprarCon(codigo, [{ id: p.id, cantidad: 1 }]);
    expect(r.status).toBe(422);
    expect(r.json.errors.cupon).toEqual([`El código «${codigo}» venció el 09/03/2031.`]);
    expect(await ventasDe(p.id)).toHaveLength(0);
    // without a code the same cart buys at full price
    const sin = await comprarCon('', [{ id: p.id, cantidad: 1 }]);
    expect(sin.json.succes).toMatchObject({ descuento: 0, total: 10000 });
  });

  it('of N concurrent compras for the last use, exactly one gets it; the others a clear 409', async () => {
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const intentos = await Promise.all(
      Array.from({ length: 6 }, () => comprarCon(codigo, [{ id: p.id, cantidad: 1 }])),
    );
    expect(intentos.filter((r) => r.status === 201)).toHaveLength(1);
    const rechazos = intentos.filter((r) => r.status !== 201);
    expect(rechazos).toHaveLength(5);
    for (const r of rechazos) {
      expect(r.status).toBe(409);
      expect(r.json.error).toBe('cupon_agotado');
      expect(r.json.message).toBe(`El código «${codigo}» ya se usó todas las veces permitidas.`);
      expect(r.json.errors.cupon).toEqual([r.json.message]);
    }
    expect(await ventasDe(p.id)).toHaveLength(1);
    expect(await usosDe(id)).toHaveLength(1);
  });

  it('a retry of the compra that took the last use answers its venta, not that the code is used up', async () => {
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const token = crypto.randomUUID();
    const primera = await comprarCon(codigo, [{ id: p.id, cantidad: 1 }], { token });
    expect(primera.status).toBe(201);
    const otraVez = await comprarCon(codigo, [{ id: p.id, cantidad: 1 }], { token });
    expect(otraVez.status).toBe(200);
    expect(otraVez.json.succes).toEqual(primera.json.succes);
    expect(await ventasDe(p.id)).toHaveLength(1);
    expect(await usosDe(id)).toHaveLength(1);
  });

  it('of concurrent compras of one e-mail past its uses, one gets it; another e-mail still can', async () => {
    const p = await makeProducto();
    const { codigo } = await crearCupon({ usos_por_email: 1 });
    const email = `uno.${Date.now()}@correo.co`;
    const intentos = await Promise.all(
      Array.from({ length: 4 }, () => comprarCon(codigo, [{ id: p.id, cantidad: 1 }], { email })),
    );
    expect(intentos.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of intentos.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.json.error).toBe('cupon_usado');
    }
    expect((await comprarCon(codigo, [{ id: p.id, cantidad: 1 }])).status).toBe(201);
  });
});

describe('a cupon use is given back', () => {
  it('when the pago is declined, and counts for good once approved', async () => {
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const linea = [{ id: p.id, cantidad: 1 }];
    const primera = (await comprarCon(codigo, linea)).json.succes as Creada;
    expect((await comprarCon(codigo, linea)).status).toBe(409);
    await pagar(primera, 'DECLINED');
    expect(await usosDe(id)).toHaveLength(0);

    const segunda = await comprarCon(codigo, linea);
    expect(segunda.status).toBe(201);
    await pagar(segunda.json.succes, 'APPROVED');
    expect(await usosDe(id)).toMatchObject([{ venta_id: segunda.json.succes.id, pagado: 1 }]);
    // paid: it no longer expires
    expect((await comprarCon(codigo, linea, {}, masMinutos(120))).status).toBe(409);
  });

  it('when its 30 minutes pass unpaid', async () => {
    const p = await makeProducto();
    const { codigo } = await crearCupon({ usos_total: 1 });
    const linea = [{ id: p.id, cantidad: 1 }];
    expect((await comprarCon(codigo, linea)).status).toBe(201);
    expect((await comprarCon(codigo, linea, {}, masMinutos(29))).status).toBe(409);
    expect((await comprarCon(codigo, linea, {}, masMinutos(30))).status).toBe(201);
  });

  it('when staff cancel the venta', async () => {
    const admin = await makeAdmin();
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const venta = (await comprarCon(codigo, [{ id: p.id, cantidad: 1 }])).json.succes as Creada;
    const cancelar = await callJson('/api/ventas/update/status', {
      token: admin.token,
      body: { id: venta.id, status_entrega: 'cancelado' },
    });
    expect(cancelar.status).toBe(200);
    expect(await usosDe(id)).toHaveLength(0);
    expect((await comprarCon(codigo, [{ id: p.id, cantidad: 1 }])).status).toBe(201);
  });

  it('and an approval that arrives after it was given back still records it', async () => {
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const venta = (await comprarCon(codigo, [{ id: p.id, cantidad: 1 }])).json.succes as Creada;
    const ts = Math.floor(Date.now() / 1000);
    await pagar(venta, 'DECLINED', ts);
    await pagar(venta, 'APPROVED', ts + 1);
    expect(await usosDe(id)).toMatchObject([{ venta_id: venta.id, pagado: 1 }]);
  });
});

describe('POST /api/pagos/nuevo with a cupon', () => {
  const pagarDeNuevo = (factura: string) =>
    callJson('/api/pagos/nuevo', {
      body: { factura },
      encoding: 'json',
      headers: { 'cf-connecting-ip': ipUnica(), ...en(masMinutos(5)) },
    });

  it('keeps the venta discount and takes the use again', async () => {
    const p = await makeProducto({ precio: 40000 });
    const { codigo, id } = await crearCupon({ tipo: 'valor', valor: 5000, usos_total: 1 });
    const venta = (await comprarCon(codigo, [{ id: p.id, cantidad: 1 }])).json.succes as Creada & { total: number };
    expect(venta.total).toBe(35000);
    await pagar(venta, 'DECLINED');
    const otra = await pagarDeNuevo(venta.factura);
    expect(otra.status).toBe(200);
    expect(otra.json.succes).toMatchObject({ descuento: 5000, total: 35000, amount_in_cents: 3500000 });
    expect(await usosDe(id)).toMatchObject([{ venta_id: venta.id, pagado: 0 }]);
  });

  it('answers 409 when the last use went to another compra meanwhile, and changes nothing', async () => {
    const p = await makeProducto();
    const { codigo, id } = await crearCupon({ usos_total: 1 });
    const linea = [{ id: p.id, cantidad: 1 }];
    const venta = (await comprarCon(codigo, linea)).json.succes as Creada;
    await pagar(venta, 'DECLINED');
    const otra = (await comprarCon(codigo, linea, {}, masMinutos(1))).json.succes;
    const r = await pagarDeNuevo(venta.factura);
    expect(r.status).toBe(409);
    expect(r.json.error).toBe('cupon_agotado');
    expect(r.json.message).toBe(`El código «${codigo}» ya se usó todas las veces permitidas.`);
    expect(await usosDe(id)).toMatchObject([{ venta_id: otra.id }]);
    const [fila] = await db().select().from(schema.ventas).where(eq(schema.ventas.id, venta.id));
    expect(fila.reference).toBe(venta.reference);
  });
});
