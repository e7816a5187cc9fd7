import { describe, expect, it } from 'vitest';
import { carritoCon, productoLlamado, sinToasts, tarjetas, tiendaCargada } from './comprador-support';
import { expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('Browsing the store', () => {
  it('A buyer opens a product, adds it and is back in the store a second later; adding it again adds a unit', async () => {
    const p = await productoLlamado('Protector solar Oil Control FPS 50+');
    const { page, context, errors } = await open(`/e-comerce/${p.id}`);
    await page.getByRole('heading', { level: 1, name: p.nombre }).waitFor();
    await page.getByText(`ahora ${p.porcentaje} % de descuento`).waitFor();
    expect(await page.locator('.detalle__info del').textContent()).toMatch(/98\.900/);
    const ficha = page.locator('details', { hasText: 'Ficha técnica' });
    expect(await ficha.locator('strong').first().textContent()).toBe('Presentación:');
    await page.locator('summary', { hasText: 'Información legal' }).click();
    await page.getByText('Producto cosmético de uso externo.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Producto agregado al carrito').first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/e-comerce');
    await tiendaCargada(page);
    await carritoCon(page, 1).waitFor();

    await page.getByRole('button', { name: `Agregar ${p.nombre} al carrito` }).click();
    await page.getByText('Sumó una unidad: ahora tiene 2 en el carrito').waitFor();
    await carritoCon(page, 1).click();
    await expect.poll(() => page.getByRole('dialog').locator('output').textContent()).toBe('2');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('The cart survives a reload, follows another open tab, and takes in a cart left by the old store', async () => {
    const vitamina = await productoLlamado('Vitamina C 500 mg masticable');
    const { page, context, errors } = await open('/politicas/terminos');
    // the original client kept its cart in localStorage under `cart`
    await page.evaluate((row) => localStorage.setItem('cart', JSON.stringify([{ ...row, cantidad: 2 }])), vitamina);
    await page.goto('/e-comerce');
    await carritoCon(page, 1).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await carritoCon(page, 1).click();
    const carrito = page.getByRole('dialog', { name: 'Carrito de compras' });
    await carrito.getByRole('button', { name: `Aumentar cantidad de ${vitamina.nombre}` }).click();
    await expect.poll(() => carrito.locator('output').textContent()).toBe('3');

    await page.reload();
    await carritoCon(page, 1).click();
    await expect.poll(() => page.getByRole('dialog').locator('output').textContent()).toBe('3');
    await page.keyboard.press('Escape');

    const otra = await context.newPage();
    await otra.goto('/e-comerce');
    await carritoCon(otra, 1).click();
    await otra.getByRole('button', { name: `Quitar ${vitamina.nombre} del carrito` }).click();
    await otra.getByText('No hay productos agregados al carrito').waitFor();
    await carritoCon(page, 0).waitFor(); // the first tab follows
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A buyer pages through the store, searches it, shares the filtered address and undoes a filter with back', async () => {
    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    const lecturasConQ: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/producto/index' && u.searchParams.has('q')) lecturasConQ.push(u.search);
    });
    // 24 per page, asked of the server; 'Mostrar más productos' adds the next 24 and focuses the first new one
    expect(await tarjetas(page)).toHaveLength(24);
    await page.getByText(/^Mostrando 24 de \d+ productos$/).waitFor();
    await page.getByRole('button', { name: 'Mostrar más productos' }).click();
    await expect.poll(async () => (await tarjetas(page)).length).toBe(48);
    const nombres = await tarjetas(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Ver detalle de ${nombres[24]}`,
    );

    // typing asks the server once per pause, not per letter; the address keeps the search
    await page.getByRole('searchbox', { name: 'Buscar productos' }).pressSequentially('protector solar', { delay: 40 });
    await expect.poll(async () => (await tarjetas(page)).every((n) => /Protector solar/.test(n))).toBe(true);
    expect((await tarjetas(page)).length).toBeGreaterThanOrEqual(2);
    expect(lecturasConQ.length).toBeLessThanOrEqual(3);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('protector solar');

    // the address opens the same list (shared or reloaded)
    const filtrada = await tarjetas(page);
    await page.reload();
    await expect.poll(() => tarjetas(page)).toEqual(filtrada);
    expect(await page.getByRole('searchbox', { name: 'Buscar productos' }).inputValue()).toBe('protector solar');

    // a ticked brand is a step back can undo
    const lateral = page.getByRole('complementary', { name: 'Filtros' });
    await lateral.getByLabel('Omron').check();
    await page.getByText('No encontramos productos con esos filtros').waitFor();
    expect(new URL(page.url()).searchParams.get('marca')).toMatch(/^\d+$/);
    await page.goBack();
    await expect.poll(() => tarjetas(page)).toEqual(filtrada);
    expect(await lateral.getByLabel('Omron').isChecked()).toBe(false);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A buyer on a 360 px phone filters from the Filtros menu by characteristic and by brand', async () => {
    const { page, context, errors } = await open('/e-comerce', { mobile: true });
    await tiendaCargada(page);
    expect(await page.getByRole('complementary', { name: 'Filtros' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const menu = page.getByRole('region', { name: 'Filtros' });
    // by role, not text: other journeys on the same server add brands whose names contain "Marca"
    await menu.getByRole('group', { name: 'Marca' }).waitFor();
    await menu.getByRole('group', { name: 'Características' }).getByLabel('Equipos médicos').check();
    await page.getByRole('button', { name: 'Quitar filtro Equipos médicos' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('caracteristica')).toMatch(/^\d+$/);
    await expect.poll(async () => (await tarjetas(page)).some((n) => /Tensiómetro/.test(n))).toBe(true);
    await menu.getByLabel('Omron').check();
    await page.getByRole('button', { name: 'Quitar filtro Omron' }).waitFor();
    // the chip shows at once; the previous grid stays on screen (dimmed) until the brand's page
    // arrives, which on a loaded machine can be after the first look
    const deOmron = /Tensiómetro|Termómetro|Nebulizador/;
    await expect
      .poll(async () => {
        const n = await tarjetas(page);
        return n.length > 0 && n.every((x) => deOmron.test(x));
      })
      .toBe(true);
    const nombres = await tarjetas(page);
    expect(nombres.every((n) => deOmron.test(n))).toBe(true);
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ver resultados' }).click();
    expect(await menu.count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A buyer who types "tensiometo" finds the tensiómetros, and a product page arrives drawn with its own title and data', async () => {
    const { page, context, errors } = await open('/e-comerce', { mobile: true });
    await tiendaCargada(page);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('tensiometo');
    await expect
      .poll(async () => (await tarjetas(page)).slice().sort())
      .toEqual(['Tensiómetro de muñeca', 'Tensiómetro digital de brazo']);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('glucomtero');
    await expect
      .poll(async () => (await tarjetas(page)).slice().sort())
      .toEqual(['Glucómetro con 10 tiras', 'Tiras reactivas para glucómetro']);

    const p = await productoLlamado('Glucómetro con 10 tiras');
    const res = await page.goto(`/e-comerce/${p.id}`);
    expect(res?.status()).toBe(200);
    // the Worker drew it: the heading is in the HTML, before any script ran
    expect(await res?.text()).toContain(`<h1>${p.nombre}</h1>`);
    expect(await page.title()).toBe(`${p.nombre} · Tienda CitaSalud`);
    const datos = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(datos).toMatchObject({
      '@type': 'Product',
      name: p.nombre,
      offers: { price: p.precio_final, priceCurrency: 'COP', availability: 'https://schema.org/InStock' },
    });
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/^CitaSalud:/);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Producto agregado al carrito').first().waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('The store, an unknown product and the order look-up pass axe, and the look-up explains a miss', async () => {
    const { page, context, errors } = await open('/e-comerce');
    await tiendaCargada(page);
    await expectAccessible(page);

    const desconocido = await page.goto('/e-comerce/999999');
    expect(desconocido?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Producto no encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Volver al listado' }).waitFor();

    await page.goto('/e-comerce/pedido');
    await page.getByRole('heading', { level: 1, name: 'Consulte su pedido' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Código de la factura').fill('CS-NOEXISTE');
    await page.getByLabel('Correo electrónico').fill('nadie@example.co');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('alert').waitFor();
    await sinToasts(page);
    await expectAccessible(page);
    // the two 404 answers the test provoked (unknown product, unknown order)
    expectNoConsoleErrors(errors, [/404/]);
    await context.close();
  });
});
