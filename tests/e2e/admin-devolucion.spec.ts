/**
 * Issue 33 item 3 (decision 0024): a buyer pays two units in the local sandbox; staff return one
 * from the order's detail, see the amount, confirm it, see it on the timeline, and the unit is back
 * in the products list's stock.
 */
import { describe, expect, it } from 'vitest';
import { carritoCon, crearVenta, pagarEnSandbox, productoLlamado, tiendaCargada } from './comprador-support';
import { BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A product with `stock` units, created by staff through the API as the product form posts it. */
async function productoConStock(nombre: string, stock: number, token: string) {
  const { id_marca } = (await productoLlamado('Gasas estériles 7,5 × 7,5 cm')) as { id_marca?: number };
  const form = new FormData();
  for (const [k, v] of Object.entries({ nombre, id_marca: String(id_marca), precio: '30000', stock: String(stock) }))
    form.append(k, v);
  form.append('fotos[]', new Blob([PNG], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${BASE}/api/producto/create`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { succes: { id: number } }).succes.id;
}

describe('Returns', () => {
  it('Staff refund one of two units and the stock comes back', async () => {
    const token = await login('admin@citasalud.co');
    const nombre = `Nebulizador portátil ${Date.now().toString(36).slice(-5)}`;
    const id = await productoConStock(nombre, 5, token);

    // the buyer: two units, paid in the sandbox
    const compra = await open(`/e-comerce/${id}`);
    await compra.page.getByRole('heading', { level: 1, name: nombre }).waitFor();
    await compra.page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await compra.page.getByText('Producto agregado al carrito').first().waitFor();
    // checkout from the store's page, as the buyer journeys do
    await compra.page.goto(`${BASE}/e-comerce`);
    await tiendaCargada(compra.page);
    await carritoCon(compra.page, 1).click();
    const carrito = compra.page.getByRole('dialog', { name: 'Carrito de compras' });
    const linea = carrito.getByRole('listitem').filter({ hasText: nombre });
    await carrito.getByRole('button', { name: `Aumentar cantidad de ${nombre}` }).click();
    await expect.poll(() => linea.locator('output').textContent()).toBe('2');
    await carrito.getByRole('button', { name: 'Finalizar compra' }).click();
    const { resumen, factura } = await crearVenta(compra.page, 'devolucion.e2e@example.co');
    await resumen.getByRole('button', { name: /^Pagar/ }).click();
    await pagarEnSandbox(compra.page, '4242 4242 4242 4242');
    await compra.context.close();

    // staff: the order's detail, Devolver one unit
    const { page, errors, context } = await open('/politicas/terminos');
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto(`${BASE}/panel/ecomerce/pedidos`);
    await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    await page.getByRole('button', { name: `Detalle de la factura ${factura}` }).click();
    const detalle = page.getByRole('dialog', { name: 'Productos de la factura' });
    await detalle.getByRole('button', { name: `Devolver productos de la factura ${factura}` }).click();
    const unidades = detalle.getByLabel(`Unidades de ${nombre} que devuelve (máximo 2)`);
    await unidades.fill('1');
    await detalle.getByLabel('Motivo').fill('El empaque llegó abierto');
    const monto = (await detalle.getByText(/^Monto a devolver:/).textContent())?.replace(/\s/g, ' ') ?? '';
    // one unit's share of the $ 60.000 paid for the goods
    expect(monto).toBe('Monto a devolver: $ 30.000');
    await expectAccessible(page);
    await detalle.getByRole('button', { name: 'Revisar devolución' }).click();
    await detalle.getByText(/¿Confirma la devolución de \$\s30\.000\?/).waitFor();
    await detalle.getByRole('button', { name: 'Confirmar devolución' }).click();
    await detalle.getByRole('status').filter({ hasText: 'Devolución registrada' }).waitFor();
    expect((await detalle.getByRole('status').first().textContent())?.replace(/\s/g, ' ')).toContain(
      'Devolución registrada: $ 30.000 (dinero devuelto).',
    );
    // the timeline shows it, with the reason
    const historial = detalle.getByRole('region', { name: 'Historial del pedido' });
    await historial.getByText(/Devolución: \$\s30\.000 por 1 × Nebulizador/).waitFor();
    await historial.getByText(/El empaque llegó abierto/).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // the products list: 5 − 2 sold + 1 returned
    await page.goto(`${BASE}/panel/ecomerce/productos`);
    await page.getByLabel('Buscar por nombre, marca o promoción').fill(nombre);
    const stock = page.getByLabel(`Stock de ${nombre}`, { exact: true });
    await expect.poll(() => stock.inputValue()).toBe('4');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
