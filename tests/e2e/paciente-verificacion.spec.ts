import { describe, expect, it } from 'vitest';
import { diaConCupos, elegirDia, franja, profesional } from './paciente-support';
import { BASE, clienteNuevo, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

/** The network's counter of bookings: a fixed window of 10 minutes (worker/citas/rutas/citas.ts). */
const VENTANA_MS = 600_000;

/**
 * Five earlier attempts from her network (incomplete ones: they count, and book nothing), made
 * right before her own so all six fall in one window of the counter: a story that made them first
 * once saw the window turn while it filled the form, and her booking needed no check.
 */
async function intentosAntes(ip: string, profesional: number) {
  const resto = VENTANA_MS - (Date.now() % VENTANA_MS);
  if (resto < 5_000) await new Promise((r) => setTimeout(r, resto + 200));
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${BASE}/api/cita/create`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ user: profesional }),
    });
    expect(res.status).toBe(422);
  }
}

describe('Booking from a busy network', () => {
  it('A patient whose network already tried many bookings confirms she is a person and books', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const ip = clienteNuevo();

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
    await intentosAntes(ip, laura.id);
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();

    const verificacion = page.getByRole('dialog', { name: 'Confirma que eres una persona' });
    await expect.poll(() => verificacion.isVisible()).toBe(true);
    await verificacion.getByRole('button', { name: /Soy una persona/ }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Cita agendada' }).isVisible()).toBe(true);
    expectNoConsoleErrors(errors, [/428/]);
    await context.close();
  });
});
