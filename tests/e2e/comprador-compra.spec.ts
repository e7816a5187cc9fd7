import { describe, expect, it } from 'vitest';
import { carritoCon, crearVenta, pagarEnSandbox, sinToasts, tarjetas, tiendaCargada } from './comprador-support';
import { expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('Buying in the store', () => {
  it('A buyer searches and filters with chips, adds two products, changes quantities and pays in the sandbox, ending with an approved order visible in the look-up', async () => {
    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    const buscar = page.getByRole('searchbox', { name: 'Buscar productos' });
    const lateral = page.getByRole('complementary', { name: 'Filtros' });

    // search (accents and capitals do not matter) and a filter, both shown as chips
    await buscar.fill('VITAMÍNA');
    await expect.poll(() => tarjetas(page)).toContain('Vitamina C 500 mg masticable');
    expect(await tarjetas(page)).not.toContain('Gasas estériles 7,5 × 7,5 cm');
    await lateral.getByLabel('Solo productos con descuento').check();
    // the products named so come first (others may follow: their characteristic says "vitaminas")
    await expect
      .poll(async () => (await tarjetas(page)).slice(0, 2))
      .toEqual(['Vitamina C 500 mg masticable', 'Vitamina D3 en gotas 2000 UI']);
    const chipDescuento = page.getByRole('button', { name: 'Quitar filtro Descuento del día' });
    expect(await chipDescuento.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agregar Vitamina C 500 mg masticable al carrito' }).click();
    await page.getByText('Producto agregado al carrito').first().waitFor();

    await page.getByRole('button', { name: 'Quitar filtro Búsqueda: VITAMÍNA' }).click();
    await buscar.fill('gasas');
    await page.getByText('No encontramos productos con esos filtros').waitFor();
    await chipDescuento.click();
    await expect.poll(() => tarjetas(page)).toEqual(['Gasas estériles 7,5 × 7,5 cm']);
    await page.getByRole('button', { name: 'Agregar Gasas estériles 7,5 × 7,5 cm al carrito' }).click();

    // the cart: quantities up and down, total of discounted prices (11.610 + 2 × 5.500)
    await carritoCon(page, 2).click();
    const carrito = page.getByRole('dialog', { name: 'Carrito de compras' });
    const gasas = carrito.getByRole('listitem').filter({ hasText: 'Gasas estériles' });
    await carrito.getByRole('button', { name: 'Aumentar cantidad de Gasas estériles 7,5 × 7,5 cm' }).click();
    await expect.poll(() => gasas.locator('output').textContent()).toBe('2');
    await carrito.getByRole('button', { name: 'Aumentar cantidad de Gasas estériles 7,5 × 7,5 cm' }).click();
    await expect.poll(() => gasas.locator('output').textContent()).toBe('3');
    await carrito.getByRole('button', { name: 'Disminuir cantidad de Gasas estériles 7,5 × 7,5 cm' }).click();
    await expect.poll(() => gasas.locator('output').textContent()).toBe('2');
    await expect.poll(() => carrito.locator('.carrito__total').textContent()).toMatch(/22\.610/);
    await sinToasts(page);
    await expectAccessible(page);
    await carrito.getByRole('button', { name: 'Finalizar compra' }).click();

    // checkout: the order is created and priced by the server; the cart stays until it is paid
    const email = 'valentina.compra@example.co';
    const { resumen, factura } = await crearVenta(page, email);
    // the server's breakdown: subtotal without IVA, IVA, envío (the demo's rate to Antioquia) and the total paid
    expect(await resumen.locator('.checkout__cuentas').textContent()).toMatch(
      /IVA.*Envío\$\s12\.000.*Total a pagar\$\s34\.610/,
    );
    expect(await carritoCon(page, 2).count()).toBe(1);
    await sinToasts(page);
    await expectAccessible(page);
    await resumen.getByRole('button', { name: /^Pagar/ }).click();

    await pagarEnSandbox(page, '4242 4242 4242 4242');
    expect(new URL(page.url()).searchParams.get('factura')).toBe(factura);
    await page.getByText('Pago aprobado').waitFor();
    expect(await page.getByText(factura).first().isVisible()).toBe(true);
    await page.getByText('Le enviamos la factura a su correo electrónico.').waitFor();
    await expectAccessible(page);

    // the look-up finds the paid order with its lines
    await page.getByRole('link', { name: 'Consultar mi pedido' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/e-comerce/pedido');
    expect(await page.getByLabel('Código de la factura').inputValue()).toBe(factura);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const venta = page.getByRole('region', { name: `Factura ${factura}` });
    await venta.waitFor();
    expect(await venta.locator('.pedido__estados').textContent()).toMatch(/Pagado/);
    const filas = venta.locator('tbody tr');
    expect(await filas.count()).toBe(2);
    expect(await filas.nth(0).textContent()).toMatch(
      /Vitamina C 500 mg masticable.*Genfar.*Semana de la salud.*1.*12\.900.*10 %.*11\.610/,
    );
    expect(await filas.nth(1).textContent()).toMatch(/Gasas estériles.*2.*5\.500.*0 %.*11\.000/);
    await expectAccessible(page);
    // paid: its lines left the cart
    await page.goto(new URL('/e-comerce', page.url()).href);
    await expect.poll(() => carritoCon(page, 0).count()).toBe(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A declined payment leaves the order unpaid and the cart kept, and the buyer pays it again from the result page', async () => {
    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('termómetro digital');
    await page.getByRole('button', { name: 'Agregar Termómetro digital al carrito' }).click();
    await carritoCon(page, 1).click();
    await page
      .getByRole('dialog', { name: 'Carrito de compras' })
      .getByRole('button', { name: 'Finalizar compra' })
      .click();
    const email = 'rechazo.prueba@example.co';
    const { resumen, factura } = await crearVenta(page, email);
    await resumen.getByRole('button', { name: /^Pagar/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/pagos\/sandbox\//);
    const primera = new URL(page.url()).pathname;

    await pagarEnSandbox(page, '4111 1111 1111 1111');
    await page.getByText('Pago rechazado').first().waitFor();
    await page.getByText('Su pedido quedó sin pagar').waitFor();
    await page.getByText('Le enviaremos la factura a su correo electrónico cuando el pago sea aprobado.').waitFor();
    expect(await page.getByText('Pago aprobado').count()).toBe(0);

    await page.getByRole('link', { name: 'Consultar mi pedido' }).click();
    await page.getByRole('button', { name: 'Consultar' }).click();
    const venta = page.getByRole('region', { name: `Factura ${factura}` });
    await venta.waitFor();
    const estados = await venta.locator('.pedido__estados').textContent();
    expect(estados).toMatch(/Pago rechazado/);
    expect(estados).toMatch(/Entrega\s*Pendiente/);
    await expectAccessible(page);

    // the cart is still there
    await page.goto(new URL('/e-comerce', page.url()).href);
    await expect.poll(() => carritoCon(page, 1).count()).toBe(1);

    // back on the result page: 'Pagar de nuevo' opens a new pago (a new reference) for the same order
    await page.goto(new URL(`/e-comerce/pago/resultado?factura=${factura}`, page.url()).href);
    await page.getByRole('button', { name: 'Pagar de nuevo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/pagos\/sandbox\//);
    expect(new URL(page.url()).pathname).toBe(`${primera}-2`);
    await pagarEnSandbox(page, '4242 4242 4242 4242');
    expect(new URL(page.url()).searchParams.get('factura')).toBe(factura);
    await page.getByText('Pago aprobado').waitFor();

    // paid: the look-up says so and the cart is empty
    await page.getByRole('link', { name: 'Consultar mi pedido' }).click();
    await page.getByRole('button', { name: 'Consultar' }).click();
    await venta.waitFor();
    expect(await venta.locator('.pedido__estados').textContent()).toMatch(/Pagado/);
    expect(await venta.getByRole('button', { name: 'Pagar de nuevo' }).count()).toBe(0);
    await page.goto(new URL('/e-comerce', page.url()).href);
    await expect.poll(() => carritoCon(page, 0).count()).toBe(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
