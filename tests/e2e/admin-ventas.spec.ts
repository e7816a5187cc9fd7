import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCall, BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

async function comoAdmin(path: string, opts: { mobile?: boolean } = {}) {
  const token = await login('admin@citasalud.co');
  const opened = await open('/politicas/terminos', opts);
  await opened.page.evaluate((tk) => localStorage.setItem('token', tk), token);
  await opened.page.goto(path);
  return { ...opened, token };
}

type Producto = { id: number; nombre: string; precio: number; porcentaje: number };
type Venta = { id: number; factura: string; status_pago: string; status_entrega: string };

/** A buyer's order of two units of a discounted product, paid through the local sandbox. */
async function ventaPagada() {
  const catalogo = await apiCall<{ succes: Producto[] }>('/api/producto/index');
  const producto = catalogo.json.succes.find((p) => p.porcentaje > 0) ?? catalogo.json.succes[0];
  const compra = await apiCall<{ succes: { factura: string; reference: string; total: number } }>('/api/compras/new', {
    body: {
      token: randomUUID(),
      productos: [{ ...producto, cantidad: 2 }],
      nombre: 'Sofía',
      apellido: 'Pérez Gómez',
      email: 'sofia.e2e@example.co',
      telefono: '3001234567',
      ciudad: 'Bogotá',
      direccion: 'Calle 45 # 12-30',
      acepta_tratamiento: '1',
    },
  });
  expect(compra.status).toBe(201);
  const { factura, reference, total } = compra.json.succes;
  const pago = await fetch(`${BASE}/api/pagos/sandbox/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'tarjeta=4242424242424242',
    redirect: 'manual',
  });
  expect(pago.status).toBe(303);
  return { factura, total, producto };
}

describe('Staff follow the orders', () => {
  it("change an order's delivery status", async () => {
    const { factura, total, producto } = await ventaPagada();
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/pedidos');
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const fila = page.getByRole('row').filter({ hasText: factura });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('Pagado');
    expect((await fila.textContent())?.replace(/\s/g, ' ')).toContain(
      new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 2 })
        .format(total)
        .replace(/\s/g, ' '),
    );
    await expectAccessible(page);

    // the invoice's lines
    await page.getByRole('button', { name: `Detalle de la factura ${factura}` }).click();
    const detalle = page.getByRole('dialog', { name: 'Productos de la factura' });
    await detalle.getByRole('cell', { name: producto.nombre }).waitFor();
    // the amounts end with the total charged (envío and descuento in it), and the detail says where it goes
    const ultima = (await detalle.getByRole('row').last().textContent())?.replace(/\s/g, ' ');
    expect(ultima).toBe(
      `Total de la factura${new Intl.NumberFormat('es-CO', {
        style: 'currency',
        currency: 'COP',
        minimumFractionDigits: 2,
      })
        .format(total)
        .replace(/\s/g, ' ')}`,
    );
    const envioA = (await detalle.getByRole('region', { name: 'Datos para el envío' }).textContent()) ?? '';
    expect(envioA).toContain('Calle 45 # 12-30');
    expect(envioA).toContain('sofia.e2e@example.co');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => detalle.count()).toBe(0);

    // pendiente → preparando → enviado
    const entrega = page.getByRole('combobox', { name: `Estado de entrega de la factura ${factura}` });
    expect(await entrega.inputValue()).toBe('pendiente');
    await entrega.selectOption('preparando');
    await page.getByText('Se actualizó el estado de entrega').waitFor();
    await expect.poll(() => entrega.inputValue()).toBe('preparando');
    // shipping asks for the carrier and the tracking number (issue 21 item 4)
    await entrega.selectOption('enviado');
    const envio = page.getByRole('dialog', { name: `Enviar el pedido ${factura}` });
    await envio.getByLabel('Transportadora').fill('Coordinadora');
    await envio.getByLabel('Número de guía').fill('55012345');
    await envio.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect.poll(() => entrega.inputValue()).toBe('enviado');

    const ventas = await apiCall<{ succes: Venta[] }>('/api/ventas/index', { token });
    expect(ventas.json.succes.find((p) => p.factura === factura)).toMatchObject({
      status_pago: 'aprobado',
      status_entrega: 'enviado',
    });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('find an order by its invoice or the buyer e-mail and by status, the server paging the list', async () => {
    const { factura } = await ventaPagada();
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/pedidos');
    await page.getByRole('row').filter({ hasText: factura }).waitFor();
    await page.getByText(/^Mostrando \d+ de \d+ pedidos?$/).waitFor();

    await page.getByLabel('Buscar por factura, nombre, teléfono o correo').fill(factura.toLowerCase());
    await page.getByText('Mostrando 1 de 1 pedido').waitFor();
    expect(await page.getByRole('row').count()).toBe(2); // head and the order
    await page.getByLabel('Estado del pago', { exact: true }).selectOption('aprobado');
    await page.getByLabel('Estado de entrega', { exact: true }).selectOption('entregado');
    await page.getByText('Ningún pedido coincide con los filtros.').waitFor();
    await page.getByLabel('Estado de entrega', { exact: true }).selectOption('pendiente');
    await page.getByRole('row').filter({ hasText: factura }).waitFor();

    await page.getByLabel('Buscar por factura, nombre, teléfono o correo').fill('sofia.e2e@example.co');
    await expect.poll(() => page.getByRole('row').filter({ hasText: factura }).count()).toBe(1);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('read the orders as cards on a 360 px phone', async () => {
    const { factura } = await ventaPagada();
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/pedidos', { mobile: true });
    await page.getByRole('row').filter({ hasText: factura }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // the search is at hand; the status and date filters wait behind «Filtros», so the orders come first
    const entrega = page.getByLabel('Estado de entrega', { exact: true });
    expect(await page.getByLabel('Buscar por factura, nombre, teléfono o correo').isVisible()).toBe(true);
    expect(await entrega.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await expect.poll(() => entrega.isVisible()).toBe(true);
    await entrega.selectOption('pendiente');
    await expect.poll(() => page.getByRole('button', { name: 'Filtros (1)' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
