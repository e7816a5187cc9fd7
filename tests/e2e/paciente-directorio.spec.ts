import { describe, expect, it } from 'vitest';
import { profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('Finding a specialist', () => {
  it('A patient filters the list by city and modality and the URL follows', async () => {
    const esperado = await apiCall<{ total: number }>('/api/medic/all?ciudad=medellin&modalidad=2&page=1&limit=24');
    const { page, context, errors } = await open('/especialistas/todas/todas/0');
    await expect.poll(() => page.getByText(/^Mostrando \d+ de/).isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Ciudad' }).click();
    await page.getByRole('option', { name: 'Medellín' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/especialistas/medellin/todas/0');
    // the patient picks the modality once the list shows Medellín's specialists
    await expect
      .poll(async () => {
        const textos = await page.locator('.doc-card').allTextContents();
        return textos.length > 0 && textos.every((t) => t.includes('Medellín'));
      })
      .toBe(true);
    await page.getByRole('radio', { name: 'Virtual', exact: true }).check();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/especialistas/medellin/todas/2');

    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBe(Math.min(24, esperado.json.total));
    expect(esperado.json.total).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) {
      expect(text).toContain('Medellín');
      expect(text).toContain('Virtual');
    }
    // the filters survive a reload: they live in the address
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Ciudad' }).textContent()).toContain('Medellín');
    expect(await page.getByRole('radio', { name: 'Virtual', exact: true }).isChecked()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A patient whose filters match nobody is told what to relax', async () => {
    const { page, context } = await open('/especialistas/riohacha/endocrinologia/2');
    await expect.poll(() => page.getByText('No encontramos especialistas con estos filtros.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Buscar en todas las ciudades' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/especialistas/todas/endocrinologia/2');
    await context.close();
  });

  it('A patient on a 360 px phone opens the menu, reaches the specialists and books from the overlay', async () => {
    const laura = await profesional();
    const { page, context, errors } = await open('/', { mobile: true });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.locator('#menu-movil');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Especialistas' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/especialistas/todas/todas/0');
    await expect.poll(() => menu.count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    await page.goto(`/doc-detalle/${laura.id}`);
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    const sheet = page.getByRole('dialog', { name: 'Agenda tu cita' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(360);
    await expect.poll(() => sheet.getByLabel('Motivo de la consulta').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A patient opening an unknown profile sees the 404 state', async () => {
    const { page, context, errors } = await open('/doc-detalle/999999');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Especialista no encontrado');
    await expectAccessible(page);
    expectNoConsoleErrors(errors, [/status of 404/]);
    await context.close();
  });
});
