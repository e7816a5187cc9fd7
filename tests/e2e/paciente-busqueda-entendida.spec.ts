/**
 * The one search box as patients type in it, on a 360 px phone (issue 37 item 1, decision 0019):
 * a specialty with a city and a symptom each lead to whom to book; the results, the profile and
 * the professional's panel pass axe at that width.
 */
import { describe, expect, it } from 'vitest';
import { diaConCupos, elegirDia, franja, nuevaPaciente } from './paciente-support';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const CAJA = 'Busca por nombre, especialidad o condición';
type Fila = { id: number; nombre: string; apellido: string; cargo: string; ciudad: string };

/** The seed's pediatrician in Medellín (scripts/seed/data/profesionales.json), as the list shows her. */
const PEDIATRA = { email: 'daniela.zapata@citasalud.co', nombre: 'Daniela Zapata Ochoa' };

describe('Searching as people type', () => {
  it("A patient searches 'pediatra medellin' and books", async () => {
    const { json: lista } = await apiCall<{ succes: Fila[] }>('/api/medic/all?q=pediatra%20medellin');
    const daniela = lista.succes.find((p) => `${p.nombre} ${p.apellido}` === PEDIATRA.nombre);
    expect(daniela, 'the seed has a pediatrician in Medellín').toBeDefined();
    const { fecha, franjas } = await diaConCupos(daniela!.id);
    const paciente = nuevaPaciente();

    const { page, context, errors } = await open('/', { mobile: true });
    const caja = page.getByRole('combobox', { name: CAJA });
    await caja.pressSequentially('pediatra medellin', { delay: 30 });
    // the suggestions say what the box understood: the especialidad, in the ciudad
    const sugerida = page
      .getByRole('group', { name: 'Especialidades' })
      .getByRole('option', { name: /^Pediatría.*Especialistas en Medellín/ });
    await expect.poll(() => sugerida.isVisible()).toBe(true);
    await caja.press('Enter');

    await expect.poll(() => new URL(page.url()).search).toBe('?q=pediatra+medellin');
    const entendido = page.getByText('Pediatría en Medellín', { exact: true });
    await expect.poll(() => entendido.isVisible()).toBe(true);
    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBe(lista.succes.length);
    for (const texto of await cards.allTextContents()) expect(texto).toContain('Medellín');
    await expectAccessible(page);

    // the undo searches the words as typed, and back returns to what it understood
    await page.getByRole('link', { name: 'Buscar «pediatra medellin» tal como lo escribió' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=pediatra+medellin&literal=1');
    await expect
      .poll(() => page.getByText('Resultados de «pediatra medellin» tal como lo escribió.').isVisible())
      .toBe(true);
    await page.goBack();
    await expect.poll(() => entendido.isVisible()).toBe(true);

    await page.getByRole('link', { name: PEDIATRA.nombre }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/doc-detalle/${daniela!.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(PEDIATRA.nombre);
    await expectAccessible(page);

    // the phone's booking sheet, as any patient books
    await page.getByRole('button', { name: 'Agendar cita' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Agenda tu cita' }).isVisible()).toBe(true);
    await elegirDia(page, fecha);
    await page
      .getByRole('dialog', { name: 'Disponibilidad Horaria' })
      .getByRole('button', { name: franja(franjas[0]) })
      .click();
    const formulario = page.getByRole('dialog', { name: 'Datos de la cita' });
    await formulario.getByLabel('Nombre completo').fill(paciente.nombre);
    await formulario.getByLabel('Celular de contacto').fill('3109876543');
    await formulario.getByLabel('Correo electrónico').fill(paciente.email);
    await formulario.getByRole('checkbox', { name: /Autorizo el tratamiento/ }).check();
    await formulario.getByRole('button', { name: 'Registrar Cita' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Cita agendada' }).isVisible()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();

    // her panel, on her phone, counts the cita
    const token = await login(PEDIATRA.email);
    const { json: agenda } = await apiCall<{ citas: { nombre: string; fecha_cita: string }[] }>(
      '/api/medic/all/private',
      { token },
    );
    expect(agenda.citas.some((c) => c.nombre === paciente.nombre && c.fecha_cita === fecha)).toBe(true);
    const panel = await open('/', { mobile: true });
    await panel.page.evaluate((t) => localStorage.setItem('token', t), token);
    await panel.page.goto('/panel/home');
    await expect.poll(() => panel.page.getByTestId('count-hoy').isVisible()).toBe(true);
    await expectAccessible(panel.page);
    expectNoConsoleErrors(panel.errors);
    await panel.context.close();
  });

  it('A patient with knee pain finds an orthopaedist', async () => {
    const { json: lista } = await apiCall<{ total: number }>('/api/medic/all?q=dolor%20de%20rodilla&page=1&limit=24');
    expect(lista.total, 'the seed has orthopaedists').toBeGreaterThan(0);

    const { page, context, errors } = await open('/', { mobile: true });
    await page.getByRole('combobox', { name: CAJA }).pressSequentially('dolor de rodilla', { delay: 30 });
    // the condicion leads to the especialidades that treat it
    const condicion = page
      .getByRole('group', { name: 'Condiciones y síntomas' })
      .getByRole('option', { name: /^Dolor de rodilla.*Ortopedia/ });
    await expect.poll(() => condicion.isVisible()).toBe(true);
    await condicion.click();

    await expect.poll(() => new URL(page.url()).search).toBe('?q=Dolor+de+rodilla');
    const entendido = page.locator('.entendido__frase');
    await expect.poll(() => entendido.textContent()).toMatch(/^Dolor de rodilla: Ortopedia, Fisiatría/);
    const cards = page.locator('.doc-card');
    await expect.poll(() => cards.count()).toBe(lista.total);
    for (const texto of await cards.allTextContents()) expect(texto).toContain('Ortopedia');

    await cards.first().locator('.doc-card__link').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/doc-detalle\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Ortopedia', { exact: true }).first().isVisible()).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
