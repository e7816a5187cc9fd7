/**
 * Download and delete my data (issue 22, item 4), as a paciente does it from Mis citas: the file
 * she downloads holds her cita; deleting asks for the code e-mailed at that moment, then cancels it
 * (the franja is free again, the doctora is told) and the link stops working.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { correoA, enlaceEn } from './buzon';
import { agendarPorApi, diaConCupos, franja, libres, nuevaPaciente, profesional } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('My data, from Mis citas', () => {
  it('A patient downloads then deletes her data from Mis citas', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    const elegida = franjas[franjas.length - 1];
    const paciente = nuevaPaciente();
    await agendarPorApi(paciente, fecha, elegida);
    await apiCall('/api/mis-citas/enlace', { body: { email: paciente.email } });
    const acceso = await correoA(paciente.email, /^Tu enlace para ver tus citas/);
    const enlace = enlaceEn(acceso.texto, '/mis-citas/');

    const { page, context, errors } = await open(enlace, { mobile: true });
    const datos = page.getByRole('region', { name: 'Tus datos' });
    await datos.waitFor();
    await expectAccessible(page);

    // the download: a JSON file named by the server, holding her cita and her e-mail
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      datos.getByRole('button', { name: 'Descargar mis datos (JSON)' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^mis-datos-citasalud-\d{4}-\d\d-\d\d\.json$/);
    const archivo = JSON.parse(await readFile((await descarga.path()) as string, 'utf8'));
    expect(archivo.citas).toEqual([
      expect.objectContaining({ fecha_cita: fecha, hora_inicio: elegida.hora_inicio, email: paciente.email }),
    ]);
    expect(archivo.avisos.some((a: { para: string }) => a.para === paciente.email)).toBe(true);

    // the deletion asks first, then says what it did
    await datos.getByRole('button', { name: 'Borrar mis datos' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Borrar tus datos?' });
    await dialogo.getByText(/Cancelaremos tus citas próximas/).waitFor();
    await expectAccessible(page);
    await dialogo.getByRole('button', { name: 'Sí, borrar mis datos' }).click();
    // the link alone does not delete (it may have been forwarded): a code goes to her e-mail
    const formulario = page.getByRole('form', { name: 'Escribe el código de tu correo' });
    await formulario.waitFor();
    await expectAccessible(page);
    const { texto } = await correoA(paciente.email, /^Tu código para borrar tus datos/);
    const codigo = /\b(\d{6})\b/.exec(texto)?.[1] ?? '';
    expect(codigo).toMatch(/^\d{6}$/);
    await formulario.getByLabel('Código de 6 dígitos').fill(codigo);
    await formulario.getByRole('button', { name: 'Sí, borrar mis datos' }).click();
    await page.getByRole('status').filter({ hasText: 'Borramos tus datos personales.' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Borramos' }).textContent()).toContain(
      'Cancelamos tu cita próxima y avisamos al especialista.',
    );
    expectNoConsoleErrors(errors);

    // an e-mail confirms; the doctora hears of the cancellation; the franja is free again
    await correoA(paciente.email, /^Borramos tus datos de CitaSalud$/);
    await expect
      .poll(async () => {
        const { json } = await apiCall<{ succes: { id: number; para: string; asunto: string }[] }>('/api/dev/correos');
        for (const c of json.succes.filter((m) => m.para === laura.email && /cancel/i.test(m.asunto))) {
          const uno = await apiCall<{ succes: { texto: string } }>(`/api/dev/correos/${c.id}`);
          if (uno.json.succes.texto.includes(paciente.nombre)) return uno.json.succes.texto;
        }
        return '';
      })
      .toContain('Quien agendó la cita pidió borrar sus datos personales.');
    await expect.poll(async () => (await libres(laura.id, fecha)).map(franja)).toContain(franja(elegida));

    // the link no longer opens anything
    await page.goto(enlace);
    await page.getByRole('heading', { name: 'Este enlace ya venció o no es válido' }).waitFor();
    await context.close();
  });
});
