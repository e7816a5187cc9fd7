import { describe, expect, it } from 'vitest';
import { diaDeLaSemana } from '../../common/fechas';
import { correoA, enlaceEn } from './buzon';
import { agendarPorApi, bogota, libres, nuevaPaciente, profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

/** The first Thursday from tomorrow on with free franjas for the demo doctora, and those franjas. */
async function jueves(id: number) {
  for (let i = 1; i < 29; i++) {
    const fecha = bogota(i);
    if (diaDeLaSemana(fecha) !== 'jueves') continue;
    const franjas = await libres(id, fecha);
    if (franjas.length > 0) return { fecha, franjas };
  }
  throw new Error('the demo doctora has no Thursday with free franjas in four weeks');
}

describe('The lista de espera', () => {
  it("A patient on the waitlist gets Thursday's freed slot and books it from the offer", async () => {
    const laura = await profesional();
    const { fecha, franjas } = await jueves(laura.id);
    // Thursday fills up: Ana takes the first franja, other pacientes every other one
    const ana = await agendarPorApi(nuevaPaciente(), fecha, franjas[0]);
    for (const f of franjas.slice(1)) await agendarPorApi(nuevaPaciente(), fecha, f);
    expect(await libres(laura.id, fecha)).toEqual([]);

    const marta = nuevaPaciente();
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${laura.nombre} ${laura.apellido}`);
    await page.getByLabel('Motivo de la consulta').selectOption({ label: 'Control' });
    await page.getByLabel('¿Es su primera vez con el especialista?').selectOption('no');
    await page.getByRole('button', { name: 'Entrar en la lista de espera' }).click();
    const formulario = page.getByRole('form', { name: 'Lista de espera' });
    await formulario.getByLabel('Desde el día').fill(fecha);
    await formulario.getByLabel('Hasta el día').fill(fecha);
    await formulario.getByRole('radio', { name: 'A cualquier hora' }).check();
    await formulario.getByLabel('Nombre completo').fill(marta.nombre);
    await formulario.getByLabel('Celular', { exact: true }).fill('3114567890');
    await formulario.getByLabel('Correo electrónico').fill(marta.email);
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await expectAccessible(page);
    await formulario.getByRole('button', { name: 'Entrar en la lista de espera' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Quedó en la lista de espera' }).isVisible()).toBe(true);
    expect((await correoA(marta.email, /^Está en la lista de espera de/)).texto).toContain('/lista-espera/salir/');

    // Ana cancels her Thursday cita: the franja is offered to Marta, first in line
    const cancelada = await apiCall(`/api/cita/gestion/${ana.gestion}/cancelar`, { body: { motivo: '' } });
    expect(cancelada.status).toBe(200);
    const oferta = await correoA(marta.email, /^Se liberó una cita con/);
    await page.goto(enlaceEn(oferta.texto, '/lista-espera/oferta/'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Se liberó una cita para usted' }).isVisible())
      .toBe(true);
    expect(await page.getByText(/La apartamos para usted hasta las/).isVisible()).toBe(true);
    // kept for her: nobody else sees it free meanwhile
    expect(await libres(laura.id, fecha)).toEqual([]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Tomar esta cita' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Su cita quedó agendada' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Ver y gestionar mi cita' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/mi-cita\//);
    await expect
      .poll(() => page.getByRole('heading', { name: `Tu cita con ${laura.nombre} ${laura.apellido}` }).isVisible())
      .toBe(true);
    expect(await correoA(marta.email, /^Tu cita quedó agendada/)).toBeTruthy();
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
