import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('A visitor opens CitaSalud', () => {
  it('serves the app on deep links and the demo data through the API', async () => {
    const especialidades = await apiCall('/api/especialidades/all');
    expect(especialidades.status).toBe(200);
    expect(Array.isArray(especialidades.json.succes)).toBe(true);
    const { page, errors, context } = await open('/doc-detalle/1');
    await expect.poll(() => page.locator('header .logo').first().isVisible()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('reads a real data-processing policy from the footer', async () => {
    const { page, errors, context } = await open('/');
    await page.getByRole('link', { name: 'Política de tratamiento de datos' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('tratamiento de datos');
    await expect.poll(() => page.url()).toContain('/politicas/tratamiento-de-datos');
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('opens and closes the mobile menu on a 360 px phone', async () => {
    const { page, context } = await open('/politicas/terminos', { mobile: true });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.locator('#menu-movil');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect.poll(() => menu.count()).toBe(0);
    await context.close();
  });

  it('shows a 404 screen for an unknown page', async () => {
    const { page, context } = await open('/no-existe/en-absoluto');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Página no encontrada');
    await context.close();
  });

  it('answers a missing hashed asset with 404, not the app shell', async () => {
    const res = await fetch(`${process.env.E2E_BASE_URL}/assets/no-existe-123.js`);
    expect(res.status).toBe(404);
  });
});
