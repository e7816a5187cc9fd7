import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, BASE, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const unico = () => Date.now().toString(36).slice(-5);

/** A staff session in a fresh browser context, on `path`. */
async function comoAdmin(path: string, opts: { mobile?: boolean } = {}) {
  const token = await login('admin@citasalud.co');
  const opened = await open('/politicas/terminos', opts);
  await opened.page.evaluate((tk) => localStorage.setItem('token', tk), token);
  await opened.page.goto(path);
  return { ...opened, token };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

type Producto = {
  id: number;
  nombre: string;
  precio: number;
  porcentaje: number;
  precio_final: number;
  estado: string;
};

describe('Staff run the store', () => {
  it('create a brand, a promotion and a product with two images that then appears in the public store with its discount, then deactivate it and it disappears', async () => {
    const n = unico();
    const marca = `Marca E2E ${n}`;
    const promocion = `Promo E2E ${n}`;
    const nombre = `Colágeno E2E ${n}`;
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/marcas');

    // a brand
    await heading(page, 'Marcas').waitFor();
    await page.getByRole('cell').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear Nueva Marca' }).click();
    const nuevaMarca = page.getByRole('dialog', { name: 'Nueva Marca' });
    await nuevaMarca.getByLabel('Nombre').fill(marca);
    await nuevaMarca.getByRole('button', { name: 'Crear Marca' }).click();
    await page.getByRole('cell', { name: marca, exact: true }).waitFor();
    await expect.poll(() => nuevaMarca.count()).toBe(0);
    // the same brand again, in capitals and without its accent: refused, named, and the form stays open
    await page.getByRole('button', { name: 'Crear Nueva Marca' }).click();
    await nuevaMarca.getByLabel('Nombre').fill(marca.toUpperCase());
    await nuevaMarca.getByRole('button', { name: 'Crear Marca' }).click();
    await page.getByText(`Ya existe la marca «${marca}»`, { exact: false }).first().waitFor();
    expect(await nuevaMarca.isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: marca.toUpperCase(), exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => nuevaMarca.count()).toBe(0);

    // a promotion, created active
    await page.getByRole('link', { name: 'Promociones' }).click();
    await heading(page, 'Promociones').waitFor();
    await page.getByRole('cell').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear Nueva Promoción' }).click();
    const nuevaPromocion = page.getByRole('dialog', { name: 'Nueva Promoción' });
    await nuevaPromocion.getByLabel('Nombre').fill(promocion);
    await nuevaPromocion.getByLabel('Porcentaje de descuento (0 a 100)').fill('20');
    await nuevaPromocion.getByRole('button', { name: 'Crear Promoción' }).click();
    const filaPromocion = page.getByRole('row').filter({ hasText: promocion });
    await filaPromocion.waitFor();
    expect(await filaPromocion.textContent()).toContain('Activo');

    // a product with two images, its texts previewed in bold
    await page.getByRole('link', { name: 'Productos' }).click();
    await heading(page, 'Productos').waitFor();
    await page
      .getByRole('textbox', { name: /^Nombre: / })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear Nuevo Producto' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Nuevo Producto' });
    await form.getByLabel('Nombre', { exact: true }).fill(nombre);
    await form.getByLabel('Precio (pesos, sin decimales)').fill('50000');
    await form.getByLabel('Marca').selectOption({ label: marca });
    await form.getByLabel('Promoción').selectOption({ label: `${promocion} (20 %)` });
    await form.getByLabel('Ficha técnica').fill('**Contenido:** 30 sobres de 10 g');
    await expect.poll(() => form.locator('.admin-preview strong').textContent()).toBe('Contenido:');
    await form.getByLabel('Imágenes (de 1 a 4)').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
      { name: 'reverso.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect.poll(() => form.getByRole('img').count()).toBe(2);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Guardar producto' }).click();
    await page.getByText('Se guardó correctamente el producto').waitFor();
    await page.getByRole('textbox', { name: `Nombre: ${nombre}` }).waitFor();

    // the public store lists it with the promotion's discount and its two images
    const publico = await apiCall<{ succes: (Producto & Record<string, string>)[] }>('/api/producto/index');
    const creado = publico.json.succes.find((p) => p.nombre === nombre);
    expect(creado).toMatchObject({ precio: 50_000, porcentaje: 20, precio_final: 40_000, estado: '1' });
    expect(creado?.nombre_marca).toBe(marca);
    expect(creado?.imagen1).toMatch(/^productos\//);
    expect(creado?.imagen2).toMatch(/^productos\//);
    expect(creado?.imagen3).toBe('');
    expect((await fetch(`${BASE}/storage/${creado?.imagen2}`)).status).toBe(200);

    const tienda = await open(`/e-comerce/${creado?.id}`);
    await tienda.page.getByRole('heading', { name: nombre }).waitFor();
    await tienda.page.getByText('ahora 20 % de descuento').waitFor();

    // deactivated with the lock: gone from the public store, still listed for staff
    const lock = page.getByRole('button', { name: `Desactivar producto ${nombre}`, exact: true });
    expect(await lock.getAttribute('aria-pressed')).toBe('false');
    await lock.click();
    const activar = page.getByRole('button', { name: `Activar producto ${nombre}`, exact: true });
    await activar.waitFor();
    expect(await activar.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Producto actualizado').waitFor();

    const despues = await apiCall<{ succes: Producto[] }>('/api/producto/index');
    expect(despues.json.succes.some((p) => p.nombre === nombre)).toBe(false);
    const paraAdmin = await apiCall<{ succes: Producto[] }>('/api/producto/index', { token });
    expect(paraAdmin.json.succes.find((p) => p.nombre === nombre)?.estado).toBe('0');
    await tienda.page.reload();
    await expect.poll(() => tienda.page.getByRole('heading', { name: nombre }).count()).toBe(0);

    // the one refusal the story asked for: the repeated brand's 409
    expectNoConsoleErrors(errors, [/status of 409/]);
    await tienda.context.close();
    await context.close();
  });

  it('replace one image of a product from its gallery, after a preview', async () => {
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/productos');
    const lista = await apiCall<{ succes: (Producto & Record<string, string>)[] }>('/api/producto/index', { token });
    const producto = lista.json.succes[0];
    // the table pages the newest first: the oldest product is found with the search
    await page.getByLabel('Buscar por nombre, marca o promoción').fill(producto.nombre);
    await page.getByRole('button', { name: `Imágenes de ${producto.nombre}`, exact: true }).click();
    const galeria = page.getByRole('dialog', { name: `Imágenes de ${producto.nombre}` });
    await galeria.getByRole('heading', { name: 'Imagen 3' }).waitFor();
    await galeria
      .getByLabel('Reemplazar imagen 3')
      .setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
    await galeria.getByRole('img', { name: 'Nueva imagen 3' }).waitFor();
    await expectAccessible(page);
    await galeria.getByRole('button', { name: 'Guardar imagen 3' }).click();
    await page.getByText('La imagen se actualizó con éxito').waitFor();
    await galeria.getByRole('img', { name: 'Imagen 3 actual' }).waitFor();

    const despues = await apiCall<{ succes: (Producto & Record<string, string>)[] }>('/api/producto/index', { token });
    const cambiado = despues.json.succes.find((p) => p.id === producto.id);
    expect(cambiado?.imagen3).toMatch(/^productos\/.+\.png$/);
    expect(cambiado?.imagen3).not.toBe(producto.imagen3);
    expect(cambiado?.imagen1).toBe(producto.imagen1);
    expect((await fetch(`${BASE}/storage/${cambiado?.imagen3}`)).headers.get('content-type')).toBe('image/png');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('rename a brand from the products screen, and be told a brand in use cannot be deleted', async () => {
    const n = unico();
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/productos');
    const lista = await apiCall<{ succes: (Producto & { nombre_marca: string })[] }>('/api/producto/index', { token });
    const marca = lista.json.succes[0].nombre_marca;
    await page.getByLabel('Buscar por nombre, marca o promoción').fill(lista.json.succes[0].nombre);
    const marcas = page.getByRole('region', { name: 'Lista de Marcas:' });
    await marcas.getByRole('cell').first().waitFor();
    await marcas.getByRole('button', { name: `Editar ${marca}`, exact: true }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Marca' });
    await editar.getByLabel('Nombre de la marca').fill(`${marca} ${n}`);
    await editar.getByRole('button', { name: 'Actualizar Marca' }).click();
    await page.getByText('Marca actualizada con éxito').waitFor();
    await marcas.getByRole('cell', { name: `${marca} ${n}`, exact: true }).waitFor();
    // the products table follows the new name
    await expect
      .poll(() => page.getByRole('combobox', { name: `Marca: ${lista.json.succes[0].nombre}` }).textContent())
      .toContain(`${marca} ${n}`);

    await marcas.getByRole('button', { name: `Eliminar ${marca} ${n}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirmar eliminación' }).getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByText(/verifique que esta marca no esté asignada a un producto/)
      .first()
      .waitFor();
    await marcas.getByRole('cell', { name: `${marca} ${n}`, exact: true }).waitFor();

    // put the name back for the other journeys
    await marcas.getByRole('button', { name: `Editar ${marca} ${n}`, exact: true }).click();
    await editar.getByLabel('Nombre de la marca').fill(marca);
    await editar.getByRole('button', { name: 'Actualizar Marca' }).click();
    await marcas.getByRole('cell', { name: marca, exact: true }).waitFor();
    expectNoConsoleErrors(errors, [/409/]);
    await context.close();
  });

  it('refuse to save an emptied product name, with the specification warning, and keep the name', async () => {
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/productos');
    const celda = page.getByRole('textbox', { name: /^Nombre: / }).first();
    await celda.waitFor();
    const antes = await celda.inputValue();
    await celda.fill('   ');
    await celda.press('Tab');
    await page.getByText('No se actualizó el campo, está vacío').waitFor();
    expect(await celda.inputValue()).toBe(antes);
    const lista = await apiCall<{ succes: Producto[] }>('/api/producto/index', { token });
    expect(lista.json.succes.some((p) => p.nombre === antes)).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('rename a characteristic in place and see a refused delete explained', async () => {
    const n = unico();
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/caracteristicas');
    await heading(page, 'Características').waitFor();
    await page.getByRole('button', { name: 'Crear Nueva Característica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Característica' });
    await dialog.getByRole('button', { name: 'Crear Característica' }).click();
    await page.getByText('Nombre de la característica es obligatorio').first().waitFor();
    await dialog.getByLabel('Nombre').fill(`Rasgo ${n}`);
    await dialog.getByRole('button', { name: 'Crear Característica' }).click();
    const celda = page.getByRole('textbox', { name: `Nombre de Rasgo ${n}` });
    await celda.waitFor();
    await expectAccessible(page);

    await celda.fill(`Rasgo renombrado ${n}`);
    await celda.press('Enter');
    await page.getByText('Actualizado con éxito').waitFor();
    const lista = await apiCall<{ succes: { id: number; nombre: string }[] }>('/api/caracteristica/all');
    expect(lista.json.succes.some((c) => c.nombre === `Rasgo renombrado ${n}`)).toBe(true);

    // a characteristic assigned to products cannot be deleted
    const productos = await apiCall<{ succes: { caracteristica: string }[] }>('/api/producto/index', { token });
    const usada = productos.json.succes.find((p) => p.caracteristica)?.caracteristica ?? '';
    await page.getByRole('button', { name: `Eliminar ${usada}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirmar eliminación' }).getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByText(/verifique que esta característica no esté asignada a un producto/)
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: `Nombre de ${usada}` }).waitFor();
    expectNoConsoleErrors(errors, [/409/]);
    await context.close();
  });

  it('edit a promotion after its current values load, and see it inactive', async () => {
    const n = unico();
    const { page, errors, context, token } = await comoAdmin('/panel/ecomerce/promociones');
    const creada = await apiCall<{ succes: { id: number } }>('/api/promocion/create', {
      body: { nombre: `Temporada ${n}`, porcentaje: 15 },
      token,
    });
    expect(creada.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: `Editar Temporada ${n}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Actualizar Promoción' });
    const pct = dialog.getByLabel('Porcentaje de descuento (0 a 100)');
    // the form replaces the dialog's loading state once the current values arrived
    await pct.waitFor();
    expect(await pct.inputValue()).toBe('15');
    await expectAccessible(page);
    await pct.fill('101');
    await dialog.getByRole('button', { name: 'Actualizar Promoción' }).click();
    await dialog.getByText('El porcentaje debe ser un número entero entre 0 y 100.').waitFor();
    await pct.fill('25');
    await dialog.getByLabel('Promoción activa (descuenta sus productos)').uncheck();
    await dialog.getByRole('button', { name: 'Actualizar Promoción' }).click();
    await page.getByText('La promoción se actualizó de manera correcta').waitFor();
    // the list reloads after the update: the row shows the new values
    const fila = page.getByRole('row').filter({ hasText: `Temporada ${n}` });
    await fila.filter({ hasText: 'Inactivo' }).waitFor();
    expect(await fila.textContent()).toContain('25 %');
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('manage products from a 360 px phone, where the tables become cards', async () => {
    const { page, errors, context } = await comoAdmin('/panel/ecomerce/productos', { mobile: true });
    await page
      .getByRole('textbox', { name: /^Nombre: / })
      .first()
      .waitFor();
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
