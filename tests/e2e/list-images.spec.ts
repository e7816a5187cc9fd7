import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, BASE, expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

/** Waits until the first of `imgs` has loaded, then answers what every loaded one shows. */
async function cargadas(imgs: Locator) {
  await imgs.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => imgs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const todas = await imgs.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({ src: img.currentSrc, ancho: img.naturalWidth, listo: img.complete })),
  );
  return todas.filter((i) => i.listo && i.ancho > 0);
}

/** Every /storage/ download the page made so far. */
const descargas = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.startsWith('/storage/')),
  );

/** The hero's background as the browser draws it (the stylesheet picks the copy per screen). */
const fondoDe = (page: Page) => page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundImage);

const pequena = /\/storage\/.+\?w=(160|320|640)$/;

describe('A visitor browsing the lists gets small photos', () => {
  it('on a phone, the featured specialists and the home background come as small WebP copies', async () => {
    const { page, context, errors } = await open('/', { mobile: true });
    const imagenes = await cargadas(page.locator('.top-rated img.doc-card__photo'));
    expect(imagenes.length).toBeGreaterThan(0);
    for (const f of imagenes) {
      expect(f.src).toMatch(pequena);
      expect(f.ancho).toBeLessThanOrEqual(640);
    }
    const tipo = (await fetch(imagenes[0].src)).headers.get('content-type');
    expect(tipo).toBe('image/webp');

    const fondo = (await apiCall<{ succes: { fondo: string }[] }>('/api/home/all')).json.succes[0]?.fondo;
    await expect.poll(() => fondoDe(page)).toBe(`url("${BASE}/storage/${fondo}?w=640")`);
    expect(await descargas(page)).toContain(`${BASE}/storage/${fondo}?w=640`);
    expect((await descargas(page)).filter((url) => !pequena.test(url))).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('on a desktop, the home background is the original image', async () => {
    const { page, context, errors } = await open('/');
    const fondo = (await apiCall<{ succes: { fondo: string }[] }>('/api/home/all')).json.succes[0]?.fondo;
    await expect.poll(() => fondoDe(page)).toBe(`url("${BASE}/storage/${fondo}")`);
    await expect.poll(() => descargas(page)).toContain(`${BASE}/storage/${fondo}`);
    expect(await descargas(page)).not.toContain(`${BASE}/storage/${fondo}?w=640`);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('on a desktop, the store cards come as small WebP copies and keep their square box', async () => {
    const { page, context, errors } = await open('/e-comerce');
    const imgs = page.locator('.producto__foto img');
    const imagenes = await cargadas(imgs);
    expect(imagenes.length).toBeGreaterThan(0);
    for (const f of imagenes) {
      expect(f.src).toMatch(pequena);
      expect(f.ancho).toBeLessThanOrEqual(640);
    }
    expect(await imgs.first().getAttribute('width')).toBe('320');
    expect(await imgs.first().getAttribute('height')).toBe('320');
    const res = await fetch(imagenes[0].src);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await descargas(page)).filter((url) => !pequena.test(url))).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
