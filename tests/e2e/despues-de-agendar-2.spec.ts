/**
 * After the booking (issue 19), more stories: Mis citas, the reminder's "Confirmo mi asistencia",
 * verified and unverified opinions, and the paciente's cita read without a connection. Each story
 * books its own citas for a fresh paciente e-mail, so they run in any order and beside other specs.
 * "A doctor marks a no-show" is not here: it needs a cita whose start has passed, and the e2e server
 * has no honest way to make one (bookings refuse started franjas; the test clock works only in
 * APP_ENV test); the API tests (tests/worker/citas/asistencia.test.ts) cover it with their clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { correoA, enlaceEn } from './buzon';
import { conServiceWorker, indicador, OFFLINE_ERRORS } from './offline-support';
import {
  agendarPorApi,
  diaConCupos,
  type Franja,
  franja,
  libres,
  nuevaPaciente,
  profesional,
  yaEmpezo,
} from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const unico = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh paciente's cita on the first day with free franjas (the last one of that day by default). */
async function citaNueva(elegir: (franjas: Franja[]) => Franja = (f) => f[f.length - 1]) {
  const laura = await profesional();
  const { fecha, franjas } = await diaConCupos(laura.id);
  const elegida = elegir(franjas);
  const paciente = nuevaPaciente();
  const cita = await agendarPorApi(paciente, fecha, elegida);
  return { laura, paciente, fecha, franja: elegida, cita };
}

/** The newest message to `para` whose subject matches and whose text has `contiene` (polls). */
async function correoCon(para: string, asunto: RegExp, contiene: string) {
  type Correo = { id: number; para: string; asunto: string };
  let texto = '';
  await expect
    .poll(async () => {
      const { json } = await apiCall<{ succes: Correo[] }>('/api/dev/correos');
      for (const c of json.succes.filter((m) => m.para === para && asunto.test(m.asunto))) {
        const uno = await apiCall<{ succes: { texto: string } }>(`/api/dev/correos/${c.id}`);
        if (uno.json.succes.texto.includes(contiene)) {
          texto = uno.json.succes.texto;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return texto;
}

/** The doctora's panel (her session put in this fresh context's storage), on the pending citas. */
async function panelDeLaProfesional(email: string) {
  const token = await login(email);
  const panel = await open('/');
  await panel.page.evaluate((t) => localStorage.setItem('token', t), token);
  await panel.page.goto('/panel/home');
  await panel.page.getByRole('button', { name: /Pacientes pendientes/ }).click();
  return panel;
}

/** The profile's "N verificadas", as the page shows it. */
async function verificadasEnPerfil(page: Page) {
  const calificacion = page.locator('.profile__rating');
  await expect.poll(() => calificacion.textContent()).toMatch(/\d+ verificadas?/);
  return Number((await calificacion.textContent())?.match(/(\d+) verificadas?/)?.[1]);
}

const enviado =
  'Si hay citas con ese correo, te enviamos un enlace para verlas. Revisa tu bandeja de entrada (y el correo no deseado); el enlace vale 30 minutos.';

describe('After the booking, more stories', () => {
  it('A patient finds all her appointments from Mis citas', async () => {
    const laura = await profesional();
    const { fecha, franjas } = await diaConCupos(laura.id);
    expect(franjas.length, 'two free franjas on one day').toBeGreaterThanOrEqual(2);
    const paciente = nuevaPaciente();
    // she books the later one first: the list orders by when they happen, not by when she booked
    const tarde = franjas[franjas.length - 1];
    const temprano = franjas[0];
    await agendarPorApi(paciente, fecha, tarde);
    await agendarPorApi(paciente, fecha, temprano);

    const { page, context, errors } = await open('/mis-citas', { mobile: true });
    await page.getByRole('heading', { level: 1, name: 'Mis citas' }).waitFor();
    await expectAccessible(page);
    const correo = page.getByLabel('Correo electrónico');
    const respuesta = page.getByRole('status').filter({ hasText: 'Si hay citas con ese correo' });

    // an e-mail that never booked gets the very same answer as hers: nothing tells them apart
    const desconocido = `nadie.${unico()}@example.co`;
    await correo.fill(desconocido);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect.poll(() => respuesta.textContent()).toBe(enviado);
    await correo.fill(paciente.email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Enviarme el enlace' }).isEnabled()).toBe(true);
    await expect.poll(() => respuesta.textContent()).toBe(enviado);

    // the link arrives only to her, and lists both upcoming citas in time order
    const acceso = await correoA(paciente.email, /^Tu enlace para ver tus citas/);
    const { json: buzon } = await apiCall<{ succes: { para: string }[] }>('/api/dev/correos');
    expect(buzon.succes.filter((c) => c.para === desconocido)).toEqual([]);
    await page.goto(enlaceEn(acceso.texto, '/mis-citas/'));
    await page.getByText(`Citas agendadas con ${paciente.email}.`).waitFor();
    const proximas = page.getByRole('region', { name: 'Próximas' });
    await expect
      .poll(() => proximas.locator('.mis-citas__item .cita__fecha').allTextContents())
      .toEqual([expect.stringContaining(franja(temprano)), expect.stringContaining(franja(tarde))]);
    expect(await proximas.getByText('Pendiente', { exact: true }).count()).toBe(2);
    await expectAccessible(page);

    // she opens the later one and cancels it, saying why
    await proximas
      .locator('.mis-citas__item', { hasText: franja(tarde) })
      .getByRole('link', { name: /^Ver y gestionar la cita con / })
      .click();
    await page.getByRole('heading', { level: 1, name: /^Tu cita con / }).waitFor();
    await page.getByText(franja(tarde)).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancelar cita' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cancelar la cita' });
    await dialogo.getByLabel('Motivo (opcional)').fill('Me salió un viaje de trabajo');
    await expectAccessible(page);
    await dialogo.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
    await page.getByText('La cancelaste tú.').waitFor();
    await page.getByText('Motivo: Me salió un viaje de trabajo').waitFor();
    expect(await page.getByRole('button', { name: 'Reprogramar' }).isDisabled()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();

    // the doctora is told, with who and why; the franja is free again and the other cita stands
    const aviso = await correoCon(laura.email, /^Cita cancelada/, paciente.nombre);
    expect(aviso).toContain('Me salió un viaje de trabajo');
    expect((await libres(laura.id, fecha)).map((s) => s.hora_inicio)).toContain(tarde.hora_inicio);
    expect((await libres(laura.id, fecha)).map((s) => s.hora_inicio)).not.toContain(temprano.hora_inicio);
  });

  it('A patient confirms she will attend from the reminder, and her doctor sees it', async () => {
    const { laura, paciente, fecha, franja: elegida, cita } = await citaNueva();
    const inicio = Date.parse(`${fecha}T${elegida.hora_inicio}:00-05:00`);

    // the cron runs 20 hours before the cita: the reminder carries "Confirmo mi asistencia"
    const corrida = await apiCall<{ succes: { recordatorios: number } }>(
      `/api/dev/cron?ahora=${new Date(inicio - 20 * 3_600_000).toISOString()}`,
      { method: 'POST' },
    );
    expect(corrida.status).toBe(200);
    const recordatorio = await correoA(paciente.email, /^Recordatorio: tu cita/);
    const confirmar = recordatorio.texto.match(/https?:\/\/\S+\/mi-cita\/[\w-]+\?confirmar=1/)?.[0];
    expect(confirmar, 'the reminder has a confirm link').toBeTruthy();
    const url = new URL(confirmar as string);

    const { page, context, errors } = await open(url.pathname + url.search, { mobile: true });
    const exito = '¡Gracias! Confirmaste tu asistencia. El especialista ya lo ve en su agenda.';
    await page.locator('.cita__exito', { hasText: exito }).waitFor();
    await page.getByText('Confirmada', { exact: true }).first().waitFor();
    // the link's query is dropped: reloading does not confirm again, and still shows it confirmed
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();

    const { json } = await apiCall<{ succes: { estado: string } }>(`/api/cita/gestion/${cita.gestion}`);
    expect(json.succes.estado).toBe('confirmada');

    // her doctora's agenda says so
    const panel = await panelDeLaProfesional(laura.email);
    const fila = panel.page.locator(`[data-cita="${cita.id}"]`);
    await expect.poll(() => fila.locator('[data-estado]').textContent()).toBe('Confirmada');
    expect(await fila.locator('[data-estado]').getAttribute('title')).toBe(
      'El paciente confirmó su asistencia desde el recordatorio.',
    );
    await expectAccessible(panel.page);
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();
  });

  it('A patient leaves a verified opinion after her visit, and it shows on the profile', async () => {
    const { laura, paciente, cita } = await citaNueva();
    const { json: antes } = await apiCall<{ succes: { verificados: number }[] }>('/api/medic/find', {
      body: { id: laura.id },
    });
    const verificadasAntes = antes.succes[0].verificados;

    // the visit has begun; the doctora marks it attended from her panel
    yaEmpezo(cita.id);
    const panel = await panelDeLaProfesional(laura.email);
    // its row in the pending table (today's agenda above shows it too, attended or not)
    const fila = panel.page.locator(`tr[data-cita="${cita.id}"]`);
    await fila.getByRole('button', { name: `Atendido: cita de ${paciente.nombre}` }).click();
    await panel.page.getByText('La cita fue atendida de forma correcta').waitFor();
    await expect.poll(() => fila.count()).toBe(0);

    // the paciente gets the one invitation and writes through it
    const invitacion = await correoA(paciente.email, /^¿Cómo te fue con/);
    const texto = `Me explicó el tratamiento con calma y resolvió mis dudas (${unico()}).`;
    const { page, context, errors } = await open(enlaceEn(invitacion.texto, '/comentario/'), { mobile: true });
    await page.getByRole('heading', { level: 1, name: /^¿Cómo te fue con / }).waitFor();
    expect(await page.getByLabel('Tu nombre (se publica)').inputValue()).toBe(paciente.nombre);
    await expectAccessible(page);
    await page.getByRole('radio', { name: '5 estrellas' }).check();
    await page.getByLabel('Tu opinión').fill(texto);
    await page.getByRole('button', { name: 'Publicar mi opinión' }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu opinión!' }).waitFor();
    await expectAccessible(page);

    // the profile lists it as verified, and the verified count grew by one
    await page.getByRole('link', { name: 'Ver el perfil' }).click();
    const comentarioPublico = page.locator('.opinion', { hasText: texto });
    await comentarioPublico.waitFor();
    await comentarioPublico.getByText('Opinión verificada').waitFor();
    expect(await verificadasEnPerfil(page)).toBe(verificadasAntes + 1);
    await expectAccessible(page);
    expectNoConsoleErrors(errors);
    await context.close();

    // the doctora answers it once, publicly
    const comentario = panel.page.locator('.comentario', { hasText: texto });
    await panel.page.reload();
    await comentario.waitFor();
    await comentario.getByText('Verificada', { exact: true }).waitFor();
    await comentario.getByRole('button', { name: `Responder a ${paciente.nombre}` }).click();
    await comentario.getByLabel('Tu respuesta').fill('Gracias por tu confianza; aquí estamos para lo que necesites.');
    await expectAccessible(panel.page);
    await comentario.getByRole('button', { name: 'Publicar respuesta' }).click();
    await comentario.getByText('Tu respuesta pública').waitFor();
    expect(await comentario.getByRole('button', { name: `Responder a ${paciente.nombre}` }).count()).toBe(0);
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();

    // and the answer shows under her opinion on the profile
    const perfil = await open(`/doc-detalle/${laura.id}#comentarios`);
    const publicada = perfil.page.locator('.opinion', { hasText: texto });
    await publicada.getByText('Respuesta del especialista').waitFor();
    await publicada.getByText('Gracias por tu confianza; aquí estamos para lo que necesites.').waitFor();
    expectNoConsoleErrors(perfil.errors);
    await perfil.context.close();
  });

  it('An opinion from the open form is labelled unverified, and an admin hides it with a reason', async () => {
    const laura = await profesional();
    const u = unico();
    const nombre = `Visitante ${u}`;
    const texto = `Nunca me contestaron el teléfono (${u}).`;

    // anyone can write on the profile: it is published, labelled as not verified
    const { page, context, errors } = await open(`/doc-detalle/${laura.id}#comentarios`);
    const form = page.getByRole('form', { name: 'Deja tu opinión' });
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByLabel('Correo electrónico').fill(`visitante.${u}@example.co`);
    await form.getByLabel('Observación').fill(texto);
    await form.getByRole('radio', { name: '2 estrellas' }).check();
    await form.getByRole('button', { name: 'Enviar opinión' }).click();
    const comentarioPublico = page.locator('.opinion', { hasText: texto });
    await comentarioPublico.waitFor();
    await comentarioPublico.getByText('Opinión no verificada').waitFor();
    expect(await comentarioPublico.getByText('Opinión verificada').count()).toBe(0);
    await expectAccessible(page);

    // an admin finds it and hides it, saying why
    const token = await login('admin@citasalud.co');
    const admin = await open('/politicas/terminos');
    await admin.page.evaluate((t) => localStorage.setItem('token', t), token);
    await admin.page.goto('/panel/comentarios');
    await admin.page.getByRole('heading', { level: 1, name: 'Comentarios' }).waitFor();
    await admin.page.getByLabel('Buscar por profesional, paciente o texto').fill(u);
    const fila = admin.page.locator('tr', { hasText: texto });
    await fila.getByText('No verificada').waitFor();
    await expect.poll(() => admin.page.locator('tbody tr').count()).toBe(1);
    await expectAccessible(admin.page);
    await fila.getByRole('button', { name: `Ocultar el comentario de ${nombre}` }).click();
    const dialogo = admin.page.getByRole('dialog', { name: 'Ocultar comentario' });
    await dialogo.getByLabel('Motivo').fill('Lenguaje que no cumple las normas de la comunidad');
    await expectAccessible(admin.page);
    await dialogo.getByRole('button', { name: 'Ocultar comentario' }).click();
    await admin.page.getByText('El comentario quedó oculto.').waitFor();
    await fila.getByText('Motivo: Lenguaje que no cumple las normas de la comunidad').waitFor();
    await fila.getByText('Oculto', { exact: true }).waitFor();
    expect(await fila.getByRole('button', { name: /^Ocultar/ }).count()).toBe(0);
    // kept, not deleted: the hidden ones still list it, with the reason
    await admin.page.getByLabel('Visibilidad').selectOption('ocultos');
    await expect.poll(() => admin.page.locator('tbody tr').count()).toBe(1);
    await fila.getByText('Motivo: Lenguaje que no cumple las normas de la comunidad').waitFor();
    expectNoConsoleErrors(admin.errors);
    await admin.context.close();

    // and it leaves the public profile
    await page.reload();
    await page.locator('.opinion').first().waitFor();
    await expect.poll(() => page.locator('.opinion', { hasText: texto }).count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A patient reads her appointment offline, and is told that changing it needs a connection', async () => {
    const { laura, cita, franja: elegida } = await citaNueva((f) => f[Math.floor(f.length / 2)]);

    // she opens her manage link once with a connection
    const { page, context, errors } = await open(`/mi-cita/${cita.gestion}`, { mobile: true });
    await conServiceWorker(page);
    const titulo = page.getByRole('heading', { level: 1, name: `Tu cita con ${laura.nombre} ${laura.apellido}` });
    await titulo.waitFor();
    expect(await page.getByRole('button', { name: 'Reprogramar' }).isEnabled()).toBe(true);

    // offline: the copy kept on this device, saying when it was read; changes wait for a connection
    await context.setOffline(true);
    await page.reload();
    await indicador(page).waitFor();
    await titulo.waitFor();
    await page.getByText(/^Sin conexión: estás viendo la copia guardada en este dispositivo \(leída el /).waitFor();
    await page.getByText(franja(elegida)).waitFor();
    const razon = 'Reprogramar o cancelar necesita conexión a internet.';
    for (const nombre of ['Reprogramar', 'Cancelar cita']) {
      const boton = page.getByRole('button', { name: nombre, exact: true });
      expect(await boton.isDisabled()).toBe(true);
      const describe = await boton.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describe}"]`).textContent()).toBe(razon);
    }
    expect(await page.getByRole('button', { name: 'Añadir a mi calendario' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(errors, OFFLINE_ERRORS);
    await context.close();
  });
});
