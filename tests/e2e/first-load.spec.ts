/**
 * The first load of a public page (issue 11). From the server, the Worker draws the screen into
 * the page with the answers of its first reads (worker/paginas/pagina.ts) and the app hydrates it
 * without asking again (web/src/lib/iniciales.ts). From the service worker (index.html as built),
 * the page carries the public frame prerendered at build and starts the screen's first reads
 * before the app's JavaScript arrives (web/build/*); the app takes those answers instead of
 * asking again (common/primeras-lecturas.ts).
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productoLlamado } from './comprador-support';
import { profesional } from './paciente-support';
import { expectNoConsoleErrors, open, setupBrowser } from './support';

setupBrowser();

describe('The first paint of a public page', () => {
  it("A visitor on a phone whose JavaScript has not run yet already sees the header, the menu, the footer and the specialist's profile", async () => {
    const laura = await profesional();
    const { page, context } = await open(`/doc-detalle/${laura.id}`, { mobile: true, javaScript: false });
    await expect(page.getByRole('link', { name: 'CitaSalud · Inicio' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Abrir menú' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tienda' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      `${laura.nombre} ${laura.apellido}`,
    );
    await expect(page.locator('.opinions__list li').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('A visitor whose JavaScript has not run yet already sees the store, the directory and the featured specialists', async () => {
    const { page, context } = await open('/e-comerce', { javaScript: false });
    await expect(page.locator('.productos .producto').count()).resolves.toBeGreaterThan(0);
    await page.goto('/especialistas/todas/todas/0');
    await expect(page.locator('.doc-grid .doc-card').count()).resolves.toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('.top-rated .doc-card').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});

describe('A public page drawn by the Worker', () => {
  /**
   * Opens `path` on a first visit (no service worker yet), CSP enforced: the page came drawn,
   * the app asked none of the screen's first reads, each photo was asked once, and after
   * `hacer` (a visitor using the screen, which only a hydrated page answers) nothing went to
   * the console.
   */
  async function dibujada(
    path: string,
    hacer: (page: import('playwright-core').Page) => Promise<unknown>,
    mobile = false,
  ) {
    const { page, context, errors } = await open('about:blank', { csp: true, mobile });
    const api: string[] = [];
    const imagenes: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/storage/')) imagenes.push(`${url.pathname}${url.search}`);
    });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(true);
    await page.waitForLoadState('networkidle');
    const antes = [...api];
    await hacer(page);
    expectNoConsoleErrors(errors);
    await context.close();
    return { antes, imagenes: imagenes };
  }

  it('A visitor opening a profile gets it drawn with its opinions, and the booking answers', async () => {
    const laura = await profesional();
    const { antes, imagenes } = await dibujada(
      `/doc-detalle/${laura.id}`,
      async (page) => {
        await page.getByRole('button', { name: 'Agendar cita' }).first().click();
        await page.getByRole('dialog').waitFor();
      },
      true,
    );
    expect(antes.filter((r) => r.startsWith('POST /api/medic/find') || r.startsWith('GET /api/comentario'))).toEqual(
      [],
    );
    expect(unaVez(imagenes)).toEqual([]);
  });

  it('A buyer opening the store gets its products drawn, and the search answers', async () => {
    const { antes } = await dibujada('/e-comerce', async (page) => {
      await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('vitamina');
      await page.waitForURL(/q=vitamina/);
      await page.locator('.productos .producto').first().waitFor();
    });
    expect(antes.filter((r) => /producto\/index|marcas|caracteristica/.test(r))).toEqual([]);
  });

  it('A visitor opening the directory and the home gets them drawn, and their links answer', async () => {
    const lista = await dibujada('/especialistas/todas/todas/0', async (page) => {
      await page.locator('.doc-grid .doc-card a').first().click();
      await page.waitForURL(/\/doc-detalle\/\d+/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    expect(lista.antes).toEqual([]);
    const inicio = await dibujada('/', async (page) => {
      await page.locator('.top-rated .doc-card a').first().click();
      await page.waitForURL(/\/doc-detalle\/\d+/);
    });
    expect(inicio.antes).toEqual([]);
  });

  it('A visitor following a link to a filtered directory gets it drawn, and its filters answer', async () => {
    const { antes } = await dibujada('/especialistas/bogota/todas/0', async (page) => {
      await page.locator('.doc-grid .doc-card').first().waitFor();
      await page.getByRole('radio', { name: 'Virtual', exact: true }).check();
      await page.waitForURL(/\/especialistas\/bogota\/todas\/2$/);
    });
    expect(antes).toEqual([]);
  });

  it("A visitor's first screen waits for one stylesheet: the screen's own come inline, applied under the CSP", async () => {
    const { page, context, errors } = await open('about:blank', { csp: true, mobile: true });
    /** The stylesheets in <head> that hold the paint (linked), and those written inline by the Worker. */
    const hojas = () =>
      page.evaluate(() => ({
        enlazadas: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map(
          (l) => new URL(l.href).pathname,
        ),
        enLinea: [...document.querySelectorAll<HTMLStyleElement>('head style[data-href]')].map((s) => s.dataset.href),
      }));
    for (const path of ['/', '/e-comerce']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(true);
      const alLlegar = await hojas();
      expect(alLlegar.enlazadas).toHaveLength(1);
      expect(alLlegar.enLinea.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      // the app took over and loaded the screen's chunk: it laid none of them again
      expect(await hojas()).toEqual(alLlegar);
    }
    // the inline rules and the screen's style attributes apply: the home's hero, its colour and its photo
    await page.goto('/');
    const heroe = page.locator('.hero');
    expect(await heroe.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(11, 59, 55)');
    expect(await heroe.evaluate((h) => getComputedStyle(h).backgroundImage)).toMatch(/^url\(.*\/storage\//);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('A visitor opening an unknown profile gets a 404 page with the not-found screen, so it is not indexed', async () => {
    const { page, context, errors } = await open('about:blank', { csp: true });
    const res = await page.goto('/doc-detalle/999999');
    expect(res?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Especialista no encontrado');
    expectNoConsoleErrors(errors, [/status of 404/]);
    await context.close();
  });
});

/**
 * The photo preloads that apply to this screen (their media matches) whose photo the screen does
 * not show: a preload of another copy or size than the screen's <img> or background asks for is a
 * wasted download. A srcset preload counts as used when the <img> shows one of its copies.
 */
function precargasSinUso(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const abs = (u: string) => new URL(u, location.href).href;
    const mostradas = new Set<string>();
    for (const img of document.querySelectorAll('img')) if (img.currentSrc) mostradas.add(abs(img.currentSrc));
    for (const el of document.querySelectorAll('body *')) {
      const fondo = getComputedStyle(el).backgroundImage;
      for (const m of fondo.matchAll(/url\("?([^")]+)"?\)/g)) mostradas.add(abs(m[1]));
    }
    const sinUso: string[] = [];
    for (const l of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
      if (l.media && !matchMedia(l.media).matches) continue;
      const candidatas = l.getAttribute('imagesrcset')
        ? (l.getAttribute('imagesrcset') ?? '').split(',').map((c) => abs(c.trim().split(/\s+/)[0]))
        : [abs(l.getAttribute('href') ?? '')];
      if (!candidatas.some((c) => mostradas.has(c))) sinUso.push(candidatas.join(' | '));
    }
    return sinUso;
  });
}

const unaVez = (lista: string[]) => {
  const veces = new Map<string, number>();
  for (const k of lista) veces.set(k, (veces.get(k) ?? 0) + 1);
  return [...veces].filter(([, n]) => n > 1).map(([k]) => k);
};

describe("The first screen's reads are asked once, from the page's first lines", () => {
  /**
   * Opens `path` with the CSP enforced, answered by the service worker (index.html as built, as
   * on every visit after the first), and returns the API requests made until `listo`.
   */
  async function visitar(path: string, listo: (page: import('playwright-core').Page) => Promise<unknown>) {
    const { page, context, errors } = await open('/politicas/terminos', { csp: true });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const api: string[] = [];
    const imagenes: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/'))
        api.push(`${r.method()} ${url.pathname}${url.search} ${r.postData() ?? ''}`);
    });
    // A photo preloaded from an answer and the screen's <img> must be one download: what the service
    // worker fetches from the network (its cache answers the page after that). The page itself may
    // ask twice: Chromium can let go of a preloaded photo not used yet by the page's load event (the
    // app draws the home after it), and the background then asks again, answered from the cache.
    context.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (r.serviceWorker() && url.pathname.startsWith('/storage/')) imagenes.push(`${url.pathname}${url.search}`);
    });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(false);
    await listo(page);
    await page.waitForLoadState('networkidle');
    // every started answer was taken by the screen (none left waiting)
    const pendientes = await page.evaluate(() =>
      Object.keys((window as unknown as { __precarga?: object }).__precarga ?? {}),
    );
    const desperdiciadas = await precargasSinUso(page);
    await context.close();
    return { api, imagenes: imagenes, pendientes, desperdiciadas, errors };
  }
  /** Opens `path` (CSP enforced): each of `llamadas` asked, nothing asked twice, every started answer taken. */
  async function comprobar(path: string, listo: string, llamadas: string[]) {
    const { api, imagenes, pendientes, desperdiciadas, errors } = await visitar(path, (page) =>
      page.locator(listo).first().waitFor(),
    );
    for (const llamada of llamadas) expect(api).toContain(llamada);
    expect(unaVez(api)).toEqual([]);
    expect(imagenes.length).toBeGreaterThan(0);
    expect(unaVez(imagenes)).toEqual([]);
    expect(desperdiciadas).toEqual([]);
    expect(pendientes).toEqual([]);
    expectNoConsoleErrors(errors);
  }

  it("A visitor opening a specialist's profile gets the profile and opinions asked once, with the page's CSP enforced", async () => {
    const laura = await profesional();
    await comprobar(`/doc-detalle/${laura.id}`, '.opinions__list, .opinions .state', [
      `POST /api/medic/find {"id":"${laura.id}"}`,
      `GET /api/comentario/all/medic?id=${laura.id} `,
    ]);
  });

  it('A visitor opening the home gets its background, specialties and featured specialists asked once', async () => {
    await comprobar('/', '.doc-card', [
      'GET /api/home/all ',
      'GET /api/especialidades/all ',
      'GET /api/medic/all?destacado=1&page=1&limit=8 ',
    ]);
  });

  it('A visitor opening the directory gets the first page of specialists asked once', async () => {
    await comprobar('/especialistas/todas/todas/0', '.doc-grid .doc-card', ['GET /api/medic/all?page=1&limit=24 ']);
  });

  it('A visitor following a link to a filtered directory gets its first page asked once', async () => {
    await comprobar('/especialistas/bogota/todas/0', '.doc-grid .doc-card', [
      'GET /api/especialidades/all ',
      'GET /api/medic/all?ciudad=bogota&page=1&limit=24 ',
    ]);
  });

  it("A buyer opening a product's page gets the product and its photo asked once", async () => {
    const p = await productoLlamado('Glucómetro con 10 tiras');
    await comprobar(`/e-comerce/${p.id}`, '.detalle__info h1', [`GET /api/producto/find?id=${p.id} `]);
  });

  it('A buyer opening the store gets its first page of products, brands and characteristics asked once', async () => {
    await comprobar('/e-comerce', '.productos .producto a', [
      'GET /api/producto/index?estado=1&page=1&limit=24&facetas=1 ',
      'GET /api/marcas/index?en_uso=1 ',
      'GET /api/caracteristica/all?en_uso=1 ',
    ]);
  });
});
