import { describe, expect, it } from 'vitest';
import { diaConCupos, elegirDia, franja, profesional } from './paciente-support';
import { BASE, clienteNuevo, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('Booking from a busy network', () => {
  it('A patient whose network already tried many bookings confirms she is a person and books', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const ip = clienteNuevo();
    // five earlier attempts from her network (incomplete ones: they count, and book nothing)
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${BASE}/api/cita/create`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify({ user: laura.id }),
      });
      expect(res.status).toBe(422);
    }

    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`, { ip });
    await elegirDia(page, fecha);
    await page
      .getByRole('dialog', { name: 'Disponibilidad Horaria' })
      .getByRole('button', { name: franja(franjas[0]) })
      .click();
    const formulario = page.getByRole('dialog', { name: 'Datos de la cita' });
    await formulario.getByLabel('Nombre completo').fill('Lucía Verificada');
    await formulario.getByLabel('Celular de contacto').fill('3109876543');
    await formulario.getByLabel('Correo electrónico').fill(`lucia.${Date.now()}@example.co`);
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();

    const verificacion = page.getByRole('dialog', { name: 'Confirma que eres una persona' });
    await expect.poll(() => verificacion.isVisible()).toBe(true);
    await verificacion.getByRole('button', { name: /Soy una persona/ }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Cita agendada' }).isVisible()).toBe(true);
    expectNoConsoleErrors(errors, [/428/]);
    await context.close();
  });
});
