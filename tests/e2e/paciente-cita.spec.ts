import { describe, expect, it } from 'vitest';
import type { AseguradoraAceptada } from '../../common/wire/profesionales';
import { correoA } from './buzon';
import { diaConCupos, elegirDia, franja, libres, profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

/** The EPS of the catalogue she accepts and one she does not (issue 37: how the paciente pays). */
async function epsDe(id: number) {
  const { json } = await apiCall<{ succes: AseguradoraAceptada[] }>('/api/aseguradoras');
  const perfil = await apiCall<{ succes: { aseguradoras: AseguradoraAceptada[] }[] }>('/api/medic/find', {
    body: { id },
  });
  const suyas = new Set(perfil.json.succes[0].aseguradoras.map((a) => a.slug));
  const eps = json.succes.filter((a) => a.tipo === 'eps');
  const acepta = eps.find((a) => suyas.has(a.slug));
  const noAcepta = eps.find((a) => !suyas.has(a.slug));
  if (!acepta || !noAcepta) throw new Error('the demo doctora should accept some EPS and not others');
  return { acepta, noAcepta };
}

setupBrowser();

describe('Booking an appointment', () => {
  it('A patient searches from the home panel and books a slot paying with her EPS, which then disappears for the next patient', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const elegida = franjas[0];
    const { acepta, noAcepta } = await epsDe(laura.id);

    const { page, context, errors } = await open('/');
    await page.getByRole('radio', { name: 'Presencial' }).check();
    await page.getByRole('combobox', { name: 'Especialidad', exact: true }).click();
    await page.getByRole('option', { name: 'Dermatología' }).click();
    await page.getByRole('combobox', { name: 'Ciudad', exact: true }).click();
    await page.getByRole('option', { name: 'Bogotá' }).click();
    await page.getByRole('button', { name: 'Buscar especialistas' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/especialistas/bogota/dermatologia/1');
    // the address changes at once; the home (whose featured cards name her too) stays until the
    // list's screen and answer arrive: she picks her from the list
    await expect.poll(() => page.getByText(/^Mostrando \d+ de/).isVisible()).toBe(true);

    await page.getByRole('link', { name: `${laura.nombre} ${laura.apellido}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/doc-detalle/${laura.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${laura.nombre} ${laura.apellido}`);

    // how she pays: an EPS the doctora does not see is flagged before booking; hers is not
    await page.getByLabel('¿Cómo pagará la consulta? (opcional)').selectOption({ label: 'EPS' });
    await page.getByLabel('¿Cuál EPS?').selectOption({ label: noAcepta.nombre });
    const aviso = `Este especialista no atiende con ${noAcepta.nombre}; puede agendar como particular.`;
    await expect.poll(() => page.getByText(aviso).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Agendar como particular' }).isVisible()).toBe(true);
    await page.getByLabel('¿Cuál EPS?').selectOption({ label: acepta.nombre });
    await expect.poll(() => page.getByText(aviso).count()).toBe(0);

    await elegirDia(page, fecha);
    const disponibilidad = page.getByRole('dialog', { name: 'Disponibilidad Horaria' });
    await disponibilidad.getByRole('button', { name: franja(elegida) }).click();
    const formulario = page.getByRole('dialog', { name: 'Datos de la cita' });
    expect(await formulario.getByText(`EPS · ${acepta.nombre}`).isVisible()).toBe(true);
    await formulario.getByLabel('Nombre completo').fill('Pedro Pérez Prueba');
    await formulario.getByLabel('Celular de contacto').fill('3109876543');
    await formulario.getByLabel('Correo electrónico').fill('pedro.prueba@example.co');
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Cita agendada' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Cita guardada con éxito, revisa el correo la confirmación de la cita').isVisible())
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Añadir a mi calendario' }).click();
    expect((await descarga).suggestedFilename()).toBe(`cita-citasalud-${fecha}.ics`);
    expectNoConsoleErrors(errors);
    await context.close();

    // the doctora's e-mail of the new cita, and the patient's, say how she pays
    const aElla = await correoA(laura.email, /^Nueva cita:/);
    expect(aElla.texto).toContain('Pedro Pérez Prueba');
    expect(aElla.texto).toContain(`Forma de pago: EPS · ${acepta.nombre}`);
    const suyo = await correoA('pedro.prueba@example.co', /^Tu cita quedó agendada/);
    expect(suyo.texto).toContain(`Forma de pago: EPS · ${acepta.nombre}`);

    // the next patient no longer sees the slot, on the screen or through the API
    expect((await libres(laura.id, fecha)).map((s) => s.hora_inicio)).not.toContain(elegida.hora_inicio);
    const next = await open(`/doc-detalle/${laura.id}`);
    await elegirDia(next.page, fecha);
    const dialogo = next.page.getByRole('dialog', { name: 'Disponibilidad Horaria' });
    await expect.poll(() => dialogo.locator('.avail__slot, .avail__vacio').first().isVisible()).toBe(true);
    expect(await dialogo.getByRole('button', { name: franja(elegida) }).count()).toBe(0);
    await expectAccessible(next.page);
    await next.context.close();
  });

  it('A patient who picks a day before the reason and first visit is warned and the day stays unset', async () => {
    const laura = await profesional();
    const { page, context } = await open(`/doc-detalle/${laura.id}`);
    const { fecha } = await diaConCupos(laura.id);
    await elegirDia(page, fecha, { motivo: false });
    await expect
      .poll(() => page.getByText('Seleccione un motivo y si es su primera vez con el especialista.').isVisible())
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator(`[data-fecha="${fecha}"]`).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
