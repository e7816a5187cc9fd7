import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, bogotaNow } from '../../common/fechas';
import { apiCall, BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

type Producto = { id: number; nombre: string };

/** A paid order of `email`, through the local payment sandbox; answers its invoice. */
async function ventaPagada(email: string, producto: Producto) {
  const compra = await apiCall<{ succes: { factura: string; reference: string } }>('/api/compras/new', {
    body: {
      token: randomUUID(),
      productos: [{ ...producto, cantidad: 1 }],
      nombre: 'Sofía',
      apellido: 'Pérez Gómez',
      email,
      telefono: '3001234567',
      ciudad: 'Bogotá',
      direccion: 'Calle 45 # 12-30',
      acepta_tratamiento: '1',
    },
  });
  expect(compra.status).toBe(201);
  const { factura, reference } = compra.json.succes;
  const pago = await fetch(`${BASE}/api/pagos/sandbox/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'tarjeta=4242424242424242',
    redirect: 'manual',
  });
  expect(pago.status).toBe(303);
  return factura;
}

/** Moves orders back in time, straight in the server's local D1 (no API may do that). */
function fechar(cambios: [factura: string, instante: string][]) {
  const sql = cambios.map(([f, t]) => `UPDATE ventas SET created_at = '${t}' WHERE factura = '${f}';`).join(' ');
  const persist = process.env.E2E_STATE ? ['--persist-to', process.env.E2E_STATE] : [];
  const r = spawnSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--command', sql], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
}

describe('The operator exports last month’s orders', () => {
  it('lands on the sales summary, filters last month in the orders list and downloads its CSV', async () => {
    // last month in Bogotá: its first and last day
    const hoy = bogotaNow().fecha;
    const primeroDeEsteMes = `${hoy.slice(0, 7)}-01`;
    const hasta = addDays(primeroDeEsteMes, -1);
    const desde = `${hasta.slice(0, 7)}-01`;
    const email = `operador.${Date.now()}@example.co`;
    const catalogo = await apiCall<{ succes: Producto[] }>('/api/producto/index');
    const producto = catalogo.json.succes[0];
    const [primera, ultima, deEsteMes] = [
      await ventaPagada(email, producto),
      await ventaPagada(email, producto),
      await ventaPagada(email, producto),
    ];
    fechar([
      [primera, `${desde}T05:10:00.000Z`], // the 1st, 00:10 in Bogotá
      [ultima, `${primeroDeEsteMes}T04:50:00.000Z`], // the last day, 23:50 in Bogotá
    ]);

    const token = await login('admin@citasalud.co');
    const { page, errors, context } = await open('/politicas/terminos');
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto('/panel/home');
    await page.getByRole('heading', { level: 1, name: 'Resumen de ventas' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/panel/ecomerce/resumen');
    await page.getByRole('img', { name: /Ingresos por día/ }).waitFor();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Navegación del panel' }).getByRole('link', { name: 'Pedidos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByLabel('Desde').fill(desde);
    await page.getByLabel('Hasta').fill(hasta);
    await page.getByLabel('Buscar por factura, nombre, teléfono o correo').fill(email);
    const filas = page.getByRole('row').filter({ hasText: /CS-/ });
    await expect.poll(() => filas.count()).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: deEsteMes }).count()).toBe(0);

    // the filters live in the URL: a reload shows the same list
    await page.reload();
    await expect.poll(() => page.getByRole('row').filter({ hasText: /CS-/ }).count()).toBe(2);
    expect(await page.getByLabel('Desde').inputValue()).toBe(desde);
    await expectAccessible(page);

    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toBe(`ventas_${desde}_a_${hasta}.csv`);
    const bytes = readFileSync((await descarga.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lineas[0].split(';')).toContain('Fecha (Bogotá)');
    expect(lineas.slice(1).map((l) => l.split(';')[0])).toEqual([primera, ultima]);
    // by the header's names: the columns' order may grow
    const cabecera = lineas[0].split(';');
    const fila = (linea: string) => Object.fromEntries(linea.split(';').map((v, i) => [cabecera[i], v]));
    expect(fila(lineas[1])).toMatchObject({
      'Fecha (Bogotá)': `${desde} 00:10`,
      Nombre: 'Sofía',
      Apellidos: 'Pérez Gómez',
      Correo: email,
    });
    const montos = fila(lineas[1]);
    const [subtotal, iva, envio, total, base19, iva19, base5, iva5, excluido] = [
      'Subtotal sin IVA (COP)',
      'IVA (COP)',
      'Envío (COP)',
      'Total (COP)',
      'Base 19 % (COP)',
      'IVA 19 % (COP)',
      'Base 5 % (COP)',
      'IVA 5 % (COP)',
      'Excluido (COP)',
    ].map((k) => Number(montos[k]));
    // the bases after the descuento and their IVA, then envío: the total to the peso (decision 0018)
    expect(subtotal + iva + envio).toBe(total);
    expect([base19 + base5 + excluido, iva19 + iva5]).toEqual([subtotal, iva]);
    expect(fila(lineas[2])['Fecha (Bogotá)']).toBe(`${hasta} 23:50`);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
