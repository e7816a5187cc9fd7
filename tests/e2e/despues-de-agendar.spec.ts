/**
 * After the booking (issue 19): the paciente keeps control of her cita through the private links
 * of her e-mails, and nobody is left uninformed. The e-mails are read from the local mailbox.
 */
import { describe, expect, it } from 'vitest';
import { hora12 } from '../../common/hora';
import { correoA, enlaceEn } from './buzon';
import {
  agendarPorApi,
  bogota,
  diaConCupos,
  type Franja,
  franja,
  libres,
  nuevaPaciente,
  profesional,
} from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

/** Books `f` on `fecha` with the seeded doctora for a fresh paciente, through the API. */
async function agendar(fecha: string, f: Franja, extra: Record<string, string> = {}) {
  const paciente = nuevaPaciente();
  const cita = await agendarPorApi(paciente, fecha, f, extra);
  return { laura: await profesional(), paciente, cita };
}

describe('After the booking', () => {
  it('A doctor cancels and the patient is told', async () => {
    const { fecha, franjas } = await diaConCupos((await profesional()).id);
    const elegida = franjas[franjas.length - 1];
    const { laura, paciente, cita } = await agendar(fecha, elegida);

    // the doctora cancels it from her agenda, with a reason
    const token = await login(laura.email);
    const panel = await open('/');
    await panel.page.evaluate((t) => localStorage.setItem('token', t), token);
    await panel.page.goto('/panel/home');
    await panel.page.getByRole('button', { name: /Pacientes pendientes/ }).click();
    const fila = panel.page.locator(`[data-cita="${cita.id}"]`);
    await fila.getByRole('button', { name: `Cancelar cita de ${paciente.nombre}` }).click();
    const dialogo = panel.page.getByRole('dialog', { name: 'Cancelar cita' });
    await dialogo.getByLabel('Motivo de la cancelación').fill('Tengo un congreso médico ese día');
    await expectAccessible(panel.page);
    await dialogo.getByRole('button', { name: 'Cancelar la cita' }).click();
    await expect
      .poll(() => panel.page.getByText('La cita fue cancelada; le avisamos al paciente por correo.').isVisible())
      .toBe(true);
    // it leaves the pending list and is listed with the cancelled ones, with who and why
    await expect.poll(() => fila.count()).toBe(0);
    await panel.page.getByRole('button', { name: /Canceladas/ }).click();
    await expect.poll(() => fila.getByText('Cancelada por ti').isVisible()).toBe(true);
    await expect.poll(() => fila.getByText('Tengo un congreso médico ese día').isVisible()).toBe(true);
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();

    // the paciente is told, with the reason, a link to book again and her manage link
    const aviso = await correoA(paciente.email, /fue cancelada$/);
    expect(aviso.texto).toContain('Tengo un congreso médico ese día');
    expect(aviso.texto).toContain(`/doc-detalle/${laura.id}`);
    const { page, context, errors } = await open(enlaceEn(aviso.texto, '/mi-cita/'), { mobile: true });
    await expect.poll(() => page.getByText('La canceló el especialista.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Motivo: Tengo un congreso médico ese día').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: 'Reprogramar' })
        .isEnabled()
        .catch(() => false),
    ).toBe(false);
    await expect.poll(() => page.getByRole('link', { name: 'Agendar una nueva cita' }).isVisible()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();

    // and the franja is free again for anyone
    expect((await libres(laura.id, fecha)).map((s) => s.hora_inicio)).toContain(elegida.hora_inicio);
  });

  it('A patient moves her appointment from the reminder e-mail', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const original = franjas[0];
    // she accepted WhatsApp notices on her mobile when booking
    const { paciente, cita } = await agendar(fecha, original, { acepta_whatsapp: '1' });
    const inicio = Date.parse(`${fecha}T${original.hora_inicio}:00-05:00`);

    // the cron runs 20 hours before the cita: the reminder goes out, with her manage link
    const corrida = await apiCall<{ succes: { recordatorios: number } }>(
      `/api/dev/cron?ahora=${new Date(inicio - 20 * 3_600_000).toISOString()}`,
      { method: 'POST' },
    );
    expect(corrida.status).toBe(200);
    expect(corrida.json.succes.recordatorios).toBeGreaterThanOrEqual(1);
    const recordatorio = await correoA(paciente.email, /^Recordatorio: tu cita/);
    expect(recordatorio.texto).toMatch(/\/mi-cita\/[\w-]+\?confirmar=1/);
    // and the same reminder as a WhatsApp template message, readable beside the e-mails
    const whatsapp = await apiCall<{ succes: { para: string; canal: string }[] }>('/api/dev/correos?canal=whatsapp');
    expect(whatsapp.json.succes.some((m) => m.para === '573104567890' && m.canal === 'whatsapp')).toBe(true);

    // a later day with a free franja, other than the booked one
    let destino: { fecha: string; franja: Franja } | undefined;
    for (let i = 1; i < 30 && !destino; i++) {
      const dia = bogota(i);
      const libre = dia === fecha ? undefined : (await libres(laura.id, dia))[0];
      if (libre) destino = { fecha: dia, franja: libre };
    }
    if (!destino) throw new Error('no other free day in the next month');

    const { page, context, errors } = await open(enlaceEn(recordatorio.texto, '/mi-cita/'), { mobile: true });
    await expect.poll(() => page.getByText('Pendiente', { exact: true }).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reprogramar' }).click();
    const hoja = page.getByRole('dialog', { name: 'Reprogramar la cita' });
    await hoja.locator('.calendar__day').first().waitFor();
    const dia = hoja.locator(`[data-fecha="${destino.fecha}"]`);
    if ((await dia.count()) === 0) await hoja.getByRole('button', { name: 'Mes siguiente' }).click();
    await dia.click();
    await hoja.getByRole('button', { name: franja(destino.franja) }).click();
    await expectAccessible(page);
    await hoja.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await expect
      .poll(() => page.getByText('Listo: reprogramamos tu cita. Te enviamos la confirmación por correo.').isVisible())
      .toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();

    // both sides are told; the old franja is free and the new one taken
    const cambio = await correoA(paciente.email, /^Tu cita cambió/);
    // its new start, whatever way the range is written ("8:00 – 8:30 a. m." or "11:30 a. m. – 12:00 p. m.")
    expect(cambio.texto).toContain(`Hora: ${hora12(destino.franja.hora_inicio).split(' ')[0]}`);
    await correoA(laura.email, /^Cita reprogramada/);
    expect((await libres(laura.id, fecha)).map((s) => s.hora_inicio)).toContain(original.hora_inicio);
    expect((await libres(laura.id, destino.fecha)).map((s) => s.hora_inicio)).not.toContain(destino.franja.hora_inicio);
    const { json } = await apiCall<{ succes: { fecha_cita: string; hora_inicio: string } }>(
      `/api/cita/gestion/${cita.gestion}`,
    );
    expect(json.succes).toMatchObject({ fecha_cita: destino.fecha, hora_inicio: destino.franja.hora_inicio });
  });
});
