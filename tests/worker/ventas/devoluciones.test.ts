/**
 * Issue 33 item 3 (decision 0024): staff return units of a paid venta; the refund never passes what
 * was paid less earlier refunds (even two at once), the units go back to stock, the comprador gets
 * the credit note, the timeline and the CSV show it, and the same key twice is one refund.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../worker/db/schema';
import { SANDBOX_PUBLIC_KEY } from '../../../worker/ventas/pagos/provider';
import { call, callJson, db, makeAdmin, makeCuenta } from '../helpers';
import { ipUnica, makeProducto } from '../ventas-fixtures';
import {
  clave,
  correosA,
  devolucionesDe,
  devolver,
  dosUnidades,
  pagada,
  stockDe,
  ventaDe,
} from './devoluciones-fixtures';

describe('POST /api/ventas/{id}/devoluciones', () => {
  it('refunds one of two units, its share of the paid goods, through the sandbox, and the stock comes back', async () => {
    const admin = await makeAdmin();
    const { producto, venta } = await dosUnidades(10);
    expect(await stockDe(producto.id)).toBe(8);
    // the local sandbox stands in for Wompi (as in `npm run dev`): it gives the money back at once
    const clavePublica = env.WOMPI_PUBLIC_KEY;
    env.WOMPI_PUBLIC_KEY = SANDBOX_PUBLIC_KEY;
    const { status, json } = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]).finally(
      () => {
        env.WOMPI_PUBLIC_KEY = clavePublica;
      },
    );
    expect(status).toBe(201);
    const mitad = Math.floor((venta.total - venta.envio) / 2);
    expect(json.succes).toMatchObject({
      monto: mitad,
      medio: 'proveedor',
      estado: 'aprobado',
      motivo: 'Llegó dañado',
      envio: 0,
      lineas: [{ linea: venta.lineas[0], cantidad: 1, monto: mitad, iva: 19 }],
    });
    expect(json.succes.referencia).toMatch(/^sbx-dev-/);
    const [x] = json.succes.impuestos;
    expect(x.tarifa).toBe(19);
    expect(x.base + x.iva + json.succes.redondeo).toBe(mitad);
    expect(await stockDe(producto.id)).toBe(9);

    // the last unit refunds the rest of what was paid: envío and the rounding's peso
    const ultima = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]);
    expect(ultima.status).toBe(201);
    // Wompi: CitaSalud moves no money through its API (decision 0013), staff transfer it
    expect(ultima.json.succes).toMatchObject({ medio: 'proveedor', estado: 'manual', referencia: '' });
    expect(ultima.json.succes.monto).toBe(venta.total - mitad);
    expect(ultima.json.succes.envio).toBe(venta.total - mitad - (venta.total - venta.envio - mitad));
    expect(await stockDe(producto.id)).toBe(10);
    const todas = await devolucionesDe(venta.id);
    expect(todas.reduce((s, d) => s + d.monto, 0)).toBe(venta.total);

    // nothing left: a Spanish 422
    const otra = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]);
    expect(otra.status).toBe(422);
    expect(otra.json.errors.lineas[0]).toMatch(/ya se devolvieron todas las unidades/);
  });

  it('refuses more units than bought, a line of another venta, bad bodies and unpaid ventas', async () => {
    const admin = await makeAdmin();
    const { venta } = await dosUnidades();
    const { venta: otra } = await dosUnidades();
    const demas = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 3 }]);
    expect(demas.status).toBe(422);
    expect(demas.json.errors.lineas[0]).toMatch(/solo quedan 2 unidades por devolver/);
    const ajena = await devolver(admin.token, venta.id, [{ linea: otra.lineas[0], cantidad: 1 }]);
    expect(ajena.status).toBe(422);
    expect(ajena.json.errors.lineas[0]).toBe('Esa línea no es de este pedido.');
    const sinMotivo = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }], { motivo: '' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.json.errors.motivo[0]).toMatch(/Indique el motivo/);
    const vacia = await devolver(admin.token, venta.id, []);
    expect(vacia.json.errors.lineas[0]).toMatch(/al menos una línea/);
    const sinClave = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }], { clave: 'x' });
    expect(sinClave.json.errors.clave[0]).toMatch(/clave de la devolución/);
    expect((await devolver(admin.token, 999999, [{ linea: 1, cantidad: 1 }])).status).toBe(404);
    expect(await devolucionesDe(venta.id)).toHaveLength(0);

    const p = await makeProducto({ precio: 5000 });
    const { comprar } = await import('../ventas-fixtures');
    const sinPagar = (await comprar([{ id: p.id, cantidad: 1 }])).json.succes;
    const r = await devolver(admin.token, sinPagar.id, [{ linea: 1, cantidad: 1 }]);
    expect(r.status).toBe(409);
    expect(r.json.message).toMatch(/Solo se devuelve dinero de un pedido pagado/);
  });

  it('refuses a refund past what was paid less earlier refunds with a Spanish 422', async () => {
    const admin = await makeAdmin();
    const { venta } = await dosUnidades();
    // an earlier refund (say, by hand) left $ 100 to give back
    await db()
      .insert(schema.devoluciones)
      .values({
        venta_id: venta.id,
        clave: clave(),
        monto: venta.total - 100,
        devuelto_antes: 0,
        motivo: 'Ajuste',
        medio: 'proveedor',
      });
    const r = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]);
    expect(r.status).toBe(422);
    expect(r.json.errors.lineas[0]).toMatch(/supera lo pagado menos lo ya devuelto \(\$\s?100\)/);
    // and the guard in the write itself refuses it whoever writes
    await expect(
      db()
        .insert(schema.devoluciones)
        .values({
          venta_id: venta.id,
          clave: clave(),
          monto: 101,
          devuelto_antes: venta.total - 100,
          motivo: 'x',
          medio: 'proveedor',
        }),
    ).rejects.toThrow();
  });

  it('never refunds more than was paid when two returns come at once', async () => {
    const admin = await makeAdmin();
    const { producto, venta } = await dosUnidades(10);
    const todo = [{ linea: venta.lineas[0], cantidad: 2 }];
    const [a, b] = await Promise.all([devolver(admin.token, venta.id, todo), devolver(admin.token, venta.id, todo)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((await devolucionesDe(venta.id)).reduce((s, d) => s + d.monto, 0)).toBe(venta.total);
    expect(await stockDe(producto.id)).toBe(10);

    // one unit each, at once: both pass, one after the other, and add up to what was paid
    const { producto: p2, venta: v2 } = await dosUnidades(10);
    const una = [{ linea: v2.lineas[0], cantidad: 1 }];
    const dos = await Promise.all([devolver(admin.token, v2.id, una), devolver(admin.token, v2.id, una)]);
    expect(dos.map((r) => r.status)).toEqual([201, 201]);
    expect((await devolucionesDe(v2.id)).reduce((s, d) => s + d.monto, 0)).toBe(v2.total);
    expect(await stockDe(p2.id)).toBe(10);
  });

  it('makes one refund of the same key twice, even at once, and answers the first again', async () => {
    const admin = await makeAdmin();
    const { producto, venta } = await dosUnidades(10);
    const body = { clave: clave() };
    const una = [{ linea: venta.lineas[0], cantidad: 1 }];
    const primera = await devolver(admin.token, venta.id, una, body);
    const segunda = await devolver(admin.token, venta.id, una, body);
    expect([primera.status, segunda.status]).toEqual([201, 200]);
    expect(segunda.json.succes).toEqual(primera.json.succes);
    const otra = { clave: clave() };
    const juntas = await Promise.all([
      devolver(admin.token, venta.id, una, otra),
      devolver(admin.token, venta.id, una, otra),
    ]);
    expect(juntas.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(juntas[0].json.succes.id).toBe(juntas[1].json.succes.id);
    expect(await devolucionesDe(venta.id)).toHaveLength(2);
    expect(await stockDe(producto.id)).toBe(10);
    const correos = (await correosA(venta.email)).filter((c) => c.asunto.startsWith('Nota crédito'));
    expect(correos).toHaveLength(2);
  });

  it('e-mails the comprador the credit note: units, reason, base and IVA per tarifa and the total', async () => {
    const admin = await makeAdmin();
    const crema = await makeProducto({ nombre: 'Crema hidratante', precio: 21000, iva: 19 });
    const jarabe = await makeProducto({ nombre: 'Jarabe para la tos', precio: 10500, iva: 5 });
    const venta = await pagada([
      { id: crema.id, cantidad: 1 },
      { id: jarabe.id, cantidad: 2 },
    ]);
    const { json } = await devolver(
      admin.token,
      venta.id,
      [
        { linea: venta.lineas[0], cantidad: 1 },
        { linea: venta.lineas[1], cantidad: 1 },
      ],
      { motivo: 'No era <b>el que pidió</b>' },
    );
    const d = json.succes;
    expect(d.impuestos.map((x: { tarifa: number }) => x.tarifa)).toEqual([19, 5]);
    const [correo] = (await correosA(venta.email)).filter((c) => c.asunto.startsWith('Nota crédito'));
    expect(correo.asunto).toBe(`Nota crédito de su pedido ${venta.factura}: devolución registrada`);
    expect(correo.texto).toContain('Motivo: No era <b>el que pidió</b>');
    expect(correo.html).toContain('No era &lt;b&gt;el que pidió&lt;/b&gt;');
    expect(correo.texto).toContain('- 1 × Crema hidratante');
    expect(correo.texto).toContain('- 1 × Jarabe para la tos');
    const cop = (n: number) => `$${new Intl.NumberFormat('es-CO').format(n)}`.replace('$', '');
    for (const x of d.impuestos) {
      expect(correo.texto).toMatch(new RegExp(`Base gravada ${x.tarifa} %: \\$\\s?${cop(x.base)}`));
      expect(correo.texto).toMatch(new RegExp(`IVA ${x.tarifa} %: \\$\\s?${cop(x.iva)}`));
    }
    expect(correo.texto).toMatch(new RegExp(`Total devuelto: \\$\\s?${cop(d.monto)}`));
    expect(correo.texto).toContain('Le devolvemos el dinero por la pasarela de pago.');
  });

  it('shows on the timeline (staff and comprador) and in the orders CSV as the last column', async () => {
    const admin = await makeAdmin();
    const { venta } = await dosUnidades();
    const { json } = await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]);
    const pasos = await callJson(`/api/ventas/pasos?factura=${venta.factura}`, { token: admin.token });
    const paso = pasos.json.succes.at(-1);
    expect(paso).toMatchObject({ paso: 'devolucion', motivo: 'Llegó dañado', por: 'admin' });
    expect(paso.texto).toMatch(/^Devolución: \$\s?[\d.]+ por 1 × Producto/);
    const consulta = await callJson(
      `/api/ventas/consulta?factura=${venta.factura}&email=${encodeURIComponent(venta.email)}`,
      { headers: { 'cf-connecting-ip': ipUnica() } },
    );
    expect(consulta.json.succes.seguimiento.at(-1)).toMatchObject({ paso: 'devolucion', texto: paso.texto });

    const res = await call(`/api/ventas/export.csv?q=${encodeURIComponent(venta.email)}`, { token: admin.token });
    const [cabecera, fila] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(cabecera.split(';').at(-1)).toBe('Devuelto (COP)');
    expect(fila.split(';').at(-1)).toBe(String(json.succes.monto));
  });

  it('answers 401 without a session and 403 to a non-admin, for both routes', async () => {
    const { venta } = await dosUnidades();
    const cuenta = await makeCuenta();
    const una = [{ linea: venta.lineas[0], cantidad: 1 }];
    expect((await devolver(undefined, venta.id, una)).status).toBe(401);
    expect((await devolver(cuenta.token, venta.id, una)).status).toBe(403);
    expect((await callJson(`/api/ventas/${venta.id}/devoluciones`)).status).toBe(401);
    expect((await callJson(`/api/ventas/${venta.id}/devoluciones`, { token: cuenta.token })).status).toBe(403);
    expect(await devolucionesDe(venta.id)).toHaveLength(0);
    expect((await ventaDe(venta.id)).status_pago).toBe('aprobado');
  });

  it('lists what can still be returned and what one more unit refunds', async () => {
    const admin = await makeAdmin();
    const { venta } = await dosUnidades();
    await devolver(admin.token, venta.id, [{ linea: venta.lineas[0], cantidad: 1 }]);
    const { status, json } = await callJson(`/api/ventas/${venta.id}/devoluciones`, { token: admin.token });
    expect(status).toBe(200);
    const mitad = Math.floor((venta.total - venta.envio) / 2);
    expect(json.succes).toMatchObject({ venta_id: venta.id, pagado: venta.total, devuelto: mitad });
    expect(json.succes.lineas).toEqual([
      expect.objectContaining({ linea: venta.lineas[0], cantidad: 2, devueltas: 1, iva: 19 }),
    ]);
    expect(json.succes.devoluciones).toHaveLength(1);
  });
});
