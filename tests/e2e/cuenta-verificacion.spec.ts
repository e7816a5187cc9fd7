import { describe, expect, it } from 'vitest';
import { confirmarCorreo } from './buzon';
import { apiCall, expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

const unico = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);

describe('Sign-in under attack', () => {
  it('A professional whose account was attacked with wrong passwords passes the human check and enters', async () => {
    const id = unico();
    const email = `atacada.${id}@example.co`;
    const password = 'Clave-segura-2026';
    const registro = await apiCall('/api/user/create', {
      body: {
        nombre: 'Marcela',
        apellido: 'Quintero',
        cedula: `2${id}`,
        fijo: '6015550123',
        telefono: `3${id}`,
        direccion: 'Carrera 7 # 72-41',
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
    // someone guesses from many addresses (apiCall sends each from its own): no lock, a check
    for (let i = 0; i < 6; i++) await apiCall('/api/user/auth', { body: { email, password: `adivina-${i}` } });

    const { page, context, errors } = await open('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Confirma que eres una persona' });
    await expect.poll(() => dialogo.isVisible()).toBe(true);
    await expectAccessible(page);
    // the local server checks with its stand-in: nothing is fetched from Cloudflare
    expect(await page.locator('script[src*="challenges.cloudflare.com"]').count()).toBe(0);
    await dialogo.getByRole('button', { name: /Soy una persona/ }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/home');
    await expect.poll(() => page.getByText('Marcela Quintero').isVisible()).toBe(true);
    expectNoConsoleErrors(errors, [/428/]);
    await context.close();
  });
});
