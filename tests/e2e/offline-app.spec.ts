import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ESPERA_MS } from './espera';
import { conServiceWorker } from './offline-support';
import { apiCall, BASE, expectNoConsoleErrors, open, preparar, setupBrowser } from './support';

setupBrowser();

/**
 * The server's reloads so far, started and finished, as its log (scripts/e2e.mjs) tells them; null
 * in a run by hand, without that log.
 */
function recargasDelServidor() {
  const log = process.env.E2E_SERVIDOR_LOG;
  if (!log) return null;
  const texto = readFileSync(log, 'utf8');
  const contar = (frase: string) => texto.split(frase).length - 1;
  return { empezadas: contar('Reloading local server'), listas: contar('Local server updated and ready') };
}

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

describe('The installable app', () => {
  it("passes Chromium's installability check with its Spanish manifest and service worker", async () => {
    // Chromium never offers installation in an incognito-like context (Playwright's
    // newContext): the check runs in a real profile.
    const perfil = mkdtempSync(join(tmpdir(), 'citasalud-instalable-'));
    const context = await chromium.launchPersistentContext(perfil, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      baseURL: BASE,
      locale: 'es-CO',
    });
    await preparar(context, { persistente: true });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto('/');
      await conServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors: problemas } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      expect(problemas).toEqual([]);

      const { status, json } = await apiCall<Manifest>('/manifest.webmanifest');
      expect(status).toBe(200);
      expect(json).toMatchObject({ name: 'CitaSalud', lang: 'es-CO', display: 'standalone', start_url: '/' });
      expect(json.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      expect(json.shortcuts.map((s) => s.name)).toEqual(['Buscar especialista', 'Tienda', 'Mi agenda']);
      // the shortcuts' screens open (the panel one sends a visitor without a session home)
      for (const s of json.shortcuts) {
        await page.goto(s.url);
        await page.locator('main h1').first().waitFor();
      }
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
      rmSync(perfil, { recursive: true, force: true });
    }
  });

  it("offers a new version of the app with 'Nueva versión disponible' · 'Actualizar', and reloads only when asked", async () => {
    const { page, context, errors } = await open('/');
    await conServiceWorker(page);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A deploy: the served sw.js changes by some bytes. The harness serves its own copy of the
    // build (E2E_DIST), so only this run's server sees the change; the browser finds it when it
    // checks for updates, installs the new worker and leaves it waiting.
    const sw = join(process.env.E2E_DIST ?? 'web/dist', 'sw.js');
    const original = readFileSync(sw, 'utf8');
    writeFileSync(sw, `${original}\n// nueva versión ${Date.now()}\n`);
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Nueva versión disponible' });
    try {
      await expect
        .poll(
          async () => {
            await page.evaluate(async () => {
              const reg = await navigator.serviceWorker.getRegistration();
              await reg?.update().catch(() => undefined);
            });
            return toast.count();
          },
          // each look asks the browser to check for an update; the new worker then installs
          { timeout: 2 * ESPERA_MS, interval: 1_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      const antes = recargasDelServidor();
      writeFileSync(sw, original);
      // wrangler dev reloads its server on each change of the build it serves: the next story
      // must not find it restarting (seen to take over 20 s on a loaded machine)
      if (antes)
        await expect
          .poll(
            () => {
              const r = recargasDelServidor() ?? antes;
              return r.empezadas > antes.empezadas && r.listas >= r.empezadas;
            },
            { timeout: 3 * ESPERA_MS },
          )
          .toBe(true);
    }

    // nothing takes over by itself while the offer waits: the new worker stays waiting
    // (only its activation could reload the page)
    expect(
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: reg?.waiting?.state, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: 'installed', controlled: true });
    await page.evaluate(() => {
      (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
    });

    await toast.getByRole('button', { name: 'Actualizar' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar ?? false))
      .toBe(false);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // the reloaded page runs under the version that was offered: nothing is left waiting
    expect(
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return { waiting: reg?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, controlled: true });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
