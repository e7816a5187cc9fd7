import { describe, expect, it } from 'vitest';
import { DEMO } from '../../scripts/seed/datos';
import { codigoTotp, pasoDe } from '../../worker/cuentas/totp';
import { expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('Two-step sign-in', () => {
  it('An admin signs in with her password and the code of her authenticator app, and reaches the back office', async () => {
    const { page, context, errors } = await open('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO.admin.email);
    await page.getByLabel('Contraseña').fill(DEMO.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    // the password was right: the code screen asks for the app's six digits
    await expect.poll(() => page.getByRole('heading', { name: 'Verificación en dos pasos' }).isVisible()).toBe(true);
    await expectAccessible(page);
    // a wrong code is refused beside the field
    await page.getByLabel('Código de seis dígitos').fill('000000');
    await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /código no es válido/ })
          .isVisible(),
      )
      .toBe(true);

    // the code the app shows (computed here from the demo secret; the next step's, which no
    // earlier sign-in of this run can have taken, is within the server's window)
    const codigo = await codigoTotp(DEMO.secretoDosPasos, Date.now(), pasoDe(Date.now()) + 1);
    await page.getByLabel('Código de seis dígitos').fill(codigo);
    await page.getByRole('button', { name: 'Verificar e ingresar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/panel/ecomerce/resumen');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expectNoConsoleErrors(errors, [/status of 4(01|22)/]);
    await context.close();
  });
});
