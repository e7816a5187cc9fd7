import { describe, expect, it } from 'vitest';
import { sinToasts } from './comprador-support';
import { accionDeCuenta, apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

const unico = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
const NEUTRO =
  'Si el correo electrónico está registrado, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada.';

type Correo = { id: number; para: string; asunto: string };

/** The reset link of the newest message to `email` in the local mailbox, once it is there. */
async function enlaceDelBuzon(email: string) {
  let correo: Correo | undefined;
  await expect
    .poll(async () => {
      const { json } = await apiCall<{ succes: Correo[] }>('/api/dev/correos');
      correo = json.succes.find((c) => c.para === email);
      return correo?.asunto;
    })
    .toBe('Restablezca su contraseña de CitaSalud');
  const { json } = await apiCall<{ succes: { texto: string; html: string } }>(`/api/dev/correos/${correo?.id}`);
  const enlace = json.succes.texto.match(/https?:\/\/\S+\/restablecer\?token=[\w-]+/)?.[0];
  expect(enlace).toBeTruthy();
  return enlace as string;
}

describe('Password recovery', () => {
  it('A professional who forgot the password asks for a link, follows it from the local mailbox and logs in with the new password', async () => {
    const id = unico();
    const email = `olvido.${id}@example.co`;
    const vieja = 'Clave-vieja-2026';
    const nueva = 'Clave nueva 2026!';
    const registro = await apiCall('/api/user/create', {
      body: {
        nombre: 'Mariana',
        apellido: 'Restrepo',
        cedula: `2${id}`,
        fijo: '6045550123',
        telefono: `3${id}`,
        direccion: 'Calle 10 # 43-12',
        email,
        password: vieja,
        virtual: 1,
        presencial: 1,
        ciudad: '',
        acepta_tratamiento: '1',
        acepta_datos_salud: '1',
      },
    });
    expect(registro.status).toBe(201);

    // From the login screen: '¿Olvidó su contraseña?' keeps the e-mail typed so far.
    const { page, context, errors } = await open('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Restablecer contraseña' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: NEUTRO }).isVisible()).toBe(true);

    // The e-mail arrives in the local mailbox with a link to this very server.
    const enlace = await enlaceDelBuzon(email);
    expect(new URL(enlace).origin).toBe(new URL(page.url()).origin);
    await page.goto(enlace);
    await expect.poll(() => page.getByRole('heading', { name: 'Elija su nueva contraseña' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Mismatched passwords are caught before anything is sent.
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
    await page.getByLabel('Confirme la nueva contraseña').fill(`${nueva}x`);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect.poll(() => page.getByText('Las contraseñas no coinciden.').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Confirme la nueva contraseña').fill(nueva);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Contraseña restablecida con éxito' }).isVisible())
      .toBe(true);
    await sinToasts(page);
    await expectAccessible(page);
    // the old password no longer opens the account
    expect((await apiCall('/api/user/auth', { body: { email, password: vieja } })).status).toBe(401);

    // The link works once: opened again, it says so and offers a new one.
    const otra = await open(enlace);
    await otra.page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra clave 2026');
    await otra.page.getByLabel('Confirme la nueva contraseña').fill('Otra clave 2026');
    await otra.page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect
      .poll(() => otra.page.getByRole('alert').filter({ hasText: 'no es válido o ya expiró' }).isVisible())
      .toBe(true);
    expect(await otra.page.getByRole('link', { name: 'Solicitar un enlace nuevo' }).getAttribute('href')).toBe(
      '/login?vista=olvido',
    );
    expectNoConsoleErrors(otra.errors, [/422/]);
    await otra.context.close();

    // Back to the login with the new password: the panel opens.
    await page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(nueva);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/home');
    await expect.poll(() => page.getByText('Mariana Restrepo').isVisible()).toBe(true);

    // In the panel, 'Cambiar contraseña' keeps this session and closes the one on another device.
    const otroDispositivo = (await apiCall<{ succes: string }>('/api/user/auth', { body: { email, password: nueva } }))
      .json.succes;
    await accionDeCuenta(page, 'Cambiar contraseña');
    const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect.poll(() => dialogo.isVisible()).toBe(true);
    await sinToasts(page);
    await expectAccessible(page);
    await dialogo.getByLabel('Contraseña actual').fill(nueva);
    await dialogo.getByLabel('Nueva contraseña', { exact: true }).fill('Tercera clave 2026');
    await dialogo.getByLabel('Confirme la nueva contraseña').fill('Tercera clave 2026');
    await dialogo.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect
      .poll(() => page.getByText('Se cerraron las sesiones abiertas en otros dispositivos.').isVisible())
      .toBe(true);
    expect(await dialogo.count()).toBe(0);
    expect((await apiCall('/api/users', { token: otroDispositivo })).status).toBe(401);
    const esta = await page.evaluate(() => localStorage.getItem('token'));
    expect((await apiCall('/api/users', { token: esta ?? '' })).status).toBe(200);

    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A link without its code explains itself and leads to the request form', async () => {
    const { page, context, errors } = await open('/restablecer', { mobile: true });
    await expect.poll(() => page.getByRole('heading', { name: 'Falta el código del enlace' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Solicitar un enlace nuevo' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Enviar enlace' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
