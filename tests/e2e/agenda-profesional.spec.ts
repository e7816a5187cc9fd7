/**
 * The agenda as practices really run it (issue 20): the doctora configures her week, takes days
 * off and her pacientes are told; a paciente books a video visit and gets its link. Against the
 * demo seed's doctora (Dermatología, Bogotá); every change is undone at the end of its story.
 */
import { describe, expect, it } from 'vitest';
import { correoA, enlaceEn } from './buzon';
import { agendarPorApi, bogota, elegirDia, franja, libres, nuevaPaciente, profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

/** Opens `path` signed in as `email`. */
async function panelComo(email: string, path: string, opts: { mobile?: boolean } = {}) {
  const token = await login(email);
  const opened = await open('/', opts);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(path);
  return { ...opened, token };
}

/** A day from 2 to 40 days ahead with at least 3 free franjas (of one franja's length). */
async function diaConTresCupos(id: number) {
  for (let i = 2; i < 40; i++) {
    const fecha = bogota(i);
    const franjas = await libres(id, fecha);
    if (franjas.length >= 3) return { fecha, franjas };
  }
  throw new Error('no day with 3 free franjas in the next 40 days');
}

const noDesborda = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('The agenda as practices really run it', () => {
  it('A doctor takes a week off and her patients are told', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConTresCupos(laura.id);
    const ana = nuevaPaciente();
    const luis = nuevaPaciente();
    await agendarPorApi(ana, fecha, franjas[0]);
    await agendarPorApi(luis, fecha, franjas[2]);

    const { page, context, errors } = await panelComo(laura.email, '/panel/agenda/ausencias', { mobile: true });
    const nueva = page.getByRole('region', { name: 'Nueva ausencia' });
    await nueva.getByLabel('Primer día').fill(fecha);
    const [y, m, d] = fecha.split('-').map(Number);
    const hasta = new Date(Date.UTC(y, m - 1, d + 6)).toISOString().slice(0, 10);
    await nueva.getByLabel('Último día').fill(hasta);
    await nueva.getByLabel('Motivo (opcional)').fill('Vacaciones');
    await nueva.getByRole('button', { name: 'Agregar ausencia' }).click();

    // the citas booked inside the week are listed, with one action for all of them
    const afectadas = page.getByRole('region', { name: /citas? agendadas? en esta ausencia/ });
    await expect.poll(() => afectadas.getByText(ana.nombre).isVisible()).toBe(true);
    expect(await afectadas.getByText(luis.nombre).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await noDesborda(page)).toBe(true);
    await afectadas.getByRole('button', { name: /^Cancelar est(a|as \d+) citas? y avisar/ }).click();
    const dialogo = page.getByRole('dialog', { name: /^Cancelar \d+ citas?$/ });
    await dialogo.getByLabel('Mensaje para los pacientes (opcional)').fill('Estaré en un congreso médico.');
    await dialogo.getByRole('button', { name: 'Cancelar las citas' }).click();
    await expect.poll(() => page.getByText(/^Cancelamos \d+ citas? y avisamos/).isVisible()).toBe(true);

    // the week is closed to new bookings
    for (let k = 0; k <= 6; k++) {
      const [yy, mm, dd] = fecha.split('-').map(Number);
      expect(await libres(laura.id, new Date(Date.UTC(yy, mm - 1, dd + k)).toISOString().slice(0, 10))).toEqual([]);
    }

    // each paciente is told, with the doctora's message, a link to book again and her manage link
    for (const paciente of [ana, luis]) {
      const aviso = await correoA(paciente.email, /fue cancelada$/);
      expect(aviso.texto).toContain('Estaré en un congreso médico.');
      expect(aviso.texto).toContain(`/doc-detalle/${laura.id}`);
      expect(enlaceEn(aviso.texto, '/mi-cita/')).toContain('/mi-cita/');
    }

    // back from the week off: the absence goes and the days open again
    await page
      .getByRole('button', { name: /^Eliminar la ausencia: / })
      .first()
      .click();
    await expect.poll(() => page.getByText('No tienes ausencias programadas.').isVisible()).toBe(true);
    expect((await libres(laura.id, fecha)).length).toBeGreaterThan(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A doctor sets her weekly ranges, settings and private calendar from her phone', async () => {
    const laura = await profesional();
    const { page, context, errors, token } = await panelComo(laura.email, '/panel/agenda', { mobile: true });
    const horarios = page.getByRole('region', { name: 'Horarios de atención' });
    await horarios.getByLabel('Hora inicio').fill('21:00');
    await horarios.getByLabel('Hora fin').fill('22:00');
    await horarios.getByRole('button', { name: 'Lunes a viernes' }).click();
    await expect.poll(() => horarios.getByText('Este horario da 2 franjas de 30 min por día.').isVisible()).toBe(true);
    await horarios.getByRole('button', { name: 'Agregar horario' }).click();
    await expect.poll(() => horarios.getByText('9:00 – 10:00 p. m.', { exact: true }).first().isVisible()).toBe(true);
    // a range is edited in place: an evening of one hour becomes two
    await horarios.getByRole('button', { name: 'Editar el horario de 9:00 p. m. a 10:00 p. m.' }).click();
    await horarios.getByLabel('Hora fin').fill('23:00');
    await horarios.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => horarios.getByText('9:00 – 11:00 p. m.', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Horario actualizado').isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await noDesborda(page)).toBe(true);
    await horarios.getByRole('button', { name: 'Eliminar el horario de 9:00 p. m. a 11:00 p. m.' }).click();
    await expect.poll(() => horarios.getByText('9:00 – 11:00 p. m.', { exact: true }).count()).toBe(0);

    // settings: a bad pause is refused beside its field; a good notice is kept
    const ajustes = page.getByRole('region', { name: 'Ajustes de agenda' });
    await ajustes.getByLabel('Pausa entre citas (minutos)').fill('7');
    await ajustes.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect
      .poll(() =>
        ajustes
          .getByText(/múltiplos de 5/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await ajustes.getByLabel('Pausa entre citas (minutos)').fill('0');
    await ajustes.getByLabel('Aviso de cancelación (horas)').fill('3');
    await ajustes.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect.poll(() => page.getByText('Ajustes de agenda guardados').isVisible()).toBe(true);
    const leidos = await apiCall<{ succes: { aviso_cancelacion_horas: number } }>('/api/agenda/ajustes', { token });
    expect(leidos.json.succes.aviso_cancelacion_horas).toBe(3);
    await apiCall('/api/agenda/ajustes', { token, body: { aviso_cancelacion_horas: 2 } });

    // a motivo that takes an hour, with its price
    const motivos = page.getByRole('region', { name: 'Motivos de consulta' });
    const nombre = `Valoración larga ${Date.now()}`;
    await motivos.getByLabel('Nuevo motivo de consulta').fill(nombre);
    await motivos.getByLabel('Duración (minutos)').fill('60');
    await motivos.getByLabel('Precio (COP)').fill('120.000');
    await motivos.getByRole('button', { name: 'Agregar motivo' }).click();
    await expect.poll(() => motivos.getByText('60 min · $ 120.000').isVisible()).toBe(true);
    await motivos.getByRole('button', { name: `Eliminar el motivo ${nombre}` }).click();
    await expect.poll(() => motivos.getByText(nombre).count()).toBe(0);

    // the private calendar: its address serves her agenda as .ics until she revokes it
    await page.getByRole('button', { name: 'Abrir menú del panel' }).click();
    await page.getByRole('link', { name: 'Calendario en tu teléfono' }).click();
    await page.getByRole('button', { name: 'Crear mi calendario privado' }).click();
    const direccion = page.getByLabel('Dirección de tu calendario');
    await expect.poll(() => direccion.isVisible()).toBe(true);
    const url = await direccion.inputValue();
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Revocar el calendario' }).click();
    await page.getByRole('dialog', { name: 'Revocar el calendario' }).getByRole('button', { name: 'Revocar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Crear mi calendario privado' }).isVisible()).toBe(true);
    expect((await fetch(url)).status).toBe(404);
    expectNoConsoleErrors(errors, [/status of 404/]);
    await context.close();
  });

  it('A patient books a video visit and gets its link on screen and by e-mail', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConTresCupos(laura.id);
    const elegida = franjas[1];
    const paciente = nuevaPaciente();
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}`, { mobile: true });
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    const hoja = page.getByRole('dialog', { name: 'Agenda tu cita' });
    await expect.poll(() => hoja.isVisible()).toBe(true);
    await hoja.getByRole('tab', { name: 'Virtual' }).click();
    await elegirDia(page, fecha);
    await page
      .getByRole('dialog', { name: 'Disponibilidad Horaria' })
      .getByRole('button', { name: franja(elegida) })
      .click();
    const formulario = page.getByRole('dialog', { name: 'Datos de la cita' });
    await formulario.getByLabel('Nombre completo').fill(paciente.nombre);
    await formulario.getByLabel('Celular de contacto').fill('3109876543');
    await formulario.getByLabel('Correo electrónico').fill(paciente.email);
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Cita agendada' }).isVisible()).toBe(true);
    const enlace = page.getByRole('link', { name: 'Entrar a la videollamada' });
    await expect.poll(() => enlace.first().isVisible()).toBe(true);
    const sala = (await enlace.first().getAttribute('href')) ?? '';
    expect(sala).toMatch(/^https:\/\//);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();

    // the confirmation e-mail says it is virtual and carries the same link
    const confirmacion = await correoA(paciente.email, /^Tu cita quedó agendada/);
    expect(confirmacion.texto).toContain('Virtual');
    expect(confirmacion.texto).toContain(sala);
  });
});
