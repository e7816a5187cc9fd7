/**
 * A drawn page waits for one stylesheet (issue 36): index.html's own, linked; the screen's
 * stylesheets come inline in <head> (worker/paginas/pagina.ts), named by `data-href` so the app's
 * preload helper does not lay them again, and allowed by the page's Content-Security-Policy. The
 * pool serves no assets: they are given here as the build leaves them (the stylesheets as CSS, any
 * other address as index.html, as the assets' single-page fallback does), with the pages' CSP.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PRECARGAS } from '../../../common/primeras-lecturas';
import { app } from '../../../worker';
import { componer, FIN_RAIZ, type RutaDeArranque } from '../../../worker/paginas/pagina';

/**
 * The pages' policy as web/public/_headers writes it for styles (tests/scripts/csp-estilos.test.ts
 * holds that file to it; tests/e2e/first-load.spec.ts sees Chromium apply the inline styles).
 */
const CSP = "default-src 'self'; script-src 'self' 'sha256-marco'; style-src 'self' 'unsafe-inline'; object-src 'none'";
const PLANTILLA = `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <title>CitaSalud</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"><header>marco</header>${FIN_RAIZ}<script>marco()</script>
  </body>
</html>`;
const CSS: Record<string, string> = {
  '/assets/directorio.css': '.hero{background:var(--fondo)}.doc-card{display:grid}',
  '/assets/stars.css': '.stars{--relleno:0%}',
  '/assets/tienda.css': '.producto{display:grid}',
};
/** The home with the directory's stylesheets; the store with one the assets do not have. */
const RUTAS: RutaDeArranque[] = PRECARGAS.map((p) => ({
  patron: p.patron,
  js: [],
  css: p.modulos.some((m) => m.includes('/tienda/'))
    ? ['/assets/tienda.css', '/assets/falta.css']
    : ['/assets/directorio.css', '/assets/stars.css'],
  llamadas: p.llamadas.map(({ metodo, url, body }) => ({ metodo, url, body })),
}));
const ASSETS = {
  fetch: async (req: Request | URL | string) => {
    const ruta = new URL(req instanceof Request ? req.url : String(req)).pathname;
    if (ruta === '/arranque.json') return Response.json(RUTAS);
    if (CSS[ruta]) return new Response(CSS[ruta], { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
    return new Response(PLANTILLA, {
      headers: { 'Content-Type': 'text/html', ETag: '"indice"', 'Content-Security-Policy': CSP },
    });
  },
} as unknown as Fetcher;

async function navegar(path: string) {
  const ctx = createExecutionContext();
  const req = new Request(`http://localhost${path}`, { headers: { 'Sec-Fetch-Dest': 'document' } });
  const res = await app.fetch(req, { ...env, ASSETS }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, head: html.slice(0, html.indexOf('</head>')) };
}

/** Stylesheets in <head> that hold the first paint: linked, for every medium. */
const queBloquean = (head: string) =>
  [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)]
    .filter((m) => !/ media="(?!all")/.test(m[0]))
    .map((m) => m[1]);

/** Whether the CSP `csp` lets a page run the inline style `css` (CSP level 3, style-src-elem or style-src). */
async function permite(csp: string, css: string) {
  const directivas = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([nombre, ...fuentes]) => [nombre.toLowerCase(), fuentes]),
  );
  const fuentes = directivas.get('style-src-elem') ?? directivas.get('style-src') ?? directivas.get('default-src');
  if (!fuentes) return true;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
  if (fuentes.includes(hash)) return true;
  // a hash or a nonce in the list switches 'unsafe-inline' off
  const conHuellas = fuentes.some((f) => /^'(sha256|sha384|sha512|nonce)-/.test(f));
  return !conHuellas && fuentes.includes("'unsafe-inline'");
}

describe('The stylesheets of a page the Worker draws', () => {
  it("makes / wait for one stylesheet: the screen's own come inline, allowed by the page's CSP", async () => {
    const { res, head } = await navegar('/');
    expect(res.status).toBe(200);
    expect(queBloquean(head)).toEqual(['/assets/index.css']);
    const enLinea = [...head.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)];
    expect(enLinea.map((m) => m[1])).toEqual(['/assets/directorio.css', '/assets/stars.css']);
    expect(enLinea.map((m) => m[2])).toEqual([CSS['/assets/directorio.css'], CSS['/assets/stars.css']]);
    // after index.html's stylesheet, as their links were: the cascade is the same
    expect(head.indexOf('/assets/index.css')).toBeLessThan(head.indexOf('<style data-href'));

    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toBe(CSP);
    for (const m of enLinea) expect(await permite(csp, m[2])).toBe(true);
  });

  it('links a stylesheet it cannot read (the assets answer index.html for it) and inlines the rest', async () => {
    const { head } = await navegar('/e-comerce');
    expect(head).toContain(`<style data-href="/assets/tienda.css">${CSS['/assets/tienda.css']}</style>`);
    expect(queBloquean(head)).toEqual(['/assets/index.css', '/assets/falta.css']);
  });

  it('never writes inline a stylesheet that would close its <style> element', () => {
    const html = componer(PLANTILLA, '<main></main>', {}, ['/assets/raro.css', '/assets/bien.css'], null, [
      'a{}</style><script>alert(1)</script>',
      'b{}',
    ]) as string;
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/raro.css">');
    expect(html).toContain('<style data-href="/assets/bien.css">b{}</style>');
    expect(html).not.toContain('alert(1)');
  });
});
