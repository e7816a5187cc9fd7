// `npm run budgets` (and a step of `npm test`): what the browser really loads. A server started as
// `npm start` does (migrations, demo data) serves the build; real Chromium opens `/`, a profile,
// `/e-comerce` and a product page, each in a fresh context (empty cache, no service worker yet),
// and counts every script and stylesheet the page fetched until the network was idle, gzip'd
// (level 9, 1 kB = 1000 bytes, as scripts/bundle-report.mjs counts them), the stylesheets a drawn
// page carries inline among them, and the stylesheets that block the first render. The Worker's
// bundle is measured as `wrangler deploy` would build it.
// Every figure is printed against its budget in scripts/presupuestos.json; one over fails.
//
//   node scripts/presupuestos.mjs                  builds first
//   node scripts/presupuestos.mjs --construido     uses web/dist as it is (npm test built it)
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';
import { dryRun } from './deploy.mjs';
import { build, ensureDevVars, freePort, prepareDatabase, root, serve, waitFor } from './lib.mjs';

export const PRESUPUESTOS = JSON.parse(readFileSync(join(root, 'scripts/presupuestos.json'), 'utf8'));

/** Bytes of one page load: JS and CSS (gzip) fetched until network idle, and render-blocking CSS. */
export async function medirPagina(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'es-CO' });
  const page = await context.newPage();
  const cuerpos = [];
  page.on('response', (res) => {
    const tipo = res.request().resourceType();
    if (tipo !== 'script' && tipo !== 'stylesheet') return;
    cuerpos.push(
      res
        .body()
        .then((b) => ({ tipo, url: res.url(), gzip: gzipSync(b, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  // until the network is quiet after the page's idle-time work too (what loads "when the page is
  // idle" counts): no request in flight or started for a second after an idle callback ran
  let enVuelo = 0;
  let ultima = performance.now();
  const mover = (d) => {
    enVuelo += d;
    ultima = performance.now();
  };
  page.on('request', () => mover(1));
  page.on('requestfinished', () => mover(-1));
  page.on('requestfailed', () => mover(-1));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 10_000 })));
  const limite = performance.now() + 30_000;
  while ((enVuelo > 0 || performance.now() - ultima < 1000) && performance.now() < limite)
    await new Promise((r) => setTimeout(r, 100));
  // stylesheets in <head> without media="print"/onload tricks: what holds the first render
  const bloqueantes = await page.evaluate(
    () =>
      [...document.querySelectorAll('head link[rel="stylesheet"]')].filter(
        (l) => !l.media || l.media === 'all' || matchMedia(l.media).matches,
      ).length,
  );
  // the first screen's stylesheets a drawn page carries inline (worker/paginas/pagina.ts) are CSS
  // the page loads as much as a linked one: counted as CSS, named by the file they stand for
  const enLinea = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((s) => ({ href: s.dataset.href, texto: s.textContent })),
  );
  const archivos = (await Promise.all(cuerpos)).filter(Boolean);
  for (const { href, texto } of enLinea)
    archivos.push({ tipo: 'stylesheet', url: `${href} (en línea)`, gzip: gzipSync(texto, { level: 9 }).length });
  await context.close();
  const suma = (tipo) => archivos.filter((a) => a.tipo === tipo).reduce((s, a) => s + a.gzip, 0);
  return { js: suma('script'), css: suma('stylesheet'), bloqueantes, archivos };
}

async function main() {
  ensureDevVars();
  if (!process.argv.includes('--construido')) build();
  const state = mkdtempSync(join(tmpdir(), 'citasalud-presupuestos-'));
  const errores = [];
  let server;
  try {
    prepareDatabase(state, { silencioso: true });
    const dist = join(state, 'dist');
    cpSync(join(root, 'web/dist'), dist, { recursive: true });
    const port = await freePort();
    const base = `http://localhost:${port}`;
    server = serve({ port, persistTo: state, assets: dist, stdio: 'ignore' });
    await waitFor(`${base}/api/health`, 90_000);
    const profesional = (await (await fetch(`${base}/api/medic/all`)).json()).succes?.[0]?.id;
    const producto = (await (await fetch(`${base}/api/producto/index`)).json()).succes?.[0]?.id;
    const rutas = {
      '/': '/',
      perfil: `/doc-detalle/${profesional}`,
      '/e-comerce': '/e-comerce',
      producto: `/e-comerce/${producto}`,
    };
    const browser = await chromium.launch(CHROMIUM);
    const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
    console.log('página        JS gzip / presupuesto      CSS gzip / presupuesto    CSS que bloquea / máx.');
    try {
      for (const [nombre, path] of Object.entries(rutas)) {
        const p = PRESUPUESTOS.paginas[nombre];
        const m = await medirPagina(browser, `${base}${path}`);
        const fila = [
          nombre.padEnd(12),
          `${kb(m.js).padStart(9)} / ${kb(p.js).padEnd(9)}`,
          `${kb(m.css).padStart(11)} / ${kb(p.css).padEnd(9)}`,
          `${String(m.bloqueantes).padStart(8)} / ${p.cssBloqueante}`,
        ];
        console.log(`${fila.join('   ')}  ${path}`);
        if (process.argv.includes('--archivos'))
          for (const a of m.archivos) console.log(`      ${kb(a.gzip).padStart(9)}  ${a.url.replace(base, '')}`);
        if (m.js > p.js) errores.push(`${nombre}: ${kb(m.js)} de JavaScript, presupuesto ${kb(p.js)}`);
        if (m.css > p.css) errores.push(`${nombre}: ${kb(m.css)} de CSS, presupuesto ${kb(p.css)}`);
        if (m.bloqueantes > p.cssBloqueante)
          errores.push(
            `${nombre}: ${m.bloqueantes} hojas de estilo bloquean el primer dibujo, máximo ${p.cssBloqueante}`,
          );
      }
    } finally {
      await browser.close();
    }
    const w = dryRun();
    const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`Worker        ${kib(w.gzip)} gzip / ${kib(PRESUPUESTOS.workerGzip)}`);
    if (w.gzip > PRESUPUESTOS.workerGzip)
      errores.push(`Worker: ${kib(w.gzip)} gzip, presupuesto ${kib(PRESUPUESTOS.workerGzip)}`);
  } finally {
    server?.kill('SIGTERM');
    rmSync(state, { recursive: true, force: true });
  }
  for (const e of errores) console.error(`✗ ${e}`);
  if (errores.length) process.exit(1);
  console.log('✓ Cada página y el Worker dentro de su presupuesto.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
