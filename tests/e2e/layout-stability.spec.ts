import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profesional } from './paciente-support';
import { open, setupBrowser } from './support';

setupBrowser();

declare global {
  interface Window {
    __desplazamiento: number;
  }
}

/**
 * Opens `path` with every API answer held back until the page has loaded and drawn what it shows
 * while it waits (as on a slow phone, where the answers come after that), then sums the layout
 * shifts until `listo` shows the loaded page.
 */
async function desplazamiento(path: string, mobile: boolean, listo: (page: Page) => Promise<unknown>) {
  const { page, context } = await open('/politicas/terminos', { mobile });
  await context.addInitScript(() => {
    window.__desplazamiento = 0;
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) window.__desplazamiento += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let soltar = () => {};
  const soltadas = new Promise<void>((r) => {
    soltar = r;
  });
  await context.route('**/api/**', async (route) => {
    await soltadas;
    await route.continue();
  });
  await page.goto(path);
  // loaded, and two frames drawn with every answer still held: the waiting state is on screen
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  soltar();
  await listo(page);
  // the observer reports shifts on the next frames
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const total = await page.evaluate(() => window.__desplazamiento);
  await context.close();
  return total;
}

describe('Pages do not jump while their data arrives', () => {
  for (const mobile of [true, false]) {
    const donde = mobile ? 'on a 360 px phone' : 'on a desktop';
    it(`A visitor ${donde} sees the profile fill in place, without the footer shown and then pushed away`, async () => {
      const laura = await profesional();
      const total = await desplazamiento(`/doc-detalle/${laura.id}`, mobile, (page) =>
        page.locator('.opinions__list, .opinions .state').first().waitFor(),
      );
      expect(total).toBeLessThan(0.05);
    });

    it(`A patient ${donde} sees the specialists list fill in place, the footer never pushed away`, async () => {
      const total = await desplazamiento('/especialistas/todas/todas/0', mobile, (page) =>
        page.locator('.doc-grid .doc-card').first().waitFor(),
      );
      expect(total).toBeLessThan(0.05);
    });

    it(`A buyer ${donde} sees the product grid and filters fill in place`, async () => {
      const total = await desplazamiento('/e-comerce', mobile, async (page) => {
        await page.locator('.productos .producto a').first().waitFor();
        if (!mobile) await page.locator('.tienda__lateral fieldset').first().waitFor();
      });
      expect(total).toBeLessThan(0.05);
    });
  }
});
