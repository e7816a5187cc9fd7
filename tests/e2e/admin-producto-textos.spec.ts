import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

/** An active seeded product that no other journey edits. */
const NOMBRE = 'Citrato de magnesio';

describe("Staff edit a product's texts", () => {
  it("change the 'Uso adecuado' text with **bold** and the public product page shows it bold", async () => {
    const token = await login('admin@citasalud.co');
    const lista = await apiCall<{ succes: { id: number; nombre: string; estado: string }[] }>('/api/producto/index', {
      token,
    });
    const producto = lista.json.succes.find((p) => p.nombre === NOMBRE);
    expect(producto?.estado).toBe('1');

    const { page, errors } = await open('/politicas/terminos');
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto('/panel/ecomerce/productos');
    // the table pages the newest first: a seeded product is found with the search
    await page.getByLabel('Buscar por nombre, marca o promoción').fill(NOMBRE);
    await page.getByRole('button', { name: `Editar textos de ${NOMBRE}`, exact: true }).click();

    const modal = page.getByRole('dialog', { name: `Textos de ${NOMBRE}` });
    const uso = modal.getByLabel('Uso adecuado');
    expect(await uso.inputValue()).toBe('Tomar **dos cápsulas en la noche**.');
    await uso.fill('Tomar **una cápsula con la cena** todos los días.');
    await modal.locator('strong', { hasText: 'una cápsula con la cena' }).waitFor();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Textos del producto actualizados').waitFor();
    await expect.poll(() => modal.count()).toBe(0);
    expectNoConsoleErrors(errors);

    const tienda = await open(`/e-comerce/${producto?.id}`);
    await tienda.page.getByRole('heading', { level: 1, name: NOMBRE }).waitFor();
    await tienda.page.getByText('Uso', { exact: true }).click();
    const negrita = tienda.page.locator('.detalle__seccion strong', { hasText: 'una cápsula con la cena' });
    await negrita.waitFor();
    expect(await tienda.page.getByText('todos los días.', { exact: false }).isVisible()).toBe(true);
    expectNoConsoleErrors(tienda.errors);
  });
});
