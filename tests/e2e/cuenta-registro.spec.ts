import { describe, expect, it } from 'vitest';
import { confirmarCorreo, correoA, enlaceDeConfirmacion } from './buzon';
import { accionDeCuenta, apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

const unico = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

describe('Accounts', () => {
  it('A new professional registers, logs in, reaches the panel and logs out', async () => {
    const id = unico();
    const email = `e2e.${id}@example.co`;
    const password = 'Clave-segura-2026';
    const { page, context, errors } = await open('/login');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Registro' }).click();
    // Nothing is sent while a field is blank: the spec's warning shows instead.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect
      .poll(() => page.getByText('Se requieren todos los campos diligenciados para crear una cuenta').isVisible())
      .toBe(true);

    await page.getByLabel('Nombre', { exact: true }).fill('Valentina');
    await page.getByLabel('Apellido').fill('Ospina');
    await page.getByLabel('Cédula/NIT').fill(`1${id}`);
    await page.getByLabel('Teléfono fijo').fill('6015550123');
    await page.getByLabel('Celular').fill(`3${id}`);
    await page.getByLabel('Dirección').fill('Carrera 7 # 72-41');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    const tratamiento = page.getByRole('checkbox', { name: /política de tratamiento de datos/ });
    const salud = page.getByRole('checkbox', { name: /datos de salud/ });
    expect(await tratamiento.isChecked()).toBe(false);
    expect(await salud.isChecked()).toBe(false);
    await tratamiento.check();
    await salud.check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Back at the login view, told to confirm the e-mail first, with the e-mail already filled in.
    const aviso = page.getByRole('status').filter({ hasText: 'Le enviamos un enlace para confirmar su correo' });
    await expect.poll(() => aviso.isVisible()).toBe(true);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    // Before following the link she cannot enter: told why, with a way to get another link.
    const sinConfirmar = page.getByRole('alert').filter({ hasText: 'Debe confirmar su correo electrónico' });
    await expect.poll(() => sinConfirmar.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
    await sinConfirmar.getByRole('button', { name: 'Reenviar enlace de confirmación' }).click();
    await expect.poll(() => page.getByText(/le enviamos un nuevo enlace de confirmación/).isVisible()).toBe(true);

    // The link arrives in the local mailbox, points to this server, and confirms the address.
    const enlace = await enlaceDeConfirmacion(email);
    await page.goto(enlace);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Correo electrónico confirmado' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/home');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mi agenda' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Valentina Ospina').isVisible()).toBe(true);
    expect(await page.getByTestId('count-hoy').textContent()).toBe('0');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await apiCall('/api/users', { token: token ?? '' })).json.email).toBe(email);

    await accionDeCuenta(page, 'Cerrar sesión');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the session ended on the server too
    expect((await apiCall('/api/users', { token: token ?? '' })).status).toBe(401);
    expectNoConsoleErrors(errors, [/403/]);
    await context.close();
  });

  it('A professional changes her e-mail from the panel; it changes once she opens the link sent to the new address', async () => {
    const id = unico();
    const email = `cambio.${id}@example.co`;
    const nuevo = `nuevo.${id}@example.co`;
    const password = 'Clave-segura-2026';
    const registro = await apiCall('/api/user/create', {
      body: {
        nombre: 'Daniela',
        apellido: 'Cárdenas',
        cedula: `4${id}`,
        fijo: '6015550123',
        telefono: `3${id}`,
        direccion: 'Calle 93 # 11-20',
        email,
        password,
        virtual: 1,
        presencial: 1,
        ciudad: '',
        acepta_tratamiento: true,
        acepta_datos_salud: true,
      },
    });
    expect(registro.status).toBe(201);
    await confirmarCorreo(email);

    const { page, context, errors } = await open('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/home');

    await accionDeCuenta(page, 'Cambiar correo');
    const dialogo = page.getByRole('dialog', { name: 'Cambiar correo electrónico' });
    await expect.poll(() => dialogo.isVisible()).toBe(true);
    await expectAccessible(page);
    // a wrong password is refused beside its field, and nothing is sent
    await dialogo.getByLabel('Correo electrónico nuevo').fill(nuevo);
    await dialogo.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await dialogo.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => dialogo.getByText('La contraseña no es correcta.').isVisible()).toBe(true);
    await dialogo.getByLabel('Contraseña actual').fill(password);
    await dialogo.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByText(`Le enviamos un enlace a ${nuevo}`).isVisible()).toBe(true);

    // the old address is told at once; the account keeps it until the link is opened
    expect((await correoA(email, /Se pidió cambiar el correo/)).texto).toContain(nuevo);
    expect((await apiCall('/api/user/auth', { body: { email, password } })).status).toBe(200);
    await page.goto(await enlaceDeConfirmacion(nuevo, /Confirme su nuevo correo/));
    await expect
      .poll(() => page.getByText('Su correo electrónico cambió con éxito.', { exact: false }).isVisible())
      .toBe(true);
    expect((await correoA(email, /El correo de su cuenta de CitaSalud cambió/)).texto).toContain(nuevo);
    expect((await apiCall('/api/user/auth', { body: { email: nuevo, password } })).status).toBe(200);
    expect((await apiCall('/api/user/auth', { body: { email, password } })).status).toBe(401);
    expectNoConsoleErrors(errors, [/422/]);
    await context.close();
  });

  it('A visitor without a session is sent home from the panel, one whose session ended to the login', async () => {
    const { page, context, errors } = await open('/panel/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();

    // A stale token is refused by the server (401 sesion_vencida), forgotten, and the visitor goes
    // to the login screen, which says why (issue 22: sessions end when idle).
    const stale = await open('/');
    await stale.page.evaluate(() => localStorage.setItem('token', 'token-que-no-existe'));
    await stale.page.goto('/panel/home');
    await expect.poll(() => new URL(stale.page.url()).pathname).toBe('/login');
    await stale.page.getByText('Tu sesión se cerró por inactividad o venció. Inicia sesión de nuevo.').waitFor();
    await expect.poll(() => stale.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(stale.errors, [/401/]);
    await stale.context.close();
  });

  it('A wrong password shows the server message and keeps the visitor on the login screen', async () => {
    const { page, context, errors } = await open('/login');
    await page.getByLabel('Correo electrónico').fill('doctora@citasalud.co');
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => page.getByText('Correo electrónico o contraseña incorrectos.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expectNoConsoleErrors(errors, [/401/]);
    await context.close();
  });
});
