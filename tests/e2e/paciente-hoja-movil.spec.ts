import { describe, expect, it } from 'vitest';
import { diaConCupos, elegirDia, franja, profesional } from './paciente-support';
import { expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

/*
 * Playwright's click waits until nothing covers the element, for ESPERA_MS (tests/e2e/espera.ts):
 * longer than a toast lasts (5 s: the first visit's "ya puede usarse sin conexión" covers the top
 * right corner for that long), shorter than forever (the sticky header covered it for good).
 */

describe('The booking sheet on a phone', () => {
  it('A patient on a 360 px phone closes the booking sheet with its close button', async () => {
    const laura = await profesional();
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`, { mobile: true });
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    const sheet = page.getByRole('dialog', { name: 'Agenda tu cita' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // opened again: it hangs from the body, outside the page's root and its sticky bars, and its
    // title is what the screen shows at the top (not the sticky header)
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(
      await sheet.evaluate((n) => n.closest('#root') === null && n.parentElement?.parentElement === document.body),
    ).toBe(true);
    const encima = await sheet.getByRole('heading', { name: 'Agenda tu cita' }).evaluate((h) => {
      const r = h.getBoundingClientRect();
      return h.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
    });
    expect(encima).toBe(true);

    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("A patient on a 360 px phone who types a wrong mobile number reads the server's reason beside it", async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`, { mobile: true });
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Agenda tu cita' }).isVisible()).toBe(true);
    await elegirDia(page, fecha);
    await page
      .getByRole('dialog', { name: 'Disponibilidad Horaria' })
      .getByRole('button', { name: franja(franjas[0]) })
      .click();
    const formulario = page.getByRole('dialog', { name: 'Datos de la cita' });
    await formulario.getByLabel('Nombre completo').fill('Pedro Pérez Prueba');
    const celular = formulario.getByLabel('Celular de contacto');
    await celular.fill('12345');
    await formulario.getByLabel('Correo electrónico').fill('pedro.hoja@example.co');
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();

    const razon = 'El celular debe tener 10 dígitos y empezar por 3.';
    await expect.poll(() => celular.getAttribute('aria-invalid')).toBe('true');
    expect(await celular.evaluate((n) => n === document.activeElement)).toBe(true);
    const descrito = await celular.evaluate((n) =>
      (n.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
    );
    expect(descrito).toContain(razon);
    // the toast says it too
    await expect.poll(() => page.locator('[data-sonner-toast]').getByText(razon).count()).toBeGreaterThan(0);
    expectNoConsoleErrors(errors, [/status of 422/]);
    await context.close();
  });
});
