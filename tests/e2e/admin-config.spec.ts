import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectNoConsoleErrors, login, open, setupBrowser } from './support';

setupBrowser();

const unico = () => Date.now().toString(36).slice(-5);

async function comoAdmin(path: string) {
  const token = await login('admin@citasalud.co');
  const opened = await open('/politicas/terminos');
  await opened.page.evaluate((tk) => localStorage.setItem('token', tk), token);
  await opened.page.goto(path);
  return { ...opened, token };
}

type Profesional = {
  id: number;
  nombre: string;
  apellido: string;
  activo: number;
  destacado: number;
  promedio: number;
};

describe('Staff configure the directory', () => {
  it('feature a professional who then appears on the home grid', async () => {
    const { page, errors, context, token } = await comoAdmin('/panel/config');
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await page
      .getByRole('button', { name: /^Destacar a / })
      .first()
      .waitFor();
    await expectAccessible(page);

    // the active, not yet featured professional the home grid would rank first among the featured
    const todos = await apiCall<{ succes: Profesional[] }>('/api/medic/all');
    const candidato = todos.json.succes
      .filter((m) => m.destacado === 0)
      .sort((a, b) => b.promedio - a.promedio || a.id - b.id)[0];
    const nombre = `${candidato.nombre} ${candidato.apellido}`;

    await page.getByLabel('Buscar por nombre, correo o cédula').fill(candidato.apellido);
    await page.getByRole('button', { name: `Destacar a ${nombre}`, exact: true }).click();
    await page.getByText('Se actualizó el estado').waitFor();
    await page.getByRole('button', { name: `No destacar a ${nombre}`, exact: true }).waitFor();

    const destacados = await apiCall<{ succes: Profesional[] }>('/api/medic/all?destacado=1');
    expect(destacados.json.succes.map((m) => m.id)).toContain(candidato.id);

    // the home grid shows the eight best-rated featured professionals: this one ranks among them
    const grid = await apiCall<{ succes: Profesional[] }>('/api/medic/all?destacado=1&page=1&limit=8');
    expect(grid.json.succes.map((m) => m.id)).toContain(candidato.id);
    const home = await open('/');
    await home.page.getByRole('heading', { name: 'Especialistas mejor calificados' }).waitFor();
    await home.page.locator('.top-rated').getByText(candidato.apellido).first().waitFor();

    // and back: no longer featured, no longer listed as featured
    await page.getByRole('button', { name: `No destacar a ${nombre}`, exact: true }).click();
    await page.getByRole('button', { name: `Destacar a ${nombre}`, exact: true }).waitFor();
    const despues = await apiCall<{ succes: Profesional[] }>('/api/medic/all?destacado=1');
    expect(despues.json.succes.map((m) => m.id)).not.toContain(candidato.id);
    const cuenta = await apiCall<{ succes: Profesional[] }>('/api/admin/medicos', { token });
    expect(cuenta.json.succes.find((m) => m.id === candidato.id)).toMatchObject({ activo: 1, destacado: 0 });

    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(home.errors);
    await home.context.close();
    await context.close();
  });

  it('activate a professional awaiting review, who then appears in the public directory', async () => {
    const { page, errors, context, token } = await comoAdmin('/panel/config');
    const cuentas = await apiCall<{ succes: Profesional[] }>('/api/admin/medicos', { token });
    const pendiente = cuentas.json.succes.find((m) => m.activo === 0);
    if (!pendiente) throw new Error('the seed has professionals awaiting activation');
    const nombre = `${pendiente.nombre} ${pendiente.apellido}`;
    await page.getByRole('button', { name: `Activar a ${nombre}`, exact: true }).click();
    await page.getByText('Se actualizó el estado').waitFor();
    await page.getByRole('button', { name: `Inactivar a ${nombre}`, exact: true }).waitFor();
    const publico = await apiCall<{ succes: Profesional[] }>('/api/medic/all');
    expect(publico.json.succes.map((m) => m.id)).toContain(pendiente.id);

    await page.getByRole('button', { name: `Inactivar a ${nombre}`, exact: true }).click();
    await page.getByRole('button', { name: `Activar a ${nombre}`, exact: true }).waitFor();
    const otraVez = await apiCall<{ succes: Profesional[] }>('/api/medic/all');
    expect(otraVez.json.succes.map((m) => m.id)).not.toContain(pendiente.id);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('approve a published professional’s new name before the directory shows it', async () => {
    const { page, errors, context, token } = await comoAdmin('/panel/config');
    const cuentas = await apiCall<{ succes: (Profesional & { email: string })[] }>('/api/admin/medicos', { token });
    // an active professional of the seed other than the demo account, which other journeys use
    const suya = cuentas.json.succes.filter((m) => m.activo === 1 && m.email !== 'doctora@citasalud.co').at(-1);
    if (!suya) throw new Error('the seed has active professionals');
    const suToken = await login(suya.email);
    const { json: fila } = await apiCall('/api/users', { token: suToken });
    const nuevo = `Renombrada${unico()}`;
    const propuesta = await apiCall('/api/users/update', { token: suToken, body: { ...fila, nombre: nuevo } });
    expect(propuesta.json.message).toMatch(/pendiente de aprobación/);
    const publico = async () =>
      (await apiCall('/api/medic/find', { body: { id: suya.id } })).json.succes[0] as Profesional & { cedula: string };
    expect(await publico()).toMatchObject({ nombre: fila.nombre, cedula: '' });

    await page.reload();
    const seccion = page.getByRole('region', { name: 'Cambios de perfil por aprobar' });
    await seccion.getByText(`${fila.nombre} → ${nuevo}`).waitFor();
    await expectAccessible(page);
    await seccion.getByRole('button', { name: `Aprobar el cambio de ${fila.nombre} ${fila.apellido}` }).click();
    await page.getByText('Cambio aprobado: el perfil público ya lo muestra').waitFor();
    expect((await publico()).nombre).toBe(nuevo);

    // back to the seed's name: an admin's own edit applies at once
    await apiCall('/api/users/update', { token, body: { id: suya.id, nombre: fila.nombre } });
    expect((await publico()).nombre).toBe(fila.nombre);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('add, rename and delete a specialty, with the warnings for blank names', async () => {
    const n = unico();
    const { page, errors, context } = await comoAdmin('/panel/config');
    const nueva = page.getByLabel('Nueva especialidad');
    await page
      .getByRole('textbox', { name: /^Nombre de / })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Nuevo +' }).click();
    await page.getByText('Falta el nombre de la especialidad').waitFor();

    await nueva.fill(`Geriatría ${n}`);
    await page.getByRole('button', { name: 'Nuevo +' }).click();
    const celda = page.getByRole('textbox', { name: `Nombre de Geriatría ${n}` });
    await celda.waitFor();
    expect(await nueva.inputValue()).toBe('');

    await celda.fill('');
    await celda.press('Tab');
    await page.getByText('No hay texto, no se actualizará').waitFor();
    expect(await celda.inputValue()).toBe(`Geriatría ${n}`);

    await celda.fill(`Gerontología ${n}`);
    await celda.press('Enter');
    const renombrada = page.getByRole('textbox', { name: `Nombre de Gerontología ${n}` });
    await renombrada.waitFor();
    const lista = await apiCall<{ succes: { nombre: string }[] }>('/api/especialidades/all');
    expect(lista.json.succes.map((e) => e.nombre)).toContain(`Gerontología ${n}`);

    await page.getByRole('button', { name: `Eliminar Gerontología ${n}` }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expectAccessible(page);
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => renombrada.count()).toBe(0);
    const despues = await apiCall<{ succes: { nombre: string }[] }>('/api/especialidades/all');
    expect(despues.json.succes.map((e) => e.nombre)).not.toContain(`Gerontología ${n}`);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('refuse a WebP home background before sending it, then upload a PNG', async () => {
    const { page, errors, context } = await comoAdmin('/panel/config');
    const input = page.getByLabel('Subir foto');
    await page.getByRole('heading', { name: 'Fondo' }).waitFor();
    await input.setInputFiles({ name: 'fondo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBPVP8 ') });
    await page.getByText('Solo se permiten imágenes de tipo JPEG, PNG o JPG.').first().waitFor();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'fondo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('La imagen se cargó con éxito').waitFor();
    const home = await apiCall<{ succes: { fondo: string }[] }>('/api/home/all');
    const fondo = home.json.succes[0].fondo;
    expect(fondo).toMatch(/^home\/.+\.png$/);
    await expect
      .poll(() => page.getByRole('img', { name: 'Imagen de fondo actual de la página de inicio' }).getAttribute('src'))
      .toBe(`/storage/${fondo}`);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('send a professional who opens a staff screen to the dashboard', async () => {
    const token = await login('doctora@citasalud.co');
    const { page, context } = await open('/politicas/terminos');
    await page.evaluate((tk) => localStorage.setItem('token', tk), token);
    await page.goto('/panel/config');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/home');
    const denegado = await apiCall('/api/admin/medicos', { token });
    expect(denegado.status).toBe(403);
    await context.close();
  });
});
