import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profesional } from './paciente-support';
import { expectAccessible, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

const listo: Record<string, (page: Page) => Promise<unknown>> = {
  home: (page) => page.locator('.top-rated .doc-card').first().waitFor(),
  list: (page) => page.getByText(/^Mostrando \d+ de/).waitFor(),
  perfil: (page) => page.locator('.opinions__list, .opinions .state').first().waitFor(),
  policy: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
};

describe('Every public page is accessible and loads cleanly', () => {
  for (const mobile of [false, true]) {
    it(`A visitor ${mobile ? 'on a 360 px phone' : 'on a desktop'} meets no serious accessibility problem or console error on home, list, profile and policy`, async () => {
      const laura = await profesional();
      const paginas: [keyof typeof listo, string][] = [
        ['home', '/'],
        ['list', '/especialistas/bogota/todas/0'],
        ['perfil', `/doc-detalle/${laura.id}`],
        ['policy', '/politicas/tratamiento-de-datos'],
      ];
      for (const [nombre, path] of paginas) {
        const { page, context, errors } = await open(path, { mobile });
        await listo[nombre](page);
        expect(await page.title(), path).not.toBe('');
        await expectAccessible(page);
        expectNoConsoleErrors(errors);
        await context.close();
      }
    });
  }
});
