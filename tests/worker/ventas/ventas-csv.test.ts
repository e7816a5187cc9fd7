import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker';
import { call, makeAdmin, makeCuenta } from '../helpers';
import { dbContado, plan, type Registro } from '../perf/instrumented';
import { insertarLineas, insertarVentas } from '../ventas-filas';

const exportar = (token: string | undefined, query: string) => call(`/api/ventas/export.csv?${query}`, { token });

/** The CSV's text without its BOM, split into records (no field here holds a line break). */
const registros = (texto: string) =>
  texto
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

/** A venta's line of one unit at `total` pesos, IVA class `iva`. */
const linea = (venta_id: number, total: number, iva: number) => ({
  venta_id,
  nombre_produto: 'Producto',
  cantidad: 1,
  valor_unitario: total,
  iva,
  total,
});

describe('GET /api/ventas/export.csv', () => {
  it('is for staff only', async () => {
    expect((await exportar(undefined, '')).status).toBe(401);
    const profesional = await makeCuenta();
    expect((await exportar(profesional.token, '')).status).toBe(403);
  });

  it('writes UTF-8 with a BOM, ; between fields, a header and one record per order, oldest first', async () => {
    const admin = await makeAdmin();
    const { email, facturas, ids } = await insertarVentas([
      { created_at: '2032-01-05T04:59:00.000Z', nombre: 'Ana', total: 1000 }, // 4 Jan in Bogotá
      {
        created_at: '2032-01-05T05:00:00.000Z',
        nombre: 'José',
        ciudad: 'Bogotá',
        documento: '1020304050',
        // 35.700 at 19 % and 11.300 excluido, 3.000 off by its cupon (2.279 + 721), 8.000 envío:
        // 28.085 + 5.336 IVA at 19 %, 10.579 excluido
        envio: 8000,
        iva: 5336,
        descuento: 3000,
        cupon_codigo: 'SALUD10',
        total: 52000,
        status_pago: 'aprobado',
      },
      { created_at: '2032-01-06T04:59:00.000Z', nombre: 'Íngrid', total: 3000, status_entrega: 'cancelado' },
      { created_at: '2032-01-06T05:00:00.000Z', nombre: 'Luz', total: 4000 }, // 6 Jan
    ]);
    await insertarLineas([linea(ids[1], 35_700, 19), linea(ids[1], 11_300, 0), linea(ids[2], 3_000, 0)]);
    const res = await exportar(admin.token, `desde=2032-01-05&hasta=2032-01-05&q=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ventas_2032-01-05_a_2032-01-05.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = registros(await res.text());
    expect(lineas[0]).toBe(
      'Factura;Fecha (Bogotá);Nombre;Apellidos;Documento;Correo;Teléfono;Ciudad;Dirección;Estado del pago;' +
        'Estado de la entrega;Subtotal sin IVA (COP);IVA (COP);Envío (COP);Descuento (COP);Cupón;Total (COP);' +
        'Base 19 % (COP);IVA 19 % (COP);Base 5 % (COP);IVA 5 % (COP);Excluido (COP);Redondeo (COP);Devuelto (COP)',
    );
    expect(lineas.slice(1)).toEqual([
      `${facturas[1]};2032-01-05 00:00;José;Prueba;1020304050;${email};3001112233;Bogotá;Calle 1;Pagado;Pendiente;` +
        '38664;5336;8000;3000;SALUD10;52000;28085;5336;0;0;10579;0;0',
      `${facturas[2]};2032-01-05 23:59;Íngrid;Prueba;;${email};3001112233;Cali;Calle 1;Pendiente de pago;Cancelado;` +
        '3000;0;0;0;;3000;0;0;0;0;3000;0;0',
    ]);
  });

  it('quotes fields with ; quotes or line breaks, and defuses cells that start like a formula', async () => {
    const admin = await makeAdmin();
    const { email, facturas, ids } = await insertarVentas([
      {
        created_at: '2032-02-01T15:00:00.000Z',
        nombre: '=HYPERLINK("http://malo.co","clic")',
        apellidos: '+57 Pérez',
        direccion: 'Calle 5; apto "2"\nTorre B',
        ciudad: '@SUM(A1)',
        telefono_cliente: '-3001112233',
      },
    ]);
    await insertarLineas([linea(ids[0], 1_000, 0)]);
    const texto = await (await exportar(admin.token, `q=${encodeURIComponent(email)}`)).text();
    const registro = texto.slice(texto.indexOf('\r\n') + 2, -2);
    expect(registro).toBe(
      [
        facturas[0],
        '2032-02-01 10:00',
        `"'=HYPERLINK(""http://malo.co"",""clic"")"`,
        "'+57 Pérez",
        '',
        email,
        "'-3001112233",
        "'@SUM(A1)",
        '"Calle 5; apto ""2""\nTorre B"',
        'Pendiente de pago',
        'Pendiente',
        '1000',
        '0',
        '0',
        '0',
        '',
        '1000',
        ...['0', '0', '0', '0', '1000', '0', '0'],
      ].join(';'),
    );
  });

  it('streams 1,200 orders in pages of 500 by keyset, three queries, every order once', async () => {
    const admin = await makeAdmin();
    const filas = Array.from({ length: 1200 }, (_, i) => ({
      created_at: new Date(Date.UTC(2033, 0, 1, 12) + Math.floor(i / 3) * 60_000).toISOString(), // 3 orders a minute: ties
      total: i + 1,
    }));
    const { email, facturas } = await insertarVentas(filas);
    const reg: Registro = { idas: 0, sentencias: [] };
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`http://localhost/api/ventas/export.csv?q=${encodeURIComponent(email)}&desde=2033-01-01`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      }),
      { ...env, DB: dbContado(reg) },
      ctx,
    );
    expect(res.body).toBeInstanceOf(ReadableStream);
    const texto = await res.text();
    await waitOnExecutionContext(ctx);
    const lineas = registros(texto).slice(1);
    expect(lineas).toHaveLength(1200);
    expect(lineas.map((l) => l.split(';')[0])).toEqual(facturas);
    const paginas = reg.sentencias.filter((s) => /from "ventas"/.test(s.sql) && /limit \?$/.test(s.sql));
    expect(paginas).toHaveLength(3);
    expect(paginas.map((s) => s.params.at(-1))).toEqual([500, 500, 500]);
    // later pages start after the last (created_at, id) read, not at an offset
    expect(paginas[2].sql).toMatch(/\("ventas"\."created_at", "ventas"\."id"\) > \(\?, \?\)/);
    expect((await plan(paginas[2])).join(' ')).toMatch(/SEARCH ventas USING/);
  });

  it('refuses a bad range with 422 and JSON', async () => {
    const admin = await makeAdmin();
    const res = await exportar(admin.token, 'desde=2032-03-10&hasta=2032-03-01');
    expect(res.status).toBe(422);
    expect((await res.json()) as unknown).toMatchObject({
      errors: { hasta: ['La fecha hasta debe ser igual o posterior a la fecha desde.'] },
    });
  });
});
